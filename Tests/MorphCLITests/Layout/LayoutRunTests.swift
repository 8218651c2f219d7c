import Foundation
import Testing
@testable import MorphCLI

@Suite("morph layout")
struct LayoutRunTests {
    static let textureCase = """
    {"name": "two boxes", "setup": {"sizeRange": {"min": [0, 0], "max": [200, "inf"]},
      "spec": {"type": "stack", "spacing": 10, "alignItems": "start", "children": [
        {"type": "node", "id": "a", "color": "red", "style": {"width": {"points": 40}, "height": {"points": 40}}},
        {"type": "node", "id": "b", "color": "blue", "style": {"width": {"points": 60}, "height": {"points": 20}}}]}},
     "expected": {"size": [110, 40], "frames": [{"id": "a", "frame": [0, 0, 40, 40]}, {"id": "b", "frame": [50, 0, 60, 20]}]}}
    """
    static let textureResult = #"{"size": [110, 40], "frames": [{"id": "a", "frame": [0, 0, 40, 40]}, {"id": "b", "frame": [50, 0, 60, 20]}]}"#

    static let yogaCase = """
    {"id": "row", "config": {"pointScaleFactor": 1}, "direction": "ltr", "availableWidth": null, "availableHeight": null,
     "root": {"id": "root", "style": {"flexDirection": "row", "width": 100, "height": 40},
              "children": [{"id": "a", "style": {"flexGrow": 1}}, {"id": "b", "style": {"width": 30}}]},
     "expected": {"id": "root", "left": 0, "top": 0, "width": 100, "height": 40, "children": [
       {"id": "a", "left": 0, "top": 0, "width": 70, "height": 40}, {"id": "b", "left": 70, "top": 0, "width": 30, "height": 40}]}}
    """
    static let yogaResult = #"{"id": "root", "left": 0, "top": 0, "width": 100, "height": 40, "children": [{"id": "a", "left": 0, "top": 0, "width": 70, "height": 40}, {"id": "b", "left": 70, "top": 0, "width": 30, "height": 40}]}"#

    static let check = LayoutRun.Options(check: true)

    @Test("a lone case prints its layout as one JSON object in the shape of expected")
    func loneCase() {
        let texture = LayoutRunner.run(json: Self.textureCase)
        #expect(texture.output == [Self.textureResult])
        #expect(texture.errors.isEmpty)
        #expect(texture.status == .success)

        let yoga = LayoutRunner.run(json: Self.yogaCase)
        #expect(yoga.output == [Self.yogaResult])
        #expect(yoga.status == .success)
    }

    @Test("an array prints an array with one result per line, in input order, formats mixed")
    func arrayOfCases() throws {
        let outcome = LayoutRunner.run(json: "[\(Self.yogaCase), \(Self.textureCase)]")
        #expect(outcome.output == ["[", "  \(Self.yogaResult),", "  \(Self.textureResult)", "]"])
        #expect(outcome.status == .success)
        // The output is JSON.
        let parsed = try JSONSerialization.jsonObject(with: Data(outcome.outputText.utf8)) as? [Any]
        #expect(parsed?.count == 2)
    }

    @Test("--check passes matching cases and prints only the count")
    func checkPasses() {
        let outcome = LayoutRunner.run(json: "[\(Self.textureCase), \(Self.yogaCase)]", options: Self.check)
        #expect(outcome.output == ["2 passed, 0 failed"])
        #expect(outcome.errors.isEmpty)
        #expect(outcome.status == .success)
    }

