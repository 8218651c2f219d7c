import Foundation
import Testing
@testable import Morph

@Suite("ASCII and Unicode shaping paths")
struct ShapingPathTests {
    /// Shapes `text` both ways on one face and size.
    func bothPaths(_ text: String, font: Font = Font(.sans, size: 13)) throws -> (ascii: ShapedText, general: ShapedText) {
        let library = FontLibrary(searchPaths: FontLibrary.systemFontDirectories)
        let face = try library.resolve(font).face
        let size = try font.validatedSize26Dot6()
        let ascii = try face.shape(text, size: size)
        let general = try face.shapeGeneral(text, size: size)
        return (ascii, general)
    }

    @Test("ASCII text measures the same byte by byte as grapheme by grapheme", arguments: [
        "Hello, World!",
        "AVATAR\tWAVE  To.\r\nnext\rline\u{0B}vt\u{0C}ff\n\nend\n",
        "\u{0}\u{1}control\u{7F}chars",
        "",
        "\r\n\r\n",
        "a-b well-known -5 x",
    ])
    func pathsAgree(_ text: String) throws {
        for font in [Font(.sans, size: 13), Font(.monospaced, size: 9), Font(.serif, size: 21, weight: .bold)] {
            let (ascii, general) = try bothPaths(text, font: font)
            #expect(ascii.advances == general.advances)
            #expect(ascii.kerningBefore == general.kerningBefore)
            #expect(ascii.flags == general.flags)
            #expect(ascii.utf8Starts == general.utf8Starts && ascii.utf8Ends == general.utf8Ends)
            #expect(ascii.paragraphs == general.paragraphs)
            #expect(ascii.ellipsisAdvance == general.ellipsisAdvance)
        }
    }

    @Test("the glyph pair table finds what it stored across growth and reset")
    func glyphPairTable() {
        var table = GlyphPairTable()
        for left in UInt32(0)..<300 {
            table.insert(CGFloat(left) / 64, left, left &* 7)
        }
        #expect(table.count == 300)
        for left in UInt32(0)..<300 {
            #expect(table.value(left, left &* 7) == CGFloat(left) / 64)
        }
        #expect(table.value(1, 8) == nil)
        #expect(table.value(0, 0) == 0)
        var full = GlyphPairTable()
        for index in 0...GlyphPairTable.maximumCount {
            full.insert(1, UInt32(index), 1)
        }
        #expect(full.count == 1)
        #expect(full.value(UInt32(GlyphPairTable.maximumCount), 1) == 1)
    }
}

extension FreeTypeFace {
    /// Shapes `text` with the grapheme-cluster path only (for comparison with the ASCII path).
    func shapeGeneral(_ text: String, size: Int) throws -> ShapedText {
        let design = design
        return try withState { state throws(TextError) -> ShapedText in
            try state.activate(size: size)
            var scaled = state.sizes.removeValue(forKey: size)!
            defer { state.sizes[size] = scaled }
            var builder = ShapedText.Builder(string: text)
            let tabAdvance = 4 * state.advance(of: state.glyph(for: " "), in: &scaled)
            builder.ellipsisAdvance = state.advance(of: state.glyph(for: "\u{2026}"), in: &scaled)
            state.shapeCharacters(text, tabAdvance: tabAdvance, hasKerning: design.hasKerning, scaled: &scaled, into: &builder)
            return builder.finish()
        }
    }
}
