@testable import MorphRender
import Testing

@Suite("Text timeline quoting")
struct TextQuotingTests {
    /// The quoting's definition, scalar by scalar: what `appendQuoted` must write.
    static func reference(_ text: String) -> String {
        var output = "\""
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
        return output + "\""
    }

    @Test("runs between escapes are copied whole: the same text as escaping scalar by scalar", arguments: [
        "", "plain", "two words", "line one\nline two\n", "\r\n", "say \"hi\"", "back\\slash", "tab\tstop",
        "\u{1}\u{1F}\u{7F}", "\u{2028}\u{2029}", "…€\u{2027}\u{202A}", "e\u{301}\u{302}\n", "👩‍👩‍👧 \"family\"",
        "שלום\nمرحبا", "\n", "\"", "end\u{2028}", "\u{2029}start", "\u{E2}\u{80}",
    ])
    func matchesTheScalarDefinition(text: String) {
        var output = "before "
        TextQuoting.appendQuoted(text, to: &output)
        #expect(output == "before " + Self.reference(text))
    }

    @Test("a string that is not contiguous UTF-8 quotes the same")
    func bridgedOrSliced() {
        let long = String(repeating: "a\nb\u{2028}\"", count: 500)
        let sliced = String(long.dropFirst(3).dropLast(2))
        var output = ""
        TextQuoting.appendQuoted(sliced, to: &output)
        #expect(output == Self.reference(sliced))
    }
}
