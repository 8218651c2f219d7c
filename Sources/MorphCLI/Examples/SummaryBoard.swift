import MorphRender
import Synchronization

/// The table's summaries, recorded by the HTML jobs of `morph` (off the main actor, from the
/// tracks the players show) and read once every job has run.
final class SummaryBoard: Sendable {
    private let summaries = Mutex<[String: TimelineSummary]>([:])

    /// Records the summary of the example `name`.
    func record(_ summary: TimelineSummary, of name: String) {
        summaries.withLock { $0[name] = summary }
    }

    /// The summary recorded for the example `name`, if its job recorded one.
    func summary(of name: String) -> TimelineSummary? {
        summaries.withLock { $0[name] }
    }
}
