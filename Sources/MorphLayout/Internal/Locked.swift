import Foundation

/// A value reachable only under a lock, shared by every layer of the package (`package` access).
///
/// Built on `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`: on Linux `Mutex` is
/// implemented on raw futexes, which ThreadSanitizer does not see, so every access inside
/// `Mutex.withLock` is reported as a race (checked with Swift 6.3.1). With a pthread mutex,
/// `swift test --sanitize=thread` checks the locking for real.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Wraps `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result: Sendable, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
