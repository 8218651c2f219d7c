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
