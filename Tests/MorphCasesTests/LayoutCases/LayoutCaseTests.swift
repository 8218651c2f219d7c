import Foundation
import Testing
@testable import MorphCases
import MorphTestSupport

@Suite("Layout cases in either format")
struct LayoutCaseTests {
    static let textureCase = """
    {"name": "two boxes", "setup": {"sizeRange": {"min": [0, 0], "max": [200, "inf"]},
      "spec": {"type": "stack", "spacing": 10, "alignItems": "start", "children": [
        {"type": "node", "id": "a", "color": "red", "style": {"width": {"points": 40}, "height": {"points": 40}}},
        {"type": "node", "id": "b", "style": {"width": {"points": 60}, "height": {"points": 20}}}]}},
     "expected": {"size": [110, 40], "frames": [{"id": "a", "frame": [0, 0, 40, 40]}, {"id": "b", "frame": [50, 0, 60, 20]}]}}
    """

    static let yogaCase = """
    {"id": "row", "config": {"pointScaleFactor": 1}, "direction": "ltr", "availableWidth": null, "availableHeight": null,
     "root": {"id": "root", "style": {"flexDirection": "row", "width": 100, "height": 40},
              "children": [{"id": "a", "style": {"flexGrow": 1}}, {"id": "b", "style": {"width": 30}}]},
     "expected": {"id": "root", "left": 0, "top": 0, "width": 100, "height": 40, "children": [
       {"id": "a", "left": 0, "top": 0, "width": 70, "height": 40}, {"id": "b", "left": 70, "top": 0, "width": 30, "height": 40}]}}
    """

    static func entries(_ json: String, inputName: String = "input") -> [LayoutCaseEntry] {
        LayoutCase.entries(in: Data(json.utf8), inputName: inputName)
    }

    static func layoutCase(_ json: String) throws -> LayoutCase {
        let entries = entries(json)
        guard entries.count == 1, case .layoutCase(let layoutCase) = entries[0] else {
            Issue.record("expected one case, got \(entries)")
            throw CancellationError()
        }
        return layoutCase
    }

    static func error(_ json: String) throws -> LayoutCaseError {
        let entries = entries(json)
        guard entries.count == 1, case .invalid(let error) = entries[0] else {
            Issue.record("expected one invalid entry, got \(entries)")
            throw CancellationError()
        }
        return error
    }

    @Test("a Texture case is recognised, laid out with the specs and written like its expected")
    func textureCase() throws {
        let layoutCase = try Self.layoutCase(Self.textureCase)
        guard case .texture = layoutCase.format else {
            Issue.record("not read as a Texture case")
            return
        }
        #expect(layoutCase.name == "two boxes")
        #expect(!layoutCase.isDisabled)
        let result = try layoutCase.layout()
        #expect(result.jsonText() == #"{"size": [110, 40], "frames": [{"id": "a", "frame": [0, 0, 40, 40]}, {"id": "b", "frame": [50, 0, 60, 20]}]}"#)
        #expect(result == layoutCase.expected)
        #expect(try layoutCase.check() == nil)
    }

    @Test("a Yoga case is recognised, laid out with the flexbox engine and written like its expected")
    func yogaCase() throws {
        let layoutCase = try Self.layoutCase(Self.yogaCase)
        guard case .yoga = layoutCase.format else {
            Issue.record("not read as a Yoga case")
            return
        }
        #expect(layoutCase.name == "row")
        let result = try layoutCase.layout()
        #expect(result.jsonText() == #"{"id": "root", "left": 0, "top": 0, "width": 100, "height": 40, "children": [{"id": "a", "left": 0, "top": 0, "width": 70, "height": 40}, {"id": "b", "left": 70, "top": 0, "width": 30, "height": 40}]}"#)
        #expect(result == layoutCase.expected)
        #expect(try layoutCase.check() == nil)
    }

    @Test("one array may mix both formats; unnamed cases are named by their place")
    func mixedArray() throws {
        let entries = Self.entries("[\(Self.textureCase), \(Self.yogaCase), {\"root\": {}}, {\"setup\": {\"sizeRange\": {\"min\": [0, 0], \"max\": [1, 1]}, \"spec\": {\"type\": \"spacer\"}}}]")
        let names = entries.map { entry -> String in
            guard case .layoutCase(let layoutCase) = entry else { return "?" }
            switch layoutCase.format {
            case .texture: return "texture \(layoutCase.name)"
            case .yoga: return "yoga \(layoutCase.name)"
            }
        }
        #expect(names == ["texture two boxes", "yoga row", "yoga case #2", "texture case #3"])
    }

