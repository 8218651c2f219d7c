/// Escaping of user text (node ids, names, text lines, font families) for the three languages
/// the renderers write: XML/HTML markup, JSON inside an HTML `<script>`, and CSS strings.
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

    /// Appends `text` as a JSON string literal (with its quotes) that is also safe inside an HTML
    /// `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 are written as `\uXXXX`, so no text can
    /// close the script element or open a comment.
    static func appendJSONString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                appendUnicodeEscape(scalar.value, to: &output)
            default:
                if scalar.value < 0x20 {
                    appendUnicodeEscape(scalar.value, to: &output)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
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

    private static func appendUnicodeEscape(_ value: UInt32, to output: inout String) {
        let hex = String(value, radix: 16)
        output += "\\u"
        for _ in 0..<(4 - hex.utf8.count) { output += "0" }
        output += hex
    }
}
