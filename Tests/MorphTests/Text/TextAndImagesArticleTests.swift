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

    @Test("decoding images and the image cache")
    func images() throws {
        let imageURL = try #require(Bundle.module.url(forResource: "chelsea", withExtension: "png", subdirectory: "Fixtures/Images"))
        let photo = try DecodedImage(contentsOf: imageURL)
        let intrinsicSize = photo.size
        let topLeft = photo.color(x: 0, y: 0)
        #expect(intrinsicSize == CGSize(width: 451, height: 300))
        #expect(topLeft?.alpha == 1)

        let cache = ImageCache(byteLimit: 64 << 20)
        let icon = try cache.image(contentsOf: imageURL)
        #expect(icon == photo)
    }

    @Test("modifying images")
    @MainActor
    func modifyingImages() async throws {
        let imageURL = try #require(Bundle.module.url(forResource: "chelsea", withExtension: "png", subdirectory: "Fixtures/Images"))
        let photo = try ImageNode(contentsOf: imageURL)
        photo.imageModification = .circularCrop(diameter: 60, borderWidth: 10)
        let icon = await photo.waitForImageModification()
        #expect(icon?.size == CGSize(width: 60, height: 60))
        #expect(icon?.pixel(x: 0, y: 0) == 0)
        #expect(photo.intrinsicSize == CGSize(width: 451, height: 300))

        let grayscale = ImageModification("grayscale") { image in
            let pixels = image.pixels.map { pixel -> UInt32 in
                let luma = ((pixel >> 16 & 0xFF) * 77 + (pixel >> 8 & 0xFF) * 150 + (pixel & 0xFF) * 29) >> 8
                return pixel & 0xFF00_0000 | luma << 16 | luma << 8 | luma
            }
            return try DecodedImage(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: image.scale, pixels: pixels)
        }
        let gray = try grayscale.apply(to: DecodedImage(pixelWidth: 1, pixelHeight: 1, pixels: [0xFFFF_0000]))
        #expect(gray.pixel(x: 0, y: 0) == 0xFF4C_4C4C)
    }

    @Test("network images")
    @MainActor
    func networkImages() async throws {
        let server = try LoopbackHTTPServer(routes: ["/avatar.png": .ok(try ImageFixtures.data("chelsea.png"))])
        defer { server.stop() }
        let avatarURL = server.url("/avatar.png")
        let avatar = NetworkImageNode(url: avatarURL, placeholderColor: .white, placeholderSize: CGSize(width: 60, height: 60))
        avatar.imageModification = .circularCrop(diameter: 60, borderWidth: 10)
        avatar.errorHandler = { error in
            if let error = error as? NetworkImageError, case .httpStatus(404) = error.reason {
                print("no avatar at \(error.url)")
            }
        }

        switch await avatar.waitForLoad() {
        case .loaded(let image):
            print("loaded", image.size)
        case .failed(let error):
            print(error)
        case .idle, .loading:
            break
        }
        #expect(avatar.intrinsicSize == CGSize(width: 451, height: 300))
        #expect(await avatar.waitForImageModification()?.size == CGSize(width: 60, height: 60))

        avatar.url = server.url("/missing.png")
        #expect(await avatar.waitForLoad() == .failed(NetworkImageError(url: server.url("/missing.png"), reason: .httpStatus(404))))
        #expect(avatar.intrinsicSize == CGSize(width: 60, height: 60))
    }

    @Test("the image examples in the doc comments")
    @MainActor
    func imageDocCommentExamples() async throws {
        let server = try LoopbackHTTPServer(routes: ["/icon.png": .ok(try ImageFixtures.data("interlaced.png"))])
        defer { server.stop() }
        let iconURL = server.url("/icon.png")
        let photoURL = try ImageFixtures.url("chelsea.png")

        // NetworkImageNode
        let icon = NetworkImageNode(url: iconURL, placeholderColor: .white)
        icon.imageModification = .circularCrop(diameter: 60, borderWidth: 10)
        icon.errorHandler = { error in print(error) }
        guard case .loaded = await icon.waitForLoad() else {
            Issue.record("the icon did not load: \(icon.loadPhase)")
            return
        }
        #expect(await icon.waitForImageModification()?.pixelWidth == 60)

        // ImageNode
        let photo = try ImageNode(contentsOf: photoURL)
        photo.imageModification = .circularCrop(diameter: 60, borderWidth: 10)
        let shown = await photo.waitForImageModification()
        #expect(shown?.size == CGSize(width: 60, height: 60))

        // ImageModification
        let flipped = ImageModification("flip-horizontally") { image in
            var pixels = image.pixels
            for row in 0..<image.pixelHeight {
                pixels[row * image.pixelWidth..<(row + 1) * image.pixelWidth].reverse()
            }
            return try DecodedImage(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: image.scale, pixels: pixels)
        }
        let pair = try DecodedImage(pixelWidth: 2, pixelHeight: 1, pixels: [0xFFFF_0000, 0xFF00_00FF])
        #expect(try flipped.apply(to: pair).pixels == [0xFF00_00FF, 0xFFFF_0000])
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

        // The image examples read files relative to the working directory, which has none: they
        // run and report the missing file.
        #expect(throws: ImageError.self) {
            let photo = try DecodedImage(contentsOf: URL(fileURLWithPath: "photo@2x.png"))
            print(photo.pixelWidth, photo.pixelHeight, photo.scale, photo.size)
        }
        #expect(throws: ImageError.self) {
            let icon = try ImageCache.shared.image(contentsOf: URL(fileURLWithPath: "icon@2x.png"))
            print(icon.size)
        }
    }
}