    @Test("the documented loop checks every case and counts them")
    func documentedLoop() throws {
        let data = Data("[\(Self.textureCase), \(Self.yogaCase), {\"id\": \"bad\", \"root\": {\"style\": {\"widht\": 1}}}]".utf8)
        var passed = 0, failed = 0
        for entry in LayoutCase.entries(in: data, inputName: "cases.json") {
            switch entry {
            case .layoutCase(let layoutCase):
                do {
                    if let difference = try layoutCase.check(tolerance: 1e-3) {
                        print("case \"\(layoutCase.name)\": \(difference)")
                        failed += 1
                    } else {
                        passed += 1
                    }
                } catch {
                    print(error)
                    failed += 1
                }
            case .invalid(let error):
                print(error)
                failed += 1
            case .otherKind:
                break
            }
        }
        print("\(passed) passed, \(failed) failed")
        #expect(passed == 2)
        #expect(failed == 1)
    }

    @Test("entries of other kinds are set aside, not laid out")
    func otherKinds() {
        let entries = Self.entries("""
        [{"name": "ArrayDiffingTests.x", "kind": "diff", "setup": {"old": [1], "new": [2]}, "expected": {}},
         {"kind": "size-range", "setup": {}},
         {"name": "typo", "kind": "layout-spec-frames", "setup": {"sizeRange": {"min": [0, 0], "max": [1, 1]}}}]
        """)
        guard entries.count == 3,
              case .otherKind(let name, let kind) = entries[0],
              case .otherKind(let unnamed, "size-range") = entries[1],
              case .invalid(let error) = entries[2] else {
            Issue.record("unexpected entries \(entries)")
            return
        }
        #expect(name == "ArrayDiffingTests.x")
        #expect(kind == "diff")
        #expect(unnamed == "case #1")
        // A layout kind without a spec is a Texture case missing its spec, not another kind.
        #expect(error.description == #"case "typo", $.setup.spec: missing field"#)
    }

    @Test("invalid JSON is one failure naming the input, with the line and column")
    func invalidJSON() throws {
        let error = try Self.error("[{\"root\": {}},\n {\"root\": ]")
        #expect(error.caseName == "input")
        #expect(error.path == "$")
        guard case .invalidJSON(let syntaxError) = error.problem else {
            Issue.record("expected invalid JSON, got \(error.problem)")
            return
        }
        #expect(syntaxError.line == 2)
        #expect(syntaxError.column == 11)
        #expect(syntaxError.path == "$[1].root")
        #expect(try Self.error("42").problem == .notAnObject(found: "a number"))
        guard case .invalidJSON = try Self.error("").problem else {
            Issue.record("empty input should be invalid JSON")
            return
        }
    }

