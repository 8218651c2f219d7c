import Benchmark
import Foundation
import Morph

/// A spec-based leaf with a fixed content size (as a text or image node measures), so the
/// benchmark times the flexbox integration rather than text shaping.
final class BenchmarkLeaf: DisplayNode {
    let contentSize: CGSize

    nonisolated init(_ contentSize: CGSize) {
        self.contentSize = contentSize
        super.init()
    }

    nonisolated override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        contentSize
    }
}

/// A 1,001-node tree of display nodes laid out by the flexbox engine: a column of 100 wrapping
/// rows (flexbox nodes), each with 9 children — 6 spec-based leaves measured through measure
/// functions and 3 empty flexbox boxes that grow. The children are subnodes (built on the main
/// actor, which owns the node tree; laid out from any thread).
struct DisplayNodeFlexTree {
    let root: DisplayNode
    let leaves: [DisplayNode]
    static let range = (try? SizeRange(
        min: CGSize(width: 375, height: 0),
        max: CGSize(width: 375, height: CGFloat.infinity)
    )) ?? .unconstrained

    @MainActor
    init() {
        var rows: [DisplayNode] = []
        var leaves: [DisplayNode] = []
        for rowIndex in 0..<100 {
            var children: [DisplayNode] = []
            for childIndex in 0..<9 {
                if childIndex % 3 == 2 {
                    let box = DisplayNode()
                    box.layoutEngine = .flexbox
                    box.flexStyled { style in
                        style.flexGrow = 1
                        style.minWidth = .points(8)
                        style.height = .points(CGFloat(10 + childIndex))
                    }
                    children.append(box)
                } else {
                    let width = CGFloat(20 + (rowIndex * 7 + childIndex * 13) % 40)
                    let leaf = BenchmarkLeaf(CGSize(width: width, height: CGFloat(12 + childIndex % 4)))
                    leaf.flexStyled { $0.margin[.horizontal] = .points(2) }
                    children.append(leaf)
                    leaves.append(leaf)
                }
            }
            let row = DisplayNode()
            row.layoutEngine = .flexbox
            row.flexStyled { style in
                style.flexDirection = .row
                style.flexWrap = .wrap
                style.alignItems = .center
                style.padding[.all] = .points(4)
                style.setGap(.all, .points(3))
            }
            // Subnodes (the children a flexbox node lays out without `flexChildren`), so a
            // leaf's setNeedsLayout reaches the root, as after a layout pass with automatic
            // subnode management.
            for child in children { try? row.addSubnode(child) }
            rows.append(row)
        }
        let root = DisplayNode()
        root.layoutEngine = .flexbox
        root.flexStyled { $0.padding[.vertical] = .points(8) }
        for row in rows { try? root.addSubnode(row) }
        self.root = root
        self.leaves = leaves
    }

    func layOut() -> CGSize {
        (try? root.layoutThatFits(Self.range).size) ?? .zero
    }
}

/// Lets the main actor finish what a released tree queued there: a display node's `deinit` is
/// isolated to the main actor, so dropping the last reference elsewhere frees the tree on the
/// main thread later, which would otherwise overlap (and be counted in) the next measurement.
func drainMainActor() async {
    await MainActor.run {}
}

/// Benchmarks of flexbox display nodes: a fresh layout, an unchanged re-layout (the node's layout
/// cache), a re-layout after the root's cached layout was invalidated (the synchronisation walk
/// and the flex tree's caches), and a re-layout after one leaf changed. Each tree is released,
/// and its deallocation on the main actor awaited, outside the measurement.
func registerDisplayNodeFlexBenchmarks() {
    Benchmark("DisplayNode flexbox 1,001 nodes: fresh layout") { benchmark async in
        for _ in benchmark.scaledIterations {
            var tree: DisplayNodeFlexTree? = await MainActor.run { DisplayNodeFlexTree() }
            benchmark.startMeasurement()
            blackHole(tree?.layOut())
            benchmark.stopMeasurement()
            tree = nil
            await drainMainActor()
        }
    }

    Benchmark("DisplayNode flexbox 1,001 nodes: cached re-layout, unchanged") { benchmark async in
        var tree: DisplayNodeFlexTree? = await MainActor.run { DisplayNodeFlexTree() }
        _ = tree?.layOut()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(tree?.layOut())
        }
        benchmark.stopMeasurement()
        tree = nil
        await drainMainActor()
    }

    Benchmark("DisplayNode flexbox 1,001 nodes: re-layout after invalidateCalculatedLayout") { benchmark async in
        var tree: DisplayNodeFlexTree? = await MainActor.run { DisplayNodeFlexTree() }
        _ = tree?.layOut()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            tree?.root.invalidateCalculatedLayout()
            blackHole(tree?.layOut())
        }
        benchmark.stopMeasurement()
        tree = nil
        await drainMainActor()
    }

    Benchmark("DisplayNode flexbox 1,001 nodes: re-layout after one leaf's setNeedsLayout") { benchmark async in
        var tree: DisplayNodeFlexTree? = await MainActor.run { DisplayNodeFlexTree() }
        _ = tree?.layOut()
        benchmark.startMeasurement()
        var index = 0
        for _ in benchmark.scaledIterations {
            if let tree {
                tree.leaves[index % tree.leaves.count].setNeedsLayout()
            }
            index += 7
            blackHole(tree?.layOut())
        }
        benchmark.stopMeasurement()
        tree = nil
        await drainMainActor()
    }
}
