import Foundation
import Morph
import Testing
import MorphElements

/// Four tiles side by side, 80 points apart; expanded, each is taller.
enum Tiles: Component {
    struct Props: DescriptionProps {
        var frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        var alpha: CGFloat = 1
        var key: String?
    }

    struct State: ComponentState {
        var expanded = false
        var count = 4
    }

    enum Keys {
        case tile
    }

    static func childrenDescriptions(props: Props, state: State, update: @escaping StateUpdate<State>) -> [ChildDescription] {
        (0..<state.count).map { index in
            .node(props: NodeProps {
                $0.setKey("tile\(index)")
                $0.frame = CGRect(x: CGFloat(index) * 80, y: 0, width: 60, height: state.expanded ? 100 : 40)
            })
        }
    }

    static func updateChildrenAnimations(
        container: inout ChildrenAnimations<Keys>,
        currentProps: Props,
        nextProps: Props,
        currentState: State,
        nextState: State
    ) {
        container.allChildren = Animation(type: .linearWithOptions(duration: 0.2, options: .curveLinear), entryTransformers: [.fade()], leaveTransformers: [.fade()])
    }
}

@Suite("Staggered host transitions")
@MainActor
struct HostStaggerTests {
    let clock = ManualClock()
    let animator: Animator

    init() {
        animator = Animator(clock: clock)
    }

    /// Four keyed swatches in a row (an absolute layout), 80 points apart.
    func row(height: CGFloat, keys: [Int] = [0, 1, 2, 3]) -> Canvas {
        Canvas(items: keys.map { index in
            Pinned(frame: CGRect(x: CGFloat(index) * 80, y: 0, width: 60, height: height), key: ElementKey(index), wrapped: Swatch(size: CGSize(width: 60, height: height)))
        })
    }

    /// The height each node shows, in order.
    func heights(_ nodes: [DisplayNode]) -> [CGFloat] {
        nodes.map { ($0.presentation.bounds.height * 1000).rounded() / 1000 }
    }

    @Test("the element host's top-level nodes start one stagger step apart, by index")
    func elementHostByIndex() {
        let host = ElementHostNode(name: "host", animator: animator)
        host.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        host.element = row(height: 40)
        let nodes = host.elementNodes
        let handle = host.transition(to: row(height: 100), animation: .curve(.linear, duration: 0.2), stagger: .byIndex(0.1))
        #expect(abs(handle.duration - 0.5) < 1e-9)
        // 0.15 s in: the first is 3/4 of the way (60 × 0.75 = 45 more), the second 1/4, the others wait.
        clock.advance(by: 0.15)
        #expect(heights(nodes) == [85, 55, 40, 40])
        clock.advance(by: 0.1)
        #expect(heights(nodes) == [100, 85, 55, 40])
        clock.advance(by: 0.25)
        #expect(heights(nodes) == [100, 100, 100, 100])
        #expect(handle.outcome == .completed)
    }

    @Test("reversed by index: the last top-level node starts first")
    func elementHostReversedIndex() {
        let host = ElementHostNode(name: "host", animator: animator)
        host.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        host.element = row(height: 40)
        let nodes = host.elementNodes
        host.transition(to: row(height: 100), animation: .curve(.linear, duration: 0.2), stagger: .byIndex(0.1, reversed: true))
        clock.advance(by: 0.15)
        #expect(heights(nodes) == [40, 40, 55, 85])
    }

    @Test("by distance from a point, each node waits for its centre's distance times the interval; scrubbed, the offsets hold")
    func elementHostByDistance() {
        let host = ElementHostNode(name: "host", animator: animator)
        host.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        host.element = row(height: 40)
        let nodes = host.elementNodes
        // New centres at x 30, 110, 190, 270 (y 50); from (30, 50) the distances are 0, 80, 160, 240.
        let handle = host.transition(to: row(height: 100), animation: .curve(.linear, duration: 0.2), stagger: .byDistance(from: CGPoint(x: 30, y: 50), delayPerPoint: 0.001))
        #expect(abs(handle.duration - 0.44) < 1e-9)
        clock.advance(by: 0.1)
        #expect(heights(nodes) == [70, 46, 40, 40])
        handle.fractionComplete = 0.5
        // 0.22 s: 0.22, 0.14, 0.06 and no time into their motion.
        #expect(heights(nodes) == [100, 82, 58, 40])
    }

