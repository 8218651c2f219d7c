import Foundation
import Testing
@testable import Morph

@Suite("Glyph advances and kerning")
struct GlyphAdvanceTests {
    let reference = FreeTypeReference(path: DejaVu.path("DejaVuSans"), size: 12)!

    @Test("DejaVu Sans advances are its design units scaled to 12 pt in 26.6 fixed point")
    func advancesMatchDesignUnits() throws {
        // DejaVu Sans's hmtx advances (2048 units per em): A 1401, H 1540, e 1260, space 651, W 2025.
        let designUnits: [(Character, Int)] = [("A", 1401), ("H", 1540), ("e", 1260), (" ", 651), ("W", 2025)]
        for (character, units) in designUnits {
            let scalar = character.unicodeScalars.first!
            #expect(reference.designAdvance(scalar) == units)
            let exact = CGFloat(units) * 12 / 2048
            let measured = try character == " " ? layout("x x").lines[0].width - 2 * singleLineWidth("x") : singleLineWidth(String(character))
            // FreeType's 26.6 advance is the exact scaled advance rounded to 1/64 pt.
            #expect(abs(measured - exact) <= 1.0 / 128, "\(character): \(measured) vs \(exact)")
            #expect((measured * 64).rounded() == measured * 64, "\(character) is not a 26.6 value")
        }
        #expect(try singleLineWidth("A") == 525.0 / 64)
        #expect(try singleLineWidth("H") == 578.0 / 64)
    }

    @Test("advances of every printable ASCII character match an independent FreeType reading")
    func asciiMatchesReference() throws {
        for value in UInt32(0x21)...0x7E {
            let scalar = Unicode.Scalar(value)!
            #expect(try singleLineWidth(String(Character(scalar))) == reference.advance(scalar), "U+\(String(value, radix: 16))")
        }
    }

    @Test("a line's width is the sum of its advances and FreeType's kerning")
    func lineWidthIncludesKerning() throws {
        for text in ["Hello, World!", "AVATAR Tower", "Typography: WAVE, Yo-yo."] {
            #expect(try singleLineWidth(text) == reference.width(of: text), "\(text)")
        }
    }

    @Test("kerned pairs are narrower than their glyphs side by side")
    func kerningTightensPairs() throws {
        let pair = try singleLineWidth("AV")
        let apart = try singleLineWidth("A") + singleLineWidth("V")
        #expect(reference.kerning("A", "V") < 0)
        #expect(pair == apart + reference.kerning("A", "V"))
        #expect(pair < apart)
    }

    @Test("kerning does not apply across a line break")
    func noKerningAcrossLines() throws {
        let wrapped = try layout("A\nV")
        #expect(wrapped.lines.map(\.width) == [try singleLineWidth("A"), try singleLineWidth("V")])
    }

    @Test("the monospaced family gives every character the same advance and has no kerning")
    func monospacedAdvances() throws {
        let mono = Font(.monospaced, size: 10)
        let widths = try ["i", "W", "m", ".", " x"].map { try singleLineWidth($0, font: mono) }
        #expect(widths.dropLast().allSatisfy { $0 == widths[0] })
        #expect(widths.last == 2 * widths[0])
        #expect(try FontLibrary.shared.face(for: mono).hasKerning == false)
        // DejaVu Sans Mono: 1233 units of 2048 per character.
        #expect(abs(widths[0] - 1233.0 * 10 / 2048) <= 1.0 / 128)
    }

    @Test("bold is wider and condensed narrower than regular DejaVu Sans")
    func facesDiffer() throws {
        let text = "Morph measures text"
        let regular = try singleLineWidth(text)
        #expect(try singleLineWidth(text, font: Font(.sans, size: 12, weight: .bold)) > regular)
        #expect(try singleLineWidth(text, font: Font(.sansCondensed, size: 12)) < regular)
        #expect(try singleLineWidth(text, font: Font(.sans, size: 24)) > 1.99 * regular)
    }

    @Test("combining marks, joiners and variation selectors add no .notdef boxes")
    func invisibleScalars() throws {
        #expect(try singleLineWidth("e\u{301}") == singleLineWidth("e") + reference.advance("\u{301}"))
        #expect(try singleLineWidth("a\u{200D}b") == singleLineWidth("ab"))
        #expect(try singleLineWidth("a\u{FE0F}") == singleLineWidth("a"))
        #expect(try singleLineWidth("a\u{00AD}b") == singleLineWidth("ab"))
    }

    @Test("a tab is four spaces wide")
    func tabWidth() throws {
        #expect(try singleLineWidth("a\tb") == singleLineWidth("a") + 4 * reference.advance(" ") + singleLineWidth("b"))
    }
}
