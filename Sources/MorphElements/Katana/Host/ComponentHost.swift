import Foundation
import Morph

/// Renders a Katana ``Component`` into a tree of `DisplayNode`s, keeps it in step with the
/// component's props and state, and runs the 4-step children animation on the nodes.
///
/// Every update asks the component for its ``Component/childrenDescriptions(props:state:update:)``
/// and for its animations
/// (``Component/updateChildrenAnimations(container:currentProps:nextProps:currentState:nextState:)``).
/// Children are matched with the shown ones by ``ReplaceKey``, in order (``ChildrenMatching``): a
/// matched child keeps its node and gets the new props, an unmatched new child gets a new node,
/// and the nodes of dropped children leave the tree and are released (the host keeps no other
/// reference to them). Component children get a nested host of their own, so their state
/// survives updates while their replace key matches. Subnodes are ordered as the list (later on
/// top).
///
/// **Plain update** (the component set no animation): the children change at once, without
/// animation.
///
/// **Animated update** — the 4-step animation of ``ChildrenTransitionPlan``, on the nodes:
/// 1. *Step 1*, without animation: the entering children are created in their entry state
///    (their final props changed by their entry transformers), in the merged order; the others
///    stay as they are.
/// 2. *Step 2*, at once after: every child animates to its step-2 props with its key's
///    ``AnimationType`` (``ChildrenTransitionPlan/animation(for:)``) — entering ones to their
///    final props, leaving ones to their leave state — at every depth: the children of a
///    container node animate with the same children animations.
/// 3. *Final step*, ``ChildrenTransitionPlan/duration`` seconds later on the node's animator
///    clock (`Animator.schedule(after:_:)`, deterministic on a `ManualClock`): the leaving
///    children's nodes are removed and released.
///
/// Every update supersedes a running animation (its final step will not run: the token rule of
/// ``ChildrenTransitionState``, without Katana's bugs) and starts from the children as step 2
/// left them: a plain update removes the leaving nodes of the superseded animation at once; an
/// animated one lets them leave again with the new animation. A child whose props do not change
/// keeps its running animation; a removed node's animations end with it, so it is released at
/// once.
///
/// View properties animate on the animator of ``node`` (pass one to ``init(props:name:animator:)``
/// or build the host inside `DisplayNode.withAnimator(_:_:)`); every node the host creates uses
/// the same animator.
@MainActor
public final class ComponentHost<C: Component> {
    /// The node the component's children are rendered into. Its frame and alpha are the props'.
    public let node: DisplayNode
    /// The props of the last update.
    public internal(set) var props: C.Props
    /// The state of the last update.
    public internal(set) var state: C.State
    var transition: ChildrenTransitionState
    var children: [HostedChild] = []
    private var finalStep: ScheduledAction?
    private var pendingCompletion: (token: AnimationToken, handler: @MainActor (Bool) -> Void)?

    /// The steps an update applies to the nodes, for ``stepObserver``.
    enum AppliedStep: Equatable {
        /// A plain update's children.
        case immediate
        /// Step 1 of an animated update (entering children in their entry state).
        case first
        /// Step 2 of an animated update (every child animating to its step-2 props).
        case second
        /// The final step of an animated update (leaving children removed).
        case final
    }

    /// Called right after each step is applied to the nodes (tests read the tree between step 1
    /// and step 2 here).
    var stepObserver: ((AppliedStep) -> Void)?

    /// Creates the host and renders the component once, without animation, with `props` and a
    /// fresh state.
    ///
    /// - Parameters:
    ///   - props: the component's props; its frame and alpha go to ``node``.
    ///   - name: the name of ``node``.
    ///   - animator: the animator of every node the host creates; by default the one of the
    ///     enclosing `DisplayNode.withAnimator(_:_:)` scope, else `Animator.shared`.
    /// - Complexity: O(n) in the number of described descendants.
    public init(props: C.Props, name: String? = nil, animator: Animator? = nil) {
        self.node = DisplayNode(name: name, animator: animator)
        self.props = props
        self.state = C.State()
        self.transition = ChildrenTransitionState()
        let descriptions = C.childrenDescriptions(props: props, state: state, update: stateUpdate)
        transition.apply(descriptions)
        performWithoutAnimation {
            node.frame = props.frame
            node.alpha = props.alpha
        }
        children = HostedChild.reconcile([], rendered: [], with: descriptions, in: node, animation: .none)
    }

