import Foundation
import Testing
@testable import Morph

@Suite("Font resolution")
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
        #expect(face.weight == .regular && !face.isItalic && face.hasKerning)
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
        #expect(bold.weight == .bold && bold.isItalic)
    }

    @Test("a missing weight falls back to the nearest one, keeping the slant first (CSS matching)")
    func fallbacks() throws {
        // DejaVu Serif has no ExtraLight: light → regular.
        let serifLight = try library.face(for: Font(.serif, size: 12, weight: .light))
        #expect(serifLight.url.lastPathComponent == "DejaVuSerif.ttf")
        #expect(serifLight.weight == .regular)
        // DejaVu Sans ExtraLight has no oblique: the italic is kept, the weight gives way.
        let lightItalic = try library.face(for: Font(.sans, size: 12, weight: .light, isItalic: true))
        #expect(lightItalic.url.lastPathComponent == "DejaVuSans-Oblique.ttf")
        #expect(lightItalic.weight == .regular && lightItalic.isItalic)
        // A single-face family: every request falls back to it.
        let math = try library.face(for: Font(FontFamily(fileStem: "DejaVuMathTeXGyre"), size: 12, weight: .bold, isItalic: true))
        #expect(math.url.lastPathComponent == "DejaVuMathTeXGyre.ttf")
        #expect(math.familyName == "DejaVu Math TeX Gyre")
        #expect(math.weight == .regular && !math.isItalic)
    }

    @Test("candidate file names list the exact face first and the upright faces last")
    func candidateOrder() {
        let names = FontFamily.sans.candidateFileNames(weight: .light, isItalic: true)
        #expect(names.first == "DejaVuSans-ExtraLightOblique.ttf")
        #expect(names.firstIndex(of: "DejaVuSans-Oblique.ttf")! < names.firstIndex(of: "DejaVuSans-ExtraLight.ttf")!)
        #expect(names.last == "DejaVuSans-Bold.otf")
    }

    @Test("a family that is nowhere throws fontNotFound naming the files and directories searched")
    func missingFamily() throws {
        let error = #expect(throws: TextError.self) {
            try library.face(for: Font(FontFamily(fileStem: "NoSuchFont"), size: 12, weight: .bold))
        }
        guard case let .fontNotFound(family, weight, isItalic, fileNames, directories) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(family == "NoSuchFont" && weight == .bold && !isItalic)
        #expect(fileNames.first == "NoSuchFont-Bold.ttf")
        #expect(fileNames.contains("NoSuchFont.ttf"))
        #expect(directories == library.searchPaths.map(\.path))
        #expect(directories.contains("/usr/share/fonts/truetype/dejavu"))
        #expect(error!.description.contains("NoSuchFont-Bold.ttf"))
        #expect(error!.description.contains("/usr/share/fonts/truetype/dejavu"))
    }

    @Test("a machine without DejaVu gets a typed error, not a crash, for every measurement")
    func noFontsAnywhere() throws {
        let empty = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        let bare = FontLibrary(searchPaths: [empty])
        let style = TextStyle(font: Font(.sans, size: 12))
        let expected = TextError.fontNotFound(
            family: "DejaVuSans", weight: .regular, isItalic: false,
            fileNames: FontFamily.sans.candidateFileNames(weight: .regular, isItalic: false),
            searchedDirectories: [empty.path]
        )
        #expect(throws: expected) { try TextLayout("Hello", style: style, library: bare) }
        #expect(throws: expected) { try TextLayout("", style: style, library: bare) }
        #expect(throws: expected) { try FontMetrics(Font(.sans, size: 12), library: bare) }
    }

    @Test("the environment variable's directories are searched before the system's")
    func environmentOverride() {
        let paths = FontLibrary.defaultSearchPaths(environment: ["MORPH_FONT_PATH": "/opt/a::/opt/b"])
        #expect(paths.prefix(2).map(\.path) == ["/opt/a", "/opt/b"])
        #expect(Array(paths.dropFirst(2)) == FontLibrary.systemFontDirectories)
        #expect(FontLibrary.defaultSearchPaths(environment: [:]) == FontLibrary.systemFontDirectories)
        #expect(FontLibrary.searchPathEnvironmentVariable == "MORPH_FONT_PATH")
    }

    @Test("an override directory supplies its own families and wins over the system directories")
    func overrideDirectory() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // "DejaVuSans.ttf" in the override directory is really DejaVu Serif.
        try FileManager.default.copyItem(atPath: DejaVu.path("DejaVuSerif"), toPath: directory.appendingPathComponent("DejaVuSans.ttf").path)
        try FileManager.default.copyItem(atPath: DejaVu.path("DejaVuSansMono"), toPath: directory.appendingPathComponent("House.ttf").path)
        let library = FontLibrary(searchPaths: FontLibrary.defaultSearchPaths(environment: ["MORPH_FONT_PATH": directory.path]))

        let sans = try library.face(for: Font(.sans, size: 12))
        #expect(sans.url.path == directory.appendingPathComponent("DejaVuSans.ttf").path)
        #expect(sans.familyName == "DejaVu Serif")
        // Bold is not in the override directory, so it comes from the system one.
        #expect(try library.face(for: Font(.sans, size: 12, weight: .bold)).url.path == DejaVu.path("DejaVuSans-Bold"))
        let house = try library.face(for: Font(FontFamily(fileStem: "House"), size: 12))
        #expect(house.familyName == "DejaVu Sans Mono")
    }

    @Test("a file that is not a font throws unreadableFont with its path")
    func unreadableFont() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Broken.ttf").path
        try Data("not a font at all".utf8).write(to: URL(fileURLWithPath: path))
        let library = FontLibrary(searchPaths: [directory])
        let error = #expect(throws: TextError.self) {
            try library.face(for: Font(FontFamily(fileStem: "Broken"), size: 12))
        }
        guard case let .unreadableFont(errorPath, code) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(errorPath == path)
        #expect(code != 0)
        #expect(error!.description.contains(path))
    }

    @Test("a directory named like a font file is skipped")
    func directoriesAreSkipped() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("DejaVuSans.ttf"), withIntermediateDirectories: false)
        let library = FontLibrary(searchPaths: [directory] + FontLibrary.systemFontDirectories)
        #expect(try library.face(for: Font(.sans, size: 12)).url.path == DejaVu.path("DejaVuSans"))
    }

    @Test("fonts of one family share one open face whatever their size")
    func facesAreShared() throws {
        let library = FontLibrary(searchPaths: FontLibrary.systemFontDirectories)
        let small = try library.resolve(Font(.sans, size: 9))
        let large = try library.resolve(Font(.sans, size: 40))
        #expect(small.face === large.face)
        // A fallback to the same file shares the face too.
        let light = try library.resolve(Font(.serif, size: 12, weight: .light))
        let regular = try library.resolve(Font(.serif, size: 12))
        #expect(light.face === regular.face)
    }
}
