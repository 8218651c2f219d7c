import Foundation
import Testing
import Morph

/// The code of the "Text and images" article, compiled and run (each block verbatim, then checks).
@Suite("Text and images article")
struct TextAndImagesArticleTests {
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

    @Test("sizes and baselines")
    func sizesAndBaselines() throws {
        let metrics = try FontMetrics(Font(.sans, size: 12))
        let title = try TextLayout("Morph\nLayout transitions", style: TextStyle(font: Font(.sans, size: 12)))
        let secondBaseline = metrics.ascender + metrics.lineHeight
        #expect(title.firstBaseline == 11.138671875)
        #expect(title.lastBaseline == secondBaseline)
        #expect(metrics.descender < 0)
    }

    @Test("fonts and where they come from")
    func fontsAndLibraries() throws {
        let fonts = FontLibrary(fontDirectories: [URL(fileURLWithPath: "/opt/fonts")])
        let heading = try TextLayout("Welcome", style: TextStyle(font: Font(.serif, size: 28, weight: .bold)), library: fonts)
        #expect(heading.face.styleName == "Bold")

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

    @Test("image sizes")
    func imageSizes() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let imageURL = directory.appendingPathComponent("icon.png")
        try PNGTestData(width: 48, height: 32).data.write(to: imageURL)
        let header = try PNGHeader(contentsOf: imageURL)
        let intrinsicSize = header.size
        #expect(intrinsicSize == CGSize(width: 48, height: 32))
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
    }
}
