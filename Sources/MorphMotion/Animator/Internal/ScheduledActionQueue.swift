import Foundation

/// The scheduled actions of one animator: a binary min-heap by (deadline, sequence) in which
/// every action knows its position, so cancelling is O(log n) and nothing cancelled lingers.
@MainActor
final class ScheduledActionQueue {
    private var heap: [ScheduledAction] = []
    private var nextSequence: UInt64 = 0

    var count: Int { heap.count }
    var isEmpty: Bool { heap.isEmpty }

    /// The earliest action, if any.
    var first: ScheduledAction? { heap.first }

    /// The latest deadline among the waiting actions.
    /// - Complexity: O(n) (the leaves of a heap hold its maximum).
    var latestDeadline: TimeInterval? {
        heap.lazy.map(\.deadline).max()
    }

    /// The sequence number the next action gets.
    var upcomingSequence: UInt64 { nextSequence }

    /// Queues `action` to run at `deadline`.
    /// - Complexity: O(log n).
    func insert(deadline: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
        let scheduled = ScheduledAction(deadline: deadline, sequence: nextSequence, action: action)
        nextSequence += 1
        scheduled.queue = self
        scheduled.heapIndex = heap.count
        heap.append(scheduled)
        siftUp(heap.count - 1)
        return scheduled
    }

    /// An action that never runs, for an infinite delay: not queued, never pending.
    func never() -> ScheduledAction {
        let scheduled = ScheduledAction(deadline: .infinity, sequence: nextSequence, action: nil)
        nextSequence += 1
        return scheduled
    }

    /// Removes and returns the earliest action when it is due at `time` and was scheduled before
    /// `sequenceLimit`.
    /// - Complexity: O(log n).
    func popDue(at time: TimeInterval, scheduledBefore sequenceLimit: UInt64) -> ScheduledAction? {
        guard let first = heap.first, first.deadline <= time, first.sequence < sequenceLimit else { return nil }
        remove(first)
        return first
    }

    /// Removes `action` from the heap.
    /// - Complexity: O(log n).
    func remove(_ action: ScheduledAction) {
        let index = action.heapIndex
        guard index >= 0, index < heap.count, heap[index] === action else { return }
        let last = heap.count - 1
        if index != last {
            heap[index] = heap[last]
            heap[index].heapIndex = index
        }
        heap.removeLast()
        action.heapIndex = -1
        if index < heap.count {
            siftDown(index)
            siftUp(index)
        }
    }

    private func siftUp(_ start: Int) {
        var index = start
        while index > 0 {
            let parent = (index - 1) / 2
            guard heap[index].precedes(heap[parent]) else { return }
            swapAt(index, parent)
            index = parent
        }
    }

    private func siftDown(_ start: Int) {
        var index = start
        while true {
            let left = 2 * index + 1
            let right = left + 1
            var smallest = index
            if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
            if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
            guard smallest != index else { return }
            swapAt(index, smallest)
            index = smallest
        }
    }

    private func swapAt(_ a: Int, _ b: Int) {
        let first = heap[a]
        heap[a] = heap[b]
        heap[b] = first
        heap[a].heapIndex = a
        heap[b].heapIndex = b
    }
}
