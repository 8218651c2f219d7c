import Foundation

/// Carries a higher layer's thread-local measurement state onto the threads that continue a
/// deep layout pass (see ``MeasurementThread``).
///
/// The node layer keeps per-thread state while it measures (the nodes being measured, to reject
/// cycles; the recorder of a transition's measurement). When a deep pass continues on a new
/// thread, each registered capture runs on the current thread and returns what to install on
/// the new one before the pass continues there. The caller waits for the new thread, so the
/// captured state is never used by two threads at once.
package enum MeasurementThreadHandOver {
    private static let captures = Locked<[@Sendable () -> @Sendable () -> Void]>([])

    /// Registers `capture`: called on the measuring thread whenever a pass moves to a new
    /// thread; the closure it returns is called first thing on the new thread.
    package static func register(_ capture: @escaping @Sendable () -> @Sendable () -> Void) {
        captures.withLock { $0.append(capture) }
    }

    /// What every registered capture returns for the current thread.
    static func capture() -> [@Sendable () -> Void] {
        captures.withLock { $0 }.map { $0() }
    }
}
