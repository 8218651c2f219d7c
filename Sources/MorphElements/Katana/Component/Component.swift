import Foundation

/// A piece of UI with props, state and keyed children that animates its children between
/// updates (Katana's `NodeDescription` with `updateChildrenAnimations`).
///
/// A component is a type; its methods are static, since the host keeps the props and the state.
/// On every update the host asks ``childrenDescriptions(props:state:update:)`` for the new
/// children, then ``updateChildrenAnimations(container:currentProps:nextProps:currentState:nextState:)``
/// how to animate to them: when the container is left empty, the children change at once;
/// otherwise the host runs the 4-step animation (``ChildrenTransitionPlan``).
///
/// ```
/// enum Counter: Component {
///     struct Props: DescriptionProps {
///         var frame = CGRect.zero
///         var alpha: CGFloat = 1
///         var key: String?
///     }
///     struct State: ComponentState { var count = 0 }
///     enum Keys { case label }
///
///     static func childrenDescriptions(props: Props, state: State, update: @escaping StateUpdate<State>) -> [ChildDescription] {
///         [.node(props: NodeProps { $0.setKey(Keys.label); $0.frame = props.frame })]
///     }
///
///     static func updateChildrenAnimations(container: inout ChildrenAnimations<Keys>, currentProps: Props, nextProps: Props, currentState: State, nextState: State) {
///         container[.label] = Animation(type: .linear(duration: 0.3))
///     }
/// }
/// ```
public protocol Component {
    /// The component's properties, given by its parent.
    associatedtype Props: DescriptionProps
    /// The component's state; ``EmptyState`` by default.
    associatedtype State: ComponentState = EmptyState
    /// The keys of the component's children, used with ``ChildrenAnimations``; ``EmptyKeys``
    /// by default.
    associatedtype Keys = EmptyKeys

    /// The children for `props` and `state`, in z-order (later ones on top). `update` replaces
    /// the state and starts a new update (call it from event handlers, not from here).
    static func childrenDescriptions(props: Props, state: State, update: @escaping StateUpdate<State>) -> [ChildDescription]

    /// Fills `container` with the animations of the next update, given the current and next
    /// props and state. The default leaves it empty: the children change without animation.
    static func updateChildrenAnimations(
        container: inout ChildrenAnimations<Keys>,
        currentProps: Props,
        nextProps: Props,
        currentState: State,
        nextState: State
    )

    /// Whether new props or state need an update; by default, whether either changed.
    static func shouldUpdate(currentProps: Props, nextProps: Props, currentState: State, nextState: State) -> Bool
}

/// Replaces a component's state and starts an update with it, on the main actor.
public typealias StateUpdate<State> = @MainActor @Sendable (State) -> Void

extension Component {
    /// No animations: the children change at once.
    public static func updateChildrenAnimations(
        container: inout ChildrenAnimations<Keys>,
        currentProps: Props,
        nextProps: Props,
        currentState: State,
        nextState: State
    ) {}

    /// Whether the props or the state changed.
    public static func shouldUpdate(currentProps: Props, nextProps: Props, currentState: State, nextState: State) -> Bool {
        currentProps != nextProps || currentState != nextState
    }

    /// The animations of an update from (`currentProps`, `currentState`) to (`nextProps`,
    /// `nextState`): a fresh container filled by
    /// ``updateChildrenAnimations(container:currentProps:nextProps:currentState:nextState:)``.
    public static func childrenAnimations(
        currentProps: Props,
        nextProps: Props,
        currentState: State,
        nextState: State
    ) -> ChildrenAnimations<Keys> {
        var container = ChildrenAnimations<Keys>()
        updateChildrenAnimations(
            container: &container,
            currentProps: currentProps,
            nextProps: nextProps,
            currentState: currentState,
            nextState: nextState
        )
        return container
    }
}
