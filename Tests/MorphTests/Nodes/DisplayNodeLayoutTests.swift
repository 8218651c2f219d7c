import Foundation
import Morph
import Testing

@Suite("DisplayNode measurement and layout caching")
@MainActor
struct DisplayNodeLayoutTests {
    static let context = LayoutContext(screenScale: 2)

    /// A stack of three leaves in a node, as Texture's layout-engine fixture 1.
    static func fixtureOneTree() -> (root: RecordingNode, leaves: [RecordingNode]) {
        let b = RecordingNode("B", testSize: CGSize(width: 1, height: 1)).styled { $0.flexShrink = 1 }
        let c = RecordingNode("C", testSize: CGSize(width: 2, height: 1))
        let d = RecordingNode("D", testSize: CGSize(width: 1, height: 1))
        let root = RecordingNode("A")
        root.layoutSpecBlock = { _, _ in
            StackLayoutSpec(direction: .horizontal, justifyContent: .spaceBetween, alignItems: .start, children: [b, c, d])
        }
        return (root, [b, c, d])
    }

    @Test("a plain node fills a finite range and collapses in an infinite one (Texture's default)")
    func plainNodeSize() throws {
        let node = DisplayNode()
        #expect(try node.layoutThatFits(exactly(30, 40)).size == CGSize(width: 30, height: 40))
        #expect(try node.layoutThatFits(.unconstrained).size == .zero)
        node.style.preferredSize = CGSize(width: 12, height: 8)
        #expect(try node.layoutThatFits(.unconstrained).size == CGSize(width: 12, height: 8))
    }

    @Test("a node with a spec flattens it: its sublayouts are its direct subnodes, depth first")
    func specIsFlattened() throws {
        let (root, _) = Self.fixtureOneTree()
        let layout = try root.layoutThatFits(exactly(10, 1))
        #expect(layout.size == CGSize(width: 10, height: 1))
        #expect(layout.sublayouts.map(\.element.debugName) == ["B", "C", "D"])
        #expect(layout.sublayouts.map(\.frame) == [rect(0, 0, 1, 1), rect(4, 0, 2, 1), rect(9, 0, 1, 1)])
        #expect(layout.element.layoutElementKind == root.layoutElementKind)
    }

    @Test("the same range, parent size and version return the cached layout without measuring")
    func cacheRule() throws {
        let (root, leaves) = Self.fixtureOneTree()
        _ = try root.layoutThatFits(exactly(10, 1))
        #expect(root.measurements.count == 1)
        _ = try root.layoutThatFits(exactly(10, 1))
        #expect(root.measurements.count == 1)
        // Another parent size is another cache key.
        _ = try root.layoutThatFits(exactly(10, 1), parentSize: CGSize(width: 20, height: 1), context: Self.context)
        #expect(root.measurements.count == 2)
        // Another pixel grid too.
        _ = try root.layoutThatFits(exactly(10, 1), parentSize: CGSize(width: 10, height: 1), context: LayoutContext(screenScale: 3))
        #expect(root.measurements.count == 3)
        // The stack asks the leaves the same on both @2x passes (its parent size does not reach
        // them), so they were measured once on @2x and once on @3x.
        #expect(leaves.allSatisfy { $0.measurements.count == 2 })
    }

    @Test("setNeedsLayout on a subnode invalidates it and its ancestors, not its siblings")
    func setNeedsLayoutPropagates() throws {
        let (root, leaves) = Self.fixtureOneTree()
        root.automaticallyManagesSubnodes = true
        root.frame = rect(0, 0, 10, 1)
        try root.layoutIfNeeded()
        let rootVersion = root.layoutVersion
        let siblingVersion = leaves[0].layoutVersion
        leaves[1].testSize = CGSize(width: 4, height: 1)
        #expect(root.layoutVersion > rootVersion)
        #expect(leaves[0].layoutVersion == siblingVersion)
        for node in [root] + leaves { node.resetMeasurements() }
        try root.layoutIfNeeded()
        #expect(root.measurements.count == 1)
        #expect(leaves[0].measurements.isEmpty)
        #expect(leaves[1].measurements.count == 1)
        #expect(leaves[1].frame == rect(3, 0, 4, 1))
    }

