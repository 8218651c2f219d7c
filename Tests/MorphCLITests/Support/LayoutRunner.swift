import Foundation
import Testing
@testable import MorphCLI

/// Runs `morph layout` in-process (through `LayoutRun`) or as the built `morph` executable, and
/// captures what it prints.
enum LayoutRunner {
    /// What one run printed and returned.
    struct Outcome {
        var output: [String]
        var errors: [String]
        var status: LayoutRun.ExitStatus

        /// Standard output as one text.
        var outputText: String { output.joined(separator: "\n") }
    }

    /// Collects lines.
    final class Lines {
        var lines: [String] = []
    }

    /// Runs `morph layout` on `input` (a path, or `-` to read `standardInput`).
    static func run(_ input: String, standardInput: String = "", options: LayoutRun.Options = .init()) -> Outcome {
        let output = Lines(), errors = Lines()
        let run = LayoutRun(options: options, output: { output.lines.append($0) }, errors: { errors.lines.append($0) })
        let status = run.run(LayoutInput(argument: input)) { Data(standardInput.utf8) }
        return Outcome(output: output.lines, errors: errors.lines, status: status)
    }

    /// Runs `morph layout -` with `json` on standard input.
    static func run(json: String, options: LayoutRun.Options = .init()) -> Outcome {
        run("-", standardInput: json, options: options)
    }

    /// The package's root folder.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Support
            .deletingLastPathComponent()  // MorphCLITests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
    }

    /// The Texture conformance fixture (all 284 entries).
    static var textureFixture: URL {
        packageRoot.appendingPathComponent("Tests/MorphLayoutTests/Fixtures/texture-cases.json")
    }

    /// Yoga's generated test suite (1180 cases, 92 disabled).
    static var yogaFixture: URL {
        packageRoot.appendingPathComponent("Tests/MorphFlexTests/Fixtures/gentest.json")
    }

    /// A fresh empty folder under the temporary directory; the caller removes it.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The `morph` executable built beside the test bundle.
    static var executable: URL? {
        var candidates = [Bundle.main.bundleURL.appendingPathComponent("morph")]
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("morph"))
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/morph"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// What the executable printed and its exit status.
    struct ProcessOutcome {
        var output: String
        var errors: String
        var status: Int32
    }

    /// Runs the built `morph` with `arguments`, feeding `standardInput`. The three streams go
    /// through files, so neither side can block on a full pipe.
    static func runExecutable(_ arguments: [String], standardInput: String = "") throws -> ProcessOutcome {
        guard let executable else {
            Issue.record("the morph executable was not found beside the tests (swift build builds it)")
            throw CancellationError()
        }
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputFile = folder.appendingPathComponent("stdin")
        let outputFile = folder.appendingPathComponent("stdout")
        let errorFile = folder.appendingPathComponent("stderr")
        try Data(standardInput.utf8).write(to: inputFile)
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        return ProcessOutcome(
            output: try String(contentsOf: outputFile, encoding: .utf8),
            errors: try String(contentsOf: errorFile, encoding: .utf8),
            status: process.terminationStatus
        )
    }
}
