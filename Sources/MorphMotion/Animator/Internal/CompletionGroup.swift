import Foundation

/// The members of one animation block (or one explicit animation) and its completion handler.
///
/// `pending` counts live tracks, child groups that have not completed, and one hold while the
/// block is open. When it reaches zero the group completes: its handler is queued with the most
/// severe reason of its members, and its parent loses one pending member.
@MainActor
final class CompletionGroup {
    private(set) var pending: Int
    private(set) var reason: AnimationCompletionReason = .finished
    private(set) var isComplete = false
    let completion: ((AnimationCompletionReason) -> Void)?
    let parent: CompletionGroup?

    /// A group that starts with one hold (released by ``releaseHold()``) and joins `parent`.
    init(parent: CompletionGroup?, completion: ((AnimationCompletionReason) -> Void)?) {
        self.parent = parent
        self.completion = completion
        self.pending = 1
        parent?.pending += 1
    }

    /// A new track joins the group.
    func addMember() {
        precondition(!isComplete, "an animation joined a completed group")
        pending += 1
    }

    /// The block that opened the group returned.
    func releaseHold() { memberEnded(.finished) }

    /// A track or a child group ended.
    func memberEnded(_ memberReason: AnimationCompletionReason) {
        reason = max(reason, memberReason)
        pending -= 1
        guard pending == 0 else { return }
        isComplete = true
        if let completion {
            let reason = reason
            CompletionQueue.enqueue { completion(reason) }
        }
        parent?.memberEnded(reason)
    }
}

/// Completion handlers waiting for a safe point.
///
/// Handlers never run inside the operation that ended their animation: they are queued and run
/// at the end of the outermost animation block, of an animator tick, or of a property change made
/// outside any block. So a handler may freely change properties and start animations.
@MainActor
enum CompletionQueue {
    // Not checked for exclusive access at run time: every view-property change reads them, on the
    // main actor, and nothing holds an access across a call.
    @exclusivity(unchecked) private static var jobs: [@MainActor () -> Void] = []
    @exclusivity(unchecked) private static var isDraining = false

    static var isEmpty: Bool { jobs.isEmpty }

    static func enqueue(_ job: @escaping @MainActor () -> Void) {
        jobs.append(job)
    }

    /// Runs the queued jobs, and those they queue, unless an animation block is open or a drain is
    /// already running further up the stack.
    static func drainIfIdle() {
        guard !isDraining, !jobs.isEmpty, TransactionStack.isEmpty else { return }
        isDraining = true
        defer { isDraining = false }
        var index = 0
        while index < jobs.count {
            let job = jobs[index]
            index += 1
            job()
        }
        jobs.removeAll(keepingCapacity: true)
    }
}
