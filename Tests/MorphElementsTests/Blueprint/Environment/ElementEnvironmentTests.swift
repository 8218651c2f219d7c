import Foundation
import Morph
import Testing
@testable import MorphElements

/// A swatch whose colour is dynamic, resolved in its description's traits.
struct DynamicSwatch: Element {
    static let color = DynamicColor(light: .white, dark: .black)

    var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 40, height: 40)) }

    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription { $0.backgroundColor = Self.color.resolved(in: context.traitCollection) }
    }
}

/// A row of two swatches, 40 wide each, without a node.
struct SwatchRow: Element {
    var content: ElementContent {
        ElementContent(children: [Swatch(color: .red, size: CGSize(width: 40, height: 40)), Swatch(color: .blue, size: CGSize(width: 40, height: 40))]) {
            StackLayoutSpec(direction: .horizontal, alignItems: .start, children: $0)
        }
    }
}

@Suite("Elements in an environment")
@MainActor
struct ElementEnvironmentTests {
    let clock = ManualClock()
    let host: ElementHostNode

    init() {
        host = ElementHostNode(name: "host", animator: Animator(clock: clock))
        host.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    }

    @Test("an element tree mirrors in a right-to-left host; an adapted subtree keeps its direction")
    func elementsMirror() throws {
        let ltr = try SwatchRow().resolvedNodes(in: CGSize(width: 200, height: 40), screenScale: 2)
        #expect(ltr.map(\.layoutAttributes.frame.minX) == [0, 40])
        let rtlTraits = TraitCollection(layoutDirection: .rightToLeft)
        let rtl = try SwatchRow().resolvedNodes(in: CGSize(width: 200, height: 40), screenScale: 2, traits: rtlTraits)
        #expect(rtl.map(\.layoutAttributes.frame.minX) == [160, 120])
        let adapted = try SwatchRow().adaptingTraits(TraitOverrides(layoutDirection: .leftToRight))
            .resolvedNodes(in: CGSize(width: 200, height: 40), screenScale: 2, traits: rtlTraits)
        #expect(adapted.map(\.layoutAttributes.frame.minX) == [0, 40])
    }

    @Test("a reader builds its element from the traits, and the host lays out again when they change")
    func readerFollowsTraits() throws {
        host.element = TraitCollectionReader { traits in
            Centered(wrapped: Swatch(
                color: .red,
                size: traits.preferredContentSizeCategory.isAccessibilityCategory ? CGSize(width: 80, height: 80) : CGSize(width: 20, height: 20)
            ))
        }
        #expect(host.elementNodes[0].frame.size == CGSize(width: 20, height: 20))
        host.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        #expect(host.elementNodes[0].frame.size == CGSize(width: 80, height: 80))
        // A leaf can measure in its traits too.
        let leaf = ElementContentLeaf()
        #expect(try leaf.measuredSize(in: .unconstrained, traits: TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)).width > 50)
        #expect(try leaf.measuredSize(in: .unconstrained).width == 17)
    }

    @Test("descriptions resolve dynamic colours; switching appearance inside an animation cross-fades them")
    func dynamicColorsCrossFade() throws {
        host.element = DynamicSwatch()
        let node = host.elementNodes[0]
        #expect(node.backgroundColor == .white)
        try host.transitionTraitCollection(to: TraitCollection(userInterfaceStyle: .dark))
        #expect(node.backgroundColor == .black)
        clock.advance(to: 0.1)
        let halfway = node.presentation.backgroundColor.red
        #expect(halfway > 0.1 && halfway < 0.9)
        clock.advance(to: 0.3)
        #expect(node.presentation.backgroundColor == .black)
    }
}

/// A leaf that measures as wide as body text in its traits.
struct ElementContentLeaf: Element {
    var content: ElementContent {
        ElementContent { _, traits in
            CGSize(width: Font.TextStyle.body.pointSize(in: traits.preferredContentSizeCategory), height: 10)
        }
    }
}

/// Centres its child, without a node.
struct Centered: Element {
    var wrapped: any Element

    var content: ElementContent {
        ElementContent(child: wrapped) { CenterLayoutSpec(child: $0) }
    }
}
