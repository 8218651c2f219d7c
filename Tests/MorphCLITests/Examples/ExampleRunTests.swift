import Foundation
import Testing
import MorphExamples
@testable import MorphCLI
import MorphExamples

/// `morph`, `morph list` and `morph render`, run in-process.
@Suite("morph examples")
@MainActor
struct ExampleRunTests {
    final class Lines {
        var lines: [String] = []
    }

    static func run(_ body: (ExampleRun) -> ExampleRun.ExitStatus) -> (status: ExampleRun.ExitStatus, output: [String], errors: [String]) {
        let output = Lines(), errors = Lines()
        let status = body(ExampleRun(output: { output.lines.append($0) }, errors: { errors.lines.append($0) }))
        return (status, output.lines, errors.lines)
    }

    /// ``run(_:)`` for an asynchronous command.
    static func run(_ body: (ExampleRun) async -> ExampleRun.ExitStatus) async -> (status: ExampleRun.ExitStatus, output: [String], errors: [String]) {
        let output = Lines(), errors = Lines()
        let status = await body(ExampleRun(output: { output.lines.append($0) }, errors: { errors.lines.append($0) }))
        return (status, output.lines, errors.lines)
    }

    static func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("morph-cli-\(UUID().uuidString)").path
    }

    @Test("morph renders every example in three formats, a PNG filmstrip and a GIF, and prints a table")
    func renderAll() async throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (status, output, _) = await Self.run { await $0.renderAll(into: directory) }
        #expect(status == .success)
        #expect(output.first?.hasPrefix("example  ") == true)
        for header in ["nodes", "inserted", "removed", "moved", "duration", "outputs"] {
            #expect(output.first?.contains(header) == true)
        }
        let signup = try #require(output.first { $0.hasPrefix("signup ") })
        // 12 nodes: the form, the button with its background and title, and two text fields with
        // their text area, text and caret; each of the two transitions inserts one field (4
        // nodes) and removes the other.
        #expect(signup.split(separator: " ", omittingEmptySubsequences: true).prefix(5) == ["signup", "12", "8", "8", "2"])
        for name in Examples.all.map(\.name) {
            for suffix in ["html", "filmstrip.svg", "txt", "filmstrip.png", "gif"] {
                #expect(FileManager.default.fileExists(atPath: "\(directory)/\(name).\(suffix)"), "\(name).\(suffix)")
            }
        }
    }

    @Test("morph list names every example with its summary")
    func list() {
        let (_, output, _) = Self.run { run in run.list(); return .success }
        #expect(output.count == Examples.all.count)
        #expect(output.first?.hasPrefix("signup") == true)
    }

    @Test("morph render writes one format where asked, or to standard output")
    func render() throws {
        let directory = Self.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = "\(directory)/photo.svg"
        let written = Self.run { $0.render(name: "photo", format: .svg, framesPerSecond: 30, size: nil, path: path) }
        #expect(written.status == .success)
        #expect(written.output == [path])
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<svg"))
        let text = Self.run { $0.render(name: "progress", format: .text, framesPerSecond: 10, size: CGSize(width: 200, height: 10), path: "-") }
        #expect(text.status == .success)
        #expect(text.output.first?.hasPrefix("timeline 200x10 @ 10 fps") == true)
    }

    @Test("an unknown example, a bad size, a bad frame rate and an unwritable path fail with a message")
    func badInput() throws {
        let unknown = Self.run { $0.render(name: "nope", format: .html, framesPerSecond: 60, size: nil, path: nil) }
        #expect(unknown.status == .failure)
        let names = Examples.all.map(\.name).joined(separator: ", ")
        #expect(unknown.errors == ["morph: no example named \"nope\"; the examples are: \(names)"])

        let badSize = Self.run { $0.render(name: "signup", format: .html, framesPerSecond: 60, size: CGSize(width: 0, height: 5), path: "-") }
        #expect(badSize.status == .failure)
        #expect(badSize.errors.last?.contains("invalid size") == true)

        let unwritable = Self.run { $0.render(name: "photo", format: .svg, framesPerSecond: 60, size: nil, path: "/proc/morph/photo.svg") }
        #expect(unwritable.status == .failure)
        #expect(unwritable.errors.last == "morph: cannot write /proc/morph/photo.svg: the folder /proc/morph does not exist (morph creates the file, not its folder)")

        for arguments in [["render", "signup", "--size", "0x10"], ["render", "signup", "--size", "wide"], ["render", "signup", "--fps", "0"], ["render", "signup", "--fps", "nan"], ["render", "signup", "--format", "bmp"]] {
            #expect(throws: (any Error).self, "\(arguments)") { try MorphCommand.parseAsRoot(arguments) }
        }
        #expect(RenderCommand.parseSize("320x74") == CGSize(width: 320, height: 74))
        #expect(RenderCommand.parseSize("320X74.5") == CGSize(width: 320, height: 74.5))
        #expect(RenderCommand.parseSize("inf x 3") == nil)
    }
}
