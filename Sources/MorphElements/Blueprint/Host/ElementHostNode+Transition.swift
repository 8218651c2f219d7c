import Foundation
import Morph

extension ElementHostNode {
    /// Shows `newElement` with a transition that a finger can hold: the update's animations —
    /// each element's layout transition, appearing and disappearing transitions, resolved as for
    /// an update made inside `withAnimation(animation)` — run on the returned handle's time line.
    ///
    /// Left alone, the transition plays and completes like that update. The handle can
    /// `pause()` it (at once, to start paused), set its `fractionComplete`, `play()`, `reverse()`
    /// and `finish(at:velocity:spring:)` it (see `TransitionHandle`). At the end it completes;
    /// reversed to the start it reverts: ``element`` is the previous element again, the nodes of
    /// disappearing elements are back (the same nodes), those of appearing ones are gone, and
    /// every node's values are the ones they had before — the host shows exactly the tree it
    /// showed. Reverting ends the running animations of the host's nodes.
    ///
    /// A later update (setting ``element``, or another transition) takes over the animations it
    /// changes, from where they are; the handle goes on holding the others until it is finished.
    ///
    /// Keyed elements that move to another parent keep their nodes and fly there (see
    /// ``ElementHostNode``); reverted, they are back under their old parents.
    ///
    /// With a `stagger` (the `Stagger` of `DisplayNode.defaultLayoutTransitionStagger`), the
    /// top-level nodes — the host's node-backed children — start their animations later, one
    /// after the other: each node's change, appearing or disappearing transition, and everything
    /// its subtree inherits from it, is delayed by `stagger.delay(forChildAt:of:center:)` for its
    /// index among the new top-level nodes followed by the removed ones (in their old order), and
    /// the centre of its new frame in the host (its old frame for a removed node). The handle's
    /// time line lasts until the last delayed animation ends.
    ///
    /// - Parameters:
    ///   - newElement: the element tree to show.
    ///   - animation: the ambient animation of the update (``LayoutTransition/inherited``
    ///     elements use it).
    ///   - stagger: how the top-level nodes' animations are offset in time; none by default.
    /// - Returns: the handle; its outcome is `.completed` or `.reverted`. An update that animates
    ///   nothing completes at once. An update that fails to lay out reports its error to the
    ///   node's error handler, as setting ``element`` does, and completes at once.
    @discardableResult
    public func transition(to newElement: (any Element)?, animation: AnimationAttributes = .default, stagger: Stagger? = nil) -> TransitionHandle {
        let previous = element
        return TransitionHandle(animator: animator, recording: {
            withAnimation(animation) {
                self.show(newElement, stagger: stagger)
            }
        }, didEnd: { [weak self] handle, position, _ in
            if position == .start, let self {
                self.revertTransition(to: previous)
                handle?.finish(.reverted)
            } else {
                handle?.finish(.completed)
            }
        })
    }

    /// Shows `previous` again at once, as it was before a transition that ran back to its start.
    private func revertTransition(to previous: (any Element)?) {
        performWithoutAnimation {
            element = previous
        }
        // Returning elements reclaim their disappearing nodes and animate back explicitly, and the
        // appearing ones' nodes animate out: all of it jumps, so the tree is the previous one now.
        var pending = subnodes
        while let node = pending.popLast() {
            node.cancelAllAnimations()
            pending.append(contentsOf: node.subnodes)
        }
    }
}
