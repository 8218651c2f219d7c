import Foundation
import Synchronization

/// `gdbus monitor` on a bus, for one sender: the signals it emits, as gdbus prints them
/// (`/path: interface.Member (arguments)`), collected while the test runs.
final class SignalMonitor: Sendable {
    private let process = Process()
    private let collected = Collected()

    /// What gdbus printed so far.
    private final class Collected: Sendable {
        let text = Mutex("")
    }

    init(address: String, sender: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gdbus", "monitor", "--address", address, "--dest", sender]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let collected = collected
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            collected.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
        }
        try PrivateSession.launch(process)
    }

    deinit {
        // SIGKILL, not terminate(): a test that runs a window or the CLI's main job at the same
        // time ignores SIGTERM and SIGINT while it watches them through Dispatch, a child started
        // meanwhile inherits the ignored signals, and gdbus installs no handler of its own, so
        // SIGTERM left it running after the suite (one per full run). gdbus monitor keeps no state
        // to flush.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Everything printed so far.
    var output: String { collected.text.withLock { $0 } }

    /// The lines naming `member` (`TextChanged`, `ChildrenChanged` …).
    func lines(_ member: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains(".\(member) (") }
    }
}