    @Test("appearing and disappearing nodes are staggered too: new order first, then the removed ones")
    func elementHostInsertionsAndRemovals() {
        let host = ElementHostNode(name: "host", animator: animator)
        host.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        let fade = VisibilityTransition(alpha: 0, transform: .identity, attributes: .curve(.linear, duration: 0.2))
        func row(_ keys: [Int]) -> Canvas {
            Canvas(items: keys.map { index in
                Pinned(frame: CGRect(x: CGFloat(index) * 80, y: 0, width: 60, height: 40), key: ElementKey(index), wrapped: Swatch(size: CGSize(width: 60, height: 40), appearing: fade, disappearing: fade))
            })
        }
        host.element = row([0, 1])
        let old = host.elementNodes
        // New order: 1 (index 0), 2 (index 1, appearing); then 0 removed (index 2).
        let handle = host.transition(to: row([1, 2]), animation: .curve(.linear, duration: 0.2), stagger: .byIndex(0.1))
        let appearing = host.elementNodes[1]
        #expect(abs(handle.duration - 0.4) < 1e-9)
        clock.advance(by: 0.15)
        #expect(abs(appearing.presentation.alpha - 0.25) < 1e-9)
        #expect(old[0].presentation.alpha == 1)
        clock.advance(by: 0.1)
        #expect(abs(old[0].presentation.alpha - 0.75) < 1e-9)
        clock.advance(by: 0.2)
        #expect(old[0].supernode == nil)
        #expect(handle.outcome == .completed)
    }

    @Test("the component host's children start their second step one stagger step apart; the final step waits for the last")
    func componentHostByIndex() {
        let host = ComponentHost<Tiles>(props: Tiles.Props(), animator: animator)
        let nodes = host.childNodes
        let handle = host.transition(state: Tiles.State(expanded: true), stagger: .byIndex(0.1))
        #expect(abs(handle.duration - 0.5) < 1e-9)
        clock.advance(by: 0.15)
        #expect(heights(nodes) == [85, 55, 40, 40])
        clock.advance(by: 0.1)
        #expect(heights(nodes) == [100, 85, 55, 40])
        clock.advance(by: 0.25)
        #expect(heights(nodes) == [100, 100, 100, 100])
        #expect(handle.outcome == .completed)
        #expect(host.runningAnimation == nil)
    }

    @Test("the component host by distance, and its leaving child waits its turn before it fades and leaves")
    func componentHostByDistance() {
        let host = ComponentHost<Tiles>(props: Tiles.Props(), animator: animator)
        let nodes = host.childNodes
        // Tile 3 leaves; centres at x 30, 110, 190, 270: from x 270 the leaving one goes first.
        let handle = host.transition(state: Tiles.State(expanded: true, count: 3), stagger: .byDistance(from: CGPoint(x: 270, y: 20), delayPerPoint: 0.001))
        clock.advance(by: 0.1)
        #expect(abs(nodes[3].presentation.alpha - 0.5) < 1e-9)
        // Tile 0 is 240 points away: still waiting.
        #expect(heights([nodes[0]]) == [40])
        clock.advance(by: 1)
        #expect(handle.outcome == .completed)
        #expect(host.childNodes.count == 3)
        #expect(nodes[3].supernode == nil)
    }

    @Test("reversed, a staggered component transition restores the tree exactly")
    func componentHostReversed() {
        let host = ComponentHost<Tiles>(props: Tiles.Props(), animator: animator)
        let before = host.node.presentationTree()
        let handle = host.transition(state: Tiles.State(expanded: true), stagger: .byIndex(0.1))
        clock.advance(by: 0.2)
        handle.reverse()
        clock.advance(by: 1)
        #expect(handle.outcome == .reverted)
        #expect(host.node.presentationTree().layers == before.layers)
    }
}
