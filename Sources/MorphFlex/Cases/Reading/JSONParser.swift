import Foundation

/// A strict JSON parser (RFC 8259) producing ``JSONValue``, reporting errors by byte offset.
struct JSONParser {
    struct Failure: Error {
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0

    /// Parses a whole document.
    static func parse(_ data: Data) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: [UInt8](data))
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index != parser.bytes.count {
            throw parser.failure("unexpected content after the JSON value")
        }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func failure(_ message: String) -> Failure {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return Failure(message: "\(message) at line \(line), column \(column)")
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
        guard depth < 512 else { throw failure("nesting deeper than 512 levels") }
        guard index < bytes.count else { throw failure("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure("unexpected character '\(Character(UnicodeScalar(bytes[index])))'")
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(Failure) {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw failure("unexpected end of input") }
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for offset in 0..<count where bytes[index + offset] != expected[offset] {
            throw failure("invalid literal")
        }
        index += count
    }

    private mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a string key") }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':'") }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append((key, value))
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of input in an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw failure("expected ',' or '}'")
        }
    }

    private mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of input in an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw failure("expected ',' or ']'")
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count && bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "\\") {
            if bytes[index] < 0x20 { throw failure("control character in a string") }
            index += 1
        }
        guard index < bytes.count else { throw failure("unterminated string") }
        if bytes[index] == UInt8(ascii: "\"") {
            defer { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        var scalars = [UInt8](bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            }
            if byte < 0x20 { throw failure("control character in a string") }
            if byte != UInt8(ascii: "\\") {
                scalars.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { throw failure("unterminated escape") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): scalars.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): scalars.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "u"):
                var code = try parseHex4()
                if (0xD800...0xDBFF).contains(code) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw failure("unpaired surrogate")
                    }
                    index += 2
                    let low = try parseHex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw failure("unpaired surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw failure("invalid unicode escape") }
                scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                throw failure("invalid escape")
            }
        }
        throw failure("unterminated string")
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("short unicode escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("invalid hex digit")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(Failure) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            let begin = parser.index
            while parser.index < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) {
                parser.index += 1
            }
            return parser.index - begin
        }
        guard digits(&self) > 0 else { throw failure("invalid number") }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw failure("invalid number") }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard digits(&self) > 0 else { throw failure("invalid number") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw failure("invalid number") }
        return value
    }
}
