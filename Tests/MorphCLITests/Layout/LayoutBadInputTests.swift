import Foundation
import Testing
@testable import MorphCLI

/// Every kind of bad input the issue names, in both formats: a clear message naming the case and
/// the JSON path of the bad field, the case counted as failed, the other cases still run.
@Suite("morph layout: bad input")
struct LayoutBadInputTests {
    static let good = LayoutRunTests.textureCase

    /// Runs `--check` on `[good, bad, good]` and returns the message for `bad`.
    static func message(for bad: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        let outcome = LayoutRunner.run(json: "[\(good), \(bad), \(LayoutRunTests.yogaCase)]", options: .init(check: true))
        #expect(outcome.output.count == 2, "\(outcome.output)", sourceLocation: sourceLocation)
        #expect(outcome.output.last == "2 passed, 1 failed", sourceLocation: sourceLocation)
        #expect(outcome.status == .caseFailed, sourceLocation: sourceLocation)
        return outcome.output.count == 2 ? outcome.output[0] : nil
    }

    static func textureCase(name: String, spec: String) -> String {
        #"{"name": "\#(name)", "setup": {"sizeRange": {"min": [0, 0], "max": [100, 100]}, "spec": \#(spec)}}"#
    }

    @Test("invalid JSON: one failure naming the input, with the line and column, exit status 2, and nothing crashes")
    func invalidJSON() {
        for text in ["{\"name\": \"x\",\n \"setup\": }", "[", "", "nul", "[1, 2,]", "{\"a\": \"\\q\"}"] {
            let outcome = LayoutRunner.run(json: text, options: .init(check: true))
            #expect(outcome.output.count == 2, "\(text): \(outcome.output)")
            #expect(outcome.output.first?.hasPrefix(#"case "stdin", $: invalid JSON ("#) == true, "\(text)")
            #expect(outcome.output.last == "0 passed, 1 failed")
            #expect(outcome.status == .unusableFile)
        }
        let multiline = LayoutRunner.run(json: "{\"name\": \"x\",\n \"setup\": }", options: .init(check: true))
        #expect(multiline.output.first?.contains("line 2, column 11") == true)
    }

