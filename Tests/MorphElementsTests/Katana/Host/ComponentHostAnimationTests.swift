import Foundation
import Morph
import Testing
@testable import MorphElements

/// The 4-step children animation as ``ComponentHost`` runs it on nodes, on a manual clock.
@Suite("ComponentHost: children animations")
@MainActor
struct ComponentHostAnimationTests {
    /// A row of 10×10 cards; every card enters fading in and leaves 100 points to the left, over
    /// `duration` seconds at constant speed, unless `animated` is off.
    struct Deck: Component {
        struct Card: Equatable, Sendable {
            var key: String
            var x: CGFloat
            var children: [Card]?
            var text: String?

            init(_ key: String, x: CGFloat, children: [Card]? = nil, text: String? = nil) {
                self.key = key
                self.x = x
                self.children = children
                self.text = text
            }
        }

        struct Props: DescriptionProps {
            var frame = CGRect(x: 0, y: 0, width: 200, height: 10)
            var alpha: CGFloat = 1
            var key: String?
            var cards: [Card] = []
            var animated = true
            var duration: TimeInterval = 1
        }

        static func childrenDescriptions(props: Props, state: EmptyState, update: @escaping StateUpdate<EmptyState>) -> [ChildDescription] {
            props.cards.map(describe)
        }

        static func describe(_ card: Card) -> ChildDescription {
            .node(props: NodeProps { props in
                props.key = card.key
                props.name = card.key
                props.frame = CGRect(x: card.x, y: 0, width: 10, height: 10)
                props.text = card.text.map { NodeText($0) }
            }, children: card.children?.map(describe))
        }

        static func updateChildrenAnimations(
            container: inout ChildrenAnimations<EmptyKeys>,
            currentProps: Props,
            nextProps: Props,
            currentState: EmptyState,
            nextState: EmptyState
        ) {
            guard nextProps.animated else { return }
            container.allChildren = Animation(
                type: .linearWithOptions(duration: nextProps.duration, options: .curveLinear),
                entryTransformers: [.fade()],
                leaveTransformers: [.moveLeft(distance: 100)]
            )
        }
    }

    let clock = ManualClock()
    let animator: Animator

    init() {
        animator = Animator(clock: clock)
    }

    func host(_ cards: [Deck.Card]) -> ComponentHost<Deck> {
        ComponentHost<Deck>(props: Deck.Props(cards: cards), animator: animator)
    }

    func props(_ cards: [Deck.Card], animated: Bool = true, duration: TimeInterval = 1) -> Deck.Props {
        Deck.Props(cards: cards, animated: animated, duration: duration)
    }

    static func names(_ nodes: [DisplayNode]) -> [String] {
        nodes.map { $0.name ?? "?" }
    }

    static func node(_ name: String, in parent: DisplayNode) -> DisplayNode? {
        parent.subnodes.first { $0.name == name }
    }

    static func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    @Test("an animated update creates entering nodes in their entry state and animates every child to step 2, then removes the leaving ones")
    func fourSteps() throws {
        let host = host([Deck.Card("a", x: 0), Deck.Card("b", x: 20)])
        let a = try #require(Self.node("a", in: host.node))
        host.update(props: props([Deck.Card("b", x: 30), Deck.Card("c", x: 50)]))
        let b = try #require(Self.node("b", in: host.node))
        let c = try #require(Self.node("c", in: host.node))
        #expect(Self.names(host.node.subnodes) == ["a", "b", "c"])
        #expect(host.runningAnimation != nil)
        #expect(host.finalStepTime == 1)

        #expect(c.presentation.alpha == 0 && c.alpha == 1)
        #expect(c.presentation.frame.minX == 50)
        #expect(b.presentation.frame.minX == 20 && b.frame.minX == 30)
        #expect(a.presentation.frame.minX == 0 && a.frame.minX == -100)

        clock.advance(to: 0.5)
        #expect(Self.isClose(c.presentation.alpha, 0.5))
        #expect(Self.isClose(b.presentation.frame.minX, 25))
        #expect(Self.isClose(a.presentation.frame.minX, -50))

        clock.advance(to: 1)
        #expect(Self.names(host.node.subnodes) == ["b", "c"])
        #expect(a.supernode == nil)
        #expect(host.runningAnimation == nil)
        #expect(host.finalStepTime == nil)
        #expect(!animator.hasActiveAnimations)
        #expect(host.shownChildren.map(\.key) == ["b", "c"])
    }

