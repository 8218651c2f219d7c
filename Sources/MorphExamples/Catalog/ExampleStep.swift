import MorphRender

/// One scripted change of an ``ExampleScene``: MorphRender's `TimelineStep`, so the sampler
/// performs an example's steps as they are.
public typealias ExampleStep = TimelineStep

extension TimelineStep {
    /// A step that changes a node's state and animates it to its new layout with
    /// `transitionLayout(animated: true)`, measuring on the main actor (so the sampler can place
    /// every frame).
    ///
    /// - Parameters:
    ///   - name: A short description of the change.
    ///   - node: The node whose layout changes.
    ///   - start: When the step starts; by default a quarter second after everything has settled.
    ///   - change: Changes the node's layout inputs.
    /// - Returns: The step. A transition the node refuses (for example for lack of a size) fails
    ///   the step: sampling stops with `SamplingError.stepFailed(step:reason:)`.
    public static func layoutTransition(
        _ name: String,
        of node: DisplayNode,
        start: Start = .afterSettling(pause: 0.25),
        change: @escaping @MainActor @Sendable () -> Void
    ) -> TimelineStep {
        TimelineStep(name, start: start) {
            change()
            try node.transitionLayout(animated: true)
        }
    }
}
