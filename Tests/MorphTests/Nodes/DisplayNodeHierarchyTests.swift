import Foundation
import Morph
import Testing

@Suite("DisplayNode hierarchy")
@MainActor
struct DisplayNodeHierarchyTests {
    @Test("add, insert and remove subnodes; a subnode has one supernode")
    func addInsertRemove() throws {
        let (parent, other) = (DisplayNode(name: "parent"), DisplayNode(name: "other"))
        let (a, b, c) = (DisplayNode(name: "a"), DisplayNode(name: "b"), DisplayNode(name: "c"))
        try parent.addSubnode(a)
        try parent.addSubnode(b)
        try parent.insertSubnode(c, at: 0)
        #expect(names(parent.subnodes) == ["c", "a", "b"])
        #expect(c.supernode === parent)
        // Moving within the same parent.
        try parent.insertSubnode(c, at: 2)
        #expect(names(parent.subnodes) == ["a", "b", "c"])
        try parent.addSubnode(a)
        #expect(names(parent.subnodes) == ["b", "c", "a"])
        // Taking a subnode from another parent.
        try other.addSubnode(b)
        #expect(names(parent.subnodes) == ["c", "a"])
        #expect(b.supernode === other)
        try a.removeFromSupernode()
        #expect(a.supernode == nil)
        #expect(names(parent.subnodes) == ["c"])
        try a.removeFromSupernode()
        #expect(b.isDescendant(of: other))
        #expect(!b.isDescendant(of: parent))
        parent.assertInvariants()
        other.assertInvariants()
    }

    @Test("setSubnodes reorders, adopts and removes subnodes in one step")
    func setSubnodes() throws {
        let (parent, other) = (DisplayNode(name: "parent"), DisplayNode(name: "other"))
        let (a, b, c, d) = (DisplayNode(name: "a"), DisplayNode(name: "b"), DisplayNode(name: "c"), DisplayNode(name: "d"))
        try parent.setSubnodes([a, b, c])
        #expect(names(parent.subnodes) == ["a", "b", "c"])
        try other.addSubnode(d)
        try parent.setSubnodes([c, d, a])
        #expect(names(parent.subnodes) == ["c", "d", "a"])
        #expect(d.supernode === parent && other.subnodes.isEmpty, "d is taken from its old supernode")
        #expect(b.supernode == nil, "b, left out, is removed")
        try parent.setSubnodes([c, d, a])
        #expect(names(parent.subnodes) == ["c", "d", "a"])
        try parent.setSubnodes([])
        #expect(parent.subnodes.isEmpty && a.supernode == nil)
    }

    @Test("setSubnodes refuses duplicates, cycles and managed nodes, and leaves the tree unchanged")
    func setSubnodesErrors() throws {
        let parent = DisplayNode(name: "parent")
        let (a, b) = (DisplayNode(name: "a"), DisplayNode(name: "b"))
        try parent.setSubnodes([a])
        #expect(throws: NodeError.duplicateSubnode(node: "parent", subnode: "b")) { try parent.setSubnodes([b, a, b]) }
        #expect(throws: NodeError.cycle(node: "a", subnode: "parent")) { try a.setSubnodes([parent]) }
        #expect(names(parent.subnodes) == ["a"] && b.supernode == nil)
        let managed = DisplayNode(name: "managed")
        managed.automaticallyManagesSubnodes = true
        #expect(throws: NodeError.subnodesAreManagedAutomatically(node: "managed")) { try managed.setSubnodes([b]) }
        #expect(throws: Never.self) { try managed.setSubnodes([]) }
    }

    @Test("a node added as itself or as its own ancestor is a cycle error, and the tree is unchanged")
    func cycles() throws {
        let (root, middle, leaf) = (DisplayNode(name: "root"), DisplayNode(name: "middle"), DisplayNode(name: "leaf"))
        try root.addSubnode(middle)
        try middle.addSubnode(leaf)
        #expect(throws: NodeError.cycle(node: "leaf", subnode: "leaf")) { try leaf.addSubnode(leaf) }
        #expect(throws: NodeError.cycle(node: "leaf", subnode: "root")) { try leaf.addSubnode(root) }
        #expect(throws: NodeError.cycle(node: "middle", subnode: "root")) { try middle.insertSubnode(root, at: 0) }
        #expect(names(root.subnodes) == ["middle"])
        #expect(names(middle.subnodes) == ["leaf"])
        #expect(root.supernode == nil)
        #expect(NodeError.cycle(node: "leaf", subnode: "root").description == "root cannot become a subnode of leaf: it is one of its ancestors")
    }

    @Test("an index outside 0...count is a typed error")
    func indexOutOfRange() throws {
        let parent = DisplayNode(name: "parent")
        let (a, b) = (DisplayNode(name: "a"), DisplayNode(name: "b"))
        try parent.addSubnode(a)
        #expect(throws: NodeError.subnodeIndexOutOfRange(index: 2, count: 1, node: "parent")) { try parent.insertSubnode(b, at: 2) }
        #expect(throws: NodeError.subnodeIndexOutOfRange(index: -1, count: 1, node: "parent")) { try parent.insertSubnode(b, at: -1) }
        // Moving an existing subnode counts the list without it.
        #expect(throws: NodeError.subnodeIndexOutOfRange(index: 1, count: 0, node: "parent")) { try parent.insertSubnode(a, at: 1) }
        #expect(names(parent.subnodes) == ["a"])
        #expect(b.supernode == nil)
    }

