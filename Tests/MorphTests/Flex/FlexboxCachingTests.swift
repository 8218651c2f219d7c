import Foundation
import Morph
import Testing

@Suite("Caching of flexbox layouts")
@MainActor
struct FlexboxCachingTests {
    /// A row of three leaves and a growing flexbox box, in a counting root.
    @MainActor
    struct World {
        let row: CountingFlexNode
        let a = ContentLeaf("a", 50, 20)
        let b = flexNode("b") { $0.flexGrow = 1; $0.height = .points(30) }
        let c = ContentLeaf("c", 50, 20)
        let d = ContentLeaf("d", 20, 20)

        init() {
            row = CountingFlexNode("row", children: [a, b, c, d]) { style in
                style.flexDirection = .row
                style.alignItems = .flexStart
                style.padding[.all] = .points(10)
                style.setGap(.column, .points(5))
            }
            row.automaticallyManagesSubnodes = true
            row.frame = rect(0, 0, 300, 100)
        }

        var measurements: [Int] {
            [a, c, d].map(\.measurements)
        }
    }

    @Test("re-laying out an unchanged flexbox node measures nothing")
    func unchanged() throws {
        let world = World()
        try world.row.layoutIfNeeded()
        let before = world.measurements
        #expect(world.row.calculations == 1)
        _ = try world.row.layoutThatFits(exactly(300, 100))
        try world.row.layoutIfNeeded()
        #expect(world.row.calculations == 1)
        #expect(world.measurements == before)

        // A stale node layout is recomputed from the flex tree's caches: still no measurement.
        world.row.invalidateCalculatedLayout()
        try world.row.layoutIfNeeded()
        #expect(world.row.calculations == 2)
        #expect(world.measurements == before)
        #expect(world.c.frame == rect(215, 10, 50, 20))
    }

    @Test("a child's setNeedsLayout measures that child again, and nothing else")
    func childChange() throws {
        let world = World()
        try world.row.layoutIfNeeded()
        #expect(world.b.frame == rect(65, 10, 145, 30))
        let before = world.measurements
        world.a.contentSize = CGSize(width: 80, height: 20)
        try world.row.layoutIfNeeded()
        #expect(world.row.calculations == 2)
        #expect(world.measurements == [before[0] + 1, before[1], before[2]])
        #expect(world.a.frame == rect(10, 10, 80, 20))
        #expect(world.b.frame == rect(95, 10, 115, 30))
        #expect(world.c.frame == rect(215, 10, 50, 20))
    }

    @Test("a flex style change lays out again without measuring unaffected leaves")
    func styleChange() throws {
        let world = World()
        try world.row.layoutIfNeeded()
        let before = world.measurements
        world.b.flexStyled { $0.height = .points(60) }
        try world.row.layoutIfNeeded()
        #expect(world.b.frame == rect(65, 10, 145, 60))
        #expect(world.measurements == before)
    }

    @Test("a change deep in nested flexbox nodes dirties its path only")
    func nestedChange() throws {
        let deep = ContentLeaf("deep", 30, 10)
        let sibling = ContentLeaf("sibling", 20, 10)
        let cousin = ContentLeaf("cousin", 25, 10)
        let inner = flexNode("inner", children: [deep, sibling]) { $0.flexDirection = .row }
        let outer = CountingFlexNode("outer", children: [inner, cousin]) { $0.alignItems = .flexStart }
        for node in [inner, outer] { node.automaticallyManagesSubnodes = true }
        outer.frame = rect(0, 0, 200, 100)
        try outer.layoutIfNeeded()
        #expect(inner.frame == rect(0, 0, 50, 10))
        let before = [deep, sibling, cousin].map(\.measurements)
        deep.contentSize = CGSize(width: 60, height: 10)
        try outer.layoutIfNeeded()
        #expect([deep, sibling, cousin].map(\.measurements) == [before[0] + 1, before[1], before[2]])
        #expect(inner.frame == rect(0, 0, 80, 10))
        #expect(sibling.frame == rect(60, 0, 20, 10))
        #expect(outer.calculations == 2)
    }

