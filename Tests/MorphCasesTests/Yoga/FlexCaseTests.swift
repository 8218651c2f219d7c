import Foundation
import Testing
@testable import MorphCases

@Suite("Yoga case format")
struct FlexCaseTests {
    static func decode(_ json: String) throws -> [Result<FlexCase, FlexCaseError>] {
        try FlexCase.decodeCases(from: Data(json.utf8))
    }

    static func error(_ json: String) throws -> FlexCaseError {
        let results = try decode(json)
        guard case .failure(let error) = results[0] else {
            Issue.record("expected a decoding error")
            throw CancellationError()
        }
        return error
    }

    @Test("a case is decoded, laid out and encoded in the shape of expected")
    func roundTrip() throws {
        let json = """
        {"config": {"pointScaleFactor": 1}, "direction": "ltr",
         "availableWidth": null, "availableHeight": null,
         "root": {"id": "root", "style": {"flexDirection": "row", "width": 100, "height": 40},
                  "children": [{"id": "a", "style": {"flexGrow": 1}},
                               {"id": "b", "style": {"width": 30}}]}}
        """
        let flexCase = try FlexCase.decodeCases(from: Data(json.utf8))[0].get()
        let layout = try flexCase.layout()
        #expect(layout.children[0].width == 70)
        #expect(layout.children[1].left == 70)

        let encoded = String(decoding: layout.jsonData(), as: UTF8.self)
        #expect(encoded == #"{"id": "root", "left": 0, "top": 0, "width": 100, "height": 40, "children": [{"id": "a", "left": 0, "top": 0, "width": 70, "height": 40}, {"id": "b", "left": 70, "top": 0, "width": 30, "height": 40}]}"#)
        #expect(String(decoding: FlexCaseLayout(left: 0.5, top: .nan, width: 1e20, height: -3).jsonData(), as: UTF8.self)
            == #"{"left": 0.5, "top": null, "width": 1e+20, "height": -3}"#)
        let decoded = try JSONDecoder().decode(FlexCaseLayout.self, from: layout.jsonData())
        #expect(decoded == layout)
    }

    @Test("an unknown style key is named with the case and its JSON path")
    func unknownStyleKey() throws {
        let error = try Self.error("""
        {"id": "typo", "root": {"style": {"width": 10}, "children": [{"style": {"widht": 10}}]}}
        """)
        #expect(error.caseName == "typo")
        #expect(error.path == "root.children[0].style.widht")
        #expect(error.problem == .unknownKey("widht"))
        #expect(error.description == #"case "typo": root.children[0].style.widht: unknown key "widht""#)
    }

    @Test("a value of the wrong type is named with its path and the expected type")
    func wrongType() throws {
        let error = try Self.error("""
        {"name": "types", "root": {"style": {"flexGrow": "1"}}}
        """)
        #expect(error.caseName == "types")
        #expect(error.path == "root.style.flexGrow")
        #expect(error.problem == .wrongType(expected: "a number, found a string"))
    }

