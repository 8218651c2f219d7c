import Foundation
@testable import MorphAccessibility
import Testing

/// The desktop's reduced-motion setting, read from a stand-in for the XDG settings portal on a
/// private session bus (`Fixtures/fake-portal.py`, with python3-gi, which python3-pyatspi brings).
@Suite("The desktop's reduced motion", .serialized)
@MainActor
struct DesktopMotionSettingsTests {
    nonisolated static let portalScript = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Desktop
        .deletingLastPathComponent()  // MorphAccessibilityTests
        .appendingPathComponent("Fixtures/fake-portal.py")

    nonisolated static let enabled = (PrivateSession.missing == nil && FileManager.default.fileExists(atPath: "/usr/bin/python3")) || PrivateSession.required

    /// The stand-in portal on `session` with `settings` (`namespace key type value` each).
    final class Portal: @unchecked Sendable {
        let process = Process()
        let input = Pipe()

        init(session: PrivateSession, readOne: Bool = true, settings: [String]) throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = [DesktopMotionSettingsTests.portalScript.path, session.address] + (readOne ? [] : ["--no-read-one"]) + settings
            let output = Pipe()
            process.standardOutput = output
            process.standardInput = input
            try PrivateSession.launch(process)
            let line = output.fileHandleForReading.readData(ofLength: 6)
            guard String(decoding: line, as: UTF8.self) == "ready\n" else { throw PrivateSession.SessionError(message: "the fake portal did not start") }
        }

        func change(_ setting: String) {
            input.fileHandleForWriting.write(Data((setting + "\n").utf8))
        }

        deinit {
            if process.isRunning { process.terminate() }
        }
    }

    @Test("the portal's reduced-motion asks for reduced motion, and its changes are followed",
          .enabled(if: enabled, "dbus or python3-gi is not installed"))
    func portalReducedMotion() async throws {
        let session = try PrivateSession()
        defer { session.stop() }
        let portal = try Portal(session: session, settings: ["org.freedesktop.appearance", "reduced-motion", "u", "1"])
        var answers: [Bool] = []
        let monitor = ReducedMotionMonitor(sessionAddress: session.address, readsGSettings: false) { answers.append($0) }
        monitor.start()
        defer { monitor.stop() }
        #expect(await eventually { answers == [true] })
        #expect(monitor.prefersReducedMotion)
        portal.change("org.freedesktop.appearance reduced-motion u 0")
        #expect(await eventually { answers == [true, false] })
        portal.change("org.gnome.desktop.interface enable-animations b false")
        #expect(await eventually { answers == [true, false, true] }, "GNOME's enable-animations through the portal")
    }

    @Test("an older portal without ReadOne is read with Read; other settings change nothing",
          .enabled(if: enabled, "dbus or python3-gi is not installed"))
    func olderPortal() async throws {
        let session = try PrivateSession()
        defer { session.stop() }
        let portal = try Portal(session: session, readOne: false, settings: ["org.gnome.desktop.interface", "enable-animations", "b", "false"])
        var answers: [Bool] = []
        let monitor = ReducedMotionMonitor(sessionAddress: session.address, readsGSettings: false) { answers.append($0) }
        monitor.start()
        defer { monitor.stop() }
        #expect(await eventually { answers == [true] })
        portal.change("org.freedesktop.appearance color-scheme u 1")
        try await Task.sleep(for: .milliseconds(300))
        #expect(answers == [true])
    }

    @Test("without a portal or a session bus the desktop never asks; stopping stops the reports")
    func nothing() async throws {
        var answers: [Bool] = []
        let monitor = ReducedMotionMonitor(sessionAddress: "unix:path=/nonexistent/morph-session", readsGSettings: false) { answers.append($0) }
        monitor.start()
        try await Task.sleep(for: .milliseconds(500))
        monitor.stop()
        #expect(answers.isEmpty && !monitor.prefersReducedMotion)
    }

    @Test("either source asking is enough")
    func readings() {
        typealias Readings = DesktopMotionSettings.Readings
        #expect(!Readings().prefersReducedMotion)
        #expect(Readings(portalReducedMotion: true).prefersReducedMotion)
        #expect(!Readings(portalReducedMotion: false, portalEnableAnimations: true, settingsEnableAnimations: true).prefersReducedMotion)
        #expect(Readings(portalReducedMotion: false, settingsEnableAnimations: false).prefersReducedMotion)
        #expect(Readings(portalEnableAnimations: false).prefersReducedMotion)
    }
}
