import Foundation
import Testing

/// Every Swift code block in the README and in the DocC articles must be compiled by a test.
///
/// The rule: each ```swift block, compared line by line with comments removed, surrounding
/// whitespace trimmed and blank lines dropped, must appear as code in some Swift file under
/// `Tests/` — not in a comment, and not inside a string literal. The twin is compiled (and, inside
/// a `@Test` function, run) by `swift test`, so an example in the docs cannot rot silently.
@Suite("Documentation snippets")
struct DocumentationSnippetTests {
    @Test("every Swift block in the README and the DocC articles is compiled by a test")
    func everySnippetHasACompiledTwin() throws {
        let root = Self.packageRoot
        let testFiles = try Self.swiftFiles(under: root.appendingPathComponent("Tests"))
            .filter { !$0.path.contains("/DocumentationTests/") }
            .map { Self.codeLines(of: try String(contentsOf: $0, encoding: .utf8)) }

        var documents = [root.appendingPathComponent("README.md")]
        documents += try Self.files(under: root.appendingPathComponent("Sources")) {
            $0.pathExtension == "md" && $0.path.contains(".docc/")
        }

        var checked = 0, inTestBodies = 0
        for document in documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            for (index, block) in Self.swiftBlocks(in: text).enumerated() {
                let snippet = Self.codeLines(of: block).map(\.text)
                guard !snippet.isEmpty else { continue }
                checked += 1
                let twins = testFiles.compactMap { Self.twin(of: snippet, in: $0) }
                if twins.contains(where: \.isInTestBody) { inTestBodies += 1 }
                #expect(
                    !twins.isEmpty,
                    "Swift block #\(index + 1) of \(document.path.replacingOccurrences(of: root.path + "/", with: "")) has no compiled twin in the code of a test under Tests/ (a copy in a comment or a string does not count):\n\(block)"
                )
            }
        }
        #expect(checked > 0)
        print("documentation snippets: \(checked) Swift blocks checked, \(inTestBodies) of them run inside a @Test function")
    }

    @Test("a snippet copied into a comment or a string literal does not count as compiled")
    func commentsAndStringsDoNotCount() {
        let snippet = Self.codeLines(of: "let a = f(1)\nprint(a) // shows 2").map(\.text)
        #expect(snippet == ["let a = f(1)", "print(a)"])
        let inComment = Self.codeLines(of: "// let a = f(1)\n// print(a)\n/* let a = f(1)\nprint(a) */\nlet b = 0")
        #expect(Self.twin(of: snippet, in: inComment) == nil)
        let inString = Self.codeLines(of: "let code = \"\"\"\n let a = f(1)\n print(a)\n \"\"\"\nlet raw = #\"\"\"\nlet a = f(1)\nprint(a)\n\"\"\"#")
        #expect(Self.twin(of: snippet, in: inString) == nil)
        let inCode = Self.codeLines(of: "@Test func t() {\n    let a = f(1) // the input\n    print(a)\n}")
        #expect(Self.twin(of: snippet, in: inCode)?.isInTestBody == true)
        let atFileScope = Self.codeLines(of: "let a = f(1)\nprint(a)")
        #expect(Self.twin(of: snippet, in: atFileScope)?.isInTestBody == false)
    }

    @Test("strings with interpolations, quotes, escapes and raw delimiters are read as Swift reads them")
    func scanner() {
        let source = #"""
        let a = "x \(f("y")) // not a comment" // a comment
        let b = #"raw \" still raw"# /* a /* nested */ comment */ + "z"
        let c = """
            // inside a string
            """
        """#
        let lines = SwiftSourceScanner.lines(of: source)
        #expect(lines.map(\.text) == [
            #"let a = "x \(f("y")) // not a comment" "#,
            ##"let b = #"raw \" still raw"#  + "z""##,
            #"let c = """"#,
            "    // inside a string",
            #"    """"#,
        ])
        #expect(lines.map(\.startsInString) == [false, false, false, true, true])
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

    /// The lines of Swift `source` without comments, trimmed, blank ones dropped.
    static func codeLines(of source: String) -> [SwiftSourceScanner.Line] {
        SwiftSourceScanner.lines(of: source).compactMap { line in
            let text = line.text.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { return nil }
            var trimmed = line
            trimmed.text = text
            return trimmed
        }
    }

    /// Where `snippet` (code lines) appears in `file` as code: its first line not inside a string
    /// literal. Returns the first line of the first such occurrence.
    static func twin(of snippet: [String], in file: [SwiftSourceScanner.Line]) -> SwiftSourceScanner.Line? {
        guard !snippet.isEmpty, file.count >= snippet.count else { return nil }
        for start in 0...(file.count - snippet.count) where !file[start].startsInString && file[start].text == snippet[0] {
            if (1..<snippet.count).allSatisfy({ file[start + $0].text == snippet[$0] }) {
                return file[start]
            }
        }
        return nil
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