    @Test("--check prints each failing case with the first differing node and both values, then the count")
    func checkFailures() {
        let wrongTexture = Self.textureCase.replacingOccurrences(of: "[50, 0, 60, 20]", with: "[50, 0, 60, 25]")
        let wrongYoga = Self.yogaCase.replacingOccurrences(of: #""left": 0, "top": 0, "width": 70"#, with: #""left": 0, "top": 0, "width": 71"#)
        let outcome = LayoutRunner.run(json: "[\(wrongTexture), \(Self.yogaCase), \(wrongYoga)]", options: Self.check)
        #expect(outcome.output == [
            #"case "two boxes": at screen scale 2: "b": expected frame [50, 0, 60, 25], got [50, 0, 60, 20]"#,
            #"case "row": "a" width: expected 71, got 70"#,
            "1 passed, 2 failed",
        ])
        #expect(outcome.status == .caseFailed)
    }

    @Test("--check uses a tolerance of 1e-3 points unless told otherwise")
    func tolerance() {
        let close = Self.yogaCase.replacingOccurrences(of: #""left": 0, "top": 0, "width": 70"#, with: #""left": 0, "top": 0, "width": 70.0009"#)
        #expect(LayoutRunner.run(json: close, options: Self.check).output == ["1 passed, 0 failed"])
        let far = close.replacingOccurrences(of: "70.0009", with: "70.002")
        #expect(LayoutRunner.run(json: far, options: Self.check).output.last == "0 passed, 1 failed")
        var loose = Self.check
        loose.tolerance = 0.01
        #expect(LayoutRunner.run(json: far, options: loose).output == ["1 passed, 0 failed"])
    }

    @Test("--check fails a case that has no expected layout")
    func checkWithoutExpectation() {
        let outcome = LayoutRunner.run(json: #"[{"id": "bare", "root": {}}]"#, options: Self.check)
        #expect(outcome.output == [
            #"case "bare", $.expected: missing field (the case gives no expected layout to check against)"#,
            "0 passed, 1 failed",
        ])
        #expect(outcome.status == .caseFailed)
        // Without --check, the same case simply lays out.
        #expect(LayoutRunner.run(json: #"{"id": "bare", "root": {}}"#).output == [#"{"left": 0, "top": 0, "width": 0, "height": 0}"#])
    }

    @Test("disabled Yoga cases are skipped with a note unless --include-disabled")
    func disabledCases() {
        let disabled = #"{"id": "off", "disabled": true, "root": {"style": {"width": 5, "height": 5}}, "expected": {"left": 0, "top": 0, "width": 6, "height": 5}}"#
        let json = "[\(Self.yogaCase), \(disabled)]"

        let skipped = LayoutRunner.run(json: json, options: Self.check)
        #expect(skipped.output == ["1 passed, 0 failed"])
        #expect(skipped.errors == ["skipped 1 disabled case (Yoga skips them too; --include-disabled lays them out)"])
        #expect(skipped.status == .success)

        let included = LayoutRunner.run(json: json, options: .init(check: true, includeDisabled: true))
        #expect(included.output == [#"case "off": "root" width: expected 6, got 5"#, "1 passed, 1 failed"])
        #expect(included.errors.isEmpty)

        let printed = LayoutRunner.run(json: json)
        #expect(printed.output == ["[", "  \(Self.yogaResult),", "  null", "]"])
    }

    @Test("entries of other kinds are skipped with a note naming their kinds")
    func otherKinds() {
        let json = """
        [\(Self.textureCase),
         {"name": "d1", "kind": "diff", "setup": {"old": [1], "new": [2]}},
         {"name": "d2", "kind": "diff", "setup": {"old": [], "new": []}},
         {"name": "s", "kind": "size-range", "setup": {}}]
        """
        let outcome = LayoutRunner.run(json: json, options: Self.check)
        #expect(outcome.output == ["1 passed, 0 failed"])
        #expect(outcome.errors == ["skipped 3 entries that are not layout cases (diff 2, size-range 1)"])
        #expect(outcome.status == .success)
    }

    @Test("- reads the cases from standard input, named stdin in errors")
    func standardInput() {
        let outcome = LayoutRunner.run("-", standardInput: "{nope", options: Self.check)
        #expect(outcome.output.count == 2)
        #expect(outcome.output.first?.hasPrefix(#"case "stdin", $: invalid JSON ("#) == true)
        #expect(outcome.output.last == "0 passed, 1 failed")
    }

    @Test("a file is read by its path and named by it in errors")
    func fileInput() throws {
        let folder = try LayoutRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("cases.json")
        try Data("[\(Self.textureCase), 3]".utf8).write(to: file)
        let outcome = LayoutRunner.run(file.path, options: Self.check)
        #expect(outcome.output == [#"case "case #1", $: expected a case (a JSON object), found a number"#, "1 passed, 1 failed"])

        try Data("[1, ".utf8).write(to: file)
        let broken = LayoutRunner.run(file.path)
        #expect(broken.output.isEmpty)
        #expect(broken.errors.first?.hasPrefix(#"case "\#(file.path)", $: invalid JSON (unexpected end of input at line 1, column 5, in $[1])"#) == true)
        #expect(broken.status == .unusableFile)
    }
}