    @Test("children that leave, come back or move between flexbox nodes are laid out where they are now")
    func structuralChanges() throws {
        let world = World()
        try world.row.layoutIfNeeded()
        world.row.flexChildren = [world.a, world.c]
        try world.row.layoutIfNeeded()
        #expect(names(world.row.subnodes) == ["a", "c"])
        #expect(world.c.frame == rect(65, 10, 50, 20))

        let inner = flexNode("inner", children: [world.d]) { $0.padding[.all] = .points(2) }
        inner.automaticallyManagesSubnodes = true
        world.row.flexChildren = [world.b, inner, world.a]
        try world.row.layoutIfNeeded()
        #expect(names(world.row.subnodes) == ["b", "inner", "a"])
        #expect(inner.frame == rect(211, 10, 24, 24))
        #expect(world.d.frame == rect(2, 2, 20, 20))
        #expect(world.b.frame == rect(10, 10, 196, 30))

        // d moves from the inner node to the row. As with layout specs, the node that owns d in its
        // current layout lets it go first (here laid out on its own, for its bounds).
        inner.flexChildren = []
        try inner.layoutIfNeeded()
        #expect(inner.subnodes.isEmpty)
        world.row.flexChildren = [world.d, inner, world.a]
        try world.row.layoutIfNeeded()
        var mirrored = try mirror(world.row)
        try mirrored.tree.calculateLayout(for: mirrored.root, width: .exactly(300), height: .exactly(100))
        for node in [world.d, inner, world.a] as [DisplayNode] {
            #expect(node.frame == mirrored.tree.layout(of: mirrored.ids[ObjectIdentifier(node)]!).frame)
        }
    }

    @Test("nested flexbox nodes follow changes that keep their size: an ancestor's direction, a sibling's change")
    func nestedLayoutsFollowInheritedChanges() throws {
        let rows = (0..<3).map { rowIndex in
            flexNode("row\(rowIndex)", children: (0..<2).map { ContentLeaf("leaf\(rowIndex)-\($0)", 20, 10) }) { style in
                style.flexDirection = .row
                style.width = .points(100)
            }
        }
        let root = flexNode("root", children: rows) { $0.alignItems = .flexStart }
        for node in rows + [root] { node.automaticallyManagesSubnodes = true }
        root.frame = rect(0, 0, 200, 100)
        try root.layoutIfNeeded()
        let firstLeaf = try #require(rows[2].subnodes.first)
        #expect(firstLeaf.frame == rect(0, 0, 20, 10))

        // The rows keep their size, but their children follow the inherited direction.
        root.flexStyled { $0.direction = .rtl }
        try root.layoutIfNeeded()
        #expect(firstLeaf.frame == rect(80, 0, 20, 10))

        // A leaf of the first row grows taller: the rows below move, their children stay.
        let grower = try #require(rows[0].subnodes.first as? ContentLeaf)
        grower.contentSize = CGSize(width: 20, height: 30)
        try root.layoutIfNeeded()
        #expect(rows[2].frame == rect(100, 40, 100, 10))
        #expect(firstLeaf.frame == rect(80, 0, 20, 10))
        var mirrored = try mirror(root)
        try mirrored.tree.calculateLayout(for: mirrored.root, width: .exactly(200), height: .exactly(100))
        for row in rows {
            for node in [row] + row.subnodes {
                #expect(node.frame == mirrored.tree.layout(of: mirrored.ids[ObjectIdentifier(node)]!).frame)
            }
        }
    }

    @Test("a listed child that is not a subnode still invalidates its flexbox parent")
    func listedChildrenInvalidate() throws {
        let leaf = ContentLeaf("leaf", 30, 10)
        let inner = flexNode("inner", children: [leaf]) { $0.flexDirection = .row }
        let outer = flexNode("outer", children: [inner]) { $0.alignItems = .flexStart }
        // Measured only, never laid out: nothing is a subnode.
        #expect(try outer.layoutThatFits(exactly(100, 100)).frame(for: inner) == rect(0, 0, 30, 10))
        leaf.contentSize = CGSize(width: 45, height: 10)
        #expect(try outer.layoutThatFits(exactly(100, 100)).frame(for: inner) == rect(0, 0, 45, 10))
        #expect(leaf.supernode == nil)
    }
}
