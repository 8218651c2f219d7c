import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value reachable only under a lock, shared by every layer of the package.
///
/// SPI (`@_spi(MorphInternals) public`), not `package`, and the one reason is speed: Swift 6.3.1
/// neither inlines nor specialises an `@inlinable package` function in another module of the
/// same package (checked with a two-module package: the caller of an `@inlinable package`
/// generic calls the unspecialised generic, the caller of the same `@inlinable public` one has it
/// inlined), and every node's state, box and layout index goes through ``withLock(_:)`` many
/// times per layout pass (Benchmarks' TransitionBenchmarks and LayoutBenchmarks; see
/// Benchmarks/README.md). No other package needs it. Revisit when `package` bodies are emitted
/// into their clients.
///
/// The lock blocks: a thread that finds it held sleeps in the kernel until the holder releases
/// it (a pthread mutex, on Linux a futex), so a waiter never burns the processor its holder
/// needs, and the holder's priority is what the scheduler sees. In return, nothing slow may run
/// while the lock is held — no file or font I/O, no fontconfig query, no freeing of large
/// buffers, no scan of a whole collection: callers build outside ``withLock(_:)`` and only look
/// up or insert inside it (see `FontStore` and `ImageCache`).
///
/// One allocation: the lock and the value live together in one buffer object
/// (``LockedStorage``). `NSLock` took three (the wrapper, the `NSLock` object and, on Linux, its
/// separately allocated mutex), which every node, box and layout index paid. The accessors are
/// inlinable, so the other layers call a specialised `withLock` rather than a generic one.
///
/// pthread primitives rather than `Synchronization.Mutex`: on Linux `Mutex` is implemented on raw
/// futexes, which ThreadSanitizer does not see, so every access inside `Mutex.withLock` is
/// reported as a race (checked with Swift 6.3.1). ThreadSanitizer intercepts the pthread lock
/// functions, so `swift test --sanitize=thread` (a pass of `.ci/run`) checks the locking for real.
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
    ///
    /// `body` must not take this lock again (a pthread mutex of the default kind is not
    /// recursive: the thread would wait for itself).
    @inlinable
    public func withLock<Result: Sendable, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        try storage.withLock(body)
    }
}

/// The buffer behind ``Locked``: the lock as the header, then the value as the only element.
/// The lock comes first so that it shares its cache lines with the start of the value (a node's
/// state puts the fields a layout pass reads for every node there).
///
/// The mutex lives inside the heap object, whose address never changes, as a pthread mutex
/// requires; its pointer and the value's are used only inside `withUnsafeMutablePointers`,
/// never returned from it.
@usableFromInline
final class LockedStorage<Value>: ManagedBuffer<pthread_mutex_t, Value> {
    /// A storage holding `value`, with an initialised lock.
    @inlinable
    static func make(_ value: Value) -> LockedStorage<Value> {
        let buffer = create(minimumCapacity: 1) { _ in pthread_mutex_t() }
        // `create` returns an instance of the class it is called on.
        let storage = unsafeDowncast(buffer, to: LockedStorage<Value>.self)
        storage.withUnsafeMutablePointers { lock, element in
            // Default attributes: a normal (not recursive, not adaptive) mutex, which never spins.
            _ = pthread_mutex_init(lock, nil)
            element.initialize(to: value)
        }
        return storage
    }

    /// Runs `body` with the lock held.
    @inlinable
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        try withUnsafeMutablePointers { lock, value throws(Failure) -> Result in
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            return try body(&value.pointee)
        }
    }

    deinit {
        // The header (the lock) is destroyed by `ManagedBuffer` after this; the element is ours.
        withUnsafeMutablePointers { lock, element in
            element.deinitialize(count: 1)
            _ = pthread_mutex_destroy(lock)
        }
    }
}
