import Foundation
import MorphCanvas
import Synchronization

/// Ctrl-C (SIGINT) and SIGTERM while `morph` renders: the video exports that are running stop —
/// their ffmpeg terminated, their partial files removed, through ``cancellation`` — and the
/// command then exits with status 128 + the signal's number, as a shell reports a process that a
/// signal ended. When no export runs, there is nothing to clean up and the process exits at once.
final class InterruptedRun: Sendable {
    /// The cancellation every export of the run uses.
    let cancellation = VideoExportCancellation()
    /// The first signal received.
    private let received = Mutex<Int32?>(nil)

    /// The first signal received while ``handlingSignals(_:)`` ran, if any.
    var signal: Int32? {
        received.withLock { $0 }
    }

    /// The exit status for the received signal (128 + its number), if any.
    var exitStatus: Int32? {
        signal.map { 128 + $0 }
    }

    /// Runs `body` with SIGINT and SIGTERM handled as the type says, and the usual handling back
    /// afterwards.
    func handlingSignals<Result>(_ body: () throws -> Result) rethrows -> Result {
        let sources = handleSignals()
        defer { restoreSignals(sources) }
        return try body()
    }

    /// Runs `body`, on the caller's actor, with SIGINT and SIGTERM handled as the type says, and
    /// the usual handling back afterwards.
    func handlingSignals<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        let sources = handleSignals()
        defer { restoreSignals(sources) }
        return try await body()
    }

    /// Installs the handling: the signals are ignored as signals, so that only dispatch sources
    /// see them. Returns the sources.
    private func handleSignals() -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            Glibc.signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global(qos: .userInitiated))
            source.setEventHandler { [self] in
                received.withLock { $0 = $0 ?? number }
                if !cancellation.cancel() { exit(128 + number) }
            }
            source.resume()
            return source
        }
    }

    /// Cancels `sources` and gives their signals the default handling back.
    private func restoreSignals(_ sources: [any DispatchSourceSignal]) {
        for (source, number) in zip(sources, [SIGINT, SIGTERM]) {
            source.cancel()
            Glibc.signal(number, SIG_DFL)
        }
    }
}
