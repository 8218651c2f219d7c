import Dispatch
import Foundation

/// Whether the caller runs on the main actor, without trapping (what `MainActor.assumeIsolated`
/// needs before it is called from code that may run anywhere).
///
/// On Linux an `async` entry point hands the main thread to Dispatch (`dispatch_main` ends it),
/// and the main actor's jobs run on the main *queue*, drained by a worker thread: there
/// `Thread.isMainThread` is false for main-actor code. A value set on the main queue
/// (`DispatchQueue.setSpecific`) is visible exactly while a main-queue job runs, whichever thread
/// drains it, and it is several times cheaper to read than the thread check (figures in
/// Benchmarks/README.md); the thread check covers a synchronous program that runs main-actor
/// code on the main thread itself.
enum MainActorCheck {
    /// The main queue's marker.
    private static let key: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// True on the main queue or the main thread.
    static var isMainActor: Bool {
        DispatchQueue.getSpecific(key: key) != nil || Thread.isMainThread
    }
}
