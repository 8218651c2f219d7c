import Foundation
import Morph
import MorphCanvas
import MorphExamples
import MorphTestSupport
import Testing

/// `morph play signup` in a real window on a virtual X server: xdotool clicks into the name field,
/// types, clicks "Next" twice, the window is captured, and the capture must be the rasteriser's
/// image of the same state, built headless with the same clicks and text. `.ci/run` installs Xvfb, xdotool, xprop and ImageMagick; with
/// `MORPH_REQUIRE_WINDOW=1` (set by `.ci/run`) a missing tool fails the test instead of skipping it.
@Suite("morph play in a window under Xvfb", .serialized)
struct PlayWindowEndToEndTests {
    static let tools = ["Xvfb", "xdotool", "xprop", "import"]

    static var toolsAvailable: Bool {
        tools.allSatisfy { tool in
            (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").contains {
                FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
            }
        }
    }

    static var required: Bool {
        ProcessInfo.processInfo.environment["MORPH_REQUIRE_WINDOW"] == "1"
    }

    @Test("typing a name, clicking Next twice and clicking the background in the signup window shows what the rasteriser draws for that state; SIGTERM ends it with status 0",
          .enabled(if: toolsAvailable || required, "Xvfb, xdotool, xprop or ImageMagick is not installed"))
    func signupWindow() async throws {
        try #require(Self.toolsAvailable, "missing one of \(Self.tools)")
        let server = try XvfbServer()
        defer { server.stop() }
        let morph = try #require(LayoutRunner.executable, "the morph executable was not built")
        let folder = try LayoutRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }

        let play = try Self.startPlay("signup", morph: morph, display: server.display, folder: folder)
        defer { if play.isRunning { play.terminate() } }
        let id = try await Self.window(of: play, display: server.display, folder: folder)
        let title = try Self.run(["xdotool", "getwindowname", id], display: server.display)
        #expect(title.contains("signup"), "the window's title names the example: \(title)")
        let pid = try Self.run(["xprop", "-id", id, "_NET_WM_PID"], display: server.display)
        #expect(pid.contains("= \(play.processIdentifier)"), "_NET_WM_PID: \(pid)")

        // Click into the name field, type a name, press "Next" (the age field slides in), then
        // "Next" again (the name field comes back, holding the name). Points from the example's
        // own layout.
        let (fieldPoint, nextPoint) = try await MainActor.run { () throws -> (CGPoint, CGPoint) in
            let form = SignupFormNode()
            form.frame = CGRect(origin: .zero, size: Example.signupForm.size)
            try form.layoutIfNeeded()
            let field = form.nameField.frame, button = form.buttonNode.frame
            return (CGPoint(x: field.midX.rounded(), y: field.midY.rounded()), CGPoint(x: button.midX.rounded(), y: button.midY.rounded()))
        }
        func click(_ point: CGPoint) throws {
            try Self.run(["xdotool", "mousemove", "--window", id, "\(Int(point.x))", "\(Int(point.y))", "click", "1"], display: server.display)
        }
        try click(fieldPoint)
        try await Task.sleep(for: .milliseconds(200))
        try Self.run(["xdotool", "type", "--delay", "30", "Ada"], display: server.display)
        try await Task.sleep(for: .milliseconds(200))
        try click(nextPoint)
        try await Task.sleep(for: .milliseconds(900))
        try click(nextPoint)
        // Next focuses the field it shows; a click on the form's background (its 15-point inset)
        // clears the focus, so no blinking caret is captured.
        try await Task.sleep(for: .milliseconds(900))
        try click(CGPoint(x: 5, y: 5))

        // Wait for the transition to end: two captures in a row alike, after 0.6 s.
        try await Task.sleep(for: .milliseconds(600))
        var capture = try Self.capture(id, display: server.display, into: folder)
        for _ in 0..<25 {
            try await Task.sleep(for: .milliseconds(200))
            let next = try Self.capture(id, display: server.display, into: folder)
            if next.bytes == capture.bytes { break }
            capture = next
        }

        // The same state built headless: the same clicks and text through an input dispatcher,
        // each transition run to its end on a manual clock.
        let (expected, typed) = try await MainActor.run { () throws -> (RasterImage, String) in
            let clock = ManualClock()
            let form = DisplayNode.withAnimator(Animator(clock: clock)) { SignupFormNode() }
            form.frame = CGRect(origin: .zero, size: Example.signupForm.size)
            try form.layoutIfNeeded()
            let input = InputDispatcher(root: form)
            @MainActor func tap(_ point: CGPoint) throws {
                input.dispatch(.pointer(PointerEvent(.began, at: point, timestamp: clock.now)))
                input.dispatch(.pointer(PointerEvent(.ended, at: point, timestamp: clock.now)))
                clock.advance(by: 2)
                try form.layoutIfNeeded()
            }
            try tap(fieldPoint)
            input.dispatch(.text(.commit("Ada")))
            try tap(nextPoint)
            #expect(form.ageField.isFocused, "Next focuses the field it shows")
            try tap(nextPoint)
            try tap(CGPoint(x: 5, y: 5))
            let image = try Rasterizer.image(of: form.presentationTree(), size: Example.signupForm.size, scale: 1, backgroundColor: .white)
            return (image, form.nameField.text)
        }
        #expect(typed == "Ada", "the headless form took the text")
        #expect(capture.width == expected.width && capture.height == expected.height)
        let difference = Self.largestChannelDifference(capture, expected)
        #expect(difference <= 2, "the window differs from the rasteriser's image by up to \(difference) in a channel")

