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

    @Test("JSON strings cannot close a script element and escape every control character")
    func json() throws {
        var output = ""
        MarkupEscaping.appendJSONString("</script><!-- \"q\" \\ \n\u{1} \u{2028}", to: &output)
        #expect(output == #""\u003c/script\u003e\u003c!-- \"q\" \\ \n\u0001 \u2028""#)
        let decoded = try JSONDecoder().decode(String.self, from: Data(output.utf8))
        #expect(decoded == "</script><!-- \"q\" \\ \n\u{1} \u{2028}")
    }

    @Test("CSS strings quote family names and escape quotes, backslashes and line breaks")
    func css() {
        var output = ""
        MarkupEscaping.appendCSSString("It's \\ odd\n", to: &output)
        #expect(output == #"'It\'s \\ odd\a '"#)
    }
}
