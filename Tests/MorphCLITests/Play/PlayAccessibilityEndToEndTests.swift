import Foundation
import Morph
import MorphExamples
import Testing

/// `morph play` read and operated as a screen reader does, end to end over AT-SPI2: a private
/// session bus (`dbus-run-session`), at-spi2-core's bus launcher and registry, the window on a
/// virtual X server, and a pyatspi client (Orca's library) that finds the application by its
/// process id and uses it. `Fixtures/Accessibility/accessibility-session.sh` documents the order
/// in which the buses start; `atspi-client.py` holds the client's checks.
///
/// `.ci/run` installs dbus, at-spi2-core, python3-pyatspi, Xvfb and xdotool; with
/// `MORPH_REQUIRE_ACCESSIBILITY=1` (set by `.ci/run`) a missing tool fails the test instead of
/// skipping it.
@Suite("morph play read by an AT-SPI client (pyatspi) on a private bus", .serialized)
struct PlayAccessibilityEndToEndTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Play
        .deletingLastPathComponent()  // MorphCLITests
        .appendingPathComponent("Fixtures/Accessibility")

    static let launchers = ["/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher"]

    /// What is missing to run the test, or nil.
    static var missing: String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for tool in ["dbus-run-session", "gdbus", "Xvfb", "xdotool"] where !path.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }) {
            return tool
        }
        if !launchers.contains(where: FileManager.default.isExecutableFile(atPath:)) { return "at-spi-bus-launcher (at-spi2-core)" }
        if !FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi/__init__.py") { return "pyatspi (python3-pyatspi)" }
        return nil
    }

    static var required: Bool {
        ProcessInfo.processInfo.environment["MORPH_REQUIRE_ACCESSIBILITY"] == "1"
    }

    @Test("the signup form: the entry named Name and the Next push button are found by role and name at their window extents; the entry is focused and typed into through EditableText; Next pressed through Action brings the age entry, and the name entry leaves the tree",
          .enabled(if: missing == nil || required, "dbus, at-spi2-core, python3-pyatspi, Xvfb or xdotool is not installed"))
    func signup() async throws {
        let frames = try await MainActor.run { () throws -> String in
            let form = SignupFormNode()
            form.frame = CGRect(origin: .zero, size: Example.signupForm.size)
            try form.layoutIfNeeded()
            return "name field=\(Self.box(form.nameField.frame));next button=\(Self.box(form.buttonNode.frame))"
        }
        try await run(example: "signup", status: "on", frames: frames)
    }

    @Test("the photo grid, exported only once the screen reader is turned on: its list and items are found, SelectChild opens a photo, the list's Close action goes back; turning accessibility off takes the application off the desktop",
          .enabled(if: missing == nil || required, "dbus, at-spi2-core, python3-pyatspi, Xvfb or xdotool is not installed"))
    func photoGrid() async throws {
        let coffee = PhotoGridNode.cellFrame(2, in: PhotoGridNode.designSize)
        try await run(example: "photo-grid", status: "off", frames: "Coffee=\(Self.box(coffee))")
    }

    @Test("the article: a scroll pane named Article holds all its text, the footer visible but not showing; its scroll action pages, ScrollTo brings the footer in, the nested Photos carousel is a horizontal pane that pages by its action, and pressing the Like button out of view scrolls it in and presses it",
          .enabled(if: missing == nil || required, "dbus, at-spi2-core, python3-pyatspi, Xvfb or xdotool is not installed"))
    func article() async throws {
        try await run(example: "article", status: "on", frames: "Article=\(Self.box(CGRect(origin: .zero, size: ArticleNode.designSize)))")
    }

    // MARK: - Helpers

    /// Runs the session script for `example` and expects every check of the client to pass.
    func run(example: String, status: String, frames: String) async throws {
        if let missing = Self.missing { Issue.record("missing \(missing)"); return }
        let server = try XvfbServer()
        defer { server.stop() }
        let morph = try #require(LayoutRunner.executable, "the morph executable was not built")
        let folder = try LayoutRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The session's own runtime folder: the accessibility bus's socket goes there.
        let runtime = folder.appendingPathComponent("runtime")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])

        let session = Process()
        session.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        session.arguments = [
            "timeout", "300", "dbus-run-session", "--",
            Self.fixtures.appendingPathComponent("accessibility-session.sh").path,
            server.display, morph.path, example, status, Self.fixtures.appendingPathComponent("atspi-client.py").path,
        ]
        var environment = ProcessInfo.processInfo.environment
        // The window tests of this process set SDL_VIDEODRIVER=offscreen: morph play must not
        // inherit it. Nor an accessibility bus or session of the machine's.
        for name in ["SDL_VIDEODRIVER", "AT_SPI_BUS_ADDRESS", "DBUS_SESSION_BUS_ADDRESS", "MORPH_ACCESSIBILITY"] { environment[name] = nil }
        environment["XDG_RUNTIME_DIR"] = runtime.path
        environment["EXPECTED_FRAMES"] = frames
        session.environment = environment
        let output = folder.appendingPathComponent("output")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        session.standardOutput = handle
        session.standardError = handle
        try PlayWindowEndToEndTests.launch(session)
        while session.isRunning { try await Task.sleep(for: .milliseconds(100)) }
        try handle.close()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        let failures = text.split(separator: "\n").filter { $0.hasPrefix("FAIL") }
        #expect(session.terminationStatus == 0 && failures.isEmpty, "the AT-SPI client's checks of \(example) failed (status \(session.terminationStatus)):\n\(text)")
        #expect(text.contains("0 failed"), "the client ran to its end:\n\(text)")
    }

    /// `x,y,w,h` of a frame.
    static func box(_ rect: CGRect) -> String {
        "\(rect.minX),\(rect.minY),\(rect.width),\(rect.height)"
    }
}
