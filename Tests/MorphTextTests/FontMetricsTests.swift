import Foundation
import MorphLayout
@testable import MorphText
import Testing

@Suite("Font metrics")
struct FontMetricsTests {
    @Test("DejaVu Sans 12 pt has UIKit-style ascender, negative descender and line height")
    func dejaVuSansMetrics() throws {
        let metrics = try FontMetrics(Font(.sans, size: 12))
        // hhea: ascender 1901, descender -483, line gap 0, 2048 units per em.
        #expect(metrics.pointSize == 12)
        #expect(metrics.ascender == 1901.0 * 12 / 2048)
        #expect(metrics.ascender == 11.138671875)
        #expect(metrics.descender == -2.830078125)
        #expect(metrics.leading == 0)
        #expect(metrics.lineHeight == 13.96875)
        #expect(metrics.lineHeight == metrics.ascender - metrics.descender + metrics.leading)
    }

    @Test("DejaVu's serif and mono faces share Sans's vertical metrics; cap and x-heights are the tops of H and x")
    func dejaVuFamilies() throws {
        // Read with FreeType from the files: hhea 1901/-483/2384; "H" tops at 1493, "x" at 1120
        // (Sans, Mono) or 1063 (Serif); post underline -40 thick 90; OS/2 strikeout 530 thick 102.
        // DejaVu's OS/2 table is version 1, without sCapHeight and sxHeight.
        for (family, xTop) in [(FontFamily.sans, 1120), (.serif, 1063), (.monospaced, 1120)] as [(FontFamily, CGFloat)] {
            let metrics = try FontMetrics(Font(family, size: 17))
            let scale: CGFloat = 17 / 2048
            #expect(metrics.ascender == 1901 * scale)
            #expect(metrics.descender == -483 * scale)
            #expect(metrics.lineHeight == 2384 * scale)
            #expect(metrics.capHeight == 1493 * scale)
            #expect(metrics.xHeight == xTop * scale)
            #expect(metrics.underlineOffset == 40 * scale)
            #expect(metrics.underlineThickness == 90 * scale)
            #expect(metrics.strikethroughOffset == 530 * scale)
            #expect(metrics.strikethroughThickness == 102 * scale)
            #expect(metrics.capHeight > metrics.xHeight && metrics.capHeight < metrics.ascender)
        }
    }

    @Test("a font with an OS/2 version 4 table and a line gap reports its cap height and leading")
    func mathFontMetrics() throws {
        let metrics = try FontMetrics(Font(FontFamily("DejaVu Math TeX Gyre"), size: 10))
        // 1000 units per em, USE_TYPO_METRICS set: typo ascender 792, descender -208, line gap 200;
        // OS/2 sCapHeight 729, sxHeight 519.
        #expect(metrics.ascender == 7.92)
        #expect(metrics.descender == -2.08)
        #expect(metrics.leading == 2)
        #expect(metrics.lineHeight == 12)
        #expect(metrics.capHeight == 7.29)
        #expect(metrics.xHeight == 5.19)
    }

    @Test("sizes are used rounded to 1/1024 pt, the shaping scale")
    func sizeQuantization() throws {
        let metrics = try FontMetrics(Font(.sans, size: 12.3))
        #expect(metrics.pointSize == 12_595.0 / 1_024)
        #expect(try FontMetrics(Font(.sans, size: 12.5)).pointSize == 12.5)
    }

    @Test("NaN, infinite, zero, negative and oversized font sizes throw invalidFontSize")
    func invalidSizes() {
        for size in [CGFloat.nan, .infinity, -.infinity, 0, -3, 0.5, Font.maximumSize * 2, 1e300] {
            #expect(throws: TextError.self) { try FontMetrics(Font(.sans, size: size)) }
            #expect(throws: TextError.self) { try layout("x", font: Font(.sans, size: size)) }
            if !size.isNaN {
                #expect(throws: TextError.invalidFontSize(size)) { try FontMetrics(Font(.sans, size: size)) }
            }
        }
    }

    @Test("the smallest and largest sizes measure without error")
    func extremeSizes() throws {
        for size in [Font.minimumSize, Font.maximumSize] {
            let measured = try layout("Hello", font: Font(.sans, size: size))
            #expect(measured.metrics.pointSize == size)
            #expect(measured.metrics.lineHeight == 2384 * size / 2048)
            // "Hello" in DejaVu Sans: 1540 + 1260 + 569 + 569 + 1253 design units, no kerning.
            let design = CGFloat(1540 + 1260 + 569 + 569 + 1253) * size / 2048
            #expect(abs(measured.typographicSize.width - design) <= 5.0 / 2048)
        }
    }

    @Test("a font describes itself")
    func fontDescription() {
        #expect(Font(.sans, size: 17, weight: .bold, isItalic: true).description == "DejaVu Sans 17.0pt bold italic")
        #expect(Font(.serif, size: 12).description == "DejaVu Serif 12.0pt")
    }
}
