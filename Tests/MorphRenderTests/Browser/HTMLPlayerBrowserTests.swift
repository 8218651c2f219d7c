import Foundation
import Testing
import MorphRender

/// The HTML player in a real headless Chromium: the boxes the browser lays out must be the
/// timeline's own frames in root coordinates, within half a point, at every time asked.
@Suite("HTML player in headless Chromium", .serialized)
struct HTMLPlayerBrowserTests {
    /// Half a point: what "the browser shows what Morph computed" means for these tests.
    static let tolerance = 0.5

    @Test("Chromium is installed when MORPH_REQUIRE_BROWSER=1 (otherwise its absence only skips)")
    func browserPolicy() {
        guard !HeadlessChromium.isAvailable else { return }
        if HeadlessChromium.isRequired {
            Issue.record("MORPH_REQUIRE_BROWSER=1 but no Chromium was found (tried MORPH_CHROMIUM and \(HeadlessChromium.candidateNames.joined(separator: ", ")) on PATH); install it with `apt-get install -y chromium`")
        } else {
            print("notice: headless Chromium not found; the HTML player browser tests are skipped (set MORPH_REQUIRE_BROWSER=1 to make this a failure)")
        }
    }

    @Test("boxes match the timeline's root frames at samples before, during and after nodes enter and leave",
          .enabled(if: HeadlessChromium.isAvailable, "headless Chromium is not installed"))
    func boxesMatchRootFramesAcrossTheTransition() throws {
        let browser = try #require(HeadlessChromium.installed)
        let timeline = try SampleTimelines.transition()
        let page = try PlayerPage(timeline, name: "transition")
        defer { page.removeDirectory() }
        // 0: start; 7/8: the hidden node appears; 9/10: the toast enters; 14/15: `old` leaves and the
        // z order swaps; 24/25: the toast leaves; 30: the end.
        var compared = 0, largestDeviation = 0.0
        let indices = [0, 7, 8, 9, 10, 14, 15, 17, 24, 25, 30]
        for index in indices {
            let frame = timeline.frames[index]
            let deviation = try expectBoxes(of: page, at: frame.time, match: frame, of: timeline, frameIndex: index, in: browser)
            compared += frame.layers.count
            largestDeviation = max(largestDeviation, deviation)
        }
        print("html player in Chromium: \(compared) boxes at \(indices.count) times, largest deviation from Morph's frames \(largestDeviation) pt")
    }

    @Test("a time between samples shows the earlier sample's nodes; times outside the timeline clamp",
          .enabled(if: HeadlessChromium.isAvailable, "headless Chromium is not installed"))
    func timesBetweenAndOutsideSamples() throws {
        let browser = try #require(HeadlessChromium.installed)
        let timeline = try SampleTimelines.transition()
        let page = try PlayerPage(timeline, name: "clamping")
        defer { page.removeDirectory() }

        // Just before the toast's first sample it is not there yet; just before its removal it still is.
        let beforeEntry = (timeline.frames[9].time + timeline.frames[10].time) / 2
        let (between, _) = try page.report(at: beforeEntry, in: browser)
        #expect(between.sample == 9)
        #expect(!between.boxes.contains { $0.name == "toast" })
        // Untransformed layers move linearly between samples: the card lies between its two samples.
        let card = try #require(between.boxes.first { $0.name == "card" })
        let cardBefore = try #require(timeline.frames[9].frameOnCanvas(ofLayerNamed: "card"))
        let cardAfter = try #require(timeline.frames[10].frameOnCanvas(ofLayerNamed: "card"))
        #expect(abs(card.x - Double((cardBefore.minX + cardAfter.minX) / 2)) < Self.tolerance)
        #expect(abs(card.width - Double((cardBefore.width + cardAfter.width) / 2)) < Self.tolerance)

        let (beforeStart, _) = try page.report(at: -3, in: browser)
        #expect(beforeStart.time == 0 && beforeStart.sample == 0)
        let (afterEnd, _) = try page.report(at: 99, in: browser)
        #expect(afterEnd.time == timeline.duration && afterEnd.sample == timeline.frames.count - 1)
        try expectBoxes(afterEnd, match: timeline.frames[timeline.frames.count - 1], of: timeline, at: 99)
    }

