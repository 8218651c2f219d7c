import Foundation
import MorphCases
import Testing

@Suite("Reading JSON")
struct JSONParsingTests {
    /// The error of parsing `bytes`, or nil when they parse.
    static func error(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try JSONValue(parsing: Data(bytes))
            return nil
        } catch {
            return error
        }
    }

    static func error(_ text: String) -> JSONSyntaxError? {
        error(Array(text.utf8))
    }

    @Test("a document is read with its members in document order")
    func documentOrder() throws {
        let value = try JSONValue(parsing: #"{"z": 1, "a": [true, null, "x"], "m": {"b": -0.5, "a": 1e3}}"#)
        guard case .object(let object) = value else {
            Issue.record("not an object: \(value)")
            return
        }
        #expect(object.keys == ["z", "a", "m"])
        #expect(object["a"] == .array([.bool(true), .null, .string("x")]))
        guard case .object(let inner)? = object["m"] else {
            Issue.record("m is not an object")
            return
        }
        #expect(inner.keys == ["b", "a"])
        #expect(inner["a"] == .number(1000))
    }

    @Test("a duplicate key is an error at the second key, with the object's path")
    func duplicateKey() throws {
        let error = try #require(Self.error("{\"root\": {\"style\": {\n  \"width\": 10,\n  \"width\": 20}}}"))
        #expect(error.problem == .duplicateKey("width"))
        #expect(error.line == 3)
        #expect(error.column == 3)
        #expect(error.path == "$.root.style")
        #expect(error.description == #"duplicate key "width" at line 3, column 3, in $.root.style"#)
    }

    @Test("a duplicate key is found in large objects too, and at the top level")
    func duplicateKeyInLargeObject() throws {
        let members = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k7\": 0"]
        let error = try #require(Self.error("[{" + members.joined(separator: ", ") + "}]"))
        #expect(error.problem == .duplicateKey("k7"))
        #expect(error.path == "$[0]")
        #expect(Self.error(#"{"a": 1, "a": 1}"#)?.path == "$")
        // The same key in sibling objects is fine.
        #expect(Self.error(#"[{"a": 1}, {"a": 2}, {"b": {"a": 3}}]"#) == nil)
    }

    @Test("invalid UTF-8 is refused where it starts, inside strings and out")
    func invalidUTF8() throws {
        let cases: [(bytes: [UInt8], column: Int)] = [
            (Array(#"{"id": ""#.utf8) + [0xFF] + Array(#""}"#.utf8), 9),         // not a lead byte
            (Array(#"["a"#.utf8) + [0x80] + Array(#""]"#.utf8), 4),              // a stray continuation byte
            (Array(#"["é"#.utf8) + [0xC3] + Array(#""]"#.utf8), 4),              // truncated before the quote
            (Array(#"[""#.utf8) + [0xC0, 0xAF] + Array(#""]"#.utf8), 3),         // overlong "/"
            (Array(#"[""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""]"#.utf8), 3),   // an encoded surrogate
            (Array(#"[""#.utf8) + [0xF4, 0x90, 0x80, 0x80] + Array(#""]"#.utf8), 3), // above U+10FFFF
            ([0x5B, 0xFE, 0x5D], 2),                                               // outside a string
        ]
        for (bytes, column) in cases {
            let error = try #require(Self.error(bytes), "\(bytes) was accepted")
            #expect(error.problem == .invalidUTF8, "\(bytes)")
            #expect(error.line == 1 && error.column == column, "\(bytes): \(error)")
        }
        // Well-formed multi-byte text is kept exactly, and columns count scalars.
        #expect(try JSONValue(parsing: #"["é€😀"]"#) == .array([.string("é€😀")]))
        #expect(Self.error(#"["é€😀" x]"#)?.column == 8)
    }

    @Test("text that is not JSON is an error naming the problem, the line and the column")
    func syntaxErrors() {
        let cases: [(text: String, problem: JSONSyntaxError.Problem, line: Int, column: Int)] = [
            ("", .unexpectedEndOfInput, 1, 1),
            ("[1, ", .unexpectedEndOfInput, 1, 5),
            ("{\"a\" 1}", .expectedColon, 1, 6),
            ("{1: 2}", .expectedKey, 1, 2),
            ("{\"a\": 1 \"b\": 2}", .expectedCommaOrClosingBrace, 1, 9),
            ("[1 2]", .expectedCommaOrClosingBracket, 1, 4),
            ("[tru]", .invalidLiteral, 1, 2),
            ("[01]", .invalidNumber, 1, 2),
            ("[1.]", .invalidNumber, 1, 2),
            ("[-]", .invalidNumber, 1, 2),
            ("[1e400]", .numberOutOfRange, 1, 2),
            ("[\"\\x\"]", .invalidEscape, 1, 3),
            ("[\"\\u12G4\"]", .invalidUnicodeEscape, 1, 7),
            ("[\"\\uD800\"]", .unpairedSurrogate, 1, 3),
            ("[\"\\uDC00\"]", .unpairedSurrogate, 1, 3),
            ("[\"a\nb\"]", .controlCharacterInString, 1, 4),
            ("{} {}", .trailingContent, 1, 4),
            ("[\n  @]", .unexpectedCharacter("@"), 2, 3),
        ]
        for (text, problem, line, column) in cases {
            let error = Self.error(text)
            #expect(error?.problem == problem, "\(text.debugDescription): \(String(describing: error))")
            #expect(error?.line == line && error?.column == column, "\(text.debugDescription): \(String(describing: error))")
        }
    }

    @Test("escapes, surrogate pairs and the number grammar are read as RFC 8259 says")
    func validText() throws {
        #expect(try JSONValue(parsing: #"["\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"]"#) == .array([.string("\"\\/\u{8}\u{C}\n\r\té😀")]))
        #expect(try JSONValue(parsing: "[0, -0, 0.5, -1.25e-3, 1E+2, 10000000000000000000]")
            == .array([.number(0), .number(-0.0), .number(0.5), .number(-0.00125), .number(100), .number(1e19)]))
        #expect(try JSONValue(parsing: " \t\r\n{} \n") == .object([:]))
    }

    @Test("nesting is refused past the documented limit, not by a crash")
    func nesting() throws {
        let limit = JSONParsingLimits.maximumDepth
        #expect(Self.error(String(repeating: "[", count: limit) + String(repeating: "]", count: limit)) == nil)
        let error = try #require(Self.error(String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)))
        #expect(error.problem == .nestingTooDeep(limit: limit))
        #expect(Self.error(String(repeating: "[", count: 100_000))?.problem == .nestingTooDeep(limit: limit))
    }

    @Test("the path names keys that are not identifiers in brackets")
    func pathSpelling() throws {
        let error = try #require(Self.error(#"{"a b": [{"ok": [1, }]}"#))
        #expect(error.path == #"$["a b"][0].ok[1]"#)
    }
}

@Suite("Case readers and bad JSON")
struct CaseReaderJSONTests {
    static let duplicate = "[{\"root\": {\"style\": {\"width\": 1, \"width\": 2}}}]"

    @Test("every case reader refuses a duplicate key as invalid JSON, with its line, column and path")
    func duplicateKeys() throws {
        let entries = LayoutCase.entries(in: Data(Self.duplicate.utf8), inputName: "cases.json")
        guard entries.count == 1, case .invalid(let error) = entries[0], case .invalidJSON(let syntax) = error.problem else {
            Issue.record("expected one invalid-JSON entry, got \(entries)")
            return
        }
        #expect(syntax == JSONSyntaxError(problem: .duplicateKey("width"), line: 1, column: 34, path: "$[0].root.style"))
        #expect(error.description == #"case "cases.json", $: invalid JSON (duplicate key "width" at line 1, column 34, in $[0].root.style)"#)

        #expect(throws: FlexCaseError(caseName: "input", path: "", problem: .invalidJSON(syntax))) {
            try FlexCase.decodeCases(from: Data(Self.duplicate.utf8))
        }
        let texture = TextureCase.cases(in: Data(Self.duplicate.utf8))
        guard texture.count == 1, case .failure(let textureError) = texture[0] else {
            Issue.record("expected one failure, got \(texture)")
            return
        }
        #expect(textureError.problem == .invalidJSON(syntax))
    }

    @Test("every case reader refuses invalid UTF-8 instead of replacing it")
    func invalidUTF8() {
        let bytes = Array(#"{"id": "a"#.utf8) + [0xFF] + Array(#"", "root": {}}"#.utf8)
        let entries = LayoutCase.entries(in: Data(bytes))
        guard entries.count == 1, case .invalid(let error) = entries[0], case .invalidJSON(let syntax) = error.problem else {
            Issue.record("expected one invalid-JSON entry, got \(entries)")
            return
        }
        #expect(syntax.problem == .invalidUTF8)
        #expect(syntax.path == "$.id")
        #expect(syntax.column == 10)
    }
}
