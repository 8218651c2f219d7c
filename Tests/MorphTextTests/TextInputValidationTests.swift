import Foundation
import MorphLayout
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

    @Test("a finite maximum width beyond what 1/1024 pt units hold (about 9e15 pt) is no limit, not a trap", arguments: [
        9.1e15, 1e16, 1e300, CGFloat.greatestFiniteMagnitude,
    ])
    func hugeFiniteWidths(width: CGFloat) throws {
        let unlimited = try layout("The quick brown fox jumps", width: .infinity)
        let huge = try layout("The quick brown fox jumps", width: width)
        #expect(texts(huge) == texts(unlimited))
        #expect(huge.size == unlimited.size && huge.maximumWidth == width)
    }

    @Test("line spacing and line height multiples past their limits are refused; at the limits the height stays finite")
    func lineHeightLimits() throws {
        let font = Font(.sans, size: 12)
        for spacing in [CGFloat.greatestFiniteMagnitude, 1e300, 10_000_000, .infinity, .nan, -1] {
            #expect(throws: TextError.self) {
                try TextLayout("a\nb", style: TextStyle(font: font, lineSpacing: spacing))
            }
        }
        for multiple in [CGFloat.greatestFiniteMagnitude, 1e300, 1_000.5, .infinity, .nan, -1] {
            #expect(throws: TextError.self) {
                try TextLayout("a\nb", style: TextStyle(font: font, lineHeightMultiple: multiple))
            }
        }
        let widest = try TextLayout(
            "a\nb\nc",
            style: TextStyle(font: Font(.sans, size: Font.maximumSize), lineSpacing: TextStyle.maximumLineSpacing, lineHeightMultiple: TextStyle.maximumLineHeightMultiple)
        )
        #expect(widest.size.height.isFinite && widest.typographicSize.height.isFinite)
        #expect(widest.lines.allSatisfy { $0.top.isFinite && $0.baseline.isFinite && $0.height.isFinite })
        #expect(TextError.invalidLineSpacing(1e300).description.contains("1e+300"))
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
