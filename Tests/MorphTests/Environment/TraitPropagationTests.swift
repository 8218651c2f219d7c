import Foundation
import Morph
import Testing

/// A node that records its trait changes in a shared log.
final class TraitRecordingNode: DisplayNode {
    let changes: TraitChangeLog

    init(_ name: String, log: TraitChangeLog) {
        changes = log
        super.init(name: name)
    }

    override func traitCollectionDidChange(previous: TraitCollection) {
        super.traitCollectionDidChange(previous: previous)
        changes.entries.append((debugName, previous, traitCollection))
    }
}

/// The trait changes nodes saw, in order.
@MainActor
final class TraitChangeLog {
    var entries: [(node: String, previous: TraitCollection, current: TraitCollection)] = []
    var nodes: [String] { entries.map(\.node) }
}

@Suite("Trait propagation down the node tree")
@MainActor
struct TraitPropagationTests {
    /// root → [a → [a1], b]
    func tree() throws -> (root: TraitRecordingNode, a: TraitRecordingNode, a1: TraitRecordingNode, b: TraitRecordingNode, log: TraitChangeLog) {
        let log = TraitChangeLog()
        let root = TraitRecordingNode("root", log: log)
        let a = TraitRecordingNode("a", log: log)
        let a1 = TraitRecordingNode("a1", log: log)
        let b = TraitRecordingNode("b", log: log)
        try root.addSubnode(a)
        try a.addSubnode(a1)
        try root.addSubnode(b)
        log.entries.removeAll()
        return (root, a, a1, b, log)
    }

    @Test("a host's collection reaches every node; each hears the change once, top down, with the previous collection")
    func hostCollectionFlowsDown() throws {
        let (root, a, a1, b, log) = try tree()
        let dark = TraitCollection(userInterfaceStyle: .dark, layoutDirection: .rightToLeft)
        root.hostTraitCollection = dark
        for node in [root, a, a1, b] { #expect(node.traitCollection == dark) }
        #expect(log.nodes == ["root", "a", "a1", "b"])
        #expect(log.entries.allSatisfy { $0.previous == .default && $0.current == dark })
        // The same collection again changes nothing.
        root.hostTraitCollection = dark
        #expect(log.nodes.count == 4)
        // A subnode's host collection is not used: its supernode's wins.
        a.hostTraitCollection = TraitCollection(userInterfaceStyle: .light)
        #expect(a.traitCollection == dark)
    }

    @Test("overrides change a subtree only, and nil inherits again")
    func overridesPerSubtree() throws {
        let (root, a, a1, b, log) = try tree()
        a.traitOverrides.layoutDirection = .rightToLeft
        #expect(a.traitCollection.layoutDirection == .rightToLeft)
        #expect(a1.traitCollection.layoutDirection == .rightToLeft)
        #expect(root.traitCollection.layoutDirection == .leftToRight)
        #expect(b.traitCollection.layoutDirection == .leftToRight)
        #expect(log.nodes == ["a", "a1"])
        // The host's change reaches the subtree except for what it overrides.
        root.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark, layoutDirection: .leftToRight)
        #expect(a1.traitCollection.userInterfaceStyle == .dark)
        #expect(a1.traitCollection.layoutDirection == .rightToLeft)
        a.traitOverrides = TraitOverrides()
        #expect(a1.traitCollection.layoutDirection == .leftToRight)
    }

    @Test("a node added to a tree takes its traits; a removed node keeps its last ones")
    func insertionAndRemoval() throws {
        let (root, _, _, b, log) = try tree()
        root.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        let newcomer = TraitRecordingNode("new", log: log)
        let child = TraitRecordingNode("new child", log: log)
        try newcomer.addSubnode(child)
        log.entries.removeAll()
        try b.addSubnode(newcomer)
        #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(log.nodes == ["new", "new child"])
        try newcomer.removeFromSupernode()
        #expect(newcomer.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    }

    @Test("the host collection's display scale sets the root's pixel grid")
    func displayScaleSetsPixelGrid() {
        let root = DisplayNode()
        root.hostTraitCollection = TraitCollection(displayScale: 3)
        #expect(root.layoutContext.screenScale == 3)
        root.hostTraitCollection = TraitCollection(displayScale: .nan)
        #expect(root.layoutContext.screenScale == 1)
    }
}
