import Foundation
import Morph

/// Waits, without blocking the main actor, until `condition` holds or `timeout` seconds pass.
/// Returns whether the condition held.
@MainActor
func waitUntil(timeout: TimeInterval = 5, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return true
}

/// Returns once every job queued on the main queue before it has run: the main actor runs its
/// jobs there, in the order they were queued.
func mainQueueBarrier() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
    }
}

/// Waits for `handle` and returns how the transition ended, whether `finished()` returned it
/// (completed, reverted, unchanged) or threw it (cancelled, failed, node released).
@MainActor
func outcome(of handle: TransitionHandle) async -> TransitionOutcome? {
    do {
        return try await handle.finished()
    } catch {
        return handle.outcome
    }
}
