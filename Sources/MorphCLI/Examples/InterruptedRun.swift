import Foundation
import MorphCanvas
import Synchronization

/// Ctrl-C (SIGINT) and SIGTERM while `morph` renders: the video exports that are running stop —
/// an MP4's ffmpeg terminated, a GIF (encoded in process) stopped before its next frame, their
/// partial files removed, through ``cancellation`` — and the command then exits with status
/// 128 + the signal's number, as a shell reports a process that a signal ended. For
/// `morph render`, when no export runs, there is nothing to clean up and the process exits at
/// once; the main job (`morph`) always winds down instead: it samples no further example, starts
/// no further file, lets the files being written finish or clean up, then exits.
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
        let sources = handleSignals(windsDown: false)
        defer { restoreSignals(sources) }
        return try body()
    }

    /// Runs `body` (the main job), on the caller's actor, with SIGINT and SIGTERM handled as the
    /// type says — the process never exits from the handler: `body` watches ``cancellation`` and
    /// winds down — and the usual handling back afterwards.
    func handlingSignals<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        let sources = handleSignals(windsDown: true)
        defer { restoreSignals(sources) }
        return try await body()
    }

    /// Installs the handling: the signals are ignored as signals, so that only dispatch sources
    /// see them; unless the run `windsDown`, a signal with no export running exits at once.
    /// Returns the sources.
    private func handleSignals(windsDown: Bool) -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            Glibc.signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global(qos: .userInitiated))
            source.setEventHandler { [self] in
                received.withLock { $0 = $0 ?? number }
                if !cancellation.cancel(), !windsDown { exit(128 + number) }
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
