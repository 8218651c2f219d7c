import Foundation
import MorphLayout
@testable import MorphText
import MorphTestSupport
import Testing

/// Text that attacks the measurement: floods of combining marks, long mixed-script paragraphs,
/// characters whose best fallback face HarfBuzz cannot read. Each lays out in bounded work, with
/// finite sizes, or throws a typed error. The times printed are for orientation; the bounds
/// asserted are sanity bounds far above them (speed is measured in Benchmarks/).
@Suite("Hostile text")
struct HostileTextTests {
    /// The processor time, in seconds, `body` took on the calling thread: unlike the time on a
    /// clock, it does not grow when other tests or processes hold the cores (a full run on two
    /// cores), so the ratios below compare the work done.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = threadTime()
        try body()
        return threadTime() - start
    }

    /// The calling thread's processor time, in seconds.
    static func threadTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test("a base letter followed by 100,000 combining marks (a 200 KB paste) lays out in bounded work")
    func combiningMarkFlood() throws {
        let flood = "a" + String(repeating: "\u{0301}", count: 100_000) + " b"
        let library = FontLibrary(layoutCacheCapacity: 0)
        var layout: TextLayout?
        let elapsed = try Self.seconds {
            layout = try TextLayout(flood, style: TextStyle(font: Font(.sans, size: 12)), maximumWidth: 300, library: library)
        }
        let measured = try #require(layout)
        print("hostile text: 1 letter + 100,000 combining marks laid out in \(String(format: "%.2f", elapsed)) s")
        #expect(measured.size.width.isFinite && measured.size.height.isFinite && measured.size.height > 0)
        #expect(measured.lines.flatMap(\.runs).flatMap(\.glyphs).count >= 100_001)
        // Before the stream-safe bound the cluster went to HarfBuzz whole: 46 to over 60 s.
        #expect(elapsed < 30)
    }

    @Test("shaping pieces hold at most 30 non-starters in a row; text in the stream-safe format is one piece")
    func streamSafePieces() {
        func pieces(_ string: String) -> [Range<Int>]? {
            let bytes = Array(string.utf8)
            return bytes.withUnsafeBufferPointer { FontLibrary.streamSafePieces($0, 0..<bytes.count) }
        }
        // Within the format: decomposed Latin, Vietnamese stacks, pointed Hebrew, 30 marks.
        #expect(pieces("re\u{0301}sume\u{0301} Vie\u{0323}\u{0302}t \u{05E9}\u{05C1}\u{05B8}\u{05DC}\u{05D5}\u{05B9}\u{05DD}") == nil)
        #expect(pieces("a" + String(repeating: "\u{0301}", count: 30)) == nil)
        // 95 marks: cut after the 30th, 60th and 90th.
        let string = "a" + String(repeating: "\u{0301}", count: 95) + "b"
        let cut = pieces(string)
        #expect(cut == [0..<61, 61..<121, 121..<181, 181..<192])
        // Marks of class 0 (spacing marks, enclosing marks) are starters and never cut.
        #expect(pieces("a" + String(repeating: "\u{20DD}", count: 40)) == nil)
    }

    @Test("marks within the stream-safe format are shaped as one cluster, as before")
    func streamSafeShapingUnchanged() throws {
        let thirty = try layout("a" + String(repeating: "\u{0301}", count: 30))
        let glyphs = thirty.lines[0].runs.flatMap(\.glyphs)
        #expect(glyphs.count >= 30 && Set(glyphs.map(\.cluster)) == [0])
        // Beyond 30, the 31st mark starts a cluster of its own, as UAX #15's inserted combining
        // grapheme joiner would make it.
        let thirtyOne = try layout("a" + String(repeating: "\u{0301}", count: 31))
        #expect(Set(thirtyOne.lines[0].runs.flatMap(\.glyphs).map(\.cluster)) == [0, 61])
    }

    @Test("a long paragraph of mixed Hebrew, Arabic and Latin takes time proportional to its length, as Latin does")
    func mixedScriptsScaleLinearly() throws {
        let latinWords = ["layout", "transition", "morph", "node", "animate", "spring", "frame", "text"]
        let mixedWords = ["שלום", "layout", "مرحبا", "עולם", "transition", "سلام", "ספר", "كتاب"]
        func paragraph(_ words: [String], bytes: Int) -> String {
            var text = ""
            var index = 0
            while text.utf8.count < bytes {
                text += words[index % words.count] + " "
                index += 1
            }
            return text
        }
        let library = FontLibrary(layoutCacheCapacity: 0)
        let style = TextStyle(font: Font(.sans, size: 12))
        func time(_ text: String) throws -> Double {
            try Self.seconds { _ = try TextLayout(text, style: style, maximumWidth: 300, library: library) }
        }
        _ = try time(paragraph(mixedWords, bytes: 2_000))  // fonts resolved, words cached
        let latin = try time(paragraph(latinWords, bytes: 400_000))
        let mixedSmall = try time(paragraph(mixedWords, bytes: 100_000))
        let mixed = try time(paragraph(mixedWords, bytes: 400_000))
        print(String(format: "hostile text: 400 KB Latin %.2f s, 100 KB mixed %.2f s, 400 KB mixed %.2f s", latin, mixedSmall, mixed))
        // Linear: four times the text, about four times the work (quadratic assembly made it
        // sixteen).
        #expect(mixed < 10 * max(mixedSmall, 0.05))
        #expect(mixed < 15 * max(latin, 0.05))
    }

    /// A BDF bitmap font (FreeType reads it, so fontconfig lists it; HarfBuzz cannot) with one
    /// glyph, for U+F8FF: a fallback face that cannot be shaped with.
    static let unreadableFont = """
        STARTFONT 2.1
        FONT -morph-private-medium-r-normal--8-80-75-75-c-80-iso10646-1
        SIZE 8 75 75
        FONTBOUNDINGBOX 8 8 0 0
        STARTPROPERTIES 5
        FAMILY_NAME "Morph Private"
        FONT_ASCENT 8
        FONT_DESCENT 0
        CHARSET_REGISTRY "ISO10646"
        CHARSET_ENCODING "1"
        ENDPROPERTIES
        CHARS 1
        STARTCHAR uniF8FF
        ENCODING 63743
        SWIDTH 500 0
        DWIDTH 8 0
        BBX 8 8 0 0
        BITMAP
        FF
        81
        81
        81
        81
        81
        81
        FF
        ENDCHAR
        ENDFONT

        """

    @Test("a character whose best fallback face HarfBuzz cannot read is drawn by the primary face's missing glyph")
    func unreadableFallbackIsSkipped() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bitmap = directory.appendingPathComponent("private.bdf")
        try Data(Self.unreadableFont.utf8).write(to: bitmap)
        let library = FontLibrary(
            fontFiles: [URL(fileURLWithPath: DejaVu.path("DejaVuSerif")), bitmap], includingSystemFonts: false
        )
        // fontconfig offers the bitmap font for U+F8FF, which DejaVu Serif lacks.
        let set = try library.fontSet(for: Font(.serif, size: 12))
        #expect(set.candidates[set.choice(forScalar: "\u{F8FF}")].face.familyName == "Morph Private")

        let measured = try TextLayout("a\u{F8FF}b", style: TextStyle(font: Font(.serif, size: 12)), library: library)
        let runs = measured.lines.flatMap(\.runs)
        #expect(runs.allSatisfy { $0.face.familyName == "DejaVu Serif" })
        let missing = try #require(runs.flatMap(\.glyphs).first { $0.cluster == 1 })
        #expect(missing.id == 0 && missing.advance > 0)  // .notdef, the missing glyph, takes its room
        // Later layouts skip the face at once, the ellipsis too.
        let truncated = try TextLayout(
            String(repeating: "\u{F8FF}", count: 40), style: TextStyle(font: Font(.serif, size: 12), lineLimit: 1), maximumWidth: 60,
            library: library
        )
        #expect(truncated.isTruncated && truncated.lines.count == 1)
        // The face query skips it too.
        #expect(try library.face(for: Font(.serif, size: 12), drawing: "\u{F8FF}").familyName == "DejaVu Serif")
    }

    @Test("U+F8FF measures in every generic family of the system's fonts")
    func privateUseCharacter() throws {
        for family in [FontFamily.sans, .serif, .monospaced, .systemSansSerif] {
            let measured = try TextLayout("Apple \u{F8FF} logo", style: TextStyle(font: Font(family, size: 14)))
            #expect(measured.size.width > 0 && measured.lines.count == 1)
        }
    }
}
