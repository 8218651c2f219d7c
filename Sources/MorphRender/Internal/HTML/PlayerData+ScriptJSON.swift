import Foundation

extension PlayerData {
    /// Appends the data as JSON that is safe inside a `<script>` element: what `JSONEncoder`
    /// writes for the `Encodable` conformance (keys sorted, absent optionals left out, numbers in
    /// the compact form of their rounding), then ``MarkupEscaping/scriptSafeJSON(_:)`` — written
    /// directly, because `JSONEncoder`'s generic containers spent most of a page's time (a test
    /// parses both and compares them for every example).
    ///
    /// - Complexity: O(E · F · P) for E elements, F frames and P properties.
    func appendScriptJSON(to output: inout String) {
        output += "{\"autoplay\":"
        output += autoplay ? "true" : "false"
        output += ",\"duration\":"
        NumberFormatting.appendCompact(duration, decimals: 9, to: &output)
        output += ",\"elements\":["
        for (position, element) in elements.enumerated() {
            if position > 0 { output += "," }
            element.appendScriptJSON(to: &output)
        }
        output += "],\"fps\":"
        NumberFormatting.appendCompact(fps, decimals: 6, to: &output)
        output += ",\"propertyNames\":"
        Self.appendArray(propertyNames, to: &output) { Self.appendString($0, to: &$1) }
        output += ",\"times\":"
        Self.appendArray(times, to: &output) { NumberFormatting.appendCompact($0, decimals: 9, to: &$1) }
        output += "}"
    }

    /// `[a,b,…]`, each element written by `appendElement`.
    static func appendArray<Element>(_ elements: [Element], to output: inout String, _ appendElement: (Element, inout String) -> Void) {
        output += "["
        for (position, element) in elements.enumerated() {
            if position > 0 { output += "," }
            appendElement(element, &output)
        }
        output += "]"
    }

    /// `{"key":value,…}` in key order, each value written by `appendValue`.
    static func appendObject<Value>(_ dictionary: [String: Value], to output: inout String, _ appendValue: (Value, inout String) -> Void) {
        output += "{"
        for (position, key) in dictionary.keys.sorted().enumerated() {
            if position > 0 { output += "," }
            appendString(key, to: &output)
            output += ":"
            appendValue(dictionary[key]!, &output)
        }
        output += "}"
    }

    /// A JSON string, with what `JSONEncoder` escapes (quotes, backslashes, control characters)
    /// and what ``MarkupEscaping/scriptSafeJSON(_:)`` escapes (`<`, `>`, `&`, U+2028, U+2029)
    /// written as escapes.
    static func appendString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<": output += "\\u003c"
            case ">": output += "\\u003e"
            case "&": output += "\\u0026"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    output += "\\u00"
                    output += scalar.value < 0x10 ? "0" : "1"
                    output += String(scalar.value & 0xF, radix: 16)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}

extension PlayerData.Element {
    /// The element as ``PlayerData/appendScriptJSON(to:)`` writes it, keys sorted.
    func appendScriptJSON(to output: inout String) {
        typealias Data = PlayerData
        output += "{"
        if let border {
            output += "\"border\":"
            Data.appendObject(border, to: &output) { $0.appendScriptJSON(to: &$1) }
            output += ","
        }
        if let discrete {
            output += "\"discrete\":"
            Data.appendObject(discrete, to: &output) { $0.appendScriptJSON(to: &$1) }
            output += ","
        }
        output += "\"id\":"
        Data.appendString(id, to: &output)
        if let imageVariant {
            output += ",\"imageVariant\":"
            Data.appendArray(imageVariant, to: &output) { $1 += String($0) }
        }
        output += ",\"name\":"
        Data.appendString(name, to: &output)
        if let node {
            output += ",\"node\":"
            Data.appendObject(node, to: &output) { $0.appendScriptJSON(to: &$1) }
        }
        output += ",\"presence\":"
        Data.appendArray(presence, to: &output) { run, output in
            Data.appendArray(run, to: &output) { $1 += String($0) }
        }
        output += ",\"properties\":"
        Data.appendObject(properties, to: &output) { $0.appendScriptJSON(to: &$1) }
        if let textColor {
            output += ",\"textColor\":"
            textColor.appendScriptJSON(to: &output)
        }
        if let textVariant {
            output += ",\"textVariant\":"
            Data.appendArray(textVariant, to: &output) { $1 += String($0) }
        }
        output += "}"
    }
}

extension PlayerData.PropertyTrack {
    /// `{"value":v}` or `{"samples":[…]}`.
    func appendScriptJSON(to output: inout String) {
        switch self {
        case .constant(let value):
            output += "{\"value\":"
            value.appendScriptJSON(to: &output)
        case .samples(let values):
            output += "{\"samples\":"
            PlayerData.appendArray(values, to: &output) { $0.appendScriptJSON(to: &$1) }
        }
        output += "}"
    }
}

extension PlayerSeries.Values {
    /// The values as a JSON array: numbers in the compact form of their rounding, or strings.
    func appendScriptJSON(to output: inout String) {
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
    func appendScriptJSON(to output: inout String) {
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
        case .flag(let flag): output += flag ? "true" : "false"
        case .other(let text): PlayerData.appendString(text, to: &output)
        }
    }
}
