import Foundation

extension JSONValue {
    /// The value as JSON text, members in their order: on one line with a space after each `,`
    /// and `:` (`{"size": [50, 20], "frames": []}`, as the fixture files are written), or
    /// indented by two spaces per level.
    ///
    /// Whole numbers below 10¹⁵ in magnitude are written without a fraction (`50`, not `50.0`),
    /// others in Swift's shortest form that reads back to the same `Double` (`0.1`, `1e+20`).
    /// A non-finite number, which JSON cannot hold, is written `null`. Strings escape `"`, `\`
    /// and the control characters; everything else is written as is (UTF-8).
    ///
    /// This is the one writer of the case formats (`morph layout`'s output, the results'
    /// `jsonText()`), kept instead of `JSONEncoder` because the formats give their keys an order
    /// (`id`, `left`, `top`, `width`, `height`, `children`), which `JSONEncoder` does not keep.
    ///
    /// - Complexity: O(n) in the size of the value.
    public func jsonText(prettyPrinted: Bool = false) -> String {
        var text = ""
        write(to: &text, indent: prettyPrinted ? 0 : nil)
        return text
    }

    private func write(to text: inout String, indent: Int?) {
        switch self {
        case .null:
            text += "null"
        case .bool(let flag):
            text += flag ? "true" : "false"
        case .number(let number):
            Self.writeNumber(number, to: &text)
        case .string(let string):
            Self.writeString(string, to: &text)
        case .array(let elements):
            writeContainer(open: "[", close: "]", count: elements.count, indent: indent, to: &text) { index, text, inner in
                elements[index].write(to: &text, indent: inner)
            }
        case .object(let object):
            writeContainer(open: "{", close: "}", count: object.count, indent: indent, to: &text) { index, text, inner in
                Self.writeString(object[index].key, to: &text)
                text += ": "
                object[index].value.write(to: &text, indent: inner)
            }
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, indent: Int?, to text: inout String,
        element: (Int, inout String, Int?) -> Void
    ) {
        text += open
        guard count > 0 else {
            text += close
            return
        }
        let inner = indent.map { $0 + 2 }
        for index in 0..<count {
            if index > 0 { text += indent == nil ? ", " : "," }
            if let inner { text += "\n" + String(repeating: " ", count: inner) }
            element(index, &text, inner)
        }
        if let indent { text += "\n" + String(repeating: " ", count: indent) }
        text += close
    }

    static func writeNumber(_ number: Double, to text: inout String) {
        if !number.isFinite {
            text += "null"
        } else if number == number.rounded(), abs(number) < 1e15 {
            text += String(Int64(number))
        } else {
            text += "\(number)"
        }
    }

    static func writeString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}
