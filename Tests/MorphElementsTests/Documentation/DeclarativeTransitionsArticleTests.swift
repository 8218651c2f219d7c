import Foundation
import Morph
import MorphElements
import Testing

// The code of the "Declarative transitions" article, compiled and run.

struct Card: Element {
    var color: Color
    var size: CGSize

    var content: ElementContent {
        ElementContent(intrinsicSize: size)
    }

    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription { description in
            description.name = "card"
            description.backgroundColor = color
            description.cornerRadius = 8
            description.layoutTransition = .specific(.curve(.easeOut, duration: 0.3))
            description.appearingTransition = .scaleAndFade
            description.disappearingTransition = .fade
        }
    }
}

struct CardList: Element {
    var ids: [Int]

    var content: ElementContent {
        let children = ids.map { id in
            ElementContent.Child(Card(color: .blue, size: CGSize(width: 80, height: 40)), key: ElementKey(id))
        }
        return ElementContent(children: children) { children in
            StackLayoutSpec(direction: .vertical, spacing: 8, alignItems: .start, children: children)
        }
    }
}

struct Shelf: Element {
    var name: String
    var ids: [Int]

    var content: ElementContent {
        ElementContent(child: CardList(ids: ids))
    }

    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription { $0.name = name }
    }
}

struct Shelves: Element {
    var left: [Int]
    var right: [Int]

    var content: ElementContent {
        ElementContent(children: [Shelf(name: "left", ids: left), Shelf(name: "right", ids: right)]) { children in
            StackLayoutSpec(direction: .horizontal, spacing: 20, children: children)
        }
    }
}

@Suite("Article: Declarative transitions")
@MainActor
struct DeclarativeTransitionsArticleTests {
    @Test("a description's view properties, cleaned by the table")
    func viewProperties() {
        let badge = NodeDescription { description in
            description.backgroundColor = .red
            description.cornerRadius = -4                 // cleaned by the table: 0
            description.alpha = 0.5                       // one of the element's attributes
            description.anchorPoint = CGPoint(x: 0, y: 0) // the transform turns about the top-left corner
            description[.zPosition] = 1                   // drawn above its siblings
        }
        #expect(badge.cornerRadius == 0)
        #expect(badge.applying(to: LayoutAttributes()).alpha == 0.5)
        #expect(badge.viewAttributes.zPosition == 1 && badge.anchorPoint == .zero)
    }

    @Test("hosting an element and animating a change")
    func hosting() {
        let clock = ManualClock()
        let node = DisplayNode.withAnimator(Animator(clock: clock)) { () -> DisplayNode in
            let host = ElementHostNode(name: "cards")
            host.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            host.element = Card(color: .blue, size: CGSize(width: 100, height: 100))
            withAnimation(.curve(.easeInOut, duration: 0.5)) {
                host.element = Card(color: .red, size: CGSize(width: 200, height: 100))
            }
            return host.elementNodes[0]
        }
        #expect(node.presentation.backgroundColor == .blue)
        #expect(node.animationEndTime == 0.5, "the root fills the host, so its attributes did not change: the colour follows the block")
        clock.advance(to: 0.5)
        #expect(node.presentation.frame == CGRect(x: 0, y: 0, width: 320, height: 480), "the root takes the host's size")
        #expect(node.presentation.backgroundColor == .red)
    }

    @Test("keyed children keep their nodes when they move")
    func keyedList() {
        let clock = ManualClock()
        let host = ElementHostNode(name: "list", animator: Animator(clock: clock))
        host.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        host.element = CardList(ids: [1, 2, 3])
        let third = host.elementNodes[2]
        host.element = CardList(ids: [3, 1])
        #expect(host.elementNodes[0] === third)
        #expect(third.animationEndTime == 0.3)
        #expect(host.subnodes.count == 3, "the card of id 2 fades out first")
        clock.advance(to: 0.2)
        #expect(host.subnodes.count == 2)
    }

    @Test("transition containers and frame-by-frame tests")
    func containerAndClock() {
        let banner = Card(color: .green, size: CGSize(width: 300, height: 44))
            .transition(onAppear: .fade, onDisappear: .scaleAndFade, onLayout: .inheritedWithFallback(.default))
        #expect(banner.appearingTransition == .fade)

        let clock = ManualClock()
        let host = ElementHostNode(name: "test", animator: Animator(clock: clock))
        host.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        host.element = CardList(ids: [])
        host.element = CardList(ids: [1])
        let card = host.elementNodes[0]
        #expect(card.presentation.alpha == 0)
        clock.advance(to: 0.1)
        #expect(card.presentation.alpha == 0.5)
        clock.advance(to: 0.2)
        #expect(card.presentation.alpha == 1)
        #expect(card.presentation.transform == .identity)
    }

    @Test("a keyed card flies from one shelf to the other with its node, and shelves stagger")
    func sharedAndStaggered() throws {
        let clock = ManualClock()
        let host = ElementHostNode(name: "shelves", animator: Animator(clock: clock))
        host.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        host.element = Shelves(left: [1, 2], right: [3])
        let card = host.elementNodes[0].subnodes[1]
        host.transition(to: Shelves(left: [1], right: [3, 2]))
        // Card 2 keeps its node, now on the right shelf, and flies there.
        #expect(card.supernode === host.elementNodes[1])
        // It starts where it was: second on the left shelf, 48 points down.
        #expect(card.presentation.frame.minY == 48)
        #expect(card.presentation.frame.minX < 0)
        clock.advance(by: 1)
        #expect(card.presentation.frame.origin == CGPoint(x: 0, y: 48))

        host.transition(to: Shelves(left: [1, 2, 3], right: []), stagger: .byIndex(0.05))
        #expect(host.elementNodes.count == 2)
        clock.advance(by: 1)
        #expect(host.elementNodes[0].subnodes.count == 3)
    }
}
