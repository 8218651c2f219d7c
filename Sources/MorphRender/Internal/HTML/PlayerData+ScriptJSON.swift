import Foundation

extension PlayerData {
    /// Appends the data as JSON that is safe inside a `<script>` element: what `JSONEncoder`
    /// writes for the `Encodable` conformance (keys sorted, absent optionals left out, numbers in
    /// the compact form of their rounding), then ``MarkupEscaping/scriptSafeJSON(_:)`` — written
    /// directly, because `JSONEncoder`'s generic containers spent most of a page's time (a test
    /// parses both and compares them for every example). The JSON is assembled as UTF-8 bytes:
    /// it is most of a page, and appending bytes to an array costs a fraction of appending small
    /// strings to a string.
    ///
    /// - Complexity: O(E · F · P) for E elements, F frames and P properties.
    func appendScriptJSON(to output: inout [UInt8]) {
        output += "{\"autoplay\":".utf8
        output += (autoplay ? "true" : "false").utf8
        output += ",\"duration\":".utf8
        NumberFormatting.appendCompact(duration, decimals: 9, to: &output)
        output += ",\"elements\":[".utf8
        for (position, element) in elements.enumerated() {
            if position > 0 { output += ",".utf8 }
            element.appendScriptJSON(to: &output)
        }
        output += "],\"fps\":".utf8
        NumberFormatting.appendCompact(fps, decimals: 6, to: &output)
        output += ",\"propertyNames\":".utf8
        Self.appendArray(propertyNames, to: &output) { Self.appendString($0, to: &$1) }
        output += ",\"times\":".utf8
        Self.appendArray(times, to: &output) { NumberFormatting.appendCompact($0, decimals: 9, to: &$1) }
        output += "}".utf8
    }

    /// `[a,b,…]`, each element written by `appendElement`.
    static func appendArray<Element>(_ elements: [Element], to output: inout [UInt8], _ appendElement: (Element, inout [UInt8]) -> Void) {
        output += "[".utf8
        for (position, element) in elements.enumerated() {
            if position > 0 { output += ",".utf8 }
            appendElement(element, &output)
        }
        output += "]".utf8
    }

    /// `{"key":value,…}` in key order, each value written by `appendValue`.
    static func appendObject<Value>(_ dictionary: [String: Value], to output: inout [UInt8], _ appendValue: (Value, inout [UInt8]) -> Void) {
        output += "{".utf8
        for (position, key) in dictionary.keys.sorted().enumerated() {
            if position > 0 { output += ",".utf8 }
            appendString(key, to: &output)
            output += ":".utf8
            appendValue(dictionary[key]!, &output)
        }
        output += "}".utf8
    }

    /// A JSON string, with what `JSONEncoder` escapes (quotes, backslashes, control characters)
    /// and what ``MarkupEscaping/scriptSafeJSON(_:)`` escapes (`<`, `>`, `&`, U+2028, U+2029)
    /// written as escapes. A string of plain ASCII (most names and values) is copied whole.
    static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        let plain = text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
                && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "&")
        }
        if plain {
            output += text.utf8
        } else {
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": output += "\\\"".utf8
                case "\\": output += "\\\\".utf8
                case "\n": output += "\\n".utf8
                case "\r": output += "\\r".utf8
                case "\t": output += "\\t".utf8
                case "<": output += "\\u003c".utf8
                case ">": output += "\\u003e".utf8
                case "&": output += "\\u0026".utf8
                case "\u{2028}": output += "\\u2028".utf8
                case "\u{2029}": output += "\\u2029".utf8
                default:
                    if scalar.value < 0x20 {
                        output += "\\u00".utf8
                        output += (scalar.value < 0x10 ? "0" : "1").utf8
                        output += String(scalar.value & 0xF, radix: 16).utf8
                    } else {
                        output += UTF8.encode(scalar)!
                    }
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

extension PlayerData.Element {
    /// The element as ``PlayerData/appendScriptJSON(to:)`` writes it, keys sorted.
    func appendScriptJSON(to output: inout [UInt8]) {
        typealias Data = PlayerData
        output += "{".utf8
        if let border {
            output += "\"border\":".utf8
            Data.appendObject(border, to: &output) { $0.appendScriptJSON(to: &$1) }
            output += ",".utf8
        }
        if let discrete {
            output += "\"discrete\":".utf8
            Data.appendObject(discrete, to: &output) { $0.appendScriptJSON(to: &$1) }
            output += ",".utf8
        }
        output += "\"id\":".utf8
        Data.appendString(id, to: &output)
        if let imageVariant {
            output += ",\"imageVariant\":".utf8
            Data.appendArray(imageVariant, to: &output) { $1 += String($0).utf8 }
        }
        output += ",\"name\":".utf8
        Data.appendString(name, to: &output)
        if let node {
            output += ",\"node\":".utf8
            Data.appendObject(node, to: &output) { $0.appendScriptJSON(to: &$1) }
        }
        output += ",\"presence\":".utf8
        Data.appendArray(presence, to: &output) { run, output in
            Data.appendArray(run, to: &output) { $1 += String($0).utf8 }
        }
        output += ",\"properties\":".utf8
        Data.appendObject(properties, to: &output) { $0.appendScriptJSON(to: &$1) }
        if let textColor {
            output += ",\"textColor\":".utf8
            textColor.appendScriptJSON(to: &output)
        }
        if let textVariant {
            output += ",\"textVariant\":".utf8
            Data.appendArray(textVariant, to: &output) { $1 += String($0).utf8 }
        }
        output += "}".utf8
    }
}

extension PlayerData.PropertyTrack {
    /// `{"value":v}` or `{"samples":[…]}`.
    func appendScriptJSON(to output: inout [UInt8]) {
        switch self {
        case .constant(let value):
            output += "{\"value\":".utf8
            value.appendScriptJSON(to: &output)
        case .samples(let values):
            output += "{\"samples\":".utf8
            PlayerData.appendArray(values, to: &output) { $0.appendScriptJSON(to: &$1) }
        }
        output += "}".utf8
    }
}

extension PlayerSeries.Values {
    /// The values as a JSON array: numbers in the compact form of their rounding, or strings.
    func appendScriptJSON(to output: inout [UInt8]) {
        switch self {
        case .numbers(let numbers, let decimals, _):
            PlayerData.appendArray(numbers, to: &output) { NumberFormatting.appendCompact($0, decimals: decimals, to: &$1) }
        case .strings(let strings):
            PlayerData.appendArray(strings, to: &output) { PlayerData.appendString($0, to: &$1) }
        }
    }
}

extension PropertyValue {
    /// The value as its `Encodable` conformance writes it: a number (six decimals), arrays of
    /// numbers for points, sizes, rectangles, colours (four decimals) and transforms, a boolean,
    /// or a string.
    func appendScriptJSON(to output: inout [UInt8]) {
        func numbers(_ values: [Double], decimals: Int = 6) {
            PlayerData.appendArray(values, to: &output) { NumberFormatting.appendCompact($0, decimals: decimals, to: &$1) }
        }
        switch self {
        case .number(let number): NumberFormatting.appendCompact(number, decimals: 6, to: &output)
        case let .point(x, y): numbers([x, y])
        case let .size(width, height): numbers([width, height])
        case let .rect(x, y, width, height): numbers([x, y, width, height])
        case .color(let color): numbers([color.red, color.green, color.blue, color.alpha].map(Double.init), decimals: 4)
        case .transform(let transform): numbers(transform.entries.map(Double.init))
        case .flag(let flag): output += (flag ? "true" : "false").utf8
        case .other(let text): PlayerData.appendString(text, to: &output)
        }
    }
}
