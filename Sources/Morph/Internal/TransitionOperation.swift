import Foundation

/// One requested layout transition while its layout is measured: what to measure, and what to
/// call when the layout is installed.
///
/// The measurement inputs are immutable and readable off the main actor; everything else belongs
/// to the main actor.
@MainActor
final class TransitionOperation {
    /// The node whose layout transitions.
    nonisolated let node: DisplayNode
    /// The node's transition generation this operation measures for; a newer one cancels it.
    nonisolated let generation: Int
    /// The range to lay the node out in.
    nonisolated let constrainedSize: SizeRange
    /// The pixel grid.
    nonisolated let layoutContext: LayoutContext
    /// Whether the transition animates.
    let isAnimated: Bool
    /// Whether measurement runs off the main actor.
    let measuresAsync: Bool
    /// Texture's `measurementCompletion`, called on the main actor once the layout is installed.
    let measurementCompletion: (@MainActor () -> Void)?
    /// Where the outcome goes.
    let handle: TransitionHandle
    /// How many measurements turned out stale (a layout input changed while measuring).
    var staleRounds = 0

    /// After this many stale asynchronous measurements the next one runs on the main actor, where
    /// nothing can change meanwhile — so a transition always ends even under constant changes.
    static let maximumAsynchronousRounds = 8

    /// How many transitions are measuring, in every tree (so a transition start can skip looking
    /// for measuring transitions below it when there are none).
    static var measuringCount = 0

    init(
        node: DisplayNode,
        generation: Int,
        constrainedSize: SizeRange,
        layoutContext: LayoutContext,
        isAnimated: Bool,
        measuresAsync: Bool,
        measurementCompletion: (@MainActor () -> Void)?,
        handle: TransitionHandle
    ) {
        self.node = node
        self.generation = generation
        self.constrainedSize = constrainedSize
        self.layoutContext = layoutContext
        self.isAnimated = isAnimated
        self.measuresAsync = measuresAsync
        self.measurementCompletion = measurementCompletion
        self.handle = handle
    }

    /// Measures on a background task, then commits on the main actor. A cancelled operation stops
    /// at its next checkpoint (before measuring, after measuring, at commit) and calls nothing.
    ///
    /// The task holds the operation and its node weakly until it starts: a transition cancelled
    /// before the task runs (or whose node is released) leaves nothing waiting in the queue that
    /// keeps its nodes alive.
    func measureInBackground() {
        Task.detached(priority: .userInitiated) { [weak self] in
            guard let operation = self else { return }
            let node = operation.node
            guard let result = node.measureForTransition(operation) else { return }
            await node.commitTransitionMeasurement(operation, result: result)
        }
    }

    /// Measures on the main actor and commits.
    func measureNow() {
        guard let result = node.measureForTransition(self) else { return }
        node.commitTransitionMeasurement(self, result: result)
    }
}

/// A transition's measured layout and the nodes it was computed from.
struct TransitionMeasurement: Sendable {
    let entry: CachedLayout
    let recorder: TransitionMeasurementRecorder
}
