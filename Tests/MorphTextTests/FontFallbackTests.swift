import Foundation
@testable import MorphText
import Testing

@Suite("Font fallback")
struct FontFallbackTests {
    static let mixed = "Latin Кириллица Ελληνικά العربية देवनागरी 中文 日本語 한국어 😀👍🏽👨‍👩‍👧 1️⃣"

    @Test("a string mixing Latin, Cyrillic, Greek, Arabic, Devanagari, CJK and emoji draws every glyph")
    func everyGlyphFound() throws {
        for font in [Font(.sans, size: 14), Font(.serif, size: 14, weight: .bold), Font(.monospaced, size: 14, isItalic: true)] {
            let measured = try layout(Self.mixed, font: font)
            let glyphs = allGlyphs(measured)
            #expect(!glyphs.isEmpty)
            #expect(!glyphs.contains { $0.id == 0 }, "a .notdef glyph in \(font)")
            // Every character's cluster is drawn by some glyph (none dropped).
            let clusters = Set(glyphs.map(\.cluster))
            var offset = 0
            for character in Self.mixed {
                if !character.isWhitespace { #expect(clusters.contains(offset), "\(character) in \(font)") }
                offset += character.utf8.count
            }
        }
    }

    @Test("each script is drawn by a face that has it")
    func facesPerScript() throws {
        let line = try layout(Self.mixed).lines[0]
        func family(of character: String) throws -> String {
            let start = try #require(Self.mixed.range(of: character)).lowerBound
            let offset = Self.mixed.utf8.distance(from: Self.mixed.startIndex, to: start)
            let run = try #require(line.runs.first { $0.glyphs.contains { $0.cluster == offset } })
            return run.face.familyName
        }
        #expect(try family(of: "Latin") == "DejaVu Sans")
        #expect(try family(of: "Кириллица") == "DejaVu Sans")
        #expect(try family(of: "Ελληνικά") == "DejaVu Sans")
        #expect(try family(of: "देवनागरी").hasPrefix("Noto"))
        #expect(try family(of: "中文").hasPrefix("Noto Sans CJK"))
        #expect(try family(of: "한국어").hasPrefix("Noto Sans CJK"))
        #expect(try family(of: "😀") == "Noto Color Emoji")
    }

    @Test("emoji sequences are shaped as one glyph by the emoji face")
    func emojiSequences() throws {
        for sequence in ["👍🏽", "👨‍👩‍👧", "1️⃣", "🇫🇷"] {
            let glyphs = allGlyphs(try layout(sequence))
            #expect(glyphs.count == 1, "\(sequence): \(glyphs.count) glyphs")
            #expect(glyphs.allSatisfy { $0.id != 0 })
        }
    }

    @Test("a character no installed font has is drawn as the primary face's .notdef, not dropped")
    func missingEverywhere() throws {
        // U+10FFFD is a private-use character no font here covers.
        let measured = try layout("a\u{10FFFD}b")
        let glyphs = allGlyphs(measured)
        #expect(glyphs.count == 3)
        #expect(glyphs[1].id == 0)
        #expect(measured.lines[0].runs.allSatisfy { $0.face.familyName == "DejaVu Sans" })
    }

    @Test("Devanagari conjuncts and vowel signs are reordered and formed by HarfBuzz")
    func devanagari() throws {
        // "कि": the vowel sign I (U+093F) is drawn before the consonant but belongs to its cluster.
        let glyphs = allGlyphs(try layout("कि"))
        #expect(glyphs.count == 2)
        #expect(glyphs.allSatisfy { $0.cluster == 0 })
        // "क्ष" is one conjunct glyph.
        #expect(allGlyphs(try layout("क्ष")).count == 1)
    }
}
