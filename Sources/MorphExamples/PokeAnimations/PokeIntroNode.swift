import Foundation
import Morph
import MorphElements

/// The PokeAnimations intro as a node: a `ComponentHost` of ``PokeIntro`` whose node fills this
/// one, and ``tap(completion:)`` for its button.
///
/// The intro is laid out for the node's size: when a layout pass gives the node a new size (a
/// sampler setting the root's frame), the intro's props follow, without animation.
public final class PokeIntroNode: DisplayNode {
    /// The host of the intro component; its node is this node's only subnode.
    public let host: ComponentHost<PokeIntro>
    /// The host's node, filling this node (its layout spec's only child).
    private let hostNode: DisplayNode
    /// Pixels per point the intro's frames are rounded to.
    public let screenScale: CGFloat

    /// An intro of `size` on the first page, with frames rounded to `1 / screenScale`, whose titles
    /// move as `titleMotion` says (Katana's by default).
    public init(size: CGSize = PokeIntroLayout.referenceSize, screenScale: CGFloat = 2, titleMotion: PokeIntro.TitleMotion = .katana) {
        self.screenScale = screenScale
        host = ComponentHost(
            props: PokeIntro.Props(frame: CGRect(origin: .zero, size: size), screenScale: screenScale, titleMotion: titleMotion),
            name: "intro"
        )
        hostNode = host.node
        super.init(name: "PokeAnimations")
        automaticallyManagesSubnodes = true
        backgroundColor = .black
        frame = CGRect(origin: .zero, size: size)
        addGestureRecognizer(TapGestureRecognizer { [weak self] recognizer in
            if recognizer.state == .ended { self?.tap() }
        })
    }

    /// The host's node, as large as this node.
    override public func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        InsetLayoutSpec(insets: .zero, child: hostNode)
    }

    /// The page shown (or being animated to).
    public var step: PokeIntroStep { host.state.step }

    /// Taps the button: the intro moves to the next page with its 4-step animation.
    ///
    /// - Parameter completion: called with `true` once the final step has run, `false` when a
    ///   later tap superseded the animation.
    public func tap(completion: (@MainActor (Bool) -> Void)? = nil) {
        host.update(state: PokeIntro.State(step: step.next), completion: completion)
    }

    /// Lays the intro out for the node's new size.
    override public func calculatedLayoutDidChange() {
        let frame = CGRect(origin: .zero, size: bounds.size)
        guard host.props.frame != frame else { return }
        var props = host.props
        props.frame = frame
        performWithoutAnimation { host.update(props: props) }
    }
}
