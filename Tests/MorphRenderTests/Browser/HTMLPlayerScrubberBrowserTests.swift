import Foundation
import Testing
import MorphRender

/// The player's scrubber driven as a user drags it: the browser sends `input` events with each new
/// value while the page is playing.
@Suite("HTML player scrubber in headless Chromium", .serialized)
struct HTMLPlayerScrubberBrowserTests {
    /// A script appended to the page: once the player plays, it drags the scrubber through
    /// `values` (seconds) — setting the value and sending `input` for each, then `change` — and
    /// after 400 ms more writes what the page shows into `#drag-result`.
    static func dragScript(values: [Double]) -> String {
        """
        <script>
        window.addEventListener('load', function () {
          setTimeout(function () {
            var scrubber = document.getElementById('morph-scrubber');
            var during = [];
            [\(values.map { "\($0)" }.joined(separator: ","))].forEach(function (value) {
              scrubber.value = String(value);
              scrubber.dispatchEvent(new Event('input', { bubbles: true }));
              during.push(Number(scrubber.value));
            });
            scrubber.dispatchEvent(new Event('change', { bubbles: true }));
            setTimeout(function () {
              var result = document.createElement('pre');
              result.id = 'drag-result';
              result.textContent = JSON.stringify({
                during: during,
                value: Number(scrubber.value),
                time: window.__morphBoxes().time,
                playing: document.getElementById('morph-play').textContent === 'Pause'
              });
              document.body.appendChild(result);
            }, 400);
          }, 150);
        });
        </script>
        """
    }

    struct DragResult: Decodable {
        let during: [Double]
        let value: Double
        let time: Double
        let playing: Bool
    }

    @Test("dragging the scrubber while playing leaves it, and the player, where it was dropped",
          .enabled(if: HeadlessChromium.isAvailable, "headless Chromium is not installed"))
    func dragStays() throws {
        let browser = try #require(HeadlessChromium.installed)
        let timeline = try SampleTimelines.transition()
        let page = try PlayerPage(timeline, name: "scrubber")
        defer { page.removeDirectory() }
        let values = [0.1, 0.2, 0.35].map { $0 * timeline.duration / 0.5 }
        let html = try String(contentsOf: page.file, encoding: .utf8)
            .replacingOccurrences(of: "</body>", with: Self.dragScript(values: values) + "\n</body>")
        try html.write(to: page.file, atomically: true, encoding: .utf8)

        let dump = try browser.dumpDOM(of: page.file, virtualTimeBudget: 2_000)
        #expect(dump.scriptErrors.isEmpty, "\(dump.scriptErrors)")
        let opening = "<pre id=\"drag-result\">"
        let start = try #require(dump.dom.range(of: opening), "the drag script wrote no result:\n\(dump.dom.suffix(2_000))")
        let end = try #require(dump.dom.range(of: "</pre>", range: start.upperBound..<dump.dom.endIndex))
        let result = try JSONDecoder().decode(DragResult.self, from: Data(dump.dom[start.upperBound..<end.lowerBound].utf8))
        // Each value stays as the user sets it, the playhead follows, and playback has stopped.
        for (during, value) in zip(result.during, values) {
            #expect(abs(during - value) < 1e-9, "the scrubber snapped to \(during) while dragged to \(value)")
        }
        #expect(abs(result.value - values.last!) < 1e-9, "the scrubber ended at \(result.value), dropped at \(values.last!)")
        #expect(abs(result.time - values.last!) < 1e-9, "the player shows \(result.time) s, the scrubber was dropped at \(values.last!) s")
        #expect(!result.playing)
    }
}