    /// The nodes of the shown children, in z-order (direct children only). During an animated
    /// update these include the entering and the leaving children.
    public var childNodes: [DisplayNode] { children.map(\.node) }

    /// Every node below ``node`` that the host renders, depth first.
    /// - Complexity: O(n) in the number of rendered descendants.
    public var descendantNodes: [DisplayNode] {
        var nodes: [DisplayNode] = []
        for child in children { child.collect(into: &nodes) }
        return nodes
    }

    /// The descriptions of the shown children, in z-order: during an animated update, step 2's
    /// (the leaving children in their leave state); otherwise the last update's children.
    public var shownChildren: [ChildDescription] { transition.children }

    /// The token of the animated update whose final step is still due; `nil` when none runs.
    public var runningAnimation: AnimationToken? { transition.runningToken }

    /// When the running animation's final step is due, in the animator's clock time; `nil` when
    /// none runs.
    public var finalStepTime: TimeInterval? { finalStep?.isPending == true ? finalStep?.deadline : nil }

    /// Updates the component with new props. Skipped when
    /// ``Component/shouldUpdate(currentProps:nextProps:currentState:nextState:)`` says no.
    ///
    /// - Parameters:
    ///   - newProps: the props to render with.
    ///   - completion: called once with `true` when the update has fully applied — at once for a
    ///     plain or skipped update, after the final step for an animated one — or with `false`
    ///     when a later update supersedes the animation first.
    /// - Complexity: O(n) in the number of described descendants (subnodes are set per parent
    ///   in one step, `DisplayNode.setSubnodes(_:)`).
    public func update(props newProps: C.Props, completion: (@MainActor (Bool) -> Void)? = nil) {
        update(props: newProps, state: state, animation: .none, completion: completion)
    }

    /// Updates the component with a new state (what the `update` closure given to
    /// ``Component/childrenDescriptions(props:state:update:)`` calls).
    ///
    /// - Parameters:
    ///   - newState: the state to render with.
    ///   - completion: as for ``update(props:completion:)``.
    /// - Complexity: as for ``update(props:completion:)``.
    public func update(state newState: C.State, completion: (@MainActor (Bool) -> Void)? = nil) {
        update(props: props, state: newState, animation: .none, completion: completion)
    }

    /// An update with new props and state whose 4-step animation's final step waits for the
    /// caller, its children's second step offset by `stagger`: returns the animation's token (nil
    /// when the update applied at once).
    func interactiveUpdate(props newProps: C.Props, state newState: C.State, stagger: Stagger?) -> AnimationToken? {
        update(props: newProps, state: newState, animation: .none, completion: nil, interactive: true, stagger: stagger)
    }

    /// The update closure handed to the component.
    private var stateUpdate: StateUpdate<C.State> {
        { [weak self] newState in self?.update(state: newState) }
    }

