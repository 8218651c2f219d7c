import Foundation
import Synchronization

/// One file `morph` writes for an example — its HTML player, SVG filmstrip, text timeline, PNG
/// filmstrip or GIF — as work that runs off the main actor, so that the files of every example
/// are written at once, on every core.
struct OutputJob: Sendable {
    /// The example's name (messages start with it).
    let example: String
    /// The path written, as the table prints it.
    let path: String
    /// The work's expected cost, in arbitrary units: the costliest jobs start first, so that the
    /// last one to end is a short one.
    let cost: Double
    /// Writes the file; throws what went wrong.
    let work: @Sendable () throws -> Void

    /// Runs `jobs`, costliest first, as many at once as the machine has cores (the calling thread
    /// is one of the workers), and returns what went wrong in each job that failed, by index.
    ///
    /// - Complexity: O(n log n) to order n jobs, plus their work.
    static func runAll(_ jobs: [OutputJob]) -> [Int: String] {
        let order = jobs.indices.sorted { jobs[$0].cost > jobs[$1].cost }
        let failures = Mutex<[Int: String]>([:])
        DispatchQueue.concurrentPerform(iterations: order.count) { position in
            let index = order[position]
            do {
                try jobs[index].work()
            } catch {
                let message = "\(error)"
                failures.withLock { $0[index] = message }
            }
        }
        return failures.withLock { $0 }
    }
}
