import Foundation

extension DisplayNode {
    /// What this node and its subtree show at clock time `time` (the animator's last tick when
    /// nil): the value every renderer draws. See ``PresentationTree``.
    ///
    /// Siblings are ordered back to front: subnode order, stably sorted by `zPosition`. A tree of
    /// any depth is walked without recursion. A ``ScrollNode`` that clips presents only the
    /// content subnodes that intersect its visible rect (and its scroll indicators), so a tall
    /// scrolled tree costs what is on screen, not what it holds.
    ///
    /// Building a tree frame after frame allocates nothing once its buffers have grown (the
    /// layer arrays are recycled once no earlier tree holds them), except when siblings must be
    /// sorted by `zPosition`.
    ///
    /// - Complexity: O(n log s) for the n nodes presented with at most s siblings (a scroll node's
    ///   content adds O(log c) for c content subnodes); one array of n layers.
    public func presentationTree(at time: TimeInterval? = nil) -> PresentationTree {
        PresentationTreeBuilder.shared.build(from: self, at: time)
    }

    /// The deepest masks nest in a presentation: a mask's mask's … mask beyond this depth is left
    /// out (``setMask(_:)`` refuses cycles, but a mask's subtree may change after it is set).
    static let maximumMaskDepth = 8

    /// The subnodes back to front: subnode order, stably sorted by z position at `time`.
    func subnodesInDrawingOrder(at time: TimeInterval?) -> [DisplayNode] {
        let children = subnodes
        guard children.count > 1, children.contains(where: { $0.zPosition(at: time) != 0 }) else { return children }
        let keyed = children.enumerated().map { (offset: $0.offset, z: $0.element.zPosition(at: time), node: $0.element) }
        return keyed.sorted { ($0.z, $0.offset) < ($1.z, $1.offset) }.map(\.node)
    }

    /// The z position on screen at `time`.
    func zPosition(at time: TimeInterval?) -> CGFloat {
        guard let property = viewStateStorage?.existing(.zPosition) else { return 0 }
        return time.map { property.presentationValue(at: $0) } ?? property.presentationValue
    }
}
