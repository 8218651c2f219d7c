import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A way to stop the exports a ``VideoExporter`` runs from another thread — a signal handler, a
/// Cancel button (AVFoundation's `cancelExport()`).
///
/// ```swift
/// let cancellation = VideoExportCancellation()
/// var exporter = VideoExporter(format: .mp4)
/// exporter.cancellation = cancellation
/// // On another thread, later:
/// cancellation.cancel()
/// ```
///
/// Once ``cancel()`` is called, every export that uses the cancellation — running or started
/// later — stops: an MP4's `ffmpeg` is terminated at once (even while it finishes the file), a
/// GIF (encoded in process) stops before its next frame, the temporary file is removed, and
/// ``VideoExporter/export(_:canvasSize:to:)`` throws ``VideoExportError/cancelled``. Nothing is
/// left at the destination or beside it, and no `ffmpeg` outlives the export.
public final class VideoExportCancellation: Sendable {
    private struct State {
        var isCancelled = false
        /// The running exports, by registration: the process id of each one's encoder, or nil
        /// for an export encoded in process (a GIF), which stops at its next frame.
        var encoders: [UInt64: Int32?] = [:]
        var nextRegistration: UInt64 = 0
    }

    private let state = Mutex(State())

    /// A cancellation that has not been cancelled.
    public init() {}

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool {
        state.withLock { $0.isCancelled }
    }

    /// Stops the running exports and every later one. Any thread, any number of times.
    ///
    /// - Returns: whether an export was running (its encoder stopped, or it stops before its next
    ///   frame).
    @discardableResult
    public func cancel() -> Bool {
        let encoders = state.withLock { state -> [Int32?] in
            state.isCancelled = true
            return Array(state.encoders.values)
        }
        for case let processIdentifier? in encoders {
            kill(processIdentifier, SIGTERM)
        }
        return !encoders.isEmpty
    }

    /// Records a running export: its encoder `processIdentifier` (terminated at once if already
    /// cancelled), or nil for an export encoded in process, which checks ``isCancelled`` between
    /// frames. Returns the registration to end with ``unregister(_:)``.
    func register(_ processIdentifier: Int32?) -> UInt64 {
        let (registration, cancelled) = state.withLock { state -> (UInt64, Bool) in
            defer { state.nextRegistration += 1 }
            state.encoders[state.nextRegistration] = processIdentifier
            return (state.nextRegistration, state.isCancelled)
        }
        if cancelled, let processIdentifier { kill(processIdentifier, SIGTERM) }
        return registration
    }

    /// Forgets an export that has ended (its encoder's process id may be reused).
    func unregister(_ registration: UInt64) {
        state.withLock { _ = $0.encoders.removeValue(forKey: registration) }
    }
}
