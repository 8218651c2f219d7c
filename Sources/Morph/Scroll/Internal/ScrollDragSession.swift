import Foundation

/// A drag in progress, led by one scroll node (the one the finger's pan, or a touchpad gesture
/// with phases, belongs to): the nested scroll nodes it moves, the finger's velocity, and which
/// node moved last along each axis (the one that glides on at release).
@MainActor
final class ScrollDragSession {
    /// The scroll nodes the drag may move along each axis, innermost first: the leading node, then
    /// the enclosing scroll nodes that scroll along that axis (the leading node's movement passes
    /// to them at its edges).
    let chains: (horizontal: [ScrollNode], vertical: [ScrollNode])
    /// The nodes the drag moved so far, in the order it first moved them.
    var participants: [ScrollNode] = []
    /// The content's displacement so far (the opposite of the finger's), for the velocity.
    var displacement = CGPoint.zero
    /// The velocity tracker, fed with ``displacement``.
    var tracker = VelocityTracker()
    /// The node that took the latest movement along each axis.
    var lastMover: (horizontal: ScrollNode?, vertical: ScrollNode?) = (nil, nil)

    init(chains: (horizontal: [ScrollNode], vertical: [ScrollNode])) {
        self.chains = chains
    }

    /// The chain along `axis`.
    func chain(_ axis: ScrollAxis) -> [ScrollNode] {
        axis == .horizontal ? chains.horizontal : chains.vertical
    }

    /// Records that `node` took movement along `axis`.
    func recordMove(of node: ScrollNode, along axis: ScrollAxis) {
        if axis == .horizontal { lastMover.horizontal = node } else { lastMover.vertical = node }
    }

    /// The node that glides on along `axis` at release.
    func flinger(_ axis: ScrollAxis) -> ScrollNode? {
        axis == .horizontal ? lastMover.horizontal : lastMover.vertical
    }
}

/// A scroll node's part in a drag: where its content was when the drag first moved it (for
/// paging), and its offset as the finger pulls it, before the rubber band.
struct ScrollDragParticipation {
    /// The offset when the drag began to move this node.
    var startOffset: CGPoint
    /// The offset the finger asks for, unbanded: past an edge the content shows
    /// ``ScrollPhysics/rubberBand(_:dimension:coefficient:)`` of the excess.
    var rawOffset: CGPoint
    /// Whether the drag has moved this node (``ScrollNode/isDragging``).
    var hasMoved: Bool
}