    @Test("a missing field is reported")
    func missingField() throws {
        let error = try Self.error(#"[{"config": {"pointScaleFactor": 1}}]"#)
        #expect(error.caseName == "case #0")
        #expect(error.path == "")
        #expect(error.problem == .missingField("root"))
        let table = try Self.error(#"{"root": {"measure": {"type": "table", "default": [1, 1], "entries": [{"width": 1}]}}}"#)
        #expect(table.path == "root.measure.entries[0]")
        #expect(table.problem == .missingField("widthMode"))
    }

    @Test("invalid values, unknown keywords and leaves with children are refused")
    func invalidValues() throws {
        #expect(try Self.error(#"{"root": {"style": {"flexDirection": "sideways"}}}"#).problem
            == .invalidValue(#""sideways" is not one of column, column-reverse, row, row-reverse"#))
        #expect(try Self.error(#"{"root": {"style": {"width": "12px"}}}"#).path == "root.style.width")
        #expect(try Self.error(#"{"root": {"style": {"margin": {"middle": 3}}}}"#).problem == .unknownKey("middle"))
        #expect(try Self.error(#"{"config": {"errata": ["nonsense"]}, "root": {}}"#).path == "config.errata[0]")
        #expect(try Self.error(#"{"config": {"pointScaleFactor": -2}, "root": {}}"#).path == "config.pointScaleFactor")
        let leaf = try Self.error(#"{"root": {"measure": {"type": "intrinsicText", "text": "hi"}, "children": [{}]}}"#)
        #expect(leaf.path == "root.measure")
        #expect(try Self.error(#"{"root": {"measure": {"type": "magic"}}}"#).path == "root.measure.type")
        #expect(try Self.error(#"{"root": {}, "extra": 1}"#).problem == .unknownKey("extra"))
    }

    @Test("invalid JSON is refused as a whole")
    func invalidJSON() throws {
        do {
            _ = try Self.decode(#"{"root": {"style": }"#)
            Issue.record("expected an error")
        } catch let error as FlexCaseError {
            #expect(error.caseName == "input")
            guard case .invalidJSON(let syntaxError) = error.problem else {
                Issue.record("expected invalid JSON, got \(error.problem)")
                return
            }
            #expect(syntaxError.line == 1)
            #expect(syntaxError.problem == .unexpectedCharacter("}"))
        }
        catch {
            Issue.record("unexpected error \(error)")
        }
        #expect(throws: FlexCaseError.self) { try Self.decode("42") }
        #expect(throws: FlexCaseError.self) { try Self.decode("") }
    }

    @Test("a bad case does not stop the others")
    func badCaseInArray() throws {
        let results = try Self.decode("""
        [{"id": "good", "root": {"style": {"width": 5, "height": 5}}},
         {"id": "bad", "root": {"style": {"colour": "red"}}},
         {"id": "also good", "root": {}}]
        """)
        #expect(results.count == 3)
        #expect((try? results[0].get())?.id == "good")
        #expect((try? results[2].get())?.id == "also good")
        guard case .failure(let error) = results[1] else {
            Issue.record("expected the second case to fail")
            return
        }
        #expect(error.caseName == "bad")
    }

    @Test("cases decode inside another Decodable format")
    func decodableInsideAnotherFormat() throws {
        struct Batch: Decodable {
            var cases: [FlexCase]
        }
        let batch = try JSONDecoder().decode(Batch.self, from: Data(#"{"cases": [{"id": "x", "root": {"style": {"width": 7}}}]}"#.utf8))
        #expect(batch.cases.first?.id == "x")
        #expect(throws: FlexCaseError.self) {
            _ = try JSONDecoder().decode(Batch.self, from: Data(#"{"cases": [{"id": "y", "root": {"style": {"wide": 7}}}]}"#.utf8))
        }
    }

    @Test("the format is recognised from a case's keys")
    func formatRecognition() {
        #expect(FlexCase.isYogaFormat(keys: ["config", "root", "expected"]))
        #expect(!FlexCase.isYogaFormat(keys: ["setup", "expected"]))
    }

    @Test("the first difference names the node, the field and both values")
    func differences() {
        let expected = FlexCaseLayout(id: "root", left: 0, top: 0, width: 10, height: 10, children: [
            FlexCaseLayout(id: "child", left: 0, top: 0, width: 5, height: 5),
        ])
        var actual = expected
        actual.children[0].height = 5.01
        #expect(actual.firstDifference(from: expected, tolerance: 1e-3)?.description == "child.height: got 5.01, expected 5.0")
        #expect(actual.firstDifference(from: expected, tolerance: 0.1) == nil)
        actual.children.append(expected)
        #expect(actual.firstDifference(from: expected, tolerance: 0.1)?.field == "children")
    }

    @Test("the text measure wraps words like Yoga's test measure")
    func intrinsicText() {
        let measure = FlexCaseMeasure.intrinsicText("hello world").measureFunction(flexDirection: .column)
        #expect(measure(FlexMeasureInput(width: .nan, widthMode: .undefined, height: .nan, heightMode: .undefined)) == CGSize(width: 110, height: 10))
        #expect(measure(FlexMeasureInput(width: 60, widthMode: .atMost, height: .nan, heightMode: .undefined)) == CGSize(width: 60, height: 20))
        let table = FlexCaseMeasure.table(default: CGSize(width: 1, height: 2), entries: [
            .init(input: FlexMeasureInput(width: .nan, widthMode: .undefined, height: 30, heightMode: .atMost), output: CGSize(width: 7, height: 8)),
        ]).measureFunction(flexDirection: .column)
        #expect(table(FlexMeasureInput(width: .nan, widthMode: .undefined, height: 30, heightMode: .atMost)) == CGSize(width: 7, height: 8))
        #expect(table(FlexMeasureInput(width: .nan, widthMode: .undefined, height: 31, heightMode: .atMost)) == CGSize(width: 1, height: 2))
    }
}
