import Foundation
import MorphLayout
import MorphText
import Testing

/// The code of the "Measuring text" article, compiled and run (each block verbatim, then checks).
@Suite("Measuring text article")
struct MeasuringTextArticleTests {
    @Test("measure a string")
    func measureAString() throws {
        let style = TextStyle(font: Font(.sans, size: 17), alignment: .center, lineLimit: 2)
        let layout = try TextLayout("Sign up to get started with Morph today", style: style, maximumWidth: 150)
        for line in layout.lines {
            print(line.text, line.x, line.baseline)
        }
        #expect(layout.lines.count == 2)
        #expect(layout.lines.allSatisfy { $0.width <= 150 })
        #expect(layout.size.width <= 150)
    }

    @Test("attributed text, and drawing what was measured")
    func attributedTextAndGlyphRuns() throws {
        var text = AttributedText("Sign up", attributes: TextAttributes(font: Font(.sans, size: 17, weight: .bold)))
        text.append(" to continue", attributes: TextAttributes(font: Font(.sans, size: 17), color: .red, isUnderlined: true))
        let label = try TextLayout(text, style: TextStyle(font: Font(.sans, size: 17)), maximumWidth: 300)
        for line in label.lines {
            for run in line.runs {
                let file = run.face.url.path
                let origins = run.glyphs.map { CGPoint(x: line.x + $0.position.x, y: line.baseline + $0.position.y) }
                print(file, run.face.faceIndex, run.fontSize, run.glyphs.map(\.id), origins)
            }
        }
        let runs = try #require(label.lines.first?.runs)
        #expect(runs.count == 2)
        #expect(runs[0].face.styleName == "Bold" && runs[1].color == .red && runs[1].isUnderlined)
        #expect(runs[1].x == runs[0].width)
    }

    @Test("sizes and baselines")
    func sizesAndBaselines() throws {
        let metrics = try FontMetrics(Font(.sans, size: 12))
        let title = try TextLayout("Morph\nLayout transitions", style: TextStyle(font: Font(.sans, size: 12)))
        let secondBaseline = metrics.ascender + metrics.lineHeight
        #expect(title.firstBaseline == 11.138671875)
        #expect(title.lastBaseline == secondBaseline)
        #expect(metrics.descender < 0)
    }

    @Test("fonts, fallback and libraries")
    func fontsAndLibraries() throws {
        let fonts = FontLibrary(fontDirectories: [URL(fileURLWithPath: "/opt/fonts")])
        let heading = try TextLayout("Welcome", style: TextStyle(font: Font(.serif, size: 28, weight: .bold)), library: fonts)
        let devanagari = try fonts.face(for: Font(.sans, size: 17), drawing: "क")
        #expect(heading.face.styleName == "Bold")
        #expect(devanagari.familyName.hasPrefix("Noto"))

        do {
            _ = try TextLayout("Hello", style: TextStyle(font: Font(FontFamily("Inter"), size: 12)))
        } catch {
            print(error)
        }
        let error = #expect(throws: TextError.self) {
            try TextLayout("Hello", style: TextStyle(font: Font(FontFamily("Inter"), size: 12)))
        }
        #expect(error?.description.contains("Inter") == true)
    }

    @Test("measuring off the main actor")
    func concurrentMeasurement() async throws {
        let style = TextStyle(font: Font(.sans, size: 17))
        let sizes = try await withThrowingTaskGroup(of: CGSize.self) { group in
            for title in ["One", "Two", "Three"] {
                group.addTask { try TextLayout(title, style: style).size }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(sizes.count == 3 && sizes.allSatisfy { $0.height == 20 })
    }

    @Test("the examples in the doc comments")
    func docCommentExamples() throws {
        let body = Font(.sans, size: 17)
        let heading = Font(.serif, size: 28, weight: .bold)
        let caption = Font(.sans, size: 12, weight: .light, isItalic: true)
        #expect(try [body, heading, caption].map { try FontMetrics($0).pointSize } == [17, 28, 12])

        let style = TextStyle(font: Font(.sans, size: 12), lineLimit: 2)
        let layout = try TextLayout("The quick brown fox jumps over the lazy dog", style: style, maximumWidth: 100)
        for line in layout.lines {
            print(line.text, line.x, line.baseline)
        }
        #expect(layout.lines.count == 2 && layout.isTruncated)
        #expect(layout.lines[1].text.hasSuffix("…"))

        let noto = FontFamily("Noto Sans")
        let system = FontFamily.systemSansSerif
        #expect(try FontLibrary.shared.face(for: Font(noto, size: 12)).familyName == "Noto Sans")
        #expect(!system.name.isEmpty)

        let library = FontLibrary(fontDirectories: [URL(fileURLWithPath: "/opt/fonts")])
        #expect(try library.face(for: Font(.sans, size: 12)).familyName == "DejaVu Sans")

        var text = AttributedText("Sign up", attributes: TextAttributes(font: Font(.sans, size: 17, weight: .bold)))
        text.append(" to continue", attributes: TextAttributes(font: Font(.sans, size: 17), color: .red))
        #expect(text.runs.count == 2)
    }
}
