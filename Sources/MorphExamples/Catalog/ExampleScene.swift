import Foundation

/// The nodes of one run of an ``Example`` and the steps that change them.
@MainActor
public final class ExampleScene {
    /// The root node. The sampler sets its frame to the example's size and lays it out before the
    /// first step.
    public let root: DisplayNode
    /// The changes to make, in order.
    public let steps: [ExampleStep]
    /// Nodes drawn above the root in a sampled run only — a scripted finger's
    /// ``ScriptedPointer/indicator`` — positioned by whoever owns them. A window (`morph play`)
    /// shows the root alone: there the finger is real.
    public let overlays: [DisplayNode]

    /// Creates a scene.
    ///
    /// - Parameters:
    ///   - root: The root node, in its initial state.
    ///   - steps: The changes to make, in order.
    ///   - overlays: Nodes drawn above the root in a sampled run; none by default.
    public init(root: DisplayNode, steps: [ExampleStep], overlays: [DisplayNode] = []) {
        self.root = root
        self.steps = steps
        self.overlays = overlays
    }
}

extension ExampleScene {
    /// The size the scene is shown at for an example `width` points wide and at least
    /// `minimumHeight` high: taller when its root's content needs it in the root's traits (text at
    /// an accessibility size wraps and stacks), so nothing is clipped.
    ///
    /// - Throws: the root's `LayoutError`.
    public func fittingSize(width: CGFloat, minimumHeight: CGFloat) throws(LayoutError) -> CGSize {
        let range = try SizeRange(min: CGSize(width: width, height: minimumHeight), max: CGSize(width: width, height: .infinity))
        let needed = try root.layoutThatFits(range).size.height
        return CGSize(width: width, height: max(minimumHeight, needed))
    }
}
