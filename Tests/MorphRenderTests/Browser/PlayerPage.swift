import Foundation
import MorphRender

/// An HTML player written to a temporary file and read back through headless Chromium.
struct PlayerPage {
    /// What the page reports after a `?t=` seek (`#morph-boxes`).
    struct Report: Decodable {
        struct Box: Decodable {
            let id: String
            let name: String
            let x: Double
            let y: Double
            let width: Double
            let height: Double
            let visible: Bool
        }

        /// Where the stage lies in the page, in CSS pixels from the viewport's top-left corner.
        struct Stage: Decodable {
            let x: Double
            let y: Double
            let width: Double
            let height: Double
        }

        let time: Double
        let sample: Int
        let stage: Stage
        let boxes: [Box]
    }

    let file: URL

    /// Writes the player of `timeline` into a fresh temporary directory.
    init(_ timeline: Timeline, name: String, renderer: HTMLPlayerRenderer = HTMLPlayerRenderer()) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("morph-render-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        file = directory.appendingPathComponent("\(name).html")
        try (try renderer.render(timeline)).write(to: file, atomically: true, encoding: .utf8)
    }

    /// `file://…/name.html?t=SECONDS`, the time written in Swift's shortest round-tripping form so
    /// the page parses exactly the same double.
    func url(at time: TimeInterval) -> URL {
        var components = URLComponents(url: file, resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "t", value: "\(time)")]
        return components.url!
    }

    /// Opens the page at `time` in Chromium and returns what it reports; fails if its script
    /// reported an error.
    func report(at time: TimeInterval, in browser: HeadlessChromium, windowSize: (width: Int, height: Int)? = nil) throws -> (report: Report, dom: String) {
        let dump = try browser.dumpDOM(of: url(at: time), windowSize: windowSize)
        guard dump.scriptErrors.isEmpty else {
            throw HeadlessChromium.Failure(description: "the page at t=\(time) logged errors:\n\(dump.scriptErrors.joined(separator: "\n"))")
        }
        let dom = dump.dom
        let opening = "<script type=\"application/json\" id=\"morph-boxes\">"
        guard let start = dom.range(of: opening), let end = dom.range(of: "</script>", range: start.upperBound..<dom.endIndex) else {
            throw HeadlessChromium.Failure(description: "the page at t=\(time) has no #morph-boxes element:\n\(dom.prefix(2_000))")
        }
        let json = String(dom[start.upperBound..<end.lowerBound])
        guard !json.isEmpty else {
            throw HeadlessChromium.Failure(description: "the page at t=\(time) wrote no boxes (did its script fail?)")
        }
        return (try JSONDecoder().decode(Report.self, from: Data(json.utf8)), dom)
    }

    func removeDirectory() {
        try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
    }
}
