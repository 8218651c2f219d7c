import Foundation
import MorphTestSupport
@testable import MorphText
import Testing

@Suite("Font resolution through fontconfig")
struct FontResolutionTests {
    let library = FontLibrary.shared

    func fileName(_ font: Font) throws -> String {
        try library.face(for: font).url.lastPathComponent
    }

    @Test("the predefined families resolve to their DejaVu files")
    func predefinedFamilies() throws {
        #expect(try fileName(Font(.sans, size: 12)) == "DejaVuSans.ttf")
        #expect(try fileName(Font(.serif, size: 12)) == "DejaVuSerif.ttf")
        #expect(try fileName(Font(.monospaced, size: 12)) == "DejaVuSansMono.ttf")
        #expect(try fileName(Font(.sansCondensed, size: 12)) == "DejaVuSansCondensed.ttf")
        #expect(try fileName(Font(.serifCondensed, size: 12)) == "DejaVuSerifCondensed.ttf")
        let face = try library.face(for: Font(.sans, size: 12))
        #expect(face.familyName == "DejaVu Sans")
        #expect(face.styleName == "Book")
        #expect(face.faceIndex == 0)
        #expect(face.weight == .regular && !face.isItalic && !face.isSyntheticBold && face.syntheticSlant == 0)
    }

    @Test("weights and slants pick the Bold, ExtraLight, Oblique and Italic faces")
    func weightsAndSlants() throws {
        #expect(try fileName(Font(.sans, size: 12, weight: .bold)) == "DejaVuSans-Bold.ttf")
        #expect(try fileName(Font(.sans, size: 12, weight: .light)) == "DejaVuSans-ExtraLight.ttf")
        #expect(try fileName(Font(.sans, size: 12, isItalic: true)) == "DejaVuSans-Oblique.ttf")
        #expect(try fileName(Font(.sans, size: 12, weight: .bold, isItalic: true)) == "DejaVuSans-BoldOblique.ttf")
        #expect(try fileName(Font(.serif, size: 12, isItalic: true)) == "DejaVuSerif-Italic.ttf")
        #expect(try fileName(Font(.serif, size: 12, weight: .bold, isItalic: true)) == "DejaVuSerif-BoldItalic.ttf")
        #expect(try fileName(Font(.monospaced, size: 12, weight: .bold, isItalic: true)) == "DejaVuSansMono-BoldOblique.ttf")
        let bold = try library.face(for: Font(.sans, size: 12, weight: .bold, isItalic: true))
        #expect(bold.styleName == "Bold Oblique")
        #expect(bold.weight == .bold && bold.isItalic && !bold.isSyntheticBold && bold.syntheticSlant == 0)
    }

    @Test("a missing weight falls back to the nearest face; a missing bold or italic is synthesized")
    func fallbacks() throws {
        // DejaVu Serif has no light face: light gets the book face.
        let serifLight = try library.face(for: Font(.serif, size: 12, weight: .light))
        #expect(serifLight.url.lastPathComponent == "DejaVuSerif.ttf")
        #expect(serifLight.weight == .regular && !serifLight.isSyntheticBold)
        // A single-face family: bold italic is that face, emboldened and slanted when drawn.
        let math = try library.face(for: Font(FontFamily("DejaVu Math TeX Gyre"), size: 12, weight: .bold, isItalic: true))
        #expect(math.url.lastPathComponent == "DejaVuMathTeXGyre.ttf")
        #expect(math.familyName == "DejaVu Math TeX Gyre")
        #expect(math.weight == .regular && !math.isItalic)
        #expect(math.isSyntheticBold)
        #expect(math.syntheticSlant == 0.2)
    }

    @Test("generic families resolve through fontconfig's configuration")
    func genericFamilies() throws {
        for family in [FontFamily.systemSansSerif, .systemSerif, .systemMonospaced] {
            #expect(!(try library.face(for: Font(family, size: 12)).familyName.isEmpty))
        }
        #expect(try library.face(for: Font(.emoji, size: 12)).familyName == "Noto Color Emoji")
        #expect(FontFamily("Sans-Serif").isGeneric && !FontFamily.sans.isGeneric)
    }

