import Foundation
@testable import MorphText
import Testing

@Suite("Text input validation")
struct TextInputValidationTests {
    @Test("a NaN or negative maximum width throws invalidMaximumWidth; infinity means no limit")
    func maximumWidths() throws {
        #expect(throws: TextError.self) { try layout("a", width: .nan) }
        #expect(throws: TextError.invalidMaximumWidth(-1)) { try layout("a", width: -1) }
        #expect(throws: TextError.invalidMaximumWidth(-.infinity)) { try layout("a", width: -.infinity) }
        #expect(try layout("a b c", width: .infinity).lines.count == 1)
        #expect(try layout("a b c", width: 0).lines.count == 3)
    }

    @Test("a negative line limit throws invalidLineLimit")
    func lineLimits() {
        #expect(throws: TextError.invalidLineLimit(-1)) { try layout("a", lineLimit: -1) }
        #expect(throws: TextError.invalidLineLimit(Int.min)) { try layout("a", lineLimit: Int.min) }
    }

    @Test("errors describe the value at fault")
    func descriptions() {
        #expect(TextError.invalidMaximumWidth(-1).description.contains("-1"))
        #expect(TextError.invalidLineLimit(-2).description.contains("-2"))
        #expect(TextError.invalidFontSize(0).description.contains("0.0"))
        #expect(TextError.unreadableFont(path: "/tmp/x.ttf").description.contains("/tmp/x.ttf"))
        #expect(TextError.fontconfigFailure("no configuration").description.contains("no configuration"))
        #expect(TextError.invalidLineSpacing(-3).description.contains("-3"))
        #expect(TextError.invalidLineHeightMultiple(-4).description.contains("-4"))
        #expect(TextError.textTooLong(utf8Count: 1 << 29).description.contains("\(1 << 29)"))
    }

    @Test("a huge line limit and text of control characters measure without trouble")
    func oddInput() throws {
        #expect(try layout("a\nb", lineLimit: Int.max).lines.count == 2)
        let controls = try layout("\u{0}\u{1}\u{7F}")
        #expect(controls.lines.count == 1 && controls.lines[0].width == 0)
    }
}