    @Test("an entry that is not an object, or has neither format's keys, is refused with its name")
    func unrecognisedEntries() throws {
        let entries = Self.entries(#"[7, {"name": "loose", "spec": {"type": "node", "id": "a"}}]"#)
        guard entries.count == 2, case .invalid(let notObject) = entries[0], case .invalid(let unknown) = entries[1] else {
            Issue.record("unexpected entries \(entries)")
            return
        }
        #expect(notObject.description == #"case "case #0", $: expected a case (a JSON object), found a number"#)
        #expect(unknown.caseName == "loose")
        #expect(unknown.problem == .unrecognisedFormat)
        #expect(unknown.description.contains(#"a Texture spec case has "setup" with "spec", a Yoga case has "root""#))
    }

    @Test("errors of both formats name the case and a JSON path from $")
    func errorPaths() throws {
        let texture = try Self.error("""
        {"name": "t", "setup": {"sizeRange": {"min": [0, 0], "max": [1, 1]},
          "spec": {"type": "stack", "children": [{"type": "node", "id": "a"}, {"type": "node", "id": "b", "style": {"widht": 3}}]}}}
        """)
        #expect(texture.description == #"case "t", $.setup.spec.children[1].style.widht: unknown key "widht""#)
        #expect(texture.problem == .texture(.unknownKey("widht")))

        let yoga = try Self.error(#"{"id": "y", "root": {"children": [{"style": {"flexGrow": "1"}}]}}"#)
        #expect(yoga.description == #"case "y", $.root.children[0].style.flexGrow: wrong type, expected a number, found a string"#)

        let missing = try Self.error(#"{"id": "m", "config": {}, "root": {"measure": {"type": "intrinsicText"}}}"#)
        #expect(missing.description == #"case "m", $.root.measure.text: missing field"#)
        #expect(missing.problem == .yoga(.missingField("text")))
    }

    @Test("differences name the node and both values")
    func differences() throws {
        let texture = try Self.layoutCase(Self.textureCase.replacingOccurrences(of: "[50, 0, 60, 20]", with: "[50, 0, 60, 25]"))
        #expect(try texture.check()?.description == #"at screen scale 2: "b": expected frame [50, 0, 60, 25], got [50, 0, 60, 20]"#)

        let yoga = try Self.layoutCase(Self.yogaCase.replacingOccurrences(of: #""left": 70, "top": 0, "width": 30"#, with: #""left": 70, "top": 0, "width": 30.5"#))
        #expect(try yoga.check()?.description == #""b" width: expected 30.5, got 30"#)
        #expect(try yoga.check(tolerance: 0.5) == nil)
    }

    @Test("checking a case without an expectation is an error at $.expected")
    func noExpectation() throws {
        for json in [#"{"id": "bare", "root": {}}"#, #"{"name": "bare", "setup": {"sizeRange": {"min": [0, 0], "max": [1, 1]}, "spec": {"type": "spacer"}}}"#] {
            let layoutCase = try Self.layoutCase(json)
            #expect(throws: LayoutCaseError(caseName: "bare", path: "$.expected", problem: .noExpectation)) {
                try layoutCase.check()
            }
            #expect(throws: Never.self) { try layoutCase.layout() }
        }
    }

    @Test("measured ranges are written only when the case expects them")
    func measuredRanges() throws {
        let plain = try Self.layoutCase(Self.textureCase).layout()
        #expect(!plain.jsonText().contains("calculateLayoutThatFits_ranges"))
        let result = try LayoutCase(try TextureCase(json: .object([
            "setup": .object([
                "sizeRange": .object(["min": .array([.number(0), .number(0)]), "max": .array([.number(10), .number(10)])]),
                "spec": .object(["type": .string("node"), "id": .string("a")]),
            ]),
            "expected": .object([
                "size": .array([.number(10), .number(10)]),
                "frames": .array([.object(["id": .string("a"), "frame": .array([.number(0), .number(0), .number(10), .number(10)])])]),
                "calculateLayoutThatFits_ranges": .object(["a": .array([
                    .object(["min": .array([.number(0), .number(0)]), "max": .array([.number(10), .number(10)])]),
                ])]),
            ]),
        ]))).layout()
        #expect(result.jsonText().hasSuffix(#""calculateLayoutThatFits_ranges": {"a": [{"min": [0, 0], "max": [10, 10]}]}}"#))
    }

    @Test("a failed Texture layout is an error at $.setup.spec")
    func layoutFailure() throws {
        let layoutCase = try Self.layoutCase("""
        {"name": "huge", "setup": {"sizeRange": {"min": [0, "CGFLOAT_MAX"], "max": [0, "CGFLOAT_MAX"]}, "spec": {"type": "spacer"}}}
        """)
        do {
            _ = try layoutCase.layout()
            Issue.record("expected the layout to fail")
        } catch {
            #expect(error.caseName == "huge")
            #expect(error.path == "$.setup.spec")
            guard case .texture(.layout) = error.problem else {
                Issue.record("expected a layout error, got \(error.problem)")
                return
            }
        }
    }

    @Test("disabled Yoga cases are flagged, and still lay out")
    func disabled() throws {
        let layoutCase = try Self.layoutCase(#"{"id": "off", "disabled": true, "root": {"style": {"width": 5, "height": 5}}}"#)
        #expect(layoutCase.isDisabled)
        #expect(try layoutCase.layout() == .yoga(FlexCaseLayout(left: 0, top: 0, width: 5, height: 5)))
    }

    @Test("the whole Texture fixture: 221 layout cases pass, 63 entries of other kinds are set aside")
    func textureFixture() throws {
        let counts = try Self.check(FixtureFiles.data(TextureFixture.path))
        #expect(counts.failures.isEmpty, "\(counts.failures)")
        #expect(counts.passed == 221)
        #expect(counts.otherKinds == 63)
    }

    @Test("Yoga's generated suite: the 1088 enabled cases pass within 1e-3, 92 are disabled")
    func yogaFixture() throws {
        let counts = try Self.check(FixtureFiles.data("MorphFlexTests/Fixtures/gentest.json"))
        #expect(counts.failures.isEmpty, "\(counts.failures)")
        #expect(counts.passed == 1088)
        #expect(counts.disabled == 92)
    }

    /// Checks every enabled case of `data`.
    static func check(_ data: Data) -> (passed: Int, failures: [String], disabled: Int, otherKinds: Int) {
        var passed = 0, disabled = 0, otherKinds = 0
        var failures: [String] = []
        for entry in LayoutCase.entries(in: data) {
            switch entry {
            case .layoutCase(let layoutCase) where layoutCase.isDisabled:
                disabled += 1
            case .layoutCase(let layoutCase):
                do {
                    if let difference = try layoutCase.check() {
                        failures.append("\(layoutCase.name): \(difference)")
                    } else {
                        passed += 1
                    }
                } catch {
                    failures.append(error.description)
                }
            case .invalid(let error):
                failures.append(error.description)
            case .otherKind:
                otherKinds += 1
            }
        }
        return (passed, failures, disabled, otherKinds)
    }
}
