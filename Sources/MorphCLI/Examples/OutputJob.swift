import Foundation
import Synchronization

/// One file `morph` writes for an example — its HTML player, SVG filmstrip, text timeline, PNG
/// filmstrip or GIF — as work that runs off the main actor, so that the files of every example
/// are written at once, on every core (see ``OutputJobQueue``).
struct OutputJob: Sendable {
    /// The example's name (messages start with it).
    let example: String
    /// The path written, as the table prints it.
    let path: String
    /// The work's expected cost, in arbitrary units: the costliest waiting job starts first, so
    /// that the last one to end is a short one.
    let cost: Double
    /// Writes the file; throws what went wrong.
    let work: @Sendable () throws -> Void
}

/// Runs ``OutputJob``s on as many threads as the machine has cores while more are added — the
/// examples' jobs start as soon as each example is sampled, while the next one samples — each
/// thread taking the costliest waiting job (longest processing time first).
///
/// Workers sleep on a semaphore that counts the jobs (and, at the end, one stop per worker); the
/// queue itself is behind a mutex held only to add or take a job.
final class OutputJobQueue: Sendable {
    private struct State {
        var waiting: [(index: Int, job: OutputJob)] = []
        var submitted = 0
        var failures: [Int: String] = [:]
    }

    private let state = Mutex(State())
    private let available = DispatchSemaphore(value: 0)
    private let workers = DispatchGroup()
    private let workerCount: Int
    /// Whether waiting jobs are dropped (a signal stopped the run).
    private let isCancelled: @Sendable () -> Bool

    /// A queue whose workers (one per core) wait for jobs; once `isCancelled` says so, jobs not
    /// yet started are dropped.
    init(workers: Int = ProcessInfo.processInfo.activeProcessorCount, isCancelled: @escaping @Sendable () -> Bool = { false }) {
        self.isCancelled = isCancelled
        workerCount = max(workers, 1)
        for _ in 0..<workerCount {
            self.workers.enter()
            Thread.detachNewThread { [self] in
                work()
                self.workers.leave()
            }
        }
    }

    /// Adds `jobs`; each gets the next index (in the order of all submissions).
    func submit(_ jobs: [OutputJob]) {
        state.withLock { state in
            for job in jobs {
                state.waiting.append((state.submitted, job))
                state.submitted += 1
            }
        }
        for _ in jobs { available.signal() }
    }

    /// Waits, suspended, until every job submitted has run, then lets the workers end; returns
    /// what went wrong in each job that failed, by index. Call it once, after the last
    /// ``submit(_:)``. The caller's actor (the main actor, for `morph`) is free while it waits.
    func finish() async -> [Int: String] {
        // One stop for each worker, counted after the jobs: a worker finds no job and ends.
        for _ in 0..<workerCount { available.signal() }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            workers.notify(queue: .global()) { continuation.resume() }
        }
        return state.withLock { $0.failures }
    }

    /// A worker: takes the costliest waiting job, until it is woken with none.
    private func work() {
        while true {
            available.wait()
            let next = state.withLock { state -> (index: Int, job: OutputJob)? in
                guard let position = state.waiting.indices.max(by: { state.waiting[$0].job.cost < state.waiting[$1].job.cost }) else { return nil }
                return state.waiting.remove(at: position)
            }
            guard let (index, job) = next else { return }
            guard !isCancelled() else { continue }
            do {
                try job.work()
            } catch {
                let message = "\(error)"
                state.withLock { $0.failures[index] = message }
            }
        }
    }
}