        play.terminate()
        play.waitUntilExit()
        #expect(play.terminationStatus == 0, "SIGTERM ends morph play with status 0")
    }

    // MARK: - Helpers

    /// Starts `morph play <example>` on `display` at scale 1, its output in `folder`.
    static func startPlay(_ example: String, morph: URL, display: String, folder: URL) throws -> Process {
        let play = Process()
        play.executableURL = morph
        play.arguments = ["play", example]
        // The window tests of this process set SDL_VIDEODRIVER=offscreen (setenv): morph play
        // must not inherit it, or its window never reaches the X server.
        var environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display, "MORPH_SCALE": "1"]) { $1 }
        environment["SDL_VIDEODRIVER"] = nil
        play.environment = environment
        play.standardOutput = try FileHandle(forWritingTo: emptyFile(folder, "stdout"))
        play.standardError = try FileHandle(forWritingTo: emptyFile(folder, "stderr"))
        try launch(play)
        return play
    }

    /// The id of `play`'s window, found through its _NET_WM_PID.
    ///
    /// Up to 90 s: in a full parallel test run on 2 cores the debug build of morph can take long
    /// to start (fontconfig, SDL, the first layout) while every other suite runs too.
    static func window(of play: Process, display: String, folder: URL) async throws -> String {
        var window: String?
        for _ in 0..<450 where window == nil && play.isRunning {
            let found = try? run(["xdotool", "search", "--pid", "\(play.processIdentifier)"], display: display)
            window = found?.split(separator: "\n").first.map(String.init)
            if window == nil { try await Task.sleep(for: .milliseconds(200)) }
        }
        let stderrText = (try? String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
        return try #require(window, "no window with morph play's _NET_WM_PID appeared within 90 s (morph play running: \(play.isRunning); stderr: \(stderrText))")
    }

    /// Starts `process` with no signal blocked. A child inherits the spawning thread's signal mask,
    /// and the test runs on a Dispatch worker thread, which blocks them: without this, SIGTERM
    /// (from `terminate()` or `timeout`) would never reach Xvfb or a tool.
    static func launch(_ process: Process) throws {
        try ChildProcess.launch(process)
    }

    static func emptyFile(_ folder: URL, _ name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        return url
    }

    /// Runs a tool with `DISPLAY` set and returns its output; throws on a non-zero status.
    @discardableResult
    static func run(_ arguments: [String], display: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try launch(process)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolFailure(command: arguments.joined(separator: " "), status: process.terminationStatus)
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    struct ToolFailure: Error, CustomStringConvertible {
        let command: String
        let status: Int32
        var description: String { "\(command) exited with \(status)" }
    }

    /// The window's pixels, captured with ImageMagick's `import`.
    static func capture(_ window: String, display: String, into folder: URL) throws -> RasterImage {
        let file = folder.appendingPathComponent("capture.png")
        try run(["import", "-window", window, "png32:\(file.path)"], display: display)
        return try RasterImage(contentsOfPNG: file)
    }

    static func largestChannelDifference(_ a: RasterImage, _ b: RasterImage) -> Int {
        guard a.bytes.count == b.bytes.count else { return .max }
        var largest = 0
        for index in a.bytes.indices where index % 4 != 3 {
            largest = max(largest, abs(Int(a.bytes[index]) - Int(b.bytes[index])))
        }
        return largest
    }
}

/// A virtual X server on a free display, for the length of a test.
final class XvfbServer {
    let display: String
    private let process = Process()

    /// A server whose screen is `screen` (width × height × depth).
    init(screen: String = "800x600x24") throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["Xvfb", "-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try PlayWindowEndToEndTests.launch(process)
        // Xvfb writes the display number it chose, then a newline, once it accepts clients.
        var number = ""
        let handle = pipe.fileHandleForReading
        while true {
            let byte = handle.readData(ofLength: 1)
            guard let character = byte.first, character != UInt8(ascii: "\n") else { break }
            number.append(Character(UnicodeScalar(character)))
        }
        guard !number.isEmpty else {
            process.terminate()
            throw PlayWindowEndToEndTests.ToolFailure(command: "Xvfb -displayfd 1", status: process.terminationStatus)
        }
        display = ":\(number)"
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