    @Test("names with quotes, markup and non-ASCII survive the page and its data",
          .enabled(if: HeadlessChromium.isAvailable, "headless Chromium is not installed"))
    func awkwardIdentifiers() throws {
        let browser = try #require(HeadlessChromium.installed)
        let timeline = try AwkwardTimelines.identifiers()
        let page = try PlayerPage(timeline, name: "identifiers", renderer: HTMLPlayerRenderer(title: "</title><script>alert(1)</script>"))
        defer { page.removeDirectory() }
        for (index, frame) in timeline.frames.enumerated() {
            try expectBoxes(of: page, at: frame.time, match: frame, of: timeline, frameIndex: index, in: browser)
        }
        // Before the first sample (0.05 s) the page shows the first sample, as the timeline does.
        let (report, dom) = try page.report(at: 0, in: browser)
        #expect(report.sample == 0)
        try expectBoxes(report, match: timeline.frames[0], of: timeline, at: 0)
        #expect(Set(report.boxes.map(\.name)) == Set(timeline.frames[0].layers.map(\.name)))
        #expect(!dom.contains("<script>alert(1)</script>"))
    }

    @Test("an empty timeline and a one-frame timeline load and report their nodes",
          .enabled(if: HeadlessChromium.isAvailable, "headless Chromium is not installed"))
    func degenerateTimelines() throws {
        let browser = try #require(HeadlessChromium.installed)
        let empty = try Timeline(canvasSize: CGSize(width: 100, height: 80))
        let emptyPage = try PlayerPage(empty, name: "empty")
        defer { emptyPage.removeDirectory() }
        let (emptyReport, emptyDOM) = try emptyPage.report(at: 0, in: browser)
        #expect(emptyReport.boxes.isEmpty)
        #expect(emptyReport.sample == -1)
        #expect(emptyDOM.contains("data-morph-ready=\"true\""))

        let single = try AwkwardTimelines.singleFrame()
        let singlePage = try PlayerPage(single, name: "single")
        defer { singlePage.removeDirectory() }
        let (singleReport, _) = try singlePage.report(at: 0.3, in: browser)
        #expect(singleReport.time == 0)
        try expectBoxes(singleReport, match: single.frames[0], of: single, at: 0.3)
    }

    @Test("without ?t= the page plays on its own, without script errors",
          .enabled(if: HeadlessChromium.isAvailable, "headless Chromium is not installed"))
    func autoplay() throws {
        let browser = try #require(HeadlessChromium.installed)
        let timeline = try SampleTimelines.transition()
        let page = try PlayerPage(timeline, name: "autoplay")
        defer { page.removeDirectory() }
        // The page's clock ticks on animation frames and, where those are starved (headless
        // Chromium under virtual time gives a page only a few), on a 100 ms timer, which virtual
        // time runs; so within the budget it plays. Where in the 0.5 s loop it stops is not fixed
        // (it may be the start again): what it has played is, and the time shown is that, looped.
        let budget = 1.7
        let dump = try browser.dumpDOM(of: page.file, virtualTimeBudget: Int(budget * 1_000))
        #expect(dump.scriptErrors.isEmpty, "\(dump.scriptErrors)")
        #expect(dump.dom.contains("data-morph-ready=\"true\""))
        // Playing (the button offers to pause), and time has run.
        #expect(dump.dom.contains("<button id=\"morph-play\" type=\"button\">Pause</button>"))
        let played = try #require(Self.attribute("data-morph-played", in: dump.dom).flatMap(Double.init), "the page never ticked")
        #expect(played >= 0.5, "the page played \(played) s of a \(budget) s budget")
        // At 1× the clock cannot run much faster than the page's own: performance.now() follows
        // virtual time only roughly (up to ~30 % ahead under load), so the bound is twice the budget,
        // which a second tick loop or a clock counted twice would go past.
        #expect(played <= 2 * budget, "the page played \(played) s of a \(budget) s budget: its clock runs too fast")
        let shown = try #require(Self.shownTime(in: dump.dom), "the page shows no time")
        let looped = played.truncatingRemainder(dividingBy: timeline.duration)
        // Both are written with 3 decimals; the loop may wrap between the two roundings.
        let apart = abs(shown - looped)
        #expect(min(apart, timeline.duration - apart) < 0.002, "the page shows \(shown) s after playing \(played) s of a \(timeline.duration) s loop")
        print("html player autoplay: played \(played) s of timeline time in a \(budget) s virtual-time budget, showing \(shown) s")
    }

    /// The time the player's label shows (`<span id="morph-time">0.250 s / …`), in seconds.
    static func shownTime(in markup: String) -> Double? {
        guard let start = markup.range(of: "<span id=\"morph-time\">") else { return nil }
        guard let end = markup[start.upperBound...].range(of: " s /") else { return nil }
        return Double(markup[start.upperBound..<end.lowerBound])
    }

