import Foundation

/// The nodes of one run of an ``Example`` and the steps that change them.
@MainActor
public final class ExampleScene {
    /// The root node. The sampler sets its frame to the example's size and lays it out before the
    /// first step.
    public let root: DisplayNode
    /// The changes to make, in order.
    public let steps: [ExampleStep]

    /// Creates a scene.
    ///
    /// - Parameters:
    ///   - root: The root node, in its initial state.
    ///   - steps: The changes to make, in order.
    public init(root: DisplayNode, steps: [ExampleStep]) {
        self.root = root
        self.steps = steps
    }
}
