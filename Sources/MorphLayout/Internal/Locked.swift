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
/// One allocation: the value and a pthread mutex live together in one buffer object
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

/// The buffer behind ``Locked``: the value as the header, one `pthread_mutex_t` as the element.
@usableFromInline
final class LockedStorage<Value>: ManagedBuffer<Value, pthread_mutex_t> {
    /// A storage holding `value`, with an initialised mutex.
    @inlinable
    static func make(_ value: Value) -> LockedStorage<Value> {
        let buffer = create(minimumCapacity: 1) { _ in value }
        // `create` returns an instance of the class it is called on.
        let storage = unsafeDowncast(buffer, to: LockedStorage<Value>.self)
        storage.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            _ = pthread_mutex_init(mutex, nil)
        }
        return storage
    }

    /// Runs `body` with the mutex held.
    @inlinable
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        // The pointers stay valid while `self` lives, which the caller's reference guarantees
        // for the whole call.
        let (value, mutex) = withUnsafeMutablePointers { ($0, $1) }
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }

    deinit {
        // The header (the value) is destroyed by `ManagedBuffer`; the element is ours.
        withUnsafeMutablePointerToElements { mutex in
            _ = pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
        }
    }
}
