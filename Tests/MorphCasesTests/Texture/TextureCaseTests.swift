import Foundation
@testable import MorphCases
import MorphTestSupport
import Testing

@Suite("Texture cases API")
struct TextureCaseTests {
    static let minimal = """
    {"setup": {"sizeRange": {"min": [0, 0], "max": [300, "inf"]},
      "spec": {"type": "stack", "direction": "vertical", "spacing": 10, "alignItems": "start", "children": [
        {"type": "node", "id": "a", "color": "red", "style": {"width": {"points": 50}, "height": "20pt"}},
        {"type": "node", "id": "b", "intrinsic": [30, 15]}]}}}
    """

    static func decode(_ text: String) throws -> TextureCase {
        try TextureCase(json: JSONValue(parsing: Data(text.utf8)), fallbackName: "test")
    }

    /// The error reading `text` gives.
    static func error(reading text: String) throws -> TextureCaseError? {
        let json = try JSONValue(parsing: Data(text.utf8))
        do throws(TextureCaseError) {
            _ = try TextureCase(json: json, fallbackName: "test")
            return nil
        } catch {
            return error
        }
    }

    @Test("a minimal case decodes with defaults and lays out")
    func minimalCase() throws {
        let textureCase = try Self.decode(Self.minimal)
        #expect(textureCase.name == "test")
        #expect(textureCase.screenScale == 2)
        #expect(textureCase.expected == nil)
        #expect(textureCase.spec.nodes.map(\.id) == ["a", "b"])
        #expect(textureCase.spec.nodes.first?.color == "red")
        let result = try textureCase.layout()
        #expect(result.size == CGSize(width: 50, height: 45))
        #expect(result.frames == [
            .init(id: "a", frame: rect(0, 0, 50, 20)),
            .init(id: "b", frame: rect(0, 30, 30, 15)),
        ])
        #expect(result.jsonText() == #"{"size": [50, 45], "frames": [{"id": "a", "frame": [0, 0, 50, 20]}, {"id": "b", "frame": [0, 30, 30, 15]}]}"#)
        #expect(try textureCase.verify() == nil)
    }

    @Test("a result written as JSON reads back as the case's expectation")
    func resultRoundTrip() throws {
        let result = try Self.decode(Self.minimal).layout()
        let withExpectation = Self.minimal.dropLast() + #", "expected": \#(result.jsonText(includingMeasuredRanges: true))}"#
        let textureCase = try Self.decode(String(withExpectation))
        #expect(textureCase.expected?.frames == result.frames)
        #expect(textureCase.expected?.measuredRanges?["b"]?.count == 1)
        #expect(try textureCase.verify() == nil)
    }

    @Test("a wrong expectation is reported with the node and both frames")
    func differenceReporting() throws {
        let wrong = Self.minimal.dropLast()
            + #", "expected": {"size": [50, 45], "frames": [{"id": "a", "frame": [0, 0, 50, 20]}, {"id": "b", "frame": [0, 31, 30, 15]}]}}"#
        let outcome = try #require(try Self.decode(String(wrong)).verify())
        #expect(outcome.screenScale == 2)
        #expect(outcome.difference == .frame(id: "b", expected: rect(0, 31, 30, 15), actual: rect(0, 30, 30, 15)))
        #expect(outcome.difference.description == #""b": expected frame [0, 31, 30, 15], got [0, 30, 30, 15]"#)
    }

    @Test("an unknown spec type names the case and the path")
    func unknownSpecType() throws {
        let text = Self.minimal.replacingOccurrences(of: #"{"type": "node", "id": "b""#, with: #"{"type": "grid", "id": "b""#)
        let error = try #require(try Self.error(reading: text))
        #expect(error.caseName == "test")
        #expect(error.path == "$.setup.spec.children[1].type")
        #expect(error.problem == .unknownSpecType("grid"))
        #expect(error.description.hasPrefix(#"case "test", $.setup.spec.children[1].type: unknown spec type "grid""#))
    }

    @Test("an unknown style key is an error at its path")
    func unknownStyleKey() throws {
        let text = Self.minimal.replacingOccurrences(of: #""width": {"points": 50}"#, with: #""widht": {"points": 50}"#)
        let error = try #require(try Self.error(reading: text))
        #expect(error.path == "$.setup.spec.children[0].style.widht")
        #expect(error.problem == .unknownKey("widht"))
    }

    @Test("a value of the wrong type is an error saying what was expected")
    func wrongValueType() throws {
        let text = Self.minimal.replacingOccurrences(of: #""spacing": 10"#, with: #""spacing": "10""#)
        let error = try #require(try Self.error(reading: text))
        #expect(error.path == "$.setup.spec.spacing")
        guard case .wrongType(_, let found) = error.problem else { Issue.record("\(error)"); return }
        #expect(found == "string")
    }

    @Test("a missing field is an error at the field's path")
    func missingField() throws {
        let noID = try #require(try Self.error(reading: Self.minimal.replacingOccurrences(of: #""id": "b", "#, with: "")))
        #expect(noID.path == "$.setup.spec.children[1].id")
        #expect(noID.problem == .missingField)
        let noSpec = try #require(try Self.error(reading: #"{"name": "bare", "setup": {"sizeRange": {"min": [0, 0], "max": [1, 1]}}}"#))
        #expect(noSpec.caseName == "bare")
        #expect(noSpec.path == "$.setup.spec")
        let noRange = try #require(try Self.error(reading: #"{"setup": {"spec": {"type": "spacer"}}}"#))
        #expect(noRange.path == "$.setup.sizeRange")
    }

    @Test("invalid values are errors at their paths", arguments: [
        (#""direction": "vertical""#, #""direction": "diagonal""#, "$.setup.spec.direction"),
        (#""height": "20pt""#, #""height": "-20pt""#, "$.setup.spec.children[0].style.height"),
        (#""height": "20pt""#, #""height": {"fraction": 2}"#, "$.setup.spec.children[0].style.height"),
        (#""max": [300, "inf"]"#, #""max": [300, -1]"#, "$.setup.sizeRange"),
        (#""min": [0, 0]"#, #""min": [400, 0]"#, "$.setup.sizeRange"),
        (#""intrinsic": [30, 15]"#, #""intrinsic": [30, "inf"]"#, "$.setup.spec.children[1].intrinsic"),
        (#""id": "b""#, #""id": "a""#, "$.setup.spec.children[1].id"),
    ])
    func invalidValues(original: String, replacement: String, path: String) throws {
        let text = Self.minimal.replacingOccurrences(of: original, with: replacement)
        #expect(text != Self.minimal)
        let error = try #require(try Self.error(reading: text))
        #expect(error.path == path, "\(error)")
    }

    @Test("a ratio that is not positive, and an inset of minus infinity, are rejected when read")
    func invalidSpecValues() throws {
        let ratio = #"{"setup": {"sizeRange": {"min": [0, 0], "max": [1, 1]}, "spec": {"type": "ratio", "ratio": 0, "child": {"type": "spacer"}}}}"#
        #expect(try Self.error(reading: ratio)?.path == "$.setup.spec.ratio")
        let inset = #"{"setup": {"sizeRange": {"min": [0, 0], "max": [1, 1]}, "spec": {"type": "inset", "insets": {"top": "-inf", "left": 0, "bottom": 0, "right": 0}, "child": {"type": "spacer"}}}}"#
        #expect(try Self.error(reading: inset)?.path == "$.setup.spec.insets.top")
    }

    @Test("a case that cannot be laid out reports the layout error")
    func layoutFailure() throws {
        let huge = #"{"name": "huge", "setup": {"sizeRange": {"min": [0, "CGFLOAT_MAX"], "max": [0, "CGFLOAT_MAX"]}, "spec": {"type": "spacer"}}}"#
        let textureCase = try Self.decode(huge)
        #expect {
            try textureCase.layout()
        } throws: { error in
            guard let error = error as? TextureCaseError, case .layout(.invalidLayoutSize) = error.problem else { return false }
            return error.caseName == "huge" && error.path == "$.setup.spec"
        }
    }

    @Test("a file of several cases reads each on its own; text that is not JSON is one failure")
    func severalCases() throws {
        let bad = Self.minimal.replacingOccurrences(of: #""spacing": 10"#, with: #""spacing": true"#)
        let results = TextureCase.cases(in: Data("[\(Self.minimal), \(bad), \(Self.minimal)]".utf8))
        #expect(results.count == 3)
        #expect((try? results[0].get()) != nil)
        #expect((try? results[2].get()) != nil)
        guard case .failure(let error) = results[1] else { Issue.record("the bad case was read"); return }
        #expect(error.caseName == "case #1")
        let garbage = TextureCase.cases(in: Data("{not json".utf8), name: "stdin")
        guard case .failure(let parseError)? = garbage.first else { Issue.record("garbage was read"); return }
        #expect(parseError.caseName == "stdin" && parseError.path == "$")
        guard case .invalidJSON = parseError.problem else { Issue.record("\(parseError)"); return }
    }

    @Test("cases of this format are recognised by setup.spec")
    func recognition() throws {
        #expect(TextureCase.isTextureCase(try JSONValue(parsing: Data(Self.minimal.utf8))))
        #expect(!TextureCase.isTextureCase(try JSONValue(parsing: Data(#"{"root": {}, "availableWidth": 100}"#.utf8))))
    }

    @Test("every spec type of the format decodes and builds its spec")
    func everySpecType() throws {
        let spec = """
        {"type": "wrapper", "children": [
          {"type": "spacer"},
          {"type": "inset", "insets": {"top": 1, "left": "inf", "bottom": 1, "right": 1}, "child": {"type": "node", "id": "i"}},
          {"type": "overlay", "child": {"type": "node", "id": "o1"}, "overlay": {"type": "node", "id": "o2"}},
          {"type": "background", "child": {"type": "node", "id": "b1"}, "background": {"type": "node", "id": "b2"}},
          {"type": "center", "centeringOptions": ["X"], "sizingOption": ["minimumHeight"], "child": {"type": "node", "id": "c"}},
          {"type": "relative", "horizontalPosition": "end", "verticalPosition": "start", "sizingOption": [], "child": {"type": "node", "id": "r"}},
          {"type": "ratio", "ratio": 0.5, "child": {"type": "node", "id": "q"}},
          {"type": "absolute", "sizing": "sizeToFit", "children": [{"type": "node", "id": "p", "style": {"layoutPosition": [1, 2]}}]},
          {"type": "corner", "location": "bottomRight", "offset": [1, 1], "wrapsCorner": true, "child": {"type": "node", "id": "k1"}, "corner": {"type": "node", "id": "k2"}},
          {"type": "stack", "direction": "horizontal", "horizontalAlignment": "middle", "verticalAlignment": "bottom",
           "children": [{"type": "node", "id": "s", "style": {"flexGrow": 1, "flexShrink": 0.5, "flexBasis": "50%", "alignSelf": "center",
             "spacingBefore": -1, "spacingAfter": 2, "ascender": 3, "descender": -4, "minWidth": "auto", "maxWidth": {"points": 9},
             "minHeight": {"fraction": 0.1}, "maxHeight": "90%"}}]}
        ]}
        """
        let text = #"{"setup": {"sizeRange": {"min": [0, 0], "max": [100, 100]}, "spec": \#(spec)}}"#
        let textureCase = try Self.decode(text)
        #expect(textureCase.spec.nodes.count == 12)
        var nodes: [String: LayoutBox] = [:]
        let element = textureCase.spec.makeElement(nodes: &nodes)
        #expect(nodes.count == 12)
        #expect(nodes["s"]?.style.maxHeight == .fraction(0.9))
        #expect(element is WrapperLayoutSpec)
        let result = try textureCase.layout()
        #expect(result.frames.count == 12)
    }
}

/// A rectangle from its four numbers.
private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