    /// Updates with `animation` from the parent: the node's own props animate with its
    /// `nativeViewAnimation`; children animations that animate are applied as a plain update of
    /// the children with them (Katana), else the component's own decide.
    ///
    /// `interactive`: the final step is not scheduled; the caller applies it (the token of the
    /// animation is returned) when its transition handle's time line ends. `stagger` delays each
    /// child's second step (only an interactive update's final step waits for the delays).
    @discardableResult
    private func update(
        props newProps: C.Props,
        state newState: C.State,
        animation: AnimationContainer,
        completion: (@MainActor (Bool) -> Void)?,
        interactive: Bool = false,
        stagger: Stagger? = nil
    ) -> AnimationToken? {
        guard C.shouldUpdate(currentProps: props, nextProps: newProps, currentState: state, nextState: newState) else {
            completion?(true)
            return nil
        }
        let (oldProps, oldState) = (props, state)
        props = newProps
        state = newState
        if oldProps.frame != newProps.frame || oldProps.alpha != newProps.alpha {
            animation.nativeViewAnimation.perform {
                node.frame = newProps.frame
                node.alpha = newProps.alpha
            }
        }
        let descriptions = C.childrenDescriptions(props: newProps, state: newState, update: stateUpdate)
        let shown = transition.children
        // The superseded update learns it after this one is applied, so its handler may update again.
        let superseded = supersedeRunningAnimation()

        if animation.childrenAnimations.shouldAnimate {
            transition.apply(descriptions)
            children = HostedChild.reconcile(children, rendered: shown, with: descriptions, in: node, animation: animation)
            superseded?(false)
            completion?(true)
            return nil
        }
        let animations = C.childrenAnimations(currentProps: oldProps, nextProps: newProps, currentState: oldState, nextState: newState)
        switch transition.update(to: descriptions, animations: animations.erased) {
        case .immediate(let final):
            children = HostedChild.reconcile(children, rendered: shown, with: final, in: node, animation: .none)
            stepObserver?(.immediate)
            superseded?(false)
            completion?(true)
            return nil
        case .animated(let plan, let token):
            var rendered = shown
            if let firstStep = plan.firstStep {
                children = HostedChild.reconcile(children, rendered: rendered, with: firstStep, in: node, animation: .none)
                rendered = firstStep
                stepObserver?(.first)
            }
            let stepTwo = AnimationContainer(nativeViewAnimation: .none, childrenAnimations: plan.animations)
            let delays = stagger.map { Self.staggerDelays(of: plan.secondStep, with: $0) }
            children = HostedChild.reconcile(children, rendered: rendered, with: plan.secondStep, in: node, animation: stepTwo, delays: delays)
            stepObserver?(.second)
            if let completion { pendingCompletion = (token, completion) }
            if !interactive {
                finalStep = node.animator.schedule(after: plan.duration) { [weak self] in
                    self?.applyFinalStep(of: token)
                }
            }
            superseded?(false)
            return token
        }
    }

    /// The stagger delay of each child of step 2 (entering and leaving ones merged, in z-order),
    /// a distance measured from the centre of its frame in ``node``.
    private static func staggerDelays(of children: [ChildDescription], with stagger: Stagger) -> [TimeInterval] {
        children.enumerated().map { index, child in
            stagger.delay(forChildAt: index, of: children.count, center: CGPoint(x: child.frame.midX, y: child.frame.midY))
        }
    }

    /// Cancels the running animation's final step; returns the completion of its update, to call
    /// with `false`.
    func supersedeRunningAnimation() -> (@MainActor (Bool) -> Void)? {
        finalStep?.cancel()
        finalStep = nil
        let pending = pendingCompletion
        pendingCompletion = nil
        return pending?.handler
    }

    /// The final step of the animation `token`, when it is still the running one: the leaving
    /// children's nodes are removed.
    func applyFinalStep(of token: AnimationToken) {
        let shown = transition.children
        guard let final = transition.completeTransition(token) else { return }
        finalStep = nil
        children = HostedChild.reconcile(children, rendered: shown, with: final, in: node, animation: .none)
        stepObserver?(.final)
        if let pending = pendingCompletion, pending.token == token {
            pendingCompletion = nil
            pending.handler(true)
        }
    }
}

extension ComponentHost: AnyComponentHost {
    var hostNode: DisplayNode { node }

    func update(with description: any AnyComponentDescription, animation: AnimationContainer) {
        guard let description = description as? ComponentDescription<C> else { return }
        update(props: description.props, state: state, animation: animation, completion: nil)
    }

    func collect(into nodes: inout [DisplayNode]) {
        nodes.append(contentsOf: descendantNodes)
    }

    func stop() {
        supersedeRunningAnimation()?(false)
        HostedChild.cancelAnimations(of: node)
        for child in children { child.stop() }
    }
}
