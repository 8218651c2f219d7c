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
    ///
    /// The text between escapes is appended a run at a time: the text timeline quotes every text
    /// layer's string on every printed frame (an article's paragraphs, their line breaks
    /// escaped), where appending scalar by scalar was a third of the output's time.
    static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0, index = 0
            while index < bytes.count {
                let byte = bytes[index]
                var length = 1
                let escape: String?
                switch byte {
                case 0x22: escape = "\\\""
                case 0x5C: escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0x00..<0x20, 0x7F: escape = "\\u{" + String(byte, radix: 16) + "}"
                case 0xE2:
                    guard let separator = MarkupEscaping.separator(in: bytes, at: index) else {
                        escape = nil
                        break
                    }
                    escape = "\\u{" + String(separator, radix: 16) + "}"
                    length = 3
                default: escape = nil
                }
                guard let escape else {
                    index += 1
                    continue
                }
                // Runs end only before an ASCII byte or a separator's first byte: whole scalars.
                if index > runStart { output += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self) }
                output += escape
                index += length
                runStart = index
            }
            if bytes.count > runStart { output += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart...]), as: UTF8.self) }
        }
        output += "\""
    }
}
