import Foundation
import MorphLayout
@testable import MorphText
import Testing

@Suite("Glyph advances, kerning and ligatures")
struct GlyphAdvanceTests {
    @Test("DejaVu Sans advances are its design units scaled to 12 pt, in 1/1024 pt")
    func advancesMatchDesignUnits() throws {
        // DejaVu Sans's hmtx advances (2048 units per em): A 1401, H 1540, e 1260, W 2025, x 1212.
        for (character, units) in [("A", 1401), ("H", 1540), ("e", 1260), ("W", 2025), ("x", 1212)] {
            let measured = try singleLineWidth(character)
            #expect(measured == DejaVu.points(units), "\(character)")
            #expect(abs(measured - CGFloat(units) * 12 / 2048) <= 1.0 / 2048)
        }
        // At 12 pt, 1401 units are exactly 8406/1024 pt (FreeType's 26.6 advance was 525/64 = 8.203125).
        #expect(try singleLineWidth("A") == 8_406.0 / 1_024)
        // A space (651 units) is measured between two letters.
        #expect(try layout("x x").lines[0].width == 2 * DejaVu.points(1212) + DejaVu.points(651))
    }

    @Test("glyph runs carry the glyph ids, clusters and advances HarfBuzz shaped")
    func glyphRuns() throws {
        let measured = try layout("Hello")
        let run = try #require(measured.lines.first?.runs.first)
        #expect(measured.lines[0].runs.count == 1)
        // `hb-shape DejaVuSans.ttf Hello`: [43=0+1540|72=1+1260|79=2+569|79=3+569|82=4+1253].
        #expect(run.glyphs.map(\.id) == [43, 72, 79, 79, 82])
        #expect(run.glyphs.map(\.cluster) == [0, 1, 2, 3, 4])
        #expect(run.glyphs.map(\.advance) == [1540, 1260, 569, 569, 1253].map { DejaVu.points($0) })
        // Positions are the running sum of advances, on the baseline.
        var pen: CGFloat = 0
        for glyph in run.glyphs {
            #expect(glyph.position == CGPoint(x: pen, y: 0))
            pen += glyph.advance
        }
        #expect(run.width == pen && run.x == 0 && measured.lines[0].width == pen)
        #expect(run.face.url.lastPathComponent == "DejaVuSans.ttf")
        #expect(run.fontSize == 12 && run.metrics == measured.metrics)
        #expect(!run.isRightToLeft && run.color == nil && !run.isEllipsis)
    }

    @Test("kerned pairs are narrower than their glyphs side by side")
    func kerningTightensPairs() throws {
        let pair = try singleLineWidth("AV")
        let apart = try singleLineWidth("A") + singleLineWidth("V")
        // GPOS kerning: A before V loses 131 units.
        #expect(pair == DejaVu.points(1270) + DejaVu.points(1401))
        #expect(pair < apart)
    }

    @Test("kerning does not apply across a line break")
    func noKerningAcrossLines() throws {
        let wrapped = try layout("A\nV")
        #expect(wrapped.lines.map(\.width) == [try singleLineWidth("A"), try singleLineWidth("V")])
    }

    @Test("ligatures replace several characters with one glyph whose cluster is the first")
    func ligatures() throws {
        // DejaVu Sans has fi (1290 units) and ffl (U+FB04, 1980 units) ligatures.
        let measured = try layout("fi ffl")
        let glyphs = allGlyphs(measured)
        #expect(glyphs.count == 3)
        #expect(glyphs.map(\.cluster) == [0, 2, 3])
        #expect(measured.lines[0].width == DejaVu.points(1290) + DejaVu.points(651) + DejaVu.points(1980))
    }

    @Test("combining marks join their base's cluster and add no .notdef")
    func combiningMarks() throws {
        let decomposed = try layout("e\u{301}")
        let glyphs = allGlyphs(decomposed)
        #expect(!glyphs.contains { $0.id == 0 })
        // The mark is attached to "e": it does not advance the pen.
        #expect(decomposed.lines[0].width == (try singleLineWidth("e")))
        #expect(glyphs.allSatisfy { $0.cluster == 0 })
    }

    @Test("joiners, variation selectors and soft hyphens take no space and draw no box")
    func invisibleScalars() throws {
        #expect(try singleLineWidth("a\u{200D}b") == singleLineWidth("ab"))
        #expect(try singleLineWidth("a\u{FE0F}") == singleLineWidth("a"))
        #expect(try singleLineWidth("a\u{00AD}b") == singleLineWidth("ab"))
        #expect(!allGlyphs(try layout("a\u{200D}b\u{FE0F}c\u{00AD}d")).contains { $0.id == 0 })
    }

    @Test("a tab is four spaces wide and control characters take no space")
    func tabsAndControls() throws {
        #expect(try singleLineWidth("a\tb") == singleLineWidth("a") + 4 * DejaVu.points(651) + singleLineWidth("b"))
        #expect(try singleLineWidth("a\u{1}\u{7F}\u{9B}b") == singleLineWidth("ab"))
    }

    @Test("the monospaced family gives every character the same advance")
    func monospacedAdvances() throws {
        let mono = Font(.monospaced, size: 12)
        let widths = try ["i", "W", "m", ".", " x"].map { try singleLineWidth($0, font: mono) }
        #expect(widths.dropLast().allSatisfy { $0 == DejaVu.monoCell })
        #expect(widths.last == 2 * DejaVu.monoCell)
    }

    @Test("bold is wider and condensed narrower than regular DejaVu Sans")
    func facesDiffer() throws {
        let text = "Morph measures text"
        let regular = try singleLineWidth(text)
        #expect(try singleLineWidth(text, font: Font(.sans, size: 12, weight: .bold)) > regular)
        #expect(try singleLineWidth(text, font: Font(.sansCondensed, size: 12)) < regular)
        #expect(try singleLineWidth(text, font: Font(.sans, size: 24)) > 1.99 * regular)
    }

    @Test("measurement does not depend on the word cache: words shaped alone match whole runs")
    func wordCacheAgrees() throws {
        let uncached = FontLibrary(layoutCacheCapacity: 0, usingWordCache: false)
        let cached = FontLibrary(layoutCacheCapacity: 0)
        let style = TextStyle(font: Font(.sans, size: 13))
        for text in ["AVATAR WAVE To. fi ffl", "Hello, World! Typography: Yo-yo.", "naïve café déjà vu", "  leading and trailing  "] {
            let whole = try TextLayout(text, style: style, library: uncached)
            let words = try TextLayout(text, style: style, library: cached)
            let again = try TextLayout(text, style: style, library: cached)
            #expect(words == whole, "\(text)")
            #expect(again == whole, "\(text)")
        }
    }
}