    @Test("an unknown spec type names the case and the path of its type")
    func unknownSpecType() {
        let bad = Self.textureCase(name: "spec type", spec: #"{"type": "stack", "children": [{"type": "grid"}]}"#)
        #expect(Self.message(for: bad)
            == #"case "spec type", $.setup.spec.children[0].type: unknown spec type "grid" (expected one of node, spacer, wrapper, stack, inset, overlay, background, center, relative, ratio, absolute, corner)"#)
    }

    @Test("an unknown style key is named with its path, in both formats")
    func unknownStyleKey() {
        let texture = Self.textureCase(name: "texture key", spec: #"{"type": "stack", "children": [{"type": "node", "id": "a"}, {"type": "node", "id": "b", "style": {"widht": {"points": 3}}}]}"#)
        #expect(Self.message(for: texture) == #"case "texture key", $.setup.spec.children[1].style.widht: unknown key "widht""#)
        let yoga = #"{"id": "yoga key", "root": {"children": [{"style": {"flexGrwo": 1}}]}}"#
        #expect(Self.message(for: yoga) == #"case "yoga key", $.root.children[0].style.flexGrwo: unknown key "flexGrwo""#)
    }

    @Test("a value of the wrong type is named with its path and what was expected, in both formats")
    func wrongValueType() {
        let texture = Self.textureCase(name: "texture type", spec: #"{"type": "stack", "spacing": "wide", "children": []}"#)
        #expect(Self.message(for: texture) == #"case "texture type", $.setup.spec.spacing: expected a number (or "inf", "CGFLOAT_MAX"), found string"#)
        let yoga = #"{"id": "yoga type", "config": {"pointScaleFactor": 1}, "root": {"style": {"width": true}}}"#
        #expect(Self.message(for: yoga)?.hasPrefix(#"case "yoga type", $.root.style.width: wrong type"#) == true)
    }

    @Test("a missing field is named with the path it should have, in both formats")
    func missingField() {
        let texture = #"{"name": "no range", "setup": {"spec": {"type": "spacer"}}}"#
        #expect(Self.message(for: texture) == #"case "no range", $.setup.sizeRange: missing field"#)
        let textureNode = Self.textureCase(name: "no id", spec: #"{"type": "node"}"#)
        #expect(Self.message(for: textureNode) == #"case "no id", $.setup.spec.id: missing field"#)
        let yoga = #"{"id": "no text", "config": {}, "root": {"measure": {"type": "intrinsicText"}}}"#
        #expect(Self.message(for: yoga) == #"case "no text", $.root.measure.text: missing field"#)
    }

    @Test("invalid values (negative sizes, min > max, ratio ≤ 0, unknown keywords) are refused with their path")
    func invalidValues() {
        let ratio = Self.textureCase(name: "ratio", spec: #"{"type": "ratio", "ratio": 0, "child": {"type": "node", "id": "a"}}"#)
        #expect(Self.message(for: ratio)?.hasPrefix(#"case "ratio", $.setup.spec.ratio: invalid value"#) == true)
        let range = #"{"name": "range", "setup": {"sizeRange": {"min": [10, 0], "max": [5, 5]}, "spec": {"type": "spacer"}}}"#
        #expect(Self.message(for: range)?.hasPrefix(#"case "range", $.setup.sizeRange: invalid value"#) == true)
        let keyword = #"{"id": "keyword", "root": {"style": {"flexDirection": "diagonal"}}}"#
        #expect(Self.message(for: keyword)?.hasPrefix(#"case "keyword", $.root.style.flexDirection: invalid value"#) == true)
    }

    @Test("an entry that is no layout case of either format is refused, not guessed")
    func unrecognisedFormat() {
        #expect(Self.message(for: #"{"name": "loose", "spec": {"type": "spacer"}}"#)
            == #"case "loose", $: not a layout case of either format (a Texture spec case has "setup" with "spec", a Yoga case has "root")"#)
        #expect(Self.message(for: "[]") == #"case "case #1", $: expected a case (a JSON object), found an array"#)
    }

    @Test("without --check, errors go to standard error and the failed case is null in the output")
    func errorsWithoutCheck() {
        let bad = #"{"id": "yoga key", "root": {"style": {"flexGrwo": 1}}}"#
        let outcome = LayoutRunner.run(json: "[\(Self.good), \(bad)]")
        #expect(outcome.output == ["[", "  \(LayoutRunTests.textureResult),", "  null", "]"])
        #expect(outcome.errors == [#"case "yoga key", $.root.style.flexGrwo: unknown key "flexGrwo""#])
        #expect(outcome.status == .caseFailed)
    }

    @Test("a deeply nested document is refused, not a stack overflow")
    func deepNesting() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let outcome = LayoutRunner.run(json: deep, options: .init(check: true))
        #expect(outcome.output.first?.contains("nesting deeper than 512 levels") == true)
        #expect(outcome.output.last == "0 passed, 1 failed")
    }

    @Test("a file that cannot be read is a clear message and exit status 2")
    func unreadableFile() throws {
        let missing = LayoutRunner.run("/nonexistent/cases.json")
        #expect(missing.errors == ["morph layout: cannot read /nonexistent/cases.json: no such file"])
        #expect(missing.output.isEmpty)
        #expect(missing.status == .unusableFile)

        let folder = try LayoutRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let directory = LayoutRunner.run(folder.path, options: .init(check: true))
        #expect(directory.errors == ["morph layout: cannot read \(folder.path): it is a directory"])
        #expect(directory.output.isEmpty)
        #expect(directory.status == .unusableFile)
    }
}
