import Foundation

/// Escaping of user text (node ids, names, text lines, font families) for the three languages
/// the renderers write: XML/HTML markup, JSON inside an HTML `<script>` (encoded by `JSONEncoder`,
/// then made script-safe here), and CSS strings.
///
/// Ids and names come from user code and may hold anything, including `</script>`, quotes and
/// control characters; every output must stay well-formed whatever they hold.
enum MarkupEscaping {
    /// Appends `text` escaped for XML and HTML text and double- or single-quoted attribute values.
    ///
    /// `&`, `<`, `>`, `"` and `'` become entities; tab, line feed and carriage return become character
    /// references (attribute-value normalisation would turn them into spaces). Characters XML 1.0
    /// forbids (the other C0 controls, U+FFFE, U+FFFF) become U+FFFD, so the SVG stays parseable.
    static func appendXML(_ text: String, to output: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            // As character references, so attribute values keep them (XML turns raw ones into spaces).
            case "\t": output += "&#9;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    output += "\u{FFFD}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
    }

    /// `text` escaped for XML and HTML.
    static func xml(_ text: String) -> String {
        var output = ""
        appendXML(text, to: &output)
        return output
    }

    /// A JSON document (UTF-8, as `JSONEncoder` writes it) made safe inside an HTML `<script>`
    /// element: `<`, `>`, `&`, U+2028 and U+2029 become `\uXXXX` escapes, so no text can close the
    /// script element or open a comment. Those characters can only appear inside JSON strings,
    /// where the escapes mean the same characters, so the document reads back unchanged.
    ///
    /// - Complexity: O(n) in the document's length.
    static func scriptSafeJSON(_ json: Data) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.count + 64)
        var index = json.startIndex
        while index < json.endIndex {
            let byte = json[index]
            switch byte {
            case UInt8(ascii: "<"): bytes += Array("\\u003c".utf8)
            case UInt8(ascii: ">"): bytes += Array("\\u003e".utf8)
            case UInt8(ascii: "&"): bytes += Array("\\u0026".utf8)
            default:
                // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR end a line in old scripts.
                if byte == 0xE2, let separator = separator(in: json, at: index) {
                    bytes += Array("\\u\(String(separator, radix: 16))".utf8)
                    index += 2
                } else {
                    bytes.append(byte)
                }
            }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// U+2028 or U+2029 (the line and paragraph separators) when the UTF-8 `bytes` hold one at
    /// `index`, else nil: the three bytes E2 80 A8 or E2 80 A9, which the escapers write as
    /// escapes because they end a line for JavaScript and for readers of the text timeline.
    static func separator<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, at index: Int) -> UInt32? where Bytes.Index == Int {
        guard index + 2 < bytes.endIndex, bytes[index] == 0xE2, bytes[index + 1] == 0x80 else { return nil }
        switch bytes[index + 2] {
        case 0xA8: return 0x2028
        case 0xA9: return 0x2029
        default: return nil
        }
    }

    /// Appends `family` as a quoted CSS string (`'DejaVu Sans'`), escaping quotes, backslashes and
    /// line breaks the CSS way, for `font-family` in SVG attributes and HTML styles.
    static func appendCSSString(_ family: String, to output: inout String) {
        output += "'"
        for scalar in family.unicodeScalars {
            switch scalar {
            case "'": output += "\\'"
            case "\\": output += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    // A CSS escape is a backslash, hex digits and a terminating space.
                    output += "\\" + String(scalar.value, radix: 16) + " "
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "'"
    }
}