    @Test("a family that is not installed throws fontNotFound naming it")
    func missingFamily() throws {
        let error = #expect(throws: TextError.self) {
            try library.face(for: Font(FontFamily("NoSuchFont"), size: 12, weight: .bold))
        }
        #expect(error == .fontNotFound(family: "NoSuchFont", weight: .bold, isItalic: false))
        #expect(error?.description.contains("NoSuchFont") == true)
        #expect(throws: TextError.fontNotFound(family: "NoSuchFont", weight: .regular, isItalic: false)) {
            try layout("Hello", font: Font(FontFamily("NoSuchFont"), size: 12))
        }
    }

    @Test("a library without system fonts has only its own, and gives typed errors for the rest")
    func ownFontsOnly() throws {
        let empty = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        let bare = FontLibrary(fontDirectories: [empty], includingSystemFonts: false)
        let style = TextStyle(font: Font(.sans, size: 12))
        let expected = TextError.fontNotFound(family: "DejaVu Sans", weight: .regular, isItalic: false)
        #expect(throws: expected) { try TextLayout("Hello", style: style, library: bare) }
        #expect(throws: expected) { try TextLayout("", style: style, library: bare) }
        #expect(throws: expected) { try FontMetrics(Font(.sans, size: 12), library: bare) }

        let mono = FontLibrary(fontFiles: [URL(fileURLWithPath: DejaVu.path("DejaVuSansMono"))], includingSystemFonts: false)
        #expect(try mono.face(for: Font(.monospaced, size: 12)).url.lastPathComponent == "DejaVuSansMono.ttf")
        // Even generic names find only the library's own font.
        #expect(try mono.face(for: Font(.systemSansSerif, size: 12)).url.lastPathComponent == "DejaVuSansMono.ttf")
        #expect(throws: TextError.self) { try mono.face(for: Font(.serif, size: 12)) }
    }

    @Test("the environment variable's directories are added to the shared library's fonts")
    func environmentDirectories() {
        let directories = FontLibrary.defaultFontDirectories(environment: ["MORPH_FONT_PATH": "/opt/a::/opt/b"])
        #expect(directories.map(\.path) == ["/opt/a", "/opt/b"])
        #expect(FontLibrary.defaultFontDirectories(environment: [:]).isEmpty)
        #expect(FontLibrary.fontDirectoryEnvironmentVariable == "MORPH_FONT_PATH")
    }

    @Test("a directory of its own adds its families to the system's")
    func addedDirectory() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // An unusual family: DejaVu Math TeX Gyre, copied under another file name.
        try FileManager.default.copyItem(atPath: DejaVu.path("DejaVuMathTeXGyre"), toPath: directory.appendingPathComponent("House.ttf").path)
        let library = FontLibrary(fontDirectories: [directory])
        let face = try library.face(for: Font(FontFamily("DejaVu Math TeX Gyre"), size: 12))
        #expect(face.familyName == "DejaVu Math TeX Gyre")
        #expect(try library.face(for: Font(.sans, size: 12)).url.lastPathComponent == "DejaVuSans.ttf")
    }

    @Test("a file that is not a font adds nothing")
    func notAFont() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Broken.ttf")
        try Data("not a font at all".utf8).write(to: path)
        let library = FontLibrary(fontFiles: [path], includingSystemFonts: false)
        #expect(throws: TextError.self) { try library.face(for: Font(FontFamily("Broken"), size: 12)) }
        #expect(throws: TextError.self) { try TextLayout("x", style: TextStyle(font: Font(.systemSansSerif, size: 12)), library: library) }
    }

    @Test("characters the font lacks are drawn by the face fontconfig ranks next that has them")
    func fallbackFaces() throws {
        let font = Font(.sans, size: 12)
        #expect(try library.face(for: font, drawing: "a").familyName == "DejaVu Sans")
        #expect(try library.face(for: font, drawing: "क").familyName.hasPrefix("Noto Sans Devanagari"))
        #expect(try library.face(for: font, drawing: "中").familyName.hasPrefix("Noto Sans CJK"))
        #expect(try library.face(for: font, drawing: "😀").familyName == "Noto Color Emoji")
        // A text-presentation character stays in the text face, unless VS16 asks for emoji.
        #expect(try library.face(for: font, drawing: "\u{263A}").familyName == "DejaVu Sans")
        #expect(try library.face(for: font, drawing: "\u{263A}\u{FE0F}").familyName == "Noto Color Emoji")
    }

    @Test("libraries of the system's fonts share their opened fonts; libraries with fonts of their own do not")
    func storesAreShared() throws {
        let font = Font(.sans, size: 12)
        #expect(try FontLibrary().resolve(font).primary === FontLibrary(layoutCacheCapacity: 0).resolve(font).primary)
        let own = FontLibrary(fontDirectories: [DejaVu.directory])
        #expect(try own.resolve(font).primary !== FontLibrary().resolve(font).primary)
        #expect(try own.resolve(font).primary === own.resolve(font).primary)
    }

    @Test("fonts of one family share one font set whatever their size, and one face per file")
    func setsAreShared() throws {
        let library = FontLibrary()
        let small = try library.resolve(Font(.sans, size: 9))
        let large = try library.resolve(Font(.sans, size: 40))
        #expect(small.set === large.set)
        #expect(small.primary.face === large.primary.face)
        #expect(small.primary !== large.primary)
        // Two families whose first face is the same file share the opened face.
        let light = try library.resolve(Font(.serif, size: 12, weight: .light))
        let regular = try library.resolve(Font(.serif, size: 12))
        #expect(light.set !== regular.set)
        #expect(light.primary.face === regular.primary.face)
    }
}