    @Test("a node that manages its subnodes refuses hand-added ones and keeps its laid-out ones")
    func automaticManagementRefusesHandChanges() throws {
        let host = DisplayNode(name: "host")
        let (a, b) = (DisplayNode(name: "a"), DisplayNode(name: "b"))
        host.automaticallyManagesSubnodes = true
        host.layoutSpecBlock = { _, _ in StackLayoutSpec(children: [a]) }
        host.frame = rect(0, 0, 10, 10)
        try host.layoutIfNeeded()
        #expect(throws: NodeError.subnodesAreManagedAutomatically(node: "host")) { try host.addSubnode(b) }
        #expect(throws: NodeError.subnodeInCurrentLayout(node: "host", subnode: "a")) { try a.removeFromSupernode() }
        // Taking a laid-out node into another tree is refused for the same reason.
        let other = DisplayNode(name: "other")
        #expect(throws: NodeError.subnodeInCurrentLayout(node: "host", subnode: "a")) { try other.addSubnode(a) }
        #expect(names(host.subnodes) == ["a"])
    }

    @Test("turning automatic management on hands hand-added subnodes to the next layout pass")
    func turningManagementOn() throws {
        let host = DisplayNode(name: "host")
        let (a, b) = (DisplayNode(name: "a"), DisplayNode(name: "b"))
        try host.addSubnode(b)
        try host.addSubnode(a)
        host.layoutSpecBlock = { _, _ in StackLayoutSpec(children: [a]) }
        host.frame = rect(0, 0, 10, 10)
        host.automaticallyManagesSubnodes = true
        try host.layoutIfNeeded()
        #expect(names(host.subnodes) == ["a"])
        #expect(b.supernode == nil)
    }

    @Test("a layout that takes a node from another node's layout is refused")
    func stolenSubnode() throws {
        let (first, second, shared) = (DisplayNode(name: "first"), DisplayNode(name: "second"), DisplayNode(name: "shared"))
        for host in [first, second] {
            host.automaticallyManagesSubnodes = true
            host.layoutSpecBlock = { _, _ in StackLayoutSpec(children: [shared]) }
            host.frame = rect(0, 0, 10, 10)
        }
        try first.layoutIfNeeded()
        #expect(throws: NodeError.subnodeOwnedByAnotherNode(node: "second", subnode: "shared", owner: "first")) {
            try second.layoutIfNeeded()
        }
        #expect(shared.supernode === first)
        #expect(second.subnodes.isEmpty)
        #expect(second.calculatedLayout == nil)
    }

    @Test("a layout that contains an ancestor of its node is a cycle error")
    func layoutContainsAncestor() throws {
        let (root, child) = (DisplayNode(name: "root"), DisplayNode(name: "child"))
        try root.addSubnode(child)
        child.automaticallyManagesSubnodes = true
        child.layoutSpecBlock = { _, _ in StackLayoutSpec(children: [root]) }
        child.frame = rect(0, 0, 10, 10)
        #expect(throws: NodeError.cycle(node: "child", subnode: "root")) { try child.layoutIfNeeded() }
        #expect(child.subnodes.isEmpty)
    }

    @Test("adding or removing subnodes while building a layout spec is refused")
    func noChangesInLayoutSpec() throws {
        // The compiler refuses `addSubnode` in a (nonisolated) layout spec; a spec that forces its
        // way onto the main actor, as this one does, is refused at run time.
        final class Meddler: DisplayNode {
            let extra = DisplayNode(name: "extra")
            let errors = ErrorLog()
            override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
                MainActor.assumeIsolated {
                    do throws(NodeError) { try addSubnode(extra) } catch { errors.append(error) }
                }
                return LayoutSpec()
            }
        }
        let node = Meddler(name: "meddler")
        _ = try node.layoutThatFits(exactly(10, 10))
        #expect(node.errors.errors == [.subnodeMutationDuringLayoutSpec(node: "meddler", subnode: "extra")])
        #expect(node.subnodes.isEmpty)
        // Outside a spec, the same change is fine; nodes created in a spec may be configured freely.
        try node.addSubnode(node.extra)
        #expect(names(node.subnodes) == ["extra"])
    }

    @Test("nodes built inside a spec may be given subnodes of their own")
    func freshNodesInSpec() throws {
        let errors = ErrorLog()
        let host = DisplayNode(name: "host")
        host.layoutSpecBlock = { _, _ in
            let card = DisplayNode(name: "card")
            MainActor.assumeIsolated {
                do throws(NodeError) { try card.addSubnode(DisplayNode(name: "badge")) } catch { errors.append(error) }
            }
            return WrapperLayoutSpec(card)
        }
        _ = try host.layoutThatFits(exactly(10, 10))
        #expect(errors.errors.isEmpty)
    }
}
