import Foundation
import Synchronization

/// A process-wide count of node layout-version bumps: every change of any node's
/// ``DisplayNode/layoutVersion`` advances it, inside the node's lock, before the version moves.
///
/// A transition's commit asks whether any node its measurement used changed since (see
/// `TransitionMeasurementRecorder`): when the epoch has not moved since the measurement began, no
/// version has, and the thousand nodes of a large transition are not each locked to be asked.
/// Any bump anywhere moves it, so the answer "maybe" sends the check to the nodes themselves.
enum NodeVersionEpoch {
    /// The counter. Starts at 0 and only grows (64 bits do not wrap in practice).
    private static let counter = Atomic<UInt64>(0)

    /// The current epoch.
    static var current: UInt64 {
        counter.load(ordering: .acquiring)
    }

    /// Records that a node's layout version is about to move.
    static func advance() {
        counter.add(1, ordering: .sequentiallyConsistent)
    }
}
