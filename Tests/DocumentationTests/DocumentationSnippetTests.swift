import Foundation
import Testing

/// Every Swift code block in the README and in the DocC articles must be compiled by a test.
///
/// The rule: each ```swift block, compared line by line with surrounding whitespace trimmed and
/// blank lines dropped, must appear in some Swift file under `Tests/`. The twin in the test file is
/// compiled (and usually run) by `swift test`, so an example in the docs cannot rot silently.
@Suite("Documentation snippets")
struct DocumentationSnippetTests {
    @Test("every Swift block in the README and the DocC articles is compiled by a test")
    func everySnippetHasACompiledTwin() throws {
        let root = Self.packageRoot
        let testSources = try Self.swiftFiles(under: root.appendingPathComponent("Tests"))
            .filter { !$0.path.contains("/DocumentationTests/") }
            .map { try Self.normalised(String(contentsOf: $0, encoding: .utf8)) }
            .joined(separator: "\n")

        var documents = [root.appendingPathComponent("README.md")]
        documents += try Self.files(under: root.appendingPathComponent("Sources")) {
            $0.pathExtension == "md" && $0.path.contains(".docc/")
        }

        var checked = 0
        for document in documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            for (index, block) in Self.swiftBlocks(in: text).enumerated() {
                let snippet = Self.normalised(block)
                guard !snippet.isEmpty else { continue }
                checked += 1
                #expect(
                    testSources.contains(snippet),
                    "Swift block #\(index + 1) of \(document.path.replacingOccurrences(of: root.path + "/", with: "")) has no compiled twin under Tests/:\n\(block)"
                )
            }
        }
        print("documentation snippets: \(checked) Swift blocks checked")
    }

    @Test("the snippet extractor finds fenced Swift blocks only")
    func extractorFindsSwiftBlocks() {
        let text = """
        Intro
        ```swift
        let a = 1
        ```
        ```bash
        swift test
        ```
        ```swift
          let b = 2

          print(b)
        ```
        """
        let blocks = Self.swiftBlocks(in: text)
        #expect(blocks.count == 2)
        #expect(Self.normalised(blocks[1]) == "let b = 2\nprint(b)")
    }

    // MARK: - Helpers

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // DocumentationTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
    }

    /// The bodies of the ```swift fenced blocks of a Markdown text.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var lines = current {
                if trimmed == "```" {
                    blocks.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    lines.append(line)
                    current = lines
                }
            } else if trimmed == "```swift" {
                current = []
            }
        }
        return blocks
    }

    /// Lines trimmed of surrounding whitespace, blank lines dropped.
    static func normalised(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }

    static func swiftFiles(under directory: URL) throws -> [URL] {
        try files(under: directory) { $0.pathExtension == "swift" }
    }

    static func files(under directory: URL, where include: (URL) -> Bool) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter(include).sorted { $0.path < $1.path }
    }
}
