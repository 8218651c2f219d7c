import ArgumentParser
import Foundation
import MorphExamples
import Testing
@testable import MorphCLI

/// `morph render`'s options, as a new user met them: where `--out` writes, `--fps` for the text
/// timeline, negative numbers, and `--time` for an SVG frame.
@Suite("morph render options")
@MainActor
struct RenderOptionsTests {
    static func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("morph-cli-\(UUID().uuidString)").path
    }

    /// The usage error `arguments` give, as `morph` prints it after "Error: ".
    static func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try MorphCommand.parseAsRoot(arguments)
            return nil
        } catch {
            #expect(MorphCommand.exitCode(for: error) == .validationFailure, "\(arguments)")
            return MorphCommand.message(for: error)
        }
    }

    @Test("--out names a file: a missing folder is an error and nothing is created, even under /")
    func outDoesNotCreateFolders() {
        let root = "/morph-cli-test-\(UUID().uuidString)"
        let path = "\(root)/deeper/photo.svg"
        let outcome = ExampleRunTests.run { $0.render(name: "photo", format: .svg, framesPerSecond: 30, size: nil, path: path) }
        #expect(outcome.status == .failure)
        #expect(outcome.errors.last == "morph: cannot write \(path): the folder \(root)/deeper does not exist (morph creates the file, not its folder)")
        #expect(!FileManager.default.fileExists(atPath: root))
    }

    @Test("--out naming an existing folder is an error saying so, not NSCocoaErrorDomain error 512")
    func outIsAFolder() throws {
        let directory = Self.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = ExampleRunTests.run { $0.render(name: "photo", format: .svg, framesPerSecond: 30, size: nil, path: directory) }
        #expect(outcome.status == .failure)
        #expect(outcome.errors.last == "morph: cannot write \(directory): it is a folder; give a file path such as \(directory)/NAME.html")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)

        let file = "\(directory)/plain.txt"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let belowFile = ExampleRunTests.run { $0.render(name: "photo", format: .svg, framesPerSecond: 30, size: nil, path: "\(file)/photo.svg") }
        #expect(belowFile.errors.last == "morph: cannot write \(file)/photo.svg: \(file) is a file, not a folder")
    }

    @Test("the default output folder is created alone, never its parents")
    func defaultFolder() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let inside = OutputFile(path: "\(directory)/photo.svg", creatableFolder: directory)
        try inside.write("<svg/>")
        #expect(try String(contentsOfFile: "\(directory)/photo.svg", encoding: .utf8) == "<svg/>")

        let nested = OutputFile(path: "\(directory)/a/b/photo.svg", creatableFolder: "\(directory)/a/b")
        #expect(throws: OutputFile.Failure.self) { try nested.write("<svg/>") }
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/a"))
    }

    @Test("--format text prints every frame sampled at --fps (10 per second by default)")
    func textHonoursFrameRate() throws {
        let twenty = ExampleRunTests.run { $0.render(name: "progress", format: .text, framesPerSecond: 20, size: nil, path: "-") }
        let text = try #require(twenty.output.first)
        let header = try #require(text.split(separator: "\n").first)
        #expect(header.hasPrefix("timeline ") && header.contains(" @ 20 fps, "))
        let frameCount = Int(header.split(separator: " ")[5]) ?? -1
        let printed = text.split(separator: "\n").filter { $0.hasPrefix("frame ") }
        #expect(printed.count == frameCount, "every sampled frame is printed")
        #expect(printed.dropFirst().first?.hasPrefix("frame 1 t=0.050") == true)

        let command = try #require(try MorphCommand.parseAsRoot(["render", "progress", "--format", "text"]) as? RenderCommand)
        #expect(command.fps == nil)
        #expect(RenderCommand.defaultFramesPerSecond(for: .text) == 10)
        #expect(RenderCommand.defaultFramesPerSecond(for: .html) == 60)
    }

    @Test("negative numbers get a validation message, not \"Missing value\"")
    func negativeValues() {
        #expect(Self.usageError(["render", "signup", "--size", "-100x50"])
            == #"--size must be WIDTHxHEIGHT with positive, finite points, like 320x74 (got "-100x50")"#)
        #expect(Self.usageError(["render", "signup", "--fps", "-1"])
            == "--fps must be a number of frames per second from 1 to 1000 (got -1.0)")
        #expect(Self.usageError(["render", "signup", "--format", "svg", "--time", "-0.5"])
            == "--time must be a number of seconds, 0 or more (got -0.5)")
        #expect(Self.usageError(["layout", "-", "--tolerance", "-1"])
            == "--tolerance must be a finite number of points, 0 or more; got -1.0.")
        // The `=` spelling says the same.
        #expect(Self.usageError(["render", "signup", "--fps=-1"])
            == "--fps must be a number of frames per second from 1 to 1000 (got -1.0)")
    }

    @Test("--time draws the SVG frame at that moment; past the end is an error giving the duration")
    func svgTime() throws {
        let start = ExampleRunTests.run { $0.render(name: "photo", format: .svg, framesPerSecond: 30, size: nil, time: 0, path: "-") }
        let end = ExampleRunTests.run { $0.render(name: "photo", format: .svg, framesPerSecond: 30, size: nil, path: "-") }
        #expect(start.status == .success && end.status == .success)
        #expect(start.output != end.output, "the first and the last frame differ")

        let example = try #require(Examples.named("photo"))
        let duration = try example.sample(framesPerSecond: 30).duration
        let atEnd = ExampleRunTests.run { $0.render(name: "photo", format: .svg, framesPerSecond: 30, size: nil, time: duration, path: "-") }
        #expect(atEnd.output == end.output)

        let late = ExampleRunTests.run { $0.render(name: "photo", format: .svg, framesPerSecond: 30, size: nil, time: duration + 1, path: "-") }
        #expect(late.status == .failure)
        let seconds = ExampleRun.seconds(duration)
        #expect(late.errors.last == "morph: --time \(ExampleRun.seconds(duration + 1)) is past the end of photo, which lasts \(seconds) s; give a time from 0 to \(seconds)")
        #expect(Self.usageError(["render", "photo", "--time", "0.5"]) == "--time applies to --format svg and png only (the other formats show the whole timeline)")
    }
}