    @Test("step 1 puts the entering children in the merged order before step 2 reorders")
    func stepOrders() {
        let host = host([Deck.Card("c", x: 0), Deck.Card("d", x: 0), Deck.Card("a", x: 0), Deck.Card("e", x: 0)])
        var orders: [[String]] = []
        host.stepObserver = { _ in orders.append(Self.names(host.node.subnodes)) }
        host.update(props: props([Deck.Card("a", x: 0), Deck.Card("b", x: 0), Deck.Card("c", x: 0)]))
        clock.advance(to: 1)
        #expect(orders == [
            ["c", "d", "a", "b", "e"],
            ["a", "b", "c", "d", "e"],
            ["a", "b", "c"],
        ])
    }

    @Test("the children of a container enter and leave with the container's animations, at every depth")
    func nestedTransformers() throws {
        let host = host([Deck.Card("box", x: 0, children: [Deck.Card("p", x: 0, children: [Deck.Card("deep", x: 5, children: [])])])])
        let box = try #require(Self.node("box", in: host.node))
        let p = try #require(Self.node("p", in: box))
        let deep = try #require(Self.node("deep", in: p))
        host.update(props: props([Deck.Card("box", x: 0, children: [
            Deck.Card("p", x: 0, children: [Deck.Card("deeper", x: 7, children: [])]),
            Deck.Card("q", x: 10),
        ])]))
        let q = try #require(Self.node("q", in: box))
        let deeper = try #require(Self.node("deeper", in: p))
        #expect(Self.names(box.subnodes) == ["p", "q"])
        #expect(Self.names(p.subnodes) == ["deep", "deeper"])
        #expect(q.presentation.alpha == 0 && q.alpha == 1)
        #expect(deeper.presentation.alpha == 0 && deeper.alpha == 1)
        #expect(deep.frame.minX == -95 && deep.presentation.frame.minX == 5)
        #expect(deep.animationEndTime == 1)

        clock.advance(to: 0.5)
        #expect(Self.isClose(deeper.presentation.alpha, 0.5))
        #expect(Self.isClose(deep.presentation.frame.minX, -45))

        clock.advance(to: 1)
        #expect(Self.names(p.subnodes) == ["deeper"])
        #expect(deep.supernode == nil)
        #expect(Self.names(box.subnodes) == ["p", "q"])
    }

    @Test("a plain update during an animation applies at once, removes the leaving nodes, and the superseded final step changes nothing")
    func plainUpdateSupersedes() throws {
        let host = host([Deck.Card("a", x: 0), Deck.Card("b", x: 20)])
        let a = try #require(Self.node("a", in: host.node))
        let b = try #require(Self.node("b", in: host.node))
        var completions: [Bool] = []
        host.update(props: props([Deck.Card("b", x: 40)])) { completions.append($0) }
        clock.advance(to: 0.3)
        host.update(props: props([Deck.Card("b", x: 60), Deck.Card("d", x: 80)], animated: false)) { completions.append($0) }
        #expect(completions == [false, true])
        #expect(a.supernode == nil)
        #expect(Self.names(host.node.subnodes) == ["b", "d"])
        #expect(b.presentation.frame.minX == 60)
        #expect(!b.isAnimating)
        #expect(host.runningAnimation == nil)
        #expect(!animator.hasActiveAnimations)

        clock.advance(to: 2)
        #expect(Self.names(host.node.subnodes) == ["b", "d"])
        #expect(b.frame.minX == 60)
        #expect(completions == [false, true])
    }

    @Test("of two overlapping animated updates only the second's final step runs, at its own time")
    func overlappingAnimations() throws {
        let host = host([Deck.Card("a", x: 0)])
        let a = try #require(Self.node("a", in: host.node))
        var completions: [String] = []
        host.update(props: props([Deck.Card("b", x: 10)])) { completions.append("first \($0)") }
        let b = try #require(Self.node("b", in: host.node))
        clock.advance(to: 0.4)
        host.update(props: props([Deck.Card("c", x: 20)])) { completions.append("second \($0)") }
        #expect(Self.names(host.node.subnodes) == ["a", "b", "c"])
        #expect(a.frame.minX == -200)
        #expect(b.frame.minX == -90)
        #expect(host.finalStepTime == 1.4)

        clock.advance(to: 1)
        #expect(Self.names(host.node.subnodes) == ["a", "b", "c"])
        clock.advance(to: 1.4)
        #expect(Self.names(host.node.subnodes) == ["c"])
        #expect(completions == ["first false", "second true"])
    }

    @Test("leaving nodes and their subtrees are released after the final step")
    func leavingNodesReleased() {
        let host = host([Deck.Card("a", x: 0, children: [Deck.Card("inner", x: 1)]), Deck.Card("b", x: 0)])
        weak let a = Self.node("a", in: host.node)
        weak let inner = a?.subnodes.first
        host.update(props: props([Deck.Card("b", x: 0)]))
        #expect(a != nil)
        clock.advance(to: 0.99)
        #expect(a?.supernode === host.node)
        clock.advance(to: 1)
        #expect(a == nil)
        #expect(inner == nil)
    }

    @Test("a child whose props do not change keeps its running animation")
    func unchangedChildKeepsAnimation() throws {
        let host = host([Deck.Card("a", x: 0)])
        let a = try #require(Self.node("a", in: host.node))
        host.update(props: props([Deck.Card("a", x: 100)]))
        clock.advance(to: 0.25)
        host.update(props: props([Deck.Card("a", x: 100), Deck.Card("b", x: 0)]))
        #expect(a.animationEndTime == 1)
        clock.advance(to: 0.5)
        #expect(Self.isClose(a.presentation.frame.minX, 50))
    }

    @Test("a child given text is shown by a text node, and the node is replaced when text comes or goes")
    func textChildren() throws {
        let host = host([Deck.Card("label", x: 0, text: "Next")])
        let label = try #require(Self.node("label", in: host.node) as? TextNode)
        #expect(label.string == "Next")
        host.update(props: props([Deck.Card("label", x: 0, text: "Restart")], animated: false))
        #expect(Self.node("label", in: host.node) === label)
        #expect(label.string == "Restart")
        host.update(props: props([Deck.Card("label", x: 0)], animated: false))
        let plain = try #require(Self.node("label", in: host.node))
        #expect(!(plain is TextNode))
        #expect(label.supernode == nil)
        #expect(host.node.subnodes.count == 1)
    }

    @Test("NaN, negative and infinite durations run the final step at the next tick without animating")
    func badDurations() throws {
        for duration in [TimeInterval.nan, -1, .infinity, -.infinity] {
            let clock = ManualClock()
            let animator = Animator(clock: clock)
            let host = ComponentHost<Deck>(props: Deck.Props(cards: [Deck.Card("a", x: 0)]), animator: animator)
            host.update(props: Deck.Props(cards: [Deck.Card("b", x: 10)], duration: duration))
            let b = try #require(Self.node("b", in: host.node))
            #expect(b.presentation.alpha == 1, "duration \(duration)")
            #expect(host.finalStepTime == 0, "duration \(duration)")
            #expect(Self.names(host.node.subnodes) == ["a", "b"], "duration \(duration)")
            clock.advance(by: 0)
            #expect(Self.names(host.node.subnodes) == ["b"], "duration \(duration)")
            #expect(!animator.hasActiveAnimations, "duration \(duration)")
        }
    }

    @Test("non-finite card positions become zero frames; duplicate keys get a node each")
    func badDescriptions() {
        let host = host([Deck.Card("a", x: .nan), Deck.Card("a", x: .infinity), Deck.Card("a", x: 3)])
        #expect(host.node.subnodes.map(\.frame) == [.zero, .zero, CGRect(x: 3, y: 0, width: 10, height: 10)])
        let nodes = host.node.subnodes
        host.update(props: props([Deck.Card("a", x: 1), Deck.Card("a", x: 2)]))
        #expect(host.node.subnodes.count == 3)
        clock.advance(to: 1)
        #expect(host.node.subnodes.map { $0 } == Array(nodes.prefix(2)))
        #expect(host.node.subnodes.map(\.frame.minX) == [1, 2])
    }

    @Test("an update from a completion handler starts the next animation")
    func updateFromCompletion() {
        let host = host([Deck.Card("a", x: 0)])
        host.update(props: props([Deck.Card("b", x: 0)])) { _ in
            host.update(props: props([Deck.Card("c", x: 0)]))
        }
        clock.advance(to: 1)
        #expect(Self.names(host.node.subnodes) == ["b", "c"])
        clock.advance(to: 2)
        #expect(Self.names(host.node.subnodes) == ["c"])
    }

    @Test("a superseded update's completion runs after the new update is applied and may update again")
    func updateFromSupersededCompletion() {
        let host = host([Deck.Card("a", x: 0)])
        var seen: [String] = []
        host.update(props: props([Deck.Card("b", x: 0)])) { finished in
            seen.append("first \(finished): \(Self.names(host.node.subnodes))")
            host.update(props: props([Deck.Card("z", x: 0)], animated: false))
        }
        host.update(props: props([Deck.Card("c", x: 0)])) { seen.append("second \($0)") }
        #expect(seen == ["first false: [\"a\", \"b\", \"c\"]", "second false"])
        #expect(Self.names(host.node.subnodes) == ["z"])
        clock.advance(to: 2)
        #expect(Self.names(host.node.subnodes) == ["z"])
        #expect(!animator.hasActiveAnimations)
    }

    @Test("nodes created by later updates use the host's animator")
    func animatorOfNewNodes() throws {
        let host = host([])
        host.update(props: props([Deck.Card("a", x: 0, children: [Deck.Card("inner", x: 0)])]))
        let a = try #require(Self.node("a", in: host.node))
        #expect(a.animator === animator)
        #expect(a.subnodes.first?.animator === animator)
        #expect(host.node.animator === animator)
    }

    /// A shelf holding one ``Deck`` component child at `x`, or none.
    struct Shelf: Component {
        struct Props: DescriptionProps {
            var frame = CGRect(x: 0, y: 0, width: 300, height: 10)
            var alpha: CGFloat = 1
            var key: String?
            var deckX: CGFloat?
            var cards: [Deck.Card] = []
            var animated = true
        }

        static func childrenDescriptions(props: Props, state: EmptyState, update: @escaping StateUpdate<EmptyState>) -> [ChildDescription] {
            guard let x = props.deckX else { return [] }
            return [.component(Deck.self, props: Deck.Props(frame: CGRect(x: x, y: 0, width: 200, height: 10), key: "deck", cards: props.cards))]
        }

        static func updateChildrenAnimations(
            container: inout ChildrenAnimations<EmptyKeys>,
            currentProps: Props,
            nextProps: Props,
            currentState: EmptyState,
            nextState: EmptyState
        ) {
            guard nextProps.animated else { return }
            container.allChildren = Animation(
                type: .linearWithOptions(duration: 2, options: .curveLinear),
                entryTransformers: [.fade()],
                leaveTransformers: [.fade()]
            )
        }
    }

    @Test("a component child keeps its host, moves with its key's animation and runs its own children animations")
    func componentChild() throws {
        let shelf = ComponentHost<Shelf>(props: Shelf.Props(deckX: 0, cards: [Deck.Card("a", x: 0)]), animator: animator)
        let deckNode = try #require(shelf.node.subnodes.first)
        let a = try #require(Self.node("a", in: deckNode))
        shelf.update(props: Shelf.Props(deckX: 100, cards: [Deck.Card("b", x: 0)]))
        #expect(shelf.node.subnodes.first === deckNode)
        #expect(deckNode.frame.minX == 100 && deckNode.presentation.frame.minX == 0)
        #expect(Self.names(deckNode.subnodes) == ["a", "b"])
        clock.advance(to: 1)
        #expect(Self.isClose(deckNode.presentation.frame.minX, 50))
        #expect(Self.names(deckNode.subnodes) == ["b"])
        #expect(a.supernode == nil)
        clock.advance(to: 2)
        #expect(!animator.hasActiveAnimations)
    }

    @Test("a removed component child's own animation is stopped with it")
    func removedComponentChild() throws {
        let shelf = ComponentHost<Shelf>(props: Shelf.Props(deckX: 0, cards: [Deck.Card("a", x: 0)]), animator: animator)
        weak let deckNode = shelf.node.subnodes.first
        shelf.update(props: Shelf.Props(deckX: 0, cards: [Deck.Card("b", x: 0)]))
        // The shelf's final step (at 2 s) and the deck's own (at 1 s).
        #expect(animator.scheduledActionCount == 2)
        clock.advance(to: 0.5)
        shelf.update(props: Shelf.Props(deckX: nil, animated: false))
        #expect(shelf.node.subnodes.isEmpty)
        #expect(animator.scheduledActionCount == 0)
        #expect(!animator.hasActiveAnimations)
        #expect(deckNode == nil)
    }
}