    @Test("invalidateCalculatedLayout makes only the node measure again")
    func invalidateCalculatedLayout() throws {
        let (root, leaves) = Self.fixtureOneTree()
        _ = try root.layoutThatFits(exactly(10, 1))
        let rootVersion = root.layoutVersion
        leaves[0].invalidateCalculatedLayout()
        #expect(root.layoutVersion == rootVersion)
        _ = try root.layoutThatFits(exactly(10, 1))
        #expect(root.measurements.count == 1)
        root.invalidateCalculatedLayout()
        _ = try root.layoutThatFits(exactly(10, 1))
        #expect(root.measurements.count == 2)
        #expect(leaves[0].measurements.count == 2)
        #expect(leaves[1].measurements.count == 1)
    }

    @Test("calculatedSize and constrainedSizeForCalculatedLayout follow the newest valid measurement")
    func calculatedSize() throws {
        let (root, _) = Self.fixtureOneTree()
        #expect(root.calculatedSize == .zero)
        #expect(root.constrainedSizeForCalculatedLayout == .zero)
        #expect(root.calculatedLayout == nil)
        _ = try root.layoutThatFits(exactly(15, 1))
        #expect(root.calculatedSize == CGSize(width: 15, height: 1))
        #expect(root.constrainedSizeForCalculatedLayout == exactly(15, 1))
        // Measured, not applied.
        #expect(root.calculatedLayout == nil)
        root.setNeedsLayout()
        #expect(root.calculatedSize == .zero)
    }

    @Test("setting an equal style changes nothing; a different one invalidates")
    func styleChanges() {
        let node = DisplayNode()
        let version = node.layoutVersion
        node.style = node.style
        #expect(node.layoutVersion == version)
        node.styled { $0.flexGrow = 1 }
        #expect(node.layoutVersion == version + 1)
        node.styled { $0.flexGrow = 1 }
        #expect(node.layoutVersion == version + 1)
        #expect(node.style.flexGrow == 1)
    }

    @Test("a layout spec may set its subnodes' styles on every pass without invalidating the node")
    func specConfiguresSubnodeStyles() throws {
        let child = DisplayNode(name: "child")
        let node = DisplayNode(name: "node")
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { _, _ in
            child.style.flexGrow = 1
            return StackLayoutSpec(children: [child])
        }
        node.frame = rect(0, 0, 50, 10)
        try node.layoutIfNeeded()
        let version = node.layoutVersion
        #expect(child.style.flexGrow == 1)
        #expect(child.frame == rect(0, 0, 50, 10))
        try node.layoutIfNeeded()
        #expect(node.layoutVersion == version)
    }

    @Test("a leaf overriding calculateSizeThatFits is measured with the range's maximum and clamped")
    func calculateSizeThatFits() throws {
        final class Leaf: DisplayNode {
            override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
                CGSize(width: min(constrainedSize.width, 200), height: 30)
            }
        }
        let leaf = Leaf()
        #expect(try leaf.layoutThatFits(range(0, 0, 80, 100)).size == CGSize(width: 80, height: 30))
        #expect(try leaf.layoutThatFits(range(100, 40, .infinity, .infinity)).size == CGSize(width: 200, height: 40))
    }

    @Test("layoutSpecThatFits overrides take precedence over calculateSizeThatFits")
    func overrideSpec() throws {
        final class Card: DisplayNode {
            let title = DisplayNode(name: "title").styled { $0.preferredSize = CGSize(width: 40, height: 10) }
            override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
                InsetLayoutSpec(insets: EdgeInsets(all: 5), child: title)
            }
        }
        let card = Card()
        let layout = try card.layoutThatFits(range(0, 0, 100, 100))
        #expect(layout.size == CGSize(width: 50, height: 20))
        #expect(layout.frame(for: card.title) == rect(5, 5, 40, 10))
    }
}
