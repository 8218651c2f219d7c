import Foundation
import Testing

/// `morph play` where no window can open: a clear message and a non-zero exit, not a crash.
@Suite("morph play without a display")
struct PlayWithoutDisplayTests {
    @Test("with no DISPLAY nor Wayland display, morph play says so on standard error and exits 1")
    func noDisplay() throws {
        let morph = try #require(LayoutRunner.executable, "the morph executable was not built")
        let process = Process()
        process.executableURL = morph
        process.arguments = ["play", "signup"]
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "morph play ended by a signal: \(message)")
        #expect(process.terminationStatus == 1)
        #expect(message.contains("no display available"), "stderr: \(message)")
        #expect(!message.contains("Program crashed"))
    }
}

/// `morph play --frame-statistics` with a path that cannot be written: said before any window
/// opens.
@Suite("morph play --frame-statistics")
struct PlayFrameStatisticsPathTests {
    @Test("an unwritable path is a usage error before the window opens, naming the path and why", arguments: [
        ("/nonexistent/morph/stats.json", "the folder /nonexistent/morph does not exist"),
        ("/tmp", "it is a folder"),
    ])
    func unwritablePath(path: String, reason: String) throws {
        let morph = try #require(LayoutRunner.executable, "the morph executable was not built")
        let process = Process()
        process.executableURL = morph
        process.arguments = ["play", "signup", "--frame-statistics", path]
        // No display: without the early check the run would end with the display's error.
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 64, "a usage error: \(message)")
        #expect(message.contains("--frame-statistics: cannot write \(path): \(reason)"), "stderr: \(message)")
        #expect(!message.contains("no display available"), "stderr: \(message)")
    }
}
