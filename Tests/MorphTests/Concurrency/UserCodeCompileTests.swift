import Foundation
import Testing

/// Compiles user code against the built Morph module with `swiftc` in Swift 6 mode (complete
/// strict concurrency) and checks what the compiler says: a user's node subclass compiles without
/// a single diagnostic, and code that would touch main-actor state off the main actor does not
/// compile.
@Suite("User code under strict concurrency")
struct UserCodeCompileTests {
    @Test("the seed's SignupNode, written as a user writes it, compiles with no error and no warning")
    func signupNodeCompiles() throws {
        let result = try Self.typecheck("SignupNode.swift")
        #expect(result.status == 0, "swiftc failed:\n\(result.output)")
        #expect(result.output.isEmpty, "swiftc said:\n\(result.output)")
    }

    @Test("the README's quick start compiles exactly as shown, with nothing but `import Morph`")
    func readmeQuickStartCompiles() throws {
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let fixture = try String(contentsOf: Self.packageRoot.appendingPathComponent("Tests/MorphTests/Fixtures/UserCode/ReadmeQuickStart.swift"), encoding: .utf8)
        let firstBlock = try #require(readme.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        #expect(firstBlock == fixture, "the README's first Swift block and Fixtures/UserCode/ReadmeQuickStart.swift differ")
        let result = try Self.typecheck("ReadmeQuickStart.swift")
        #expect(result.status == 0 && result.output.isEmpty, "swiftc said:\n\(result.output)")
    }

    @Test(
        "code that reads or changes main-actor state off the main actor does not compile",
        arguments: [
            ("ReadsViewPropertyInSpec.swift", "main actor-isolated property 'alpha' can not be referenced from a nonisolated context"),
            ("ReadsMainActorStateInSpec.swift", "main actor-isolated property 'count' can not be referenced from a nonisolated context"),
            ("ChangesSubnodesInSpec.swift", "call to main actor-isolated instance method 'addSubnode' in a synchronous nonisolated context"),
            ("SetsViewPropertyOffMain.swift", "main actor-isolated property 'frame' can not be mutated from a nonisolated context"),
        ]
    )
    func mainActorStateOffTheMainActorIsRefused(file: String, expectedError: String) throws {
        let result = try Self.typecheck(file)
        #expect(result.status != 0, "\(file) compiled, but it must not")
        let errors = result.output.split(separator: "\n").filter { $0.contains("error:") }
        #expect(errors.contains { $0.contains(expectedError) }, "\(file): expected \"\(expectedError)\", swiftc said:\n\(result.output)")
        // Only that error: the file is otherwise valid code.
        #expect(errors.allSatisfy { $0.contains(expectedError) }, "\(file): other errors:\n\(result.output)")
    }

    // MARK: - Compiling

    struct Result {
        let status: Int32
        let output: String
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Concurrency
            .deletingLastPathComponent()  // MorphTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
    }

    /// The folder of the test binary: SwiftPM's build folder, with `Modules/` and the C targets'
    /// module maps.
    static var buildFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// Type-checks `Fixtures/UserCode/<file>` against the built modules.
    static func typecheck(_ file: String) throws -> Result {
        let root = packageRoot
        let build = buildFolder
        var arguments = ["-typecheck", "-swift-version", "6", "-I", build.appendingPathComponent("Modules").path]
        let fileManager = FileManager.default
        // The C modules Morph imports: system libraries declare their maps in Sources/, C targets
        // get one generated in the build folder.
        for target in try fileManager.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path) where target.hasPrefix("C") {
            let source = root.appendingPathComponent("Sources/\(target)")
            let declared = source.appendingPathComponent("module.modulemap")
            let generated = build.appendingPathComponent("\(target).build/module.modulemap")
            if fileManager.fileExists(atPath: declared.path) {
                arguments += ["-Xcc", "-fmodule-map-file=\(declared.path)"]
            } else if fileManager.fileExists(atPath: generated.path) {
                arguments += ["-Xcc", "-fmodule-map-file=\(generated.path)", "-Xcc", "-I\(source.appendingPathComponent("include").path)"]
            }
        }
        for flag in try run("pkg-config", ["--cflags", "harfbuzz", "fontconfig", "fribidi", "libpng", "libjpeg", "freetype2"]).output.split(separator: " ") {
            arguments += ["-Xcc", String(flag).trimmingCharacters(in: .whitespacesAndNewlines)]
        }
        arguments.append(root.appendingPathComponent("Tests/MorphTests/Fixtures/UserCode/\(file)").path)
        return try run("swiftc", arguments)
    }

    /// Runs a program found on the PATH and returns its status and its output (both streams).
    static func run(_ program: String, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