    /// The value of the first `name="…"` attribute in `markup`.
    static func attribute(_ name: String, in markup: String) -> String? {
        guard let start = markup.range(of: name + "=\"") else { return nil }
        guard let end = markup[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(markup[start.upperBound..<end])
    }

    @Test("clicking a track's name shows every property of that layer at the current time",
          .enabled(if: HeadlessChromium.isAvailable, "headless Chromium is not installed"))
    func inspector() throws {
        let browser = try #require(HeadlessChromium.installed)
        let timeline = try SampleTimelines.transition()
        let page = try PlayerPage(timeline, name: "inspector")
        defer { page.removeDirectory() }
        let label = try #require(timeline.label(ofLayerNamed: "spinner"))
        // The page inspects the layer as a click on its track's name would, at the last sample.
        let script = "<script>window.addEventListener('load', function () { window.__morphSeek(0.5); window.__morphInspect('\(label)'); });</script>"
        let html = try String(contentsOf: page.file, encoding: .utf8).replacingOccurrences(of: "</body>", with: script + "</body>")
        try html.write(to: page.file, atomically: true, encoding: .utf8)
        let dump = try browser.dumpDOM(of: page.url(at: 0.5))
        #expect(dump.scriptErrors.isEmpty, "\(dump.scriptErrors)")
        let table = try #require(dump.dom.components(separatedBy: "<table id=\"morph-properties\">").dropFirst().first?.components(separatedBy: "</table>").first)
        for property in ViewProperties.all {
            #expect(table.contains("<th>\(property.name)</th>"), "the inspector lists \(property.name)")
        }
        #expect(table.contains("<th>alpha</th><td>0.4</td>"))
        #expect(table.contains("<th>cornerRadius</th><td>6</td>"))
        #expect(dump.dom.contains("spinner (\(label)) at sample 30"))
    }

    @Test("screenshots show the canvas change over time and are the same for the same time",
          .enabled(if: HeadlessChromium.isAvailable, "headless Chromium is not installed"))
    func screenshots() throws {
        let browser = try #require(HeadlessChromium.installed)
        let page = try PlayerPage(try SampleTimelines.transition(), name: "screenshots")
        defer { page.removeDirectory() }
        let directory = page.file.deletingLastPathComponent()
        func shot(_ time: TimeInterval, _ name: String) throws -> Data {
            let file = directory.appendingPathComponent("\(name).png")
            try browser.screenshot(of: page.url(at: time), width: 420, height: 420, to: file)
            return try Data(contentsOf: file)
        }
        let start = try shot(0, "start"), startAgain = try shot(0, "start-again"), end = try shot(0.5, "end")
        #expect(start.starts(with: [0x89, 0x50, 0x4E, 0x47]))  // PNG signature
        #expect(start == startAgain)
        #expect(start != end)
    }

    // MARK: - Comparison

    /// Checks the page's boxes at `time` against `frame` of `timeline`; returns the largest
    /// deviation seen.
    @discardableResult
    func expectBoxes(of page: PlayerPage, at time: TimeInterval, match frame: PresentationTree, of timeline: Timeline, frameIndex: Int, in browser: HeadlessChromium) throws -> Double {
        let (report, _) = try page.report(at: time, in: browser)
        #expect(report.sample == frameIndex, "at t=\(time) the page shows sample \(report.sample), not \(frameIndex)")
        #expect(abs(report.time - time) < 1e-9)
        return try expectBoxes(report, match: frame, of: timeline, at: time)
    }

    @discardableResult
    func expectBoxes(_ report: PlayerPage.Report, match frame: PresentationTree, of timeline: Timeline, at time: TimeInterval) throws -> Double {
        var largest = 0.0
        let labels = timeline.layerLabels
        let frameLabels = frame.layers.map { labels[$0.id] ?? "?" }
        #expect(report.boxes.map(\.id).sorted() == frameLabels.sorted(), "layers on the page at t=\(time)")
        let frames = frame.framesOnCanvas()
        for box in report.boxes {
            let index = try #require(frameLabels.firstIndex(of: box.id))
            let expected = frames[index]
            let deviation = [
                abs(box.x - Double(expected.minX)), abs(box.y - Double(expected.minY)),
                abs(box.width - Double(expected.width)), abs(box.height - Double(expected.height)),
            ].max()!
            largest = max(largest, deviation)
            #expect(deviation <= Self.tolerance,
                    "\(box.name) at t=\(time): browser (\(box.x), \(box.y), \(box.width), \(box.height)) vs Morph \(expected)")
            #expect(box.visible == isDrawn(layerAt: index, in: frame), "\(box.name) visibility at t=\(time)")
        }
        return largest
    }

    /// Whether the layer and all its ancestors are shown.
    private func isDrawn(layerAt index: Int, in frame: PresentationTree) -> Bool {
        var current: Int? = index
        while let next = current {
            if frame.layers[next].attributes.isHidden { return false }
            current = frame.layers[next].parentIndex
        }
        return true
    }
}
