import Foundation
import Testing
@testable import MorphCLI

/// The README's `morph layout` example prints what the README shows.
@Suite("morph layout in the README")
struct LayoutReadmeExampleTests {
    @Test("the JSON piped into morph layout in the README prints the output the README shows")
    func readmeExample() throws {
        let readme = try String(contentsOf: LayoutRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Layouts from JSON: `morph layout`")).upperBound
        let rest = readme[section...]
        let command = try #require(Self.block("bash", in: rest))
        #expect(command.hasSuffix("| swift run morph layout -"))
        let json = try #require(command.range(of: "echo '")).upperBound
        let jsonEnd = try #require(command.range(of: "' \\", options: .backwards)).lowerBound
        let shown = try #require(Self.block("text", in: rest))

        let outcome = LayoutRunner.run(json: String(command[json..<jsonEnd]))
        #expect(outcome.output == [shown])
        #expect(outcome.errors.isEmpty)
        #expect(outcome.status == .success)
    }

    /// The body of the first fenced block of `language` in `text`, trimmed.
    static func block(_ language: String, in text: Substring) -> String? {
        guard let start = text.range(of: "```\(language)\n") else { return nil }
        guard let end = text[start.upperBound...].range(of: "\n```") else { return nil }
        return text[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
