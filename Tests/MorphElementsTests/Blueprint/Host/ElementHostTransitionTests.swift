import Foundation
import Morph
import Testing
import MorphElements

@Suite("ElementHostNode: interactive transitions")
@MainActor
struct ElementHostTransitionTests {
    let clock = ManualClock()
    let host: ElementHostNode

    init() {
        host = ElementHostNode(name: "host", animator: Animator(clock: clock))
        host.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
    }

    /// Keyed swatches in a column; each fades in and out linearly in 0.4 s.
    func column(_ keys: [String], height: CGFloat = 10) -> Column {
        let fade = VisibilityTransition(alpha: 0, transform: .identity, attributes: .curve(.linear, duration: 0.4))
        return Column(keyed: keys.map {
            ElementContent.Child(Swatch(size: CGSize(width: 10, height: height), appearing: fade, disappearing: fade), keyed: $0)
        })
    }

    func names(_ nodes: [DisplayNode]) -> [String] { nodes.map { $0.name ?? "?" } }

    @Test("held at fractions, the update's animations show their values at that time")
    func scrubbing() {
        host.element = column(["a", "b"])
        let (a, b) = (host.elementNodes[0], host.elementNodes[1])
        let handle = host.transition(to: column(["b", "c"], height: 30), animation: .curve(.linear, duration: 0.4))
        handle.pause()
        clock.advance(by: 1)
        #expect(b.presentation.frame == CGRect(x: 0, y: 10, width: 400, height: 10))
        handle.fractionComplete = 0.25
        #expect(b.presentation.frame == CGRect(x: 0, y: 7.5, width: 400, height: 15))
        #expect(abs(a.presentation.alpha - 0.75) < 1e-9)
        let c = host.elementNodes[1]
        #expect(abs(c.presentation.alpha - 0.25) < 1e-9)
        handle.play()
        clock.advance(by: 0.3)
        #expect(handle.outcome == .completed)
        #expect(a.supernode == nil)
        #expect(host.subnodes == [b, c])
    }

    @Test("reversed to the start, the host shows exactly the tree it showed, with the same nodes")
    func reverting() throws {
        let first = column(["a", "b"])
        host.element = first
        let nodes = host.subnodes
        let before = host.presentationTree()
        let handle = host.transition(to: column(["b", "c"], height: 30))
        #expect(host.subnodes.count == 3)
        clock.advance(by: 0.15)
        handle.reverse()
        clock.advance(by: 0.15)
        #expect(handle.outcome == .reverted)
        #expect(host.subnodes == nodes)
        #expect(host.presentationTree().layers == before.layers)
        #expect(!host.hasAnimationsInSubtree)
        #expect(host.element.map { type(of: $0) == Column.self } == true)
        // The next update starts from the reverted tree.
        host.element = column(["b"])
        #expect(host.elementNodes == [nodes[1]])
    }

    @Test("finished where it stands: appearing nodes keep their alpha, disappearing ones leave, values stay")
    func finishedAtCurrent() {
        host.element = column(["a", "b"])
        let (a, b) = (host.elementNodes[0], host.elementNodes[1])
        let handle = host.transition(to: column(["b", "c"], height: 30), animation: .curve(.linear, duration: 0.4))
        let c = host.elementNodes[1]
        handle.fractionComplete = 0.25
        let frame = b.presentation.frame
        handle.finish(at: .current)
        #expect(handle.outcome == .completed)
        #expect(a.supernode == nil)
        #expect(host.subnodes == [b, c])
        #expect(b.frame == frame && b.presentation.frame == frame)
        #expect(abs(c.alpha - 0.25) < 1e-9 && c.presentation.alpha == c.alpha)
        clock.advance(by: 1)
        #expect(b.presentation.frame == frame)
        #expect(!host.hasAnimationsInSubtree)
    }

    @Test("a released finger's velocity carries the update to its end with a spring, completing once")
    func finishing() {
        host.element = column(["a"])
        var outcomes: [TransitionOutcome] = []
        let handle = host.transition(to: column(["a"], height: 50))
        handle.fractionComplete = 0.5
        handle.finish(at: .end, velocity: 2)
        for _ in 0..<200 where handle.outcome == nil { clock.advance(by: 1 / 60) }
        if let outcome = handle.outcome { outcomes.append(outcome) }
        clock.advance(by: 1)
        #expect(outcomes == [.completed])
        #expect(host.elementNodes[0].presentation.frame.height == 50)
    }

    @Test("an update that animates nothing completes at once")
    func nothingToAnimate() {
        host.element = column(["a"])
        let handle = host.transition(to: column(["a"]))
        #expect(handle.outcome == .completed)
        #expect(handle.duration == 0)
    }
}
