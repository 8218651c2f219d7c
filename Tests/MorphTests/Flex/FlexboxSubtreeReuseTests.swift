import Foundation
import Morph
import Testing

/// A flexbox root re-laid out reuses the records of nested flexbox subtrees whose version did
/// not change; these tests change the tree below such subtrees in every way a user can and check
/// the frames against a flex tree built from scratch.
@Suite("Reuse of unchanged nested flexbox subtrees")
@MainActor
struct FlexboxSubtreeReuseTests {
    /// A column of four rows of subnodes (not flex children lists): two leaves and a nested box
    /// holding one leaf per row.
    @MainActor
    struct World {
        let root: DisplayNode
        let rows: [DisplayNode]
        let boxes: [DisplayNode]
        let leaves: [[ContentLeaf]]

        init() throws {
            var rows: [DisplayNode] = []
            var boxes: [DisplayNode] = []
            var leaves: [[ContentLeaf]] = []
            for index in 0..<4 {
                let row = flexNode("row\(index)") { style in
                    style.flexDirection = .row
                    style.alignItems = .flexStart
                    style.padding[.all] = .points(2)
                    style.setGap(.column, .points(3))
                }
                let box = flexNode("box\(index)") { $0.padding[.all] = .points(1) }
                let rowLeaves = (0..<3).map { ContentLeaf("leaf\(index)-\($0)", CGFloat(10 + 5 * index + $0), 8) }
                try row.addSubnode(rowLeaves[0])
                try row.addSubnode(box)
                try row.addSubnode(rowLeaves[1])
                try box.addSubnode(rowLeaves[2])
                rows.append(row)
                boxes.append(box)
                leaves.append(rowLeaves)
            }
            root = flexNode("root") { $0.alignItems = .flexStart }
            for row in rows { try root.addSubnode(row) }
            root.frame = rect(0, 0, 200, 120)
            self.rows = rows
            self.boxes = boxes
            self.leaves = leaves
        }

        var measurements: [Int] {
            leaves.flatMap { $0.map(\.measurements) }
        }

        /// Lays the root out and expects every node's frame to be the one a fresh flex tree gives.
        func layOutAndCompare(sourceLocation: SourceLocation = #_sourceLocation) throws {
            try root.layoutIfNeeded()
            var mirrored = try mirror(root)
            try mirrored.tree.calculateLayout(for: mirrored.root, width: .exactly(200), height: .exactly(120))
            var pending = root.subnodes
            var compared = 0
            while let node = pending.popLast() {
                let id = try #require(mirrored.ids[ObjectIdentifier(node)], sourceLocation: sourceLocation)
                #expect(node.frame == mirrored.tree.layout(of: id).frame, "\(node.debugName)", sourceLocation: sourceLocation)
                compared += 1
                pending.append(contentsOf: node.flexChildren ?? node.subnodes)
            }
            #expect(compared == mirrored.ids.count - 1, sourceLocation: sourceLocation)
        }
    }

    @Test("an invalidated root reuses its unchanged rows: nothing is measured and the frames stay")
    func invalidatedRoot() throws {
        let world = try World()
        try world.layOutAndCompare()
        let before = world.measurements
        world.root.invalidateCalculatedLayout()
        try world.layOutAndCompare()
        #expect(world.measurements == before)
    }

    @Test("a subnode added to or removed from a nested flexbox node reaches the root's next layout")
    func subnodeListChanges() throws {
        let world = try World()
        try world.layOutAndCompare()
        let versions = [world.root, world.rows[2], world.boxes[2]].map(\.layoutVersion)
        // Added without calling setNeedsLayout: the box's subnodes are its flex children.
        let newcomer = ContentLeaf("newcomer", 40, 30)
        try world.boxes[2].addSubnode(newcomer)
        #expect(zip([world.root, world.rows[2], world.boxes[2]].map(\.layoutVersion), versions).allSatisfy { $0 > $1 })
        try world.layOutAndCompare()
        #expect(world.boxes[2].frame.height == 40)

        try world.leaves[1][0].removeFromSupernode()
        try world.layOutAndCompare()
        #expect(world.rows[1].subnodes.count == 2)

        try world.boxes[3].setSubnodes([world.leaves[3][2], ContentLeaf("another", 12, 12)])
        try world.layOutAndCompare()
    }

    @Test("a leaf moved from one nested row to another is laid out where it is now")
    func movedLeaf() throws {
        let world = try World()
        try world.layOutAndCompare()
        try world.rows[0].addSubnode(world.leaves[3][1])
        try world.layOutAndCompare()
        #expect(world.leaves[3][1].supernode === world.rows[0])
        // And back into a nested box further down.
        try world.boxes[2].insertSubnode(world.leaves[3][1], at: 0)
        try world.layOutAndCompare()
    }

    @Test("a changed leaf deep in one row measures that leaf again and reuses the other rows")
    func changedLeaf() throws {
        let world = try World()
        try world.layOutAndCompare()
        let before = world.measurements
        world.leaves[1][2].contentSize = CGSize(width: 70, height: 25)
        try world.layOutAndCompare()
        let after = world.measurements
        let changed = zip(after, before).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(changed == [5])
    }

    @Test("a node listed as a flex child of a nested node while it is another node's subnode invalidates both")
    func listedChildWithAnotherSupernode() throws {
        let world = try World()
        let holder = DisplayNode(name: "holder")
        let listed = ContentLeaf("listed", 25, 15)
        try holder.addSubnode(listed)
        world.boxes[1].flexChildren = [world.leaves[1][2], listed]
        try world.layOutAndCompare()
        let rootVersion = world.root.layoutVersion
        listed.contentSize = CGSize(width: 60, height: 40)
        #expect(holder.layoutVersion > 0)
        #expect(world.root.layoutVersion > rootVersion)
        try world.layOutAndCompare()
        #expect(world.boxes[1].frame.height == 50)
    }

    @Test("a subnode of an unchanged row listed again in another nested node is a duplicate")
    func duplicateInReusedRow() throws {
        let world = try World()
        try world.layOutAndCompare()
        // leaf0-0 stays row0's subnode (row0 is unchanged, so reused) and is listed by box2 too.
        world.boxes[2].flexChildren = [world.leaves[2][2], world.leaves[0][0]]
        #expect(throws: LayoutError.self) { try world.root.layoutThatFits(exactly(200, 120)) }
    }

    @Test("changing a nested node's direction through the root's config or style reaches every row")
    func inheritedChanges() throws {
        let world = try World()
        try world.layOutAndCompare()
        world.root.flexStyled { $0.direction = .rtl }
        try world.layOutAndCompare()
        #expect(world.leaves[3][2].frame.minX == 1)
        world.root.frame = rect(0, 0, 150, 120)
        try world.root.layoutIfNeeded()
        var mirrored = try mirror(world.root)
        try mirrored.tree.calculateLayout(for: mirrored.root, width: .exactly(150), height: .exactly(120))
        for row in world.rows {
            #expect(row.frame == mirrored.tree.layout(of: try #require(mirrored.ids[ObjectIdentifier(row)])).frame)
        }
    }
}
