import Foundation
import Morph
import MorphElements

/// The PokeAnimations intro as a node: a `ComponentHost` of ``PokeIntro`` whose node fills this
/// one, and ``tap(completion:)`` for its button.
///
/// The pages can also be dragged: a pan to the left holds the change to the next page under the
/// finger, a pan to the right the change to the previous one (`ComponentHost.transition(props:state:stagger:)`'s
/// handle, its fraction the finger's way across the node's width). Released, the change finishes
/// when the motion would carry it past halfway and goes back otherwise, the spring starting at the
/// finger's velocity.
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
    /// The page change a pan holds, from the pan's start until its release.
    public private(set) var draggedTransition: TransitionHandle?
    /// +1 while a pan drags toward the next page (to the left, or to the right in a right-to-left
    /// environment), −1 toward the previous one.
    private var dragDirection: CGFloat = 1

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
        addGestureRecognizer(PanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.pan(pan)
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

    /// How far across a finger drags for a whole page change, in points: the node's width.
    public var dragDistance: CGFloat { max(bounds.width, 1) }

    /// A pan across the pages: at its start, the change to the next page (dragging left) or the
    /// previous one (dragging right) starts held; every move sets its fraction to the finger's
    /// way across ``dragDistance`` in that direction (0 when the finger is back where it began);
    /// the release finishes it at the end when the fraction plus a fifth of a second of the
    /// finger's velocity passes one half, else at the start, handing that velocity to the spring.
    func pan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard draggedTransition == nil else { return }
            // Right to left, pages turn the other way: a drag to the right leads to the next one.
            dragDirection = pan.translation(in: self).x * readingSign <= 0 ? 1 : -1
            let target = dragDirection > 0 ? step.next : step.previousPage
            let handle = host.transition(state: PokeIntro.State(step: target))
            handle.pause()
            handle.fractionComplete = dragFraction(pan)
            draggedTransition = handle
        case .changed:
            draggedTransition?.fractionComplete = dragFraction(pan)
        case .ended, .cancelled:
            guard let handle = draggedTransition else { return }
            draggedTransition = nil
            let velocity = pan.state == .ended ? Double(-dragDirection * readingSign * pan.velocity(in: self).x / dragDistance) : 0
            let projected = handle.fractionComplete + 0.2 * velocity
            handle.finish(at: projected > 0.5 ? .end : .start, velocity: velocity, spring: Spring(duration: 0.4, bounce: 0))
        default:
            break
        }
    }

    /// The fraction of the held page change that the pan's translation stands for.
    private func dragFraction(_ pan: PanGestureRecognizer) -> Double {
        Double(-dragDirection * readingSign * pan.translation(in: self).x / dragDistance)
    }

    /// +1 left to right, −1 right to left: the sign that turns a horizontal motion on screen into
    /// one along the reading direction.
    private var readingSign: CGFloat {
        traitCollection.layoutDirection.isRightToLeft ? -1 : 1
    }

    /// The intro follows the node's traits: its pages' colours, its titles' size, the direction
    /// of its motions.
    override public func traitCollectionDidChange(previous: TraitCollection) {
        super.traitCollectionDidChange(previous: previous)
        var props = host.props
        props.traits = traitCollection
        guard props != host.props else { return }
        host.update(props: props)
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

extension PokeIntroStep {
    /// The page before this one (the last page before the first), where a drag to the right leads.
    var previousPage: PokeIntroStep {
        Self.allCases.first { $0.next == self } ?? self
    }
}
