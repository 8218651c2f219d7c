import Foundation
import Morph

extension ComponentHost {
    /// Updates the component with new props and/or state with a transition that a finger can
    /// hold: the 4-step animation the component asks for
    /// (``Component/updateChildrenAnimations(container:currentProps:nextProps:currentState:nextState:)``)
    /// runs on the returned handle's time line, and its final step — the leaving children's nodes
    /// removed — happens when the time line reaches its end instead of after a scheduled delay.
    ///
    /// Left alone, the transition plays and ends like ``update(props:completion:)``. The handle can
    /// `pause()` it (at once, to start paused), set its `fractionComplete`, `play()`, `reverse()`
    /// and `finish(at:velocity:spring:)` it (see `TransitionHandle`). Reversed to the start it
    /// reverts: props and state are the previous ones, the entering children's nodes are gone, the
    /// leaving ones are back in place (the same nodes) and every node has the values it had.
    ///
    /// With a `stagger` (the `Stagger` of `DisplayNode.defaultLayoutTransitionStagger`), the
    /// component's children start their second step later, one after the other: each child's
    /// animation — and its children's, for a container or a nested component — is delayed by
    /// `stagger.delay(forChildAt:of:center:)` for its index among the second step's children
    /// (entering and leaving ones merged in z-order, as Katana merges them) and the centre of its
    /// frame in ``node``. The handle's time line, and so the final step, lasts until the last
    /// delayed animation ends.
    ///
    /// - Parameters:
    ///   - newProps: the props to render with; the current ones when nil.
    ///   - newState: the state to render with; the current one when nil.
    ///   - stagger: how the children's animations are offset in time; none by default.
    /// - Returns: the handle; its outcome is `.completed` or `.reverted`. An update that does not
    ///   animate (skipped, plain, or animating nothing) completes at once; one superseded by a
    ///   later update completes when its remaining animations end.
    @discardableResult
    public func transition(props newProps: C.Props? = nil, state newState: C.State? = nil, stagger: Stagger? = nil) -> TransitionHandle {
        let (oldProps, oldState, oldChildren) = (props, state, transition.children)
        var token: AnimationToken?
        return TransitionHandle(animator: node.animator, recording: {
            token = interactiveUpdate(props: newProps ?? props, state: newState ?? state, stagger: stagger)
        }, didEnd: { [weak self] handle, position, _ in
            guard let self, let token, self.transition.runningToken == token else {
                handle?.finish(.completed)
                return
            }
            if position == .start {
                self.revert(token, props: oldProps, state: oldState, children: oldChildren)
                handle?.finish(.reverted)
            } else {
                self.applyFinalStep(of: token)
                handle?.finish(.completed)
            }
        })
    }

    /// Goes back, without animation, to what the host showed before the animated update `token`.
    private func revert(_ token: AnimationToken, props oldProps: C.Props, state oldState: C.State, children oldChildren: [ChildDescription]) {
        supersedeRunningAnimation()?(false)
        let shown = transition.children
        transition.apply(oldChildren)
        props = oldProps
        state = oldState
        performWithoutAnimation {
            node.frame = oldProps.frame
            node.alpha = oldProps.alpha
            children = HostedChild.reconcile(children, rendered: shown, with: oldChildren, in: node, animation: .none)
        }
    }
}
