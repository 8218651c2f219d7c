import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `ffmpeg` program running with raw frames fed to its standard input.
///
/// Its standard error goes to a temporary file (so it can never fill a pipe and block), read
/// when it exits. Writes to its input never raise `SIGPIPE`: if ffmpeg stops reading, the write
/// fails with `EPIPE` and the error from ffmpeg's exit status and message is reported.
final class EncoderProcess {
    private let process = Process()
    private let input = Pipe()
    private let errorLog: URL
    private let errorHandle: FileHandle
    private var inputClosed = false
    /// Whether a write failed because ffmpeg no longer reads (it exited).
    private(set) var isInputBroken = false

    /// The `ffmpeg` executable: `path` if given (which must be executable), else the first
    /// `ffmpeg` in the folders of `PATH`.
    ///
    /// - Throws: ``VideoExportError/encoderNotFound(searched:)``.
    static func locate(_ path: URL?) throws(VideoExportError) -> URL {
        if let path {
            guard FileManager.default.isExecutableFile(atPath: path.path) else { throw .encoderNotFound(searched: [path.path]) }
            return path
        }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            .split(separator: ":").map(String.init).filter { !$0.isEmpty }
        for folder in folders {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw .encoderNotFound(searched: folders)
    }

    /// Starts `executable` with `arguments`.
    ///
    /// - Throws: ``VideoExportError/encoderFailed(status:message:)`` when it cannot be started.
    init(executable: URL, arguments: [String]) throws(VideoExportError) {
        errorLog = FileManager.default.temporaryDirectory.appendingPathComponent("morph-ffmpeg-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: errorLog.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: errorLog)
        else {
            throw .encoderFailed(status: -1, message: "cannot create a log file in \(FileManager.default.temporaryDirectory.path)")
        }
        errorHandle = handle
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = handle
        do {
            try process.run()
        } catch {
            try? handle.close()
            try? FileManager.default.removeItem(at: errorLog)
            throw .encoderFailed(status: -1, message: "cannot start \(executable.path): \(error.localizedDescription)")
        }
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? errorHandle.close()
        try? FileManager.default.removeItem(at: errorLog)
    }

    /// The running program's process id.
    var processIdentifier: Int32 { process.processIdentifier }

    /// Writes `bytes` to ffmpeg's input.
    ///
    /// - Returns: false when ffmpeg no longer reads (it exited); call ``finish()`` for its error.
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard !inputClosed, var pointer = bytes.baseAddress else { return false }
        let descriptor = input.fileHandleForWriting.fileDescriptor
        var remaining = bytes.count
        return Self.withoutBrokenPipeSignal {
            while remaining > 0 {
                let written = Glibc.write(descriptor, pointer, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    isInputBroken = true
                    return false
                }
                remaining -= written
                pointer += written
            }
            return true
        }
    }

    /// Closes ffmpeg's input and waits for it to exit.
    ///
    /// - Throws: ``VideoExportError/encoderFailed(status:message:)`` unless it exited with status 0.
    func finish() throws(VideoExportError) {
        closeInput()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard process.terminationReason == .exit, status == 0 else {
            throw .encoderFailed(status: status, message: errorMessage())
        }
    }

    /// Stops ffmpeg without waiting for it to finish its file.
    func cancel() {
        closeInput()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    private func closeInput() {
        guard !inputClosed else { return }
        inputClosed = true
        try? input.fileHandleForWriting.close()
    }

    /// The last lines ffmpeg printed (at most 1,000 characters).
    private func errorMessage() -> String {
        try? errorHandle.synchronize()
        let text = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return String(trimmed.suffix(1_000))
    }

    /// Runs `body` with `SIGPIPE` blocked on this thread, and discards a `SIGPIPE` it raised, so a
    /// write to a closed pipe fails with `EPIPE` instead of ending the process.
    private static func withoutBrokenPipeSignal<Result>(_ body: () -> Result) -> Result {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        let result = body()
        var pending = sigset_t()
        sigpending(&pending)
        if sigismember(&pending, SIGPIPE) == 1 {
            var timeout = timespec(tv_sec: 0, tv_nsec: 0)
            while sigtimedwait(&blocked, nil, &timeout) == -1, errno == EINTR {}
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        return result
    }
}
