import Foundation
import Testing
import MorphExamples
import MorphRender

/// Every example's HTML player in a real headless Chromium: at several `?t=` times the boxes the
/// browser lays out are Morph's own frames at those times, within half a point.
///
/// Only the sampling runs on the main actor; the browser runs off it, so its waits do not hold up
/// the main-actor tests that run in parallel.
@Suite("Examples in headless Chromium", .serialized)
struct ExampleBrowserTests {
    @Test("each example's player shows Morph's frames at the start, during the transitions and at the end",
          .enabled(if: HeadlessChromium.isAvailable, "headless Chromium is not installed"),
          arguments: Examples.all.map(\.name))
    func boxesMatch(name: String) async throws {
        let browser = try #require(HeadlessChromium.installed)
        let example = try #require(Examples.named(name))
        let timeline = try await MainActor.run { try example.sample() }
        let page = try PlayerPage(timeline, name: name)
        defer { page.removeDirectory() }
        // The first frame, frames at a quarter, a third, half, two thirds and three quarters of
        // the run (inside the transitions), and the last.
        let count = timeline.frames.count
        let indices = Array(Set([0, count / 4, count / 3, count / 2, 2 * count / 3, 3 * count / 4, count - 1])).sorted()
        var largest = 0.0
        for index in indices {
            let frame = timeline.frames[index]
            largest = max(largest, try HTMLPlayerBrowserTests().expectBoxes(of: page, at: frame.time, match: frame, of: timeline, frameIndex: index, in: browser))
        }
        print("example \(name) in Chromium: \(indices.count) times, largest deviation from Morph's frames \(largest) pt")
    }
}
