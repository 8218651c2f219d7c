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
/// One allocation: the lock and the value live together in one buffer object
/// (``LockedStorage``). `NSLock` took three (the wrapper, the `NSLock` object and, on Linux, its
/// separately allocated mutex), which every node, box and layout index paid. The accessors are
/// inlinable, so the other layers call a specialised `withLock` rather than a generic one.
///
/// On Linux the lock is a pthread spin lock taken with `pthread_spin_trylock`; a thread that
/// finds it held tries again a few times and then yields the processor between tries (see
/// `lockContendedSpinLock(_:)`). Every critical section is a few reads and writes of
/// the value, so a held lock is released within nanoseconds unless its holder is descheduled,
/// which the yield lets it recover from. Uncontended, the lock costs one atomic operation and
/// the unlock a plain store, where a pthread mutex costs an atomic operation for each: in a
/// process with more than one thread (every app) a 10,000-child stack took 3.53 ms with the
/// mutex and 3.33 ms with the spin lock, and a 1,001-node transition 0.925 and 0.865 ms. On
/// Darwin the lock stays a pthread mutex.
///
/// pthread primitives rather than `Synchronization.Mutex`: on Linux `Mutex` is implemented on raw
/// futexes, which ThreadSanitizer does not see, so every access inside `Mutex.withLock` is
/// reported as a race (checked with Swift 6.3.1). ThreadSanitizer intercepts the pthread lock
/// functions, so `swift test --sanitize=thread` checks the locking for real.
///
/// `@unchecked Sendable`: the storage (a `ManagedBuffer`, which is never `Sendable`) is only
/// reached through ``withLock(_:)``, which holds the lock while the value is touched.
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

#if canImport(Darwin)
/// The lock of ``LockedStorage`` on this platform: a pthread mutex.
@usableFromInline typealias LockPrimitive = pthread_mutex_t
#else
/// The lock of ``LockedStorage`` on this platform: a pthread spin lock.
@usableFromInline typealias LockPrimitive = pthread_spinlock_t
#endif

/// The buffer behind ``Locked``: the lock as the header, then the value as the only element.
/// The lock comes first so that it shares its cache lines with the start of the value (a node's
/// state puts the fields a layout pass reads for every node there).
@usableFromInline
final class LockedStorage<Value>: ManagedBuffer<LockPrimitive, Value> {
    /// A storage holding `value`, with an initialised lock.
    @inlinable
    static func make(_ value: Value) -> LockedStorage<Value> {
        let buffer = create(minimumCapacity: 1) { _ in LockPrimitive() }
        // `create` returns an instance of the class it is called on.
        let storage = unsafeDowncast(buffer, to: LockedStorage<Value>.self)
        storage.withUnsafeMutablePointers { lock, element in
            #if canImport(Darwin)
            _ = pthread_mutex_init(lock, nil)
            #else
            _ = pthread_spin_init(lock, Int32(PTHREAD_PROCESS_PRIVATE))
            #endif
            element.initialize(to: value)
        }
        return storage
    }

    /// Runs `body` with the lock held.
    @inlinable
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        // The pointers stay valid while `self` lives, which the caller's reference guarantees
        // for the whole call.
        let (lock, value) = withUnsafeMutablePointers { ($0, $1) }
        #if canImport(Darwin)
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        #else
        if pthread_spin_trylock(lock) != 0 { lockContendedSpinLock(lock) }
        defer { pthread_spin_unlock(lock) }
        #endif
        return try body(&value.pointee)
    }

    deinit {
        // The header (the lock) is destroyed by `ManagedBuffer` after this; the element is ours.
        withUnsafeMutablePointers { lock, element in
            element.deinitialize(count: 1)
            #if canImport(Darwin)
            _ = pthread_mutex_destroy(lock)
            #else
            _ = pthread_spin_destroy(lock)
            #endif
        }
    }
}

#if !canImport(Darwin)
/// Takes a spin lock another thread holds: tries again a few times (its holder is most likely
/// running and about to release it), then yields the processor before each try, so that a
/// descheduled holder gets to run and a waiter does not burn its time slice.
///
/// Not generic and not inlined: the contended path is rare, and a call to a static method of the
/// generic storage class would need its type metadata on every lock.
@usableFromInline
func lockContendedSpinLock(_ lock: UnsafeMutablePointer<LockPrimitive>) {
    var attempts = 0
    while pthread_spin_trylock(lock) != 0 {
        attempts += 1
        if attempts > 64 { sched_yield() }
    }
}
#endif
