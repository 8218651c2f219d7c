import Foundation

/// A strict JSON parser (RFC 8259) producing ``JSONValue``: UTF-8 is validated, keys must be
/// unique within an object, and the first problem in document order is reported with its line,
/// column and JSON path.
///
/// It reads bytes with an index and recurses once per nesting level, up to
/// ``JSONParsingLimits/maximumDepth``.
struct JSONParser {
    /// A step of the path to the value being read.
    private enum PathComponent {
        case key(String)
        case index(Int)
    }

    private let bytes: [UInt8]
    private var index = 0
    private var path: [PathComponent] = []

    /// Parses a whole document.
    ///
    /// - Complexity: O(n) in the size of the text.
    static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: [UInt8](data))
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index != parser.bytes.count {
            throw parser.failure(.trailingContent)
        }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Errors

    /// The error for `problem` at byte `offset` (the current position by default).
    private func failure(_ problem: JSONSyntaxError.Problem, at offset: Int? = nil) -> JSONSyntaxError {
        let end = min(offset ?? index, bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[..<end] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Continuation bytes belong to the scalar their lead byte started.
                column += 1
            }
        }
        return JSONSyntaxError(problem: problem, line: line, column: column, path: pathText)
    }

    /// The path as `$.key[2].other`; keys that are not plain identifiers are written `["…"]`.
    private var pathText: String {
        var text = "$"
        for component in path {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                if Self.isPlainIdentifier(key) {
                    text += ".\(key)"
                } else {
                    text += "[\(JSONValue.string(key).jsonText())]"
                }
            }
        }
        return text
    }

    private static func isPlainIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// The problem for a byte that cannot appear here: the character it starts, or invalid UTF-8.
    private func unexpectedByteProblem(at offset: Int) -> JSONSyntaxError.Problem {
        guard let length = Self.validSequenceLength(bytes, at: offset) else { return .invalidUTF8 }
        let scalarText = String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
        return .unexpectedCharacter(scalarText.first ?? "\u{FFFD}")
    }

    // MARK: Values

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw failure(.unexpectedEndOfInput) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure(unexpectedByteProblem(at: index))
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let count = literal.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for offset in 0..<count {
            guard index + offset < bytes.count else { throw failure(.unexpectedEndOfInput, at: bytes.count) }
            guard bytes[index + offset] == expected[offset] else { throw failure(.invalidLiteral) }
        }
        index += count
    }

    private mutating func enterContainer(depth: Int) throws(JSONSyntaxError) {
        guard depth <= JSONParsingLimits.maximumDepth else {
            throw failure(.nestingTooDeep(limit: JSONParsingLimits.maximumDepth))
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try enterContainer(depth: depth)
        index += 1
        var members: [JSONObject.Element] = []
        // Small objects check keys by a linear scan; larger ones by a set, so reading stays linear.
        var keys: Set<String>?
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(JSONObject(uniqueMembers: members))
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw failure(.unexpectedEndOfInput) }
            guard bytes[index] == UInt8(ascii: "\"") else { throw failure(.expectedKey) }
            let keyOffset = index
            let key = try parseString()
            if members.count < 16 {
                if members.contains(where: { $0.key == key }) { throw failure(.duplicateKey(key), at: keyOffset) }
            } else {
                if keys == nil { keys = Set(members.map(\.key)) }
                if !keys!.insert(key).inserted { throw failure(.duplicateKey(key), at: keyOffset) }
            }
            skipWhitespace()
            guard index < bytes.count else { throw failure(.unexpectedEndOfInput) }
            guard bytes[index] == UInt8(ascii: ":") else { throw failure(.expectedColon) }
            index += 1
            skipWhitespace()
            path.append(.key(key))
            let value = try parseValue(depth: depth)
            path.removeLast()
            members.append((key, value))
            skipWhitespace()
            guard index < bytes.count else { throw failure(.unexpectedEndOfInput) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(JSONObject(uniqueMembers: members)) }
            throw failure(.expectedCommaOrClosingBrace)
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try enterContainer(depth: depth)
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        path.append(.index(0))
        while true {
            skipWhitespace()
            path[path.count - 1] = .index(elements.count)
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw failure(.unexpectedEndOfInput) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                path.removeLast()
                return .array(elements)
            }
            throw failure(.expectedCommaOrClosingBracket)
        }
    }

    // MARK: Strings

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        let start = index
        // Fast path: no escapes; multi-byte sequences are validated as they are skipped.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw failure(.controlCharacterInString) }
            if byte < 0x80 {
                index += 1
            } else {
                guard let length = Self.validSequenceLength(bytes, at: index) else { throw failure(.invalidUTF8) }
                index += length
            }
        }
        guard index < bytes.count else { throw failure(.unexpectedEndOfInput) }
        if bytes[index] == UInt8(ascii: "\"") {
            defer { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        var utf8 = [UInt8](bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte < 0x20 { throw failure(.controlCharacterInString) }
            if byte >= 0x80 {
                guard let length = Self.validSequenceLength(bytes, at: index) else { throw failure(.invalidUTF8) }
                utf8.append(contentsOf: bytes[index..<(index + length)])
                index += length
                continue
            }
            if byte != UInt8(ascii: "\\") {
                utf8.append(byte)
                index += 1
                continue
            }
            try parseEscape(into: &utf8)
        }
        throw failure(.unexpectedEndOfInput)
    }

    /// Reads the escape at the backslash under the index, appending its UTF-8.
    private mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeOffset = index
        index += 1
        guard index < bytes.count else { throw failure(.unexpectedEndOfInput) }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): utf8.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): utf8.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): utf8.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var code = try parseHex4()
            if (0xDC00...0xDFFF).contains(code) {
                throw failure(.unpairedSurrogate, at: escapeOffset)
            }
            if (0xD800...0xDBFF).contains(code) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw failure(.unpairedSurrogate, at: escapeOffset)
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw failure(.unpairedSurrogate, at: escapeOffset) }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw failure(.invalidUnicodeEscape, at: escapeOffset) }
            utf8.append(contentsOf: UTF8.encode(scalar)!)
        default:
            throw failure(.invalidEscape, at: escapeOffset)
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw failure(.unexpectedEndOfInput) }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure(.invalidUnicodeEscape)
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence at `offset` (RFC 3629: no overlong forms, no
    /// surrogates, nothing above U+10FFFF), or nil.
    static func validSequenceLength(_ bytes: [UInt8], at offset: Int) -> Int? {
        let lead = bytes[offset]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard offset + length <= bytes.count, secondRange.contains(bytes[offset + 1]) else { return nil }
        for continuation in (offset + 2)..<(offset + length) where bytes[continuation] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            let begin = parser.index
            while parser.index < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) {
                parser.index += 1
            }
            return parser.index - begin
        }
        let integerStart = index
        let integerDigits = digits(&self)
        // JSON's integer part is 0 or starts with 1-9.
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
            throw failure(.invalidNumber, at: start)
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw failure(.invalidNumber, at: start) }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard digits(&self) > 0 else { throw failure(.invalidNumber, at: start) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw failure(.invalidNumber, at: start) }
        guard value.isFinite else { throw failure(.numberOutOfRange, at: start) }
        return value
    }
}
