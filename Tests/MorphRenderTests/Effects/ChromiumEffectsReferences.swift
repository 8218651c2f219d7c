import Foundation
import MorphCanvas
import MorphRender
import Testing

/// Makes the chromium-effects suite's reference images with headless Chromium: every case's
/// scene is sampled into a one-frame timeline and written by ``HTMLPlayerRenderer``; the stages of
/// all those pages are laid out in a grid on one page (with the player's own style sheet), which
/// Chromium draws at 1× and 2×; each case's cell is cut out into `references/<scale>x/<n>.png`.
///
/// Runs only when `MORPH_REGENERATE_CHROMIUM_EFFECTS=1` (see `ChromiumEffects/regenerate.sh`).
@Suite("chromium-effects references")
struct ChromiumEffectsReferences {
    static var isRequested: Bool {
        ProcessInfo.processInfo.environment["MORPH_REGENERATE_CHROMIUM_EFFECTS"] == "1"
    }

    static let columns = 10
    static let gap = 8

    @Test("regenerate the references with Chromium", .enabled(if: isRequested, "set MORPH_REGENERATE_CHROMIUM_EFFECTS=1 to regenerate"))
    @MainActor
    func regenerate() throws {
        let browser = try #require(HeadlessChromium.installed, "headless Chromium is not installed")
        let fixture = try EffectsScene.loadFixture()
        let canvas = CGSize(width: fixture.canvas[0], height: fixture.canvas[1])
        let (cellWidth, cellHeight) = (Int(canvas.width) + Self.gap, Int(canvas.height) + Self.gap)
        var styleSheet = ""
        var cells = ""
        for (index, scene) in fixture.cases.enumerated() {
            let root = try scene.makeRoot()
            let timeline = try Timeline(canvasSize: canvas, frames: [root.presentationTree()])
            let page = try HTMLPlayerRenderer(autoplay: false).render(timeline)
            if styleSheet.isEmpty { styleSheet = try Self.between(page, "<style>\n", "</style>") }
            // The stage's element and its layers' (its closing tag is the frame's last but one).
            let stage = try Self.between(page, "<div id=\"morph-stage-frame\">", "</div></div>\n") + "</div>"
            let (column, row) = (index % Self.columns, index / Self.columns)
            cells += "<div class=\"cell\" style=\"left:\(column * cellWidth)px;top:\(row * cellHeight)px\">" + stage + "</div>\n"
        }
        let rows = (fixture.cases.count + Self.columns - 1) / Self.columns
        let (pageWidth, pageHeight) = (Self.columns * cellWidth, rows * cellHeight)
        let html = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><style>\n" + styleSheet
            + "html, body { margin: 0; padding: 0; background: #fff; }\n.cell { position: absolute; }\n</style></head><body>\n"
            + cells + "</body></html>\n"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("morph-chromium-effects-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pageFile = directory.appendingPathComponent("cases.html")
        try html.write(to: pageFile, atomically: true, encoding: .utf8)
        for scale in fixture.scales {
            let shot = directory.appendingPathComponent("shot-\(scale)x.png")
            try browser.screenshot(of: pageFile, width: pageWidth, height: pageHeight, to: shot, deviceScaleFactor: scale)
            let image = try RasterImage(contentsOfPNG: shot)
            let folder = EffectsScene.directory.appendingPathComponent("references/\(scale)x")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for index in fixture.cases.indices {
                let (column, row) = (index % Self.columns, index / Self.columns)
                let cell = try PlayerRasterAgreementTests.crop(
                    image, x: column * cellWidth * scale, y: row * cellHeight * scale,
                    width: Int(canvas.width) * scale, height: Int(canvas.height) * scale
                )
                try cell.writePNG(to: ChromiumEffectsConformanceTests.referenceURL(case: index, scale: scale))
            }
        }
        print("chromium-effects: \(fixture.cases.count) cases drawn by Chromium at \(fixture.scales.map { "\($0)×" }.joined(separator: " and "))")
    }

    struct MissingMarker: Error, CustomStringConvertible {
        let marker: String
        var description: String { "the player page has no \(marker)" }
    }

    /// The text of `page` between `start` and the next `end` after it.
    static func between(_ page: String, _ start: String, _ end: String) throws -> String {
        guard let from = page.range(of: start), let to = page.range(of: end, range: from.upperBound..<page.endIndex) else {
            throw MissingMarker(marker: start)
        }
        return String(page[from.upperBound..<to.lowerBound])
    }
}
