import Foundation
import Testing
@testable import Morph

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

    @Test("metrics agree with an independent FreeType reading of the face")
    func metricsMatchReference() throws {
        for (stem, family) in [("DejaVuSans", FontFamily.sans), ("DejaVuSerif", .serif), ("DejaVuSansMono", .monospaced)] {
            let reference = FreeTypeReference(path: DejaVu.path(stem), size: 17)!
            let metrics = try FontMetrics(Font(family, size: 17))
            let scale = 17 / CGFloat(reference.unitsPerEm)
            #expect(metrics.ascender == CGFloat(reference.designAscender) * scale)
            #expect(metrics.descender == CGFloat(reference.designDescender) * scale)
            #expect(metrics.lineHeight == CGFloat(reference.designHeight) * scale)
            // DejaVu's OS/2 table (version 1) has no cap height: the top of "H" is used.
            #expect(metrics.capHeight == CGFloat(reference.designTop("H")) * scale)
            #expect(metrics.xHeight == CGFloat(reference.designTop("x")) * scale)
            #expect(metrics.capHeight > metrics.xHeight && metrics.capHeight < metrics.ascender)
        }
    }

    @Test("a font with an OS/2 version 4 table and a line gap reports its cap height and leading")
    func mathFontMetrics() throws {
        let metrics = try FontMetrics(Font(FontFamily(fileStem: "DejaVuMathTeXGyre"), size: 10))
        // 1000 units per em, hhea ascender 792, descender -208, line gap 200; OS/2 sCapHeight 729, sxHeight 519.
        #expect(metrics.ascender == 7.92)
        #expect(metrics.descender == -2.08)
        #expect(metrics.leading == 2)
        #expect(metrics.lineHeight == 12)
        #expect(metrics.capHeight == 7.29)
        #expect(metrics.xHeight == 5.19)
    }

    @Test("sizes are used rounded to 1/64 pt, as FreeType scales")
    func sizeQuantization() throws {
        let metrics = try FontMetrics(Font(.sans, size: 12.3))
        #expect(metrics.pointSize == 787.0 / 64)
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
            let reference = FreeTypeReference(path: DejaVu.path("DejaVuSans"), size: size)!
            #expect(measured.metrics.pointSize == size)
            #expect(measured.metrics.lineHeight == 2384 * size / 2048)
            #expect(measured.typographicSize.width == reference.width(of: "Hello"))
            // Each 26.6 advance or kerning value is the design value scaled and rounded to 1/64 pt.
            let design = CGFloat(reference.designWidth(of: "Hello")) * size / 2048
            #expect(abs(measured.typographicSize.width - design) <= 9.0 / 128)
        }
    }

    @Test("a font describes itself")
    func fontDescription() {
        #expect(Font(.sans, size: 17, weight: .bold, isItalic: true).description == "DejaVuSans 17.0pt bold italic")
        #expect(Font(.serif, size: 12).description == "DejaVuSerif 12.0pt")
    }
}
