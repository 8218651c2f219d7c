import Foundation
import Morph
import MorphCanvas
import SnapshotTesting

extension Snapshotting where Value == DisplayNode, Format == RasterImage {
    /// A node and its subtree as they are on screen now (the animator's last tick), drawn by the
    /// rasteriser as a PNG image.
    ///
    /// The node is laid out first (`layoutIfNeeded()`) and drawn at the top-left corner of a canvas
    /// of its bounds' size (or `size`), whatever its position in its supernode.
    ///
    /// Snapshot on the main actor (the node's actor): mark the test `@MainActor`.
    ///
    /// - Parameters:
    ///   - size: the canvas in points; the node's bounds' size by default.
    ///   - scale: pixels per point; 2 by default.
    ///   - backgroundColor: the colour under the node; clear by default.
    ///   - perPixelTolerance: see ``SnapshotTesting/Diffing/rasterImage(perPixelTolerance:differingPixelFraction:)``.
    ///   - differingPixelFraction: see ``SnapshotTesting/Diffing/rasterImage(perPixelTolerance:differingPixelFraction:)``.
    public static func image(
        size: CGSize? = nil, scale: CGFloat = 2, backgroundColor: Color = .clear,
        perPixelTolerance: UInt8 = 0, differingPixelFraction: Double = 0
    ) -> Snapshotting {
        nodeImage(time: nil, size: size, scale: scale, backgroundColor: backgroundColor, perPixelTolerance: perPixelTolerance, differingPixelFraction: differingPixelFraction)
    }

    /// A node and its subtree at an exact time of a manual clock — a transition frozen at one
    /// moment — drawn by the rasteriser as a PNG image.
    ///
    /// ```swift
    /// let clock = ManualClock()
    /// let node = DisplayNode.withAnimator(Animator(clock: clock)) { CardNode() }
    /// node.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    /// try node.layoutIfNeeded()
    /// node.isExpanded = true
    /// try node.transitionLayout(animated: true, shouldMeasureAsync: false)
    /// assertSnapshot(of: node, as: .image(at: 0.1, on: clock), named: "middle")
    /// ```
    ///
    /// The clock is first advanced to `time` (so the animations and completions due by then have
    /// run, and nodes removed by then are gone); a time before the clock's `now` leaves the clock
    /// where it is and draws the presentation values at `time`.
    ///
    /// - Parameters:
    ///   - time: the clock time, in seconds, to draw.
    ///   - clock: the manual clock the node's animator runs on.
    ///   - size: the canvas in points; the node's bounds' size by default.
    ///   - scale: pixels per point; 2 by default.
    ///   - backgroundColor: the colour under the node; clear by default.
    ///   - perPixelTolerance: see ``SnapshotTesting/Diffing/rasterImage(perPixelTolerance:differingPixelFraction:)``.
    ///   - differingPixelFraction: see ``SnapshotTesting/Diffing/rasterImage(perPixelTolerance:differingPixelFraction:)``.
    public static func image(
        at time: TimeInterval, on clock: ManualClock, size: CGSize? = nil, scale: CGFloat = 2, backgroundColor: Color = .clear,
        perPixelTolerance: UInt8 = 0, differingPixelFraction: Double = 0
    ) -> Snapshotting {
        nodeImage(time: (time, clock), size: size, scale: scale, backgroundColor: backgroundColor, perPixelTolerance: perPixelTolerance, differingPixelFraction: differingPixelFraction)
    }

    /// A node at several exact times of a manual clock, side by side in one PNG image, each
    /// labelled with its time: a transition as a filmstrip.
    ///
    /// The clock is advanced to each time in turn (times before the clock's `now` are drawn from
    /// the presentation values at that time without moving the clock).
    ///
    /// - Parameters:
    ///   - times: the clock times to draw, in seconds.
    ///   - clock: the manual clock the node's animator runs on.
    ///   - columns: frames per row; 0 (the default) puts every frame in one row.
    ///   - size: each frame's canvas in points; the node's bounds' size by default.
    ///   - scale: pixels per point; 2 by default.
    ///   - perPixelTolerance: see ``SnapshotTesting/Diffing/rasterImage(perPixelTolerance:differingPixelFraction:)``.
    ///   - differingPixelFraction: see ``SnapshotTesting/Diffing/rasterImage(perPixelTolerance:differingPixelFraction:)``.
    public static func filmstrip(
        at times: [TimeInterval], on clock: ManualClock, columns: Int = 0, size: CGSize? = nil, scale: CGFloat = 2,
        perPixelTolerance: UInt8 = 0, differingPixelFraction: Double = 0
    ) -> Snapshotting {
        SimplySnapshotting<RasterImage>.png(perPixelTolerance: perPixelTolerance, differingPixelFraction: differingPixelFraction)
            .pullback { node in
                MainActor.assumeIsolated {
                    do {
                        var trees: [PresentationTree] = []
                        var canvas = size
                        for time in times {
                            let (tree, nodeSize) = try NodeDrawing.tree(of: node, at: (time, clock))
                            trees.append(tree)
                            canvas = canvas ?? nodeSize
                        }
                        return try FilmstripRenderer(columns: columns, scale: scale).render(trees, canvasSize: canvas ?? .zero)
                    } catch {
                        return .failure("\(error)")
                    }
                }
            }
    }

    private static func nodeImage(
        time: (TimeInterval, ManualClock)?, size: CGSize?, scale: CGFloat, backgroundColor: Color,
        perPixelTolerance: UInt8, differingPixelFraction: Double
    ) -> Snapshotting {
        SimplySnapshotting<RasterImage>.png(perPixelTolerance: perPixelTolerance, differingPixelFraction: differingPixelFraction)
            .pullback { node in
                MainActor.assumeIsolated {
                    do {
                        let (tree, nodeSize) = try NodeDrawing.tree(of: node, at: time)
                        return try Rasterizer.image(of: tree, size: size ?? nodeSize, scale: scale, backgroundColor: backgroundColor)
                    } catch {
                        return .failure("\(error)")
                    }
                }
            }
    }
}

/// Presentation trees of nodes for snapshots.
@MainActor
enum NodeDrawing {
    /// The node's presentation tree (at a clock time, the clock advanced there first), its root
    /// moved so the node's frame starts at the origin, and the node's size.
    static func tree(of node: DisplayNode, at time: (TimeInterval, ManualClock)?) throws -> (PresentationTree, CGSize) {
        try node.layoutIfNeeded()
        var tree: PresentationTree
        if let (time, clock) = time {
            clock.advance(to: time)
            tree = node.presentationTree(at: time)
        } else {
            tree = node.presentationTree()
        }
        guard var root = tree.root else { return (tree, .zero) }
        let bounds = root.attributes.bounds
        root.attributes.position = CGPoint(x: bounds.width * root.attributes.anchorPoint.x, y: bounds.height * root.attributes.anchorPoint.y)
        tree.layers[0] = root
        return (tree, bounds.size)
    }
}
