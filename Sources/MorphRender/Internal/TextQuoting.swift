/// Quoting for the text timeline: names and strings stay on one line, whatever they hold.
enum TextQuoting {
    /// The text as is when it is a plain word, quoted with escapes otherwise.
    static func quotedIfNeeded(_ text: String) -> String {
        let isPlain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.value > 0x20 && scalar.value != 0x7F && scalar != "\"" && scalar != "\\" && scalar != ","
                && !scalar.properties.isWhitespace
        }
        if isPlain { return text }
        var output = ""
        appendQuoted(text, to: &output)
        return output
    }

    /// `"text"` with `\"`, `\\`, `\n`, `\r`, `\t` and `\u{…}` escapes, so every node stays on one line.
    static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    output += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
