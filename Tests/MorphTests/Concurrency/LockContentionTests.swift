import Foundation
import Morph
import Synchronization
import Testing

/// Run under ThreadSanitizer too (`.ci/run` does): `swift test --sanitize=thread --filter LockContentionTests`.
///
/// The font caches are shared by every thread of the process. Background threads that measure text
/// in ever new fonts make fontconfig sort fonts, read font files and build HarfBuzz fonts; none of
/// that may hold a lock the main actor waits for, so the main actor keeps running its transitions
/// (and measuring its own text) at its own pace. Speed is not asserted here beyond a sanity bound
/// a blocked main actor would exceed; the longest frame is printed, and the same-run figures
/// before and after the lock change are in Benchmarks/README.md.
@Suite("Lock contention")
@MainActor
struct LockContentionTests {
    /// Families installed on the machines Morph is tested on (fonts-dejavu-core, fonts-noto-core,
    /// fonts-noto-cjk), measured in each weight and slant.
    nonisolated static let families: [FontFamily] = [
        .sans, .serif, .monospaced, .sansCondensed, FontFamily("Noto Sans"), FontFamily("Noto Serif"),
        FontFamily("Noto Sans Mono"), FontFamily("Noto Sans CJK JP"), FontFamily("Noto Sans Arabic"),
        FontFamily("Noto Sans Hebrew"), FontFamily("Noto Sans Devanagari"), FontFamily("Noto Sans Thai"),
    ]

    /// The font of a background measurement: every family, weight and slant at ever new sizes, and
    /// every fifth one a family no font has (a fontconfig query each time, then a typed error).
    nonisolated static func churnFont(thread: Int, step: Int) -> Font {
        let weights = FontWeight.allCases
        let family = step % 5 == 4 ? FontFamily("No Such Family \(thread)-\(step)") : families[(step + thread) % families.count]
        return Font(family, size: 6 + CGFloat((step * 7 + thread) % 97) / 4, weight: weights[step % weights.count], isItalic: step % 2 == 1)
    }

    @Test("the main actor runs its transitions while many threads measure text in many fonts")
    func mainActorKeepsItsPace() async throws {
        let environment = MotionEnvironment()
        let cards = environment.make { (0..<8).map(TransitionStressTests.Card.init) }
        let feed = environment.make { TransitionStressTests.Feed(cards: cards) }
        feed.visible.value = [0, 1, 2, 3, 4, 5]
        feed.frame = rect(0, 0, 240, 600)
        try feed.layoutIfNeeded()

        // Plain threads, not tasks, so that they never hold the cooperative pool's threads. They
        // run only while the frames below do (about two seconds), so the other suites running
        // meanwhile are not starved.
        let threadCount = 4
        let isStopped = Atomic(false)
        let measured = Atomic(0)
        let finished = Atomic(0)
        for thread in 0..<threadCount {
            Thread {
                var step = 0
                while !isStopped.load(ordering: .relaxed) {
                    let font = Self.churnFont(thread: thread, step: step)
                    if (try? TextLayout("Churn \(thread).\(step)", style: TextStyle(font: font, lineLimit: 2), maximumWidth: 120)) != nil {
                        measured.add(1, ordering: .relaxed)
                    }
                    step += 1
                }
                finished.add(1, ordering: .releasing)
            }.start()
        }

        // Each frame changes a title (measured on the main actor, in a font the caches know),
        // transitions the feed with the measurement on the main actor, and moves the clock. The
        // loop never suspends, so no other test's main-actor work runs between its frames.
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(2)
        var frameDurations: [Duration] = []
        var frame = 0
        while frame < 180 && clock.now < deadline {
            let start = clock.now
            cards[frame % cards.count].title.string = "Card \(frame)"
            if frame % 20 == 0 { feed.visible.value = Array(feed.visible.value.reversed()) }
            _ = try feed.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
            environment.clock.advance(by: 1.0 / 60)
            frameDurations.append(clock.now - start)
            frame += 1
        }
        isStopped.store(true, ordering: .relaxed)
        while finished.load(ordering: .acquiring) < threadCount {
            try await Task.sleep(nanoseconds: 1_000_000)
        }

        let sorted = frameDurations.sorted()
        let longest = sorted.last ?? .zero
        let milliseconds = { (duration: Duration) in String(format: "%.2f", Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3) }
        print("lock contention: the main actor's longest frame \(milliseconds(longest)) ms (median \(milliseconds(sorted[sorted.count / 2])) ms) over \(sorted.count) frames while \(threadCount) threads measured \(measured.load(ordering: .relaxed)) texts in new fonts")
        #expect(measured.load(ordering: .relaxed) > 0)
        // A sanity bound only (timing is the benchmarks' business): a main actor that waited for
        // the background threads' font resolution would take far longer.
        #expect(longest < .seconds(5))
        #expect(feed.invariantViolations().isEmpty)
    }
}
