import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value reachable only under a lock, shared by every layer of the package (`package` access).
///
/// One allocation: a pthread mutex and the value live together in one buffer object
/// (``LockedStorage``). `NSLock` took three (the wrapper, the `NSLock` object and, on Linux, its
/// separately allocated mutex), which every node, box and layout index paid. The accessors are
/// inlinable, so the other layers call a specialised `withLock` rather than a generic one.
///
/// A pthread mutex rather than `Synchronization.Mutex`: on Linux `Mutex` is implemented on raw
/// futexes, which ThreadSanitizer does not see, so every access inside `Mutex.withLock` is
/// reported as a race (checked with Swift 6.3.1). With a pthread mutex,
/// `swift test --sanitize=thread` checks the locking for real.
///
/// `@unchecked Sendable`: the storage (a `ManagedBuffer`, which is never `Sendable`) is only
/// reached through ``withLock(_:)``, which holds the mutex while the value is touched.
@_spi(MorphInternals) public struct Locked<Value: Sendable>: @unchecked Sendable {
    @usableFromInline
    let storage: LockedStorage<Value>

    /// Wraps `value`.
    @inlinable
    public init(_ value: Value) {
        storage = LockedStorage.make(value)
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    public func withLock<Result: Sendable, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        try storage.withLock(body)
    }
}

/// The buffer behind ``Locked``: one `pthread_mutex_t` as the header, then the value as the only
/// element. The mutex comes first so that it shares its cache lines with the start of the value
/// (a node's state puts the fields a layout pass reads for every node there).
@usableFromInline
final class LockedStorage<Value>: ManagedBuffer<pthread_mutex_t, Value> {
    /// A storage holding `value`, with an initialised mutex.
    @inlinable
    static func make(_ value: Value) -> LockedStorage<Value> {
        let buffer = create(minimumCapacity: 1) { _ in pthread_mutex_t() }
        // `create` returns an instance of the class it is called on.
        let storage = unsafeDowncast(buffer, to: LockedStorage<Value>.self)
        storage.withUnsafeMutablePointers { mutex, element in
            _ = pthread_mutex_init(mutex, nil)
            element.initialize(to: value)
        }
        return storage
    }

    /// Runs `body` with the mutex held.
    @inlinable
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        // The pointers stay valid while `self` lives, which the caller's reference guarantees
        // for the whole call.
        let (mutex, value) = withUnsafeMutablePointers { ($0, $1) }
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }

    deinit {
        // The header (the mutex) is destroyed by `ManagedBuffer` after this; the element is ours.
        withUnsafeMutablePointers { mutex, element in
            element.deinitialize(count: 1)
            _ = pthread_mutex_destroy(mutex)
        }
    }
}
