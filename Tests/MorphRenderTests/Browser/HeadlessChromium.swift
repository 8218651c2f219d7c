import Foundation

/// Runs a real headless Chromium for the browser tests: loads a page, lets its scripts run under
/// virtual time, and returns the DOM it ends with (or a screenshot).
///
/// Policy: when no Chromium is installed the browser tests are skipped with a printed notice,
/// unless the environment sets `MORPH_REQUIRE_BROWSER=1` (as `.ci/run` does), in which case the
/// missing browser is a failure. `MORPH_CHROMIUM` may name the executable.
struct HeadlessChromium {
    let executable: URL

    /// Names tried on the `PATH`, in order.
    static let candidateNames = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"]

    /// Whether a missing browser must fail the tests.
    static var isRequired: Bool {
        ProcessInfo.processInfo.environment["MORPH_REQUIRE_BROWSER"] == "1"
    }

    /// The installed browser, if any.
    static let installed: HeadlessChromium? = locate()

    /// Whether the browser tests can run.
    static var isAvailable: Bool { installed != nil }

    static func locate() -> HeadlessChromium? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["MORPH_CHROMIUM"], FileManager.default.isExecutableFile(atPath: explicit) {
            return HeadlessChromium(executable: URL(fileURLWithPath: explicit))
        }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for name in candidateNames {
            for directory in path.split(separator: ":") {
                let candidate = String(directory) + "/" + name
                if FileManager.default.isExecutableFile(atPath: candidate) {
                    return HeadlessChromium(executable: URL(fileURLWithPath: candidate))
                }
            }
        }
        return nil
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A page's final DOM and what its scripts wrote to the console.
    struct PageDump {
        /// The serialised DOM after the page's scripts ran.
        let dom: String
        /// The console messages (including uncaught exceptions), one per entry.
        let consoleMessages: [String]

        /// Console messages that report a script error.
        var scriptErrors: [String] {
            consoleMessages.filter { $0.contains("Uncaught") || $0.contains("Error") }
        }
    }

    /// The serialised DOM of `url` after its scripts ran for `virtualTimeBudget` milliseconds of
    /// virtual time, with the console messages logged meanwhile.
    ///
    /// `windowSize` (width, height in CSS pixels) lays the page out as a screenshot of that size
    /// would; Chromium's default otherwise.
    func dumpDOM(of url: URL, virtualTimeBudget: Int = 3_000, windowSize: (width: Int, height: Int)? = nil) throws -> PageDump {
        let size = windowSize.map { ["--window-size=\($0.width),\($0.height)"] } ?? []
        let (output, log) = try run(size + [
            "--enable-logging=stderr", "--v=0", "--virtual-time-budget=\(virtualTimeBudget)", "--dump-dom", url.absoluteString,
        ])
        let console = log.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return PageDump(dom: output, consoleMessages: console)
    }

    /// Writes a PNG screenshot of `url` with a window of `width`×`height` CSS pixels.
    ///
    /// Every compositor stage finishes before a frame is drawn (`--run-all-compositor-stages-before-draw`):
    /// otherwise, on a busy machine, the shot can catch a frame whose composited layers (the
    /// player's animated elements) are not rasterised yet, and a layer is missing from it.
    /// `deviceScaleFactor` draws at that many device pixels per CSS pixel (2 for a 2× screenshot).
    func screenshot(of url: URL, width: Int, height: Int, to file: URL, virtualTimeBudget: Int = 3_000, deviceScaleFactor: Int? = nil) throws {
        _ = try run((deviceScaleFactor.map { ["--force-device-scale-factor=\($0)"] } ?? []) + [
            "--run-all-compositor-stages-before-draw",
            "--virtual-time-budget=\(virtualTimeBudget)", "--window-size=\(width),\(height)",
            "--screenshot=\(file.path)", url.absoluteString,
        ])
    }

    /// Runs the browser once with its own throw-away profile and returns its standard output and
    /// standard error.
    private func run(_ arguments: [String], timeout: TimeInterval = 90) throws -> (output: String, log: String) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("morph-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputFile = scratch.appendingPathComponent("stdout.txt")
        let logFile = scratch.appendingPathComponent("stderr.txt")
        for file in [outputFile, logFile] where !FileManager.default.createFile(atPath: file.path, contents: nil) {
            throw Failure(description: "cannot create \(file.path)")
        }
        let output = try FileHandle(forWritingTo: outputFile)
        defer { try? output.close() }
        let log = try FileHandle(forWritingTo: logFile)
        defer { try? log.close() }

        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--hide-scrollbars", "--mute-audio", "--disable-extensions", "--allow-file-access-from-files",
            "--user-data-dir=\(scratch.appendingPathComponent("profile").path)",
        ] + arguments
        process.standardOutput = output
        process.standardError = log
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                throw Failure(description: "Chromium did not finish within \(Int(timeout)) s: \(arguments.joined(separator: " "))")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard process.terminationStatus == 0 else {
            throw Failure(description: "Chromium exited with status \(process.terminationStatus): \(arguments.joined(separator: " "))")
        }
        return (try String(contentsOf: outputFile, encoding: .utf8), (try? String(contentsOf: logFile, encoding: .utf8)) ?? "")
    }
}
