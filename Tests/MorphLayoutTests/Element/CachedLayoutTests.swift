import Foundation
import MorphLayout
import Testing

@Suite("Cached layouts")
struct CachedLayoutTests {
    @Test("a cached layout is valid only for the same range, parent size, version and scale")
    func validity() throws {
        let context = LayoutContext(screenScale: 2)
        let node = LayoutBox("node")
        let offered = try range(0, 0, 10, 10)
        let layout = try node.layoutThatFits(offered, context: context)
        let entry = CachedLayout(layout: layout, constrainedSize: offered, parentSize: CGSize(width: 10, height: CGFloat.nan), version: 3, context: context)
        #expect(entry.isValid(for: offered, parentSize: CGSize(width: 10, height: CGFloat.nan), version: 3, context: context))
        #expect(!entry.isValid(for: offered, parentSize: CGSize(width: 10, height: 10), version: 3, context: context))
        #expect(!entry.isValid(for: offered, parentSize: CGSize(width: 10, height: CGFloat.nan), version: 4, context: context))
        #expect(!entry.isValid(for: try range(0, 0, 10, 11), parentSize: CGSize(width: 10, height: CGFloat.nan), version: 3, context: context))
        #expect(!entry.isValid(for: offered, parentSize: CGSize(width: 10, height: CGFloat.nan), version: 3, context: LayoutContext(screenScale: 1)))
    }
}

@Suite("Node lifetimes")
struct NodeLifetimeTests {
    @Test("a box that caches its layout is released when nothing else holds it")
    func cachedBoxIsReleased() throws {
        weak var released: LayoutBox?
        do {
            let node = LayoutBox("node", width: 10, height: 10)
            released = node
            let layout = try node.layoutThatFits(range(0, 0, 100, 100), context: LayoutContext(screenScale: 2))
            #expect(layout.elementKind == node.layoutElementKind)
        }
        #expect(released == nil)
    }

    @Test("the boxes of a laid-out tree are released with the tree, and kept while its layout is")
    func treeIsReleased() throws {
        weak var released: LayoutBox?
        var kept: Layout?
        do {
            let node = LayoutBox("leaf", width: 10, height: 10)
            released = node
            let stack = StackLayoutSpec(children: [node, LayoutBox("other", width: 5, height: 5)])
            kept = try stack.layout(in: range(0, 0, 100, 100), screenScale: 2).flattened()
            _ = try stack.layout(in: range(0, 0, 100, 100), screenScale: 2)
        }
        #expect(released != nil)
        #expect(kept?.sublayouts.count == 2)
        kept = nil
        #expect(released == nil)
    }

    @Test("a cached layout comes back with the node as its element")
    func reattachment() throws {
        let node = LayoutBox("node", width: 10, height: 10)
        let context = LayoutContext(screenScale: 2)
        let offered = try range(0, 0, 100, 100)
        let layout = try node.layoutThatFits(offered, context: context)
        let entry = CachedLayout(layout: layout, constrainedSize: offered, parentSize: offered.max, version: 0, context: context)
        #expect(entry.size == CGSize(width: 10, height: 10))
        let restored = entry.layout(for: node)
        #expect(restored == layout)
        #expect((restored.element as? LayoutBox) === node)
    }
}
