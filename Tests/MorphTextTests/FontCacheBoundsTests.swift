import Foundation
import MorphLayout
@testable import MorphText
import Testing

/// The font caches are bounded (a font picker measures every family at many sizes) and can be
/// emptied; measuring is unchanged after either.
@Suite("Font cache bounds")
struct FontCacheBoundsTests {
    /// Families of the machines Morph is tested on, more of them (with weights and slants) than
    /// the store keeps font sets.
    static let families = [
        "DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "Noto Sans", "Noto Serif", "Noto Sans Mono",
        "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Thai", "Noto Sans Georgian", "Noto Sans Armenian",
    ]

    @Test("measuring in thousands of families, weights, slants, sizes and unknown names keeps a bounded number of fonts")
    func bounded() throws {
        // A store of its own (the directory adds no font), so the shared caches are left alone.
        let library = FontLibrary(fontDirectories: [URL(fileURLWithPath: "/nonexistent/morph-fonts")], layoutCacheCapacity: 0)
        var measured = 0
        for (index, family) in Self.families.enumerated() {
            for weight in FontWeight.allCases {
                for isItalic in [false, true] {
                    for step in 0..<12 {
                        let size = 6 + CGFloat(index * 72 + step * 6 + (isItalic ? 3 : 0)) / 8
                        let font = Font(FontFamily(family), size: size, weight: weight, isItalic: isItalic)
                        measured += try TextLayout("Ag", style: TextStyle(font: font), library: library).lines.count
                    }
                }
            }
        }
        for index in 0..<1_500 {
            #expect(throws: TextError.self) {
                try TextLayout("x", style: TextStyle(font: Font(FontFamily("No Such Family \(index)"), size: 12)), library: library)
            }
        }
        let counts = library.cachedFontCounts
        #expect(measured == Self.families.count * 3 * 2 * 12)
        #expect(counts.fontSets <= FontRegistry.fontSetCapacity && counts.fontSets > 0)
        #expect(counts.faces <= FontRegistry.faceCapacity && counts.faces > 0)
        #expect(counts.sizedFonts <= FontRegistry.sizedFontCapacity && counts.sizedFonts > 0)
        #expect(counts.families <= FontRegistry.familyCapacity)
    }

    @Test("removeCachedFonts empties the font caches and the layouts; measuring afterwards gives the same layout")
    func purge() throws {
        let library = FontLibrary(fontDirectories: [URL(fileURLWithPath: "/nonexistent/morph-fonts")])
        let style = TextStyle(font: Font(.serif, size: 15, weight: .bold))
        let before = try TextLayout("Purge and measure again", style: style, maximumWidth: 90, library: library)
        #expect(library.cachedFontCounts.fontSets > 0)
        library.removeCachedFonts()
        let counts = library.cachedFontCounts
        #expect(counts.fontSets == 0 && counts.faces == 0 && counts.sizedFonts == 0 && counts.families == 0)
        let after = try TextLayout("Purge and measure again", style: style, maximumWidth: 90, library: library)
        #expect(after == before)
        #expect(library.layoutCacheStatistics.hits == 0)  // the layout was made again, not found
    }
}
