import Foundation
import Morph
import MorphTestSupport
import Testing

/// Run under ThreadSanitizer: `swift test --sanitize=thread --filter TransitionStressTests`.
///
/// Asynchronous transitions measure on background tasks while the main actor keeps changing the
/// nodes' layout inputs, runs layout passes and moves the clock, and two other threads measure the same
/// nodes at the same time. The locks must make every shared access safe; at the end the tree is
/// consistent and its layout is the newest state's.
@Suite("Transition stress")
@MainActor
struct TransitionStressTests {
    final class Card: DisplayNode {
        let isExpanded = LayoutInput(false)
        let title: TextNode
        let detail: TextNode
        let badge = ImageNode(size: CGSize(width: 12, height: 12), fillColor: .red)

        init(_ index: Int) {
            title = TextNode("Card \(index)", style: TextStyle(font: Font(.sans, size: 14)))
            detail = TextNode("Details of card \(index)", style: TextStyle(font: Font(.sans, size: 11), lineLimit: 2))
            super.init(name: "card\(index)")
            automaticallyManagesSubnodes = true
        }

        override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
            let header = StackLayoutSpec(direction: .horizontal, spacing: 4, alignItems: .center, children: [badge, title])
            let children: [any LayoutElement] = isExpanded.value ? [header, detail] : [header]
            return InsetLayoutSpec(insets: EdgeInsets(all: 6), child: StackLayoutSpec(direction: .vertical, spacing: 2, alignItems: .start, children: children))
        }
    }

    final class Feed: DisplayNode {
        let visible = LayoutInput<[Int]>([])
        let cards: [Card]

        init(cards: [Card]) {
            self.cards = cards
            super.init(name: "feed")
            automaticallyManagesSubnodes = true
        }

        override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
            StackLayoutSpec(direction: .vertical, spacing: 4, alignItems: .stretch, children: visible.value.map { cards[$0] })
        }
    }

    @Test("asynchronous transitions while the main actor changes node state")
    func stress() async throws {
        let environment = MotionEnvironment()
        let cards = environment.make { (0..<8).map(Card.init) }
        let feed = environment.make { Feed(cards: cards) }
        feed.visible.value = [0, 1, 2, 3]
        feed.frame = rect(0, 0, 240, 600)
        try feed.layoutIfNeeded()

        // Other threads measure the same nodes meanwhile. They are plain threads, not tasks: a
        // task that never suspends would hold one of the few threads of Swift's cooperative pool,
        // and with two of them the asynchronous measurements (which run on that pool) would
        // never start.
        let stop = Counter()
        let measuredCounts = MeasuredCounts()
        for _ in 0..<2 {
            Thread {
                var measured = 0
                while stop.value == 0 {
                    for card in cards {
                        _ = try? card.layoutThatFits(SizeRange.unconstrained)
                        measured += 1
                    }
                    _ = try? feed.layoutThatFits(SizeRange.unconstrained)
                }
                measuredCounts.finish(measured)
            }.start()
        }

        var generator = SplitMix64(seed: 7)
        var handles: [TransitionHandle] = []
        for round in 0..<300 {
            feed.visible.value = Array((0..<8).shuffled(using: &generator).prefix(Int.random(in: 0...8, using: &generator)))
            handles.append(try feed.transitionLayout(animated: Bool.random(using: &generator), shouldMeasureAsync: true, measurementCompletion: nil))
            // Change state while it measures.
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let card = cards[Int.random(in: 0..<8, using: &generator)]
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: card.isExpanded.value.toggle()
                case 1: card.title.string = "Card \(Int.random(in: 0..<1000, using: &generator))"
                case 2: card.badge.intrinsicSize = CGSize(width: Int.random(in: 8...20, using: &generator), height: 12)
                case 3: card.style.minHeight = .points(CGFloat(Int.random(in: 0...40, using: &generator)))
                default: try feed.layoutIfNeeded()
                }
            }
            if round % 3 == 0 { await Task.yield() }
            if round % 7 == 0 { try? await Task.sleep(nanoseconds: 100_000) }
            environment.clock.advance(by: 0.05)
            #expect(feed.invariantViolations().isEmpty)
        }
        // Finish: stop the other measurers, then move the clock until the last transition (and
        // every earlier one) has committed and every animation has ended. (Awaiting an animated
        // transition without moving the manual clock would wait forever.)
        feed.visible.value = [7, 5, 3, 1]
        let last = try feed.transitionLayout(animated: true, shouldMeasureAsync: true, measurementCompletion: nil)
        stop.increment()
        while measuredCounts.finishedThreads < 2 {
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        let measured = measuredCounts.total
        var rounds = 0
        while rounds < 1_000, !last.isFinished || feed.hasPendingLayoutTransitionsInSubtree || feed.hasAnimationsInSubtree {
            rounds += 1
            environment.clock.advance(by: 0.1)
            await Task.yield()
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        #expect(await outcome(of: last) == .completed)
        for handle in handles {
            #expect(handle.isFinished)
        }
        #expect(measured > 0)
        #expect(feed.invariantViolations().isEmpty)
        #expect(feed.subnodes == [cards[7], cards[5], cards[3], cards[1]])
        // The applied layout is the newest state's: a fresh measurement for the node's bounds agrees
        // with it. (`constrainedSizeForCalculatedLayout` would name the range of the most recent
        // measurement, which may be one of the measuring threads' unconstrained ones.)
        let range = try SizeRange(exactly: feed.bounds.size)
        let fresh = try feed.calculateLayoutThatFits(range, context: feed.layoutContext)
        #expect(feed.calculatedLayout?.sublayouts.map(\.frame) == fresh.sublayouts.map(\.frame))
        #expect(!feed.hasPendingLayoutTransitionsInSubtree)
    }
}

/// What the measuring threads of the stress test did: how many finished, and how many measurements
/// they made together.
final class MeasuredCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var threads = 0
    private var measured = 0
    var finishedThreads: Int { lock.withLock { threads } }
    var total: Int { lock.withLock { measured } }
    func finish(_ count: Int) { lock.withLock { threads += 1; measured += count } }
}
