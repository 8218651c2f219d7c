import Foundation
import Morph
import Testing

/// A leaf that reads one trait in its measurement (or none).
final class TraitReadingLeaf: DisplayNode {
    let reads: TraitCollection.Trait?

    nonisolated init(_ name: String, reads: TraitCollection.Trait?) {
        self.reads = reads
        super.init(name: name)
    }

    override nonisolated func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        switch reads {
        case .preferredContentSizeCategory?:
            let scale = traitCollection.preferredContentSizeCategory.textScale
            return CGSize(width: 20 * scale, height: 10 * scale)
        case .userInterfaceStyle?:
            return traitCollection.userInterfaceStyle == .dark ? CGSize(width: 30, height: 10) : CGSize(width: 20, height: 10)
        default:
            return CGSize(width: 20, height: 10)
        }
    }
}

@Suite("Traits as layout inputs")
@MainActor
struct TraitLayoutInputTests {
    /// root (vertical stack) → [sizeReader, plain, row (horizontal stack) → [x, y]]
    @MainActor
    struct Tree {
        let root = DisplayNode(name: "root")
        let sizeReader = TraitReadingLeaf("size reader", reads: .preferredContentSizeCategory)
        let plain = TraitReadingLeaf("plain", reads: nil)
        let row = DisplayNode(name: "row")
        let x = TraitReadingLeaf("x", reads: nil)
        let y = TraitReadingLeaf("y", reads: nil)

        init() throws {
            root.automaticallyManagesSubnodes = true
            row.automaticallyManagesSubnodes = true
            let (sizeReader, plain, row, x, y) = (sizeReader, plain, row, x, y)
            root.layoutSpecBlock = { _, _ in
                StackLayoutSpec(direction: .vertical, alignItems: .start, children: [sizeReader, plain, row])
            }
            row.layoutSpecBlock = { _, _ in
                StackLayoutSpec(direction: .horizontal, spacing: 5, alignItems: .start, children: [x, y])
            }
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            try root.layoutIfNeeded()
        }

        var versions: [String: Int] {
            Dictionary(uniqueKeysWithValues: [root, sizeReader, plain, row, x, y].map { ($0.debugName, $0.layoutVersion) })
        }

        func changed(since before: [String: Int]) -> Set<String> {
            Set(versions.filter { before[$0.key] != $0.value }.map(\.key))
        }
    }

    @Test("a change of a trait nothing read lays nothing out again")
    func unreadTraitChangesNothing() throws {
        let tree = try Tree()
        let before = tree.versions
        tree.root.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high, prefersReducedMotion: true)
        #expect(tree.changed(since: before).isEmpty)
    }

    @Test("a larger text size lays out the node that read it and its ancestors, nothing else")
    func contentSizeChange() throws {
        let tree = try Tree()
        let before = tree.versions
        tree.root.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(tree.changed(since: before) == ["size reader", "root"])
        try tree.root.layoutIfNeeded()
        #expect(tree.sizeReader.frame.size.width > 60)
    }

    @Test("a change of direction lays out the nodes that host specs; leaves keep their layouts")
    func directionChange() throws {
        let tree = try Tree()
        #expect(tree.x.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        let before = tree.versions
        tree.root.hostTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
        #expect(tree.changed(since: before) == ["root", "row"])
        try tree.root.layoutIfNeeded()
        // The row (45 wide, as wide as its content) sits at the right of the root, x at its right.
        #expect(tree.row.frame == CGRect(x: 55, y: 20, width: 45, height: 10))
        #expect(tree.x.frame == CGRect(x: 25, y: 0, width: 20, height: 10))
        #expect(tree.y.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test("a measurement records only the traits it read")
    func readsAreSelective() throws {
        let leaf = TraitReadingLeaf("style reader", reads: .userInterfaceStyle)
        let root = DisplayNode(name: "root")
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, alignItems: .start, children: [leaf]) }
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        try root.layoutIfNeeded()
        let version = leaf.layoutVersion
        root.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(leaf.layoutVersion == version)
        root.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .extraLarge)
        #expect(leaf.layoutVersion > version)
        try root.layoutIfNeeded()
        #expect(leaf.frame.width == 30)
    }

    @Test("reading traits outside a measurement records nothing")
    func readsOutsideMeasurement() throws {
        let leaf = TraitReadingLeaf("leaf", reads: nil)
        _ = leaf.traitCollection.preferredContentSizeCategory
        _ = try leaf.layoutThatFits(exactly(50, 50))
        let version = leaf.layoutVersion
        leaf.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(leaf.layoutVersion == version)
    }
}
