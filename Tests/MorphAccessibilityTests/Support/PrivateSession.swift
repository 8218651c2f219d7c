import Foundation
import MorphTestSupport
import Testing

/// A private D-Bus session for a test: its own `dbus-daemon` (as `dbus-run-session` starts one)
/// and, on demand, at-spi2-core's bus launcher with its accessibility bus, in a runtime folder of
/// their own. Nothing of the machine's session is touched. `stop()` ends them all.
final class PrivateSession: @unchecked Sendable {
    // Unchecked: the processes are started in `init` and `startLauncher`, stopped in `stop`, all
    // from one test.

    let folder: URL
    let address: String
    private let daemon: PrivateDBusDaemon
    private var launcher: Process?

    /// Tools the session needs.
    static var missing: String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for tool in ["dbus-daemon", "gdbus"] where !path.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }) {
            return tool
        }
        return launcherPath == nil ? "at-spi-bus-launcher (at-spi2-core)" : nil
    }

    static var launcherPath: String? {
        ["/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher"].first(where: FileManager.default.isExecutableFile(atPath:))
    }

    /// Whether CI requires these tests (`MORPH_REQUIRE_ACCESSIBILITY=1`).
    static var required: Bool {
        ProcessInfo.processInfo.environment["MORPH_REQUIRE_ACCESSIBILITY"] == "1"
    }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("runtime"), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        daemon = try PrivateDBusDaemon(socket: folder.path + "/session")
        address = daemon.address
    }

    deinit {
        stop()
    }

    /// Starts at-spi2-core's bus launcher on the session (`--launch-immediately`, accessibility
    /// on or off), and waits until it owns `org.a11y.Bus`.
    func startLauncher(enabled: Bool) async throws {
        guard let path = Self.launcherPath else { throw SessionError(message: "no at-spi-bus-launcher") }
        let launcher = Process()
        launcher.executableURL = URL(fileURLWithPath: path)
        launcher.arguments = ["--launch-immediately", "--a11y=\(enabled ? 1 : 0)"]
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        environment["XDG_RUNTIME_DIR"] = folder.appendingPathComponent("runtime").path
        environment["GSETTINGS_BACKEND"] = "memory"
        environment["DISPLAY"] = nil
        launcher.environment = environment
        launcher.standardOutput = FileHandle.nullDevice
        launcher.standardError = FileHandle.nullDevice
        try Self.launch(launcher)
        self.launcher = launcher
        for _ in 0..<100 {
            if (try? await gdbus(["call", "--address", address, "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus", "--method", "org.freedesktop.DBus.NameHasOwner", "org.a11y.Bus"]))?.contains("true") == true,
               (try? await accessibilityAddress()) != nil {
                return
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw SessionError(message: "the bus launcher did not start")
    }

    /// Ends the launcher (and with it the accessibility bus).
    func stopLauncher() {
        guard let launcher, launcher.isRunning else { return }
        launcher.terminate()
        launcher.waitUntilExit()
    }

    /// Sets `org.a11y.Status.NAME`, as a screen reader does.
    func setStatus(_ name: String, _ value: Bool) async throws {
        try await gdbus(["call", "--address", address, "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus", "--method", "org.freedesktop.DBus.Properties.Set", "org.a11y.Status", name, "<\(value)>"])
    }

    /// The accessibility bus's address.
    func accessibilityAddress() async throws -> String {
        let reply = try await gdbus(["call", "--address", address, "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus", "--method", "org.a11y.Bus.GetAddress"])
        guard let start = reply.firstIndex(of: "'"), let end = reply.lastIndex(of: "'"), start < end else { throw SessionError(message: "GetAddress: \(reply)") }
        return String(reply[reply.index(after: start)..<end])
    }

    /// Runs `gdbus` with `arguments` on a Dispatch thread — neither the main actor (a call may
    /// wait for it) nor Swift's cooperative threads (which other tests need) wait for the tool —
    /// and returns its output, or an error with what it printed. Calls time out after two
    /// minutes: in a full test run the main actor may be busy with other tests for a while.
    @discardableResult
    func gdbus(_ arguments: [String]) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try Self.run(["gdbus"] + Self.withTimeout(arguments)) })
            }
        }
    }

    /// `arguments` of `gdbus call` with a two-minute reply timeout.
    static func withTimeout(_ arguments: [String]) -> [String] {
        arguments.first == "call" ? ["call", "--timeout", "120"] + arguments.dropFirst() : arguments
    }

    func stop() {
        stopLauncher()
        daemon.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs a tool; its standard output, or an error carrying its standard error.
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["timeout", "150"] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try launch(process)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SessionError(message: "\(arguments.joined(separator: " ")): \(String(decoding: errorData, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Starts `process` with no signal blocked (see `ChildProcess`).
    static func launch(_ process: Process) throws {
        try ChildProcess.launch(process)
    }

    struct SessionError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

/// Waits on the main actor (sleeping, so the main actor keeps running) until `condition` holds
/// or `seconds` pass; returns whether it held. A condition that throws counts as not holding yet
/// (a client call made while the bus is still starting). Two minutes by default: in a full test
/// run other tests may hold the main actor for a while, and only a failure waits that long.
@MainActor
func eventually(within seconds: Double = 120, _ condition: @MainActor () async throws -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if (try? await condition()) == true { return true }
        try? await Task.sleep(for: .milliseconds(50))
    }
    return (try? await condition()) == true
}
