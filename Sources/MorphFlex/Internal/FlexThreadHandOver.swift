import Synchronization

/// Carries a host's thread-local measurement state onto the thread that lays out a deep tree
/// (see ``DeepPass``), so that measure functions see it there.
///
/// Each registered capture runs on the calling thread when a pass moves to its own thread and
/// returns what to install there before the pass begins. The caller waits for the pass, so the
/// captured state is never used by two threads at once.
package enum FlexThreadHandOver {
    private static let captures = Mutex<[@Sendable () -> @Sendable () -> Void]>([])

    /// Registers `capture`: called on the measuring thread whenever a deep pass moves to its own
    /// thread; the closure it returns is called first thing on that thread.
    package static func register(_ capture: @escaping @Sendable () -> @Sendable () -> Void) {
        captures.withLock { $0.append(capture) }
    }

    /// What every registered capture returns for the current thread.
    static func capture() -> [@Sendable () -> Void] {
        captures.withLock { $0 }.map { $0() }
    }
}
