import Foundation
@testable import Morph

/// A row of fixed size for scroll tests.
final class ScrollTestRow: DisplayNode {
    let size: CGSize

    init(_ index: Int, size: CGSize) {
        self.size = size
        super.init(name: "row \(index)")
    }

    override nonisolated func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        size
    }
}

/// Records a scroll node's delegate calls, in order.
@MainActor
final class ScrollEventLog: ScrollNodeDelegate {
    var events: [String] = []
    var scrolls = 0
    /// Changes the target of every release when set.
    var retarget: ((CGPoint) -> CGPoint)?
    var velocities: [CGPoint] = []

    func scrollNodeDidScroll(_ scrollNode: ScrollNode) {
        scrolls += 1
        if events.last != "scroll" { events.append("scroll") }
    }
    func scrollNodeWillBeginDragging(_ scrollNode: ScrollNode) { events.append("willBeginDragging") }
    func scrollNodeWillEndDragging(_ scrollNode: ScrollNode, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        events.append("willEndDragging")
        velocities.append(velocity)
        if let retarget { targetContentOffset = retarget(targetContentOffset) }
    }
    func scrollNodeDidEndDragging(_ scrollNode: ScrollNode, willDecelerate: Bool) { events.append("didEndDragging(\(willDecelerate))") }
    func scrollNodeWillBeginDecelerating(_ scrollNode: ScrollNode) { events.append("willBeginDecelerating") }
    func scrollNodeDidEndDecelerating(_ scrollNode: ScrollNode) { events.append("didEndDecelerating") }
    func scrollNodeDidEndScrollingAnimation(_ scrollNode: ScrollNode) { events.append("didEndScrollingAnimation") }
}

/// A 320×480 window holding a full-size vertical scroll node of `rows` rows of 320×`rowHeight`
/// points, on a manual clock, with an input dispatcher.
@MainActor
final class ScrollScene {
    let clock = ManualClock()
    let animator: Animator
    let root: DisplayNode
    let scroll: ScrollNode
    let rows: [ScrollTestRow]
    let input: InputDispatcher
    let log = ScrollEventLog()

    init(rows count: Int = 40, rowHeight: CGFloat = 50, size: CGSize = CGSize(width: 320, height: 480), configure: (ScrollNode) -> Void = { _ in }) throws {
        animator = Animator(clock: clock)
        let animator = animator
        (root, scroll, rows) = try DisplayNode.withAnimator(animator) {
            let root = DisplayNode(name: "root")
            let scroll = ScrollNode(name: "scroll")
            let rows = (0..<count).map { ScrollTestRow($0, size: CGSize(width: size.width, height: rowHeight)) }
            scroll.automaticallyManagesSubnodes = true
            scroll.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, children: rows) }
            root.frame = CGRect(origin: .zero, size: size)
            scroll.frame = CGRect(origin: .zero, size: size)
            try root.addSubnode(scroll)
            return (root, scroll, rows)
        }
        configure(scroll)
        try root.layoutIfNeeded()
        scroll.delegate = log
        input = InputDispatcher(root: root)
    }

    /// Makes nodes on the scene's animator.
    func make<Result>(_ build: () throws -> Result) rethrows -> Result {
        try DisplayNode.withAnimator(animator, build)
    }

    func pointer(_ phase: PointerEvent.Phase, _ x: CGFloat, _ y: CGFloat) {
        input.dispatch(.pointer(PointerEvent(phase, at: CGPoint(x: x, y: y), timestamp: clock.now)))
    }

    /// A straight drag from `from` to `to` in `steps` moves, one per `1/rate` seconds (the clock
    /// advances by frames meanwhile), released at the last move.
    func drag(from: CGPoint, to: CGPoint, steps: Int = 10, rate: Double = 60, release: Bool = true) {
        pointer(.began, from.x, from.y)
        for step in 1...steps {
            clock.advance(by: 1 / rate)
            let t = CGFloat(step) / CGFloat(steps)
            pointer(.moved, from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t)
        }
        if release { pointer(.ended, to.x, to.y) }
    }

    /// Advances the clock until the scroll node rests (or `limit` seconds pass), at `fps`.
    func settle(fps: Double = 60, limit: TimeInterval = 20) {
        let end = clock.now + limit
        while scroll.isAnimating || animator.tickObserverCount > 0, clock.now < end {
            clock.advance(by: 1 / fps)
        }
    }

    /// The names of the presented layers under the scroll node.
    var presentedRowNames: [String] {
        let tree = root.presentationTree()
        return tree.layers.filter { $0.name.hasPrefix("row ") }.map(\.name)
    }
}
