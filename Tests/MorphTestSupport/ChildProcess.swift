import Foundation

/// Starting tools from tests: the end-to-end tests' X servers, buses and clients.
public enum ChildProcess {
    /// Starts `process` with no signal blocked. A child inherits the spawning thread's signal
    /// mask, and tests run on Dispatch worker threads, which block them: without this, SIGTERM
    /// (from `terminate()` or `timeout`) would never reach the child.
    public static func launch(_ process: Process) throws {
        var all = sigset_t()
        var previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_UNBLOCK, &all, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
    }

    /// The first line `handle` gives (without its newline): what a tool prints when it is ready
    /// (`dbus-daemon --print-address`, `Xvfb -displayfd`). Empty when the tool ends first.
    public static func firstLine(of handle: FileHandle) -> String {
        var line = ""
        while true {
            let byte = handle.readData(ofLength: 1)
            guard let character = byte.first, character != UInt8(ascii: "\n") else { break }
            line.append(Character(UnicodeScalar(character)))
        }
        return line
    }
}

/// A private D-Bus message bus for a test (`dbus-daemon --session`, as `dbus-run-session` starts
/// one), at a socket of its own; ended by `stop()` or when released.
public final class PrivateDBusDaemon: @unchecked Sendable {
    // Unchecked: started in `init`, stopped in `stop`, from one test.

    /// The bus's D-Bus address.
    public let address: String
    private let process = Process()

    /// Starts a daemon listening at `socket` (a path), or at an abstract socket of its choosing.
    public init(socket: String? = nil) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["dbus-daemon", "--session", "--nofork", "--print-address=1"] + (socket.map { ["--address=unix:path=\($0)"] } ?? [])
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try ChildProcess.launch(process)
        address = ChildProcess.firstLine(of: pipe.fileHandleForReading)
        guard !address.isEmpty else { throw DaemonError() }
    }

    deinit {
        stop()
    }

    /// Ends the daemon.
    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// The daemon printed no address.
    public struct DaemonError: Error {}
}
