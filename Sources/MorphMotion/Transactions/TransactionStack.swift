import Foundation

/// The open animation blocks, innermost last (main actor only).
///
/// Blocks are synchronous closures, so the stack is only non-empty while one runs; tests running
/// in parallel on the main actor never see each other's blocks.
@MainActor
enum TransactionStack {
    struct Frame {
        /// `nil` when changes inside the block are not animated.
        let attributes: AnimationAttributes?
        let group: CompletionGroup
        /// The timeline the animations started in the block join (inherited from the enclosing
        /// block), or nil.
        ///
        /// Unretained: the `perform` call that opened the frame (or an enclosing one) holds it for
        /// as long as the frame is on the stack. A transition's timeline is weakly referenced, so
        /// each retain of it takes the runtime's slower side-table path — and every property
        /// change in the block reads the frame.
        let timeline: Unmanaged<AnimationTimeline>?
    }

    private(set) static var frames: [Frame] = []

    static var isEmpty: Bool { frames.isEmpty }
    static var current: Frame? { frames.last }

    /// Runs `body` inside a new frame; closes the frame's group afterwards and, at the outermost
    /// level, runs the completions that became due.
    static func perform<Result>(
        attributes: AnimationAttributes?,
        completion: ((AnimationCompletionReason) -> Void)?,
        timeline: AnimationTimeline? = nil,
        _ body: () throws -> Result
    ) rethrows -> Result {
        let group = CompletionGroup(parent: current?.group, completion: completion)
        frames.append(Frame(attributes: attributes, group: group, timeline: timeline.map(Unmanaged.passUnretained) ?? current?.timeline))
        defer {
            frames.removeLast()
            group.releaseHold()
            CompletionQueue.drainIfIdle()
        }
        // `timeline` (or the enclosing frame's, held by its own call) lives until `body` returns.
        return try withExtendedLifetime(timeline) { try body() }
    }
}
