import Benchmark
import Foundation
import Morph
import MorphElements

// The Blueprint host's benchmarks: an ElementHostNode updating 1,000 keyed node-backed cards
// in 40 node-backed rows (1,040 nodes) — 20% of the cards leave, 20% come in and the rows'
// order reverses — with and without animation, and an update to an equal tree.

/// A node-backed card of a fixed size that fades in and out.
struct BenchCard: Element {
    var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 12, height: 12)) }

    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription { description in
            description.backgroundColor = .blue
            description.appearingTransition = .fade
            description.disappearingTransition = .fade
        }
    }
}

/// A node-backed row of keyed cards that wrap.
struct BenchRow: Element {
    var cards: [Int]

    var content: ElementContent {
        ElementContent(children: cards.map { ElementContent.Child(BenchCard(), key: ElementKey($0)) }) { children in
            StackLayoutSpec(direction: .horizontal, spacing: 1, flexWrap: .wrap, children: children)
        }
    }

    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription { $0.backgroundColor = Color(white: 0.9) }
    }
}

/// 40 keyed rows of 25 cards; `flipped` picks the other 20% of each row's cards and reverses the
/// rows.
struct BenchList: Element {
    var flipped: Bool

    var content: ElementContent {
        let rows = (0..<40).map { row in
            let cards = (0..<30).filter { flipped ? $0 >= 5 : $0 < 25 }.map { row * 100 + $0 }
            return ElementContent.Child(BenchRow(cards: cards), key: ElementKey(row))
        }
        return ElementContent(children: flipped ? rows.reversed() : rows) { children in
            StackLayoutSpec(direction: .vertical, spacing: 2, alignItems: .stretch, children: children)
        }
    }
}

/// A host on a manual clock showing ``BenchList``.
@MainActor
final class HostedList {
    let clock = ManualClock()
    let host: ElementHostNode
    private var flipped = false

    init() {
        host = ElementHostNode(name: "host", animator: Animator(clock: clock))
        host.frame = CGRect(x: 0, y: 0, width: 400, height: 2000)
        host.element = BenchList(flipped: false)
    }

    /// Flips the list, animated or not; returns the number of nodes shown.
    func flip(animated: Bool) -> Int {
        flipped.toggle()
        if animated {
            withAnimation(.default) { host.element = BenchList(flipped: flipped) }
        } else {
            host.element = BenchList(flipped: flipped)
        }
        return host.subnodes.count
    }

    /// The same tree again.
    func repeatUpdate() -> Int {
        host.element = BenchList(flipped: flipped)
        return host.subnodes.count
    }

    /// Ends every animation.
    func settle() {
        clock.advance(by: 1)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))

    for animated in [false, true] {
        Benchmark("ElementHostNode update of 1,040 nodes, 20% churn, \(animated ? "animated" : "not animated")") { benchmark async in
            let list = await MainActor.run { HostedList() }
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                let count = await MainActor.run { list.flip(animated: animated) }
                benchmark.stopMeasurement()
                blackHole(count)
                await MainActor.run { list.settle() }
            }
        }
    }

    Benchmark("ElementHostNode update of 1,040 nodes to an equal tree") { benchmark async in
        let list = await MainActor.run { HostedList() }
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            let count = await MainActor.run { list.repeatUpdate() }
            benchmark.stopMeasurement()
            blackHole(count)
        }
    }
}
