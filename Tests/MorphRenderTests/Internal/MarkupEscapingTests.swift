import Foundation
import Testing
@testable import MorphRender

@Suite("Markup escaping")
struct MarkupEscapingTests {
    @Test("XML escaping covers the five special characters and replaces forbidden controls")
    func xml() {
        #expect(MarkupEscaping.xml("a<b>&\"c\"'d'") == "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;")
        #expect(MarkupEscaping.xml("tab\tline\nbell\u{7}\r") == "tab&#9;line&#10;bell\u{FFFD}&#13;")
        #expect(MarkupEscaping.xml("名前 🎬") == "名前 🎬")
    }

    @Test("encoded JSON made script-safe cannot close a script element and reads back unchanged")
    func json() throws {
        let text = "</script><!-- \"q\" \\ \n\u{1} \u{2028}\u{2029} & é"
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let output = MarkupEscaping.scriptSafeJSON(try encoder.encode([text]))
        #expect(output == #"["\u003c/script\u003e\u003c!-- \"q\" \\ \n\u0001 \u2028\u2029 \u0026 é"]"#)
        #expect(!output.contains("<") && !output.contains(">") && !output.contains("\u{2028}"))
        let decoded = try JSONDecoder().decode([String].self, from: Data(output.utf8))
        #expect(decoded == [text])
    }

    @Test("CSS strings quote family names and escape quotes, backslashes and line breaks")
    func css() {
        var output = ""
        MarkupEscaping.appendCSSString("It's \\ odd\n", to: &output)
        #expect(output == #"'It\'s \\ odd\a '"#)
    }
}
