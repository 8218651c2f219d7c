import Benchmark
import Foundation
import Morph

// Trait changes on a 1,001-node tree (issue 32): a change re-lays out only the nodes that read the
// changed trait. Each benchmark flips one trait of the root's host collection and runs the layout
// pass; "every node laid out again" does the same with every node invalidated as well — what a
// trait collection that were part of every layout's cache key (or a `setNeedsLayout()` on every
// node at each change, as a UIKit view hierarchy does) would cost — as the before in the same run.

/// A fixed-size leaf that reads no trait.
final class PlainLeaf: DisplayNode {
    override nonisolated func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: 12, height: 12)
    }
}

/// A leaf that reads the content size category, as a text node with a text style does.
final class ScalingLeaf: DisplayNode {
    override nonisolated func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        let scale = traitCollection.preferredContentSizeCategory.textScale
        return CGSize(width: 12 * scale, height: 12 * scale)
    }
}

/// A root stacking 40 rows; each row stacks 24 leaves, one of which reads the content size
/// category (1,001 nodes).
@MainActor
final class TraitTree {
    let root: DisplayNode
    let nodes: [DisplayNode]
    private var flipped = false

    init() {
        let animator = Animator(clock: ManualClock())
        var nodes: [DisplayNode] = []
        let rows: [DisplayNode] = (0..<40).map { index in
            DisplayNode.withAnimator(animator) {
                let leaves: [DisplayNode] = (0..<24).map { leaf in leaf == 0 ? ScalingLeaf(name: "scaling \(index)") : PlainLeaf(name: "leaf \(index).\(leaf)") }
                nodes += leaves
                let row = DisplayNode(name: "row \(index)")
                row.automaticallyManagesSubnodes = true
                row.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .horizontal, spacing: 1, flexWrap: .wrap, children: leaves) }
                return row
            }
        }
        nodes += rows
        root = DisplayNode.withAnimator(animator) { DisplayNode(name: "root") }
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, spacing: 2, alignItems: .start, children: rows) }
        nodes.append(root)
        self.nodes = nodes
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 4_000)
        try? root.layoutIfNeeded()
    }

    /// Flips `change` in the root's host collection (every node gets the new collection).
    func flip(_ change: Change) {
        flipped.toggle()
        var traits = root.hostTraitCollection
        switch change {
        case .appearance: traits.userInterfaceStyle = flipped ? .dark : .light
        case .textSize: traits.preferredContentSizeCategory = flipped ? .extraLarge : .large
        case .direction: traits.layoutDirection = flipped ? .rightToLeft : .leftToRight
        }
        root.hostTraitCollection = traits
    }

    /// Invalidates every node, as if every layout depended on the whole collection.
    func invalidateEverything() {
        for node in nodes { node.invalidateCalculatedLayout() }
        root.setNeedsLayout()
    }

    enum Change: String, CaseIterable {
        case appearance = "appearance (nothing reads it)"
        case textSize = "text size (40 leaves read it)"
        case direction = "direction (the 41 nodes with specs read it)"
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))

    for change in TraitTree.Change.allCases {
        for everything in [true, false] {
            let name = "trait change on 1,001 nodes, \(change.rawValue): \(everything ? "every node laid out again (before)" : "only what reads it (after)")"
            Benchmark(name) { @MainActor benchmark async in
                let tree = TraitTree()
                for _ in 0..<2 {
                    tree.flip(change)
                    try? tree.root.layoutIfNeeded()
                }
                for _ in benchmark.scaledIterations {
                    benchmark.startMeasurement()
                    tree.flip(change)
                    if everything { tree.invalidateEverything() }
                    try? tree.root.layoutIfNeeded()
                    benchmark.stopMeasurement()
                }
            }
        }
    }
}
