import Foundation
import Morph

/// Renders a Katana ``Component`` into a tree of ``DisplayNode``s and keeps it in step with the
/// component's props and state.
///
/// Every render asks the component for its ``Component/childrenDescriptions(props:state:update:)``
/// and matches them against the previous ones with ``ChildrenMatching`` (by ``ReplaceKey``, in
/// order, as Katana does): a matched child keeps its node and gets the new props, an unmatched new
/// child gets a new node, and the nodes of removed children leave the tree and are released (the
/// host keeps no other reference to them). Component children get a nested host of their own, so
/// their state survives re-renders while their replace key matches.
///
/// This host applies updates without animation: it sets each node's frame, alpha and style
/// directly. The 4-step children animation (``ChildrenTransitionPlan``) is not run by it.
@MainActor
public final class ComponentHost<C: Component> {
    /// The node the component's children are rendered into. Its frame is the props' frame.
    public let node: DisplayNode
    /// The props of the last render.
    public private(set) var props: C.Props
    /// The state of the last render.
    public private(set) var state: C.State
    private var rendered: [ChildDescription] = []
    private var children: [HostedChild] = []

    /// Creates the host and renders the component once with `props` and a fresh state.
    /// - Complexity: O(n) in the number of described descendants.
    public init(props: C.Props, name: String? = nil) {
        self.node = DisplayNode(name: name)
        self.props = props
        self.state = C.State()
        render()
    }

    /// The nodes of the rendered children, in description order (direct children only).
    public var childNodes: [DisplayNode] { children.map(\.node) }

    /// Every node below ``node`` that the host renders, depth first.
    /// - Complexity: O(n) in the number of rendered descendants.
    public var descendantNodes: [DisplayNode] {
        var nodes: [DisplayNode] = []
        for child in children { child.collect(into: &nodes) }
        return nodes
    }

    /// Renders the component with new props. Skipped when
    /// ``Component/shouldUpdate(currentProps:nextProps:currentState:nextState:)`` says no.
    /// - Complexity: O(n) in the number of described descendants.
    public func update(props newProps: C.Props) {
        guard C.shouldUpdate(currentProps: props, nextProps: newProps, currentState: state, nextState: state) else { return }
        props = newProps
        render()
    }

    /// Renders the component with a new state (what the `update` closure given to
    /// ``Component/childrenDescriptions(props:state:update:)`` calls).
    /// - Complexity: O(n) in the number of described descendants.
    public func update(state newState: C.State) {
        guard C.shouldUpdate(currentProps: props, nextProps: props, currentState: state, nextState: newState) else { return }
        state = newState
        render()
    }

    private func render() {
        node.frame = props.frame
        node.alpha = props.alpha
        let update: StateUpdate<C.State> = { [weak self] newState in self?.update(state: newState) }
        let descriptions = C.childrenDescriptions(props: props, state: state, update: update)
        children = HostedChild.reconcile(children, rendered: rendered, with: descriptions, in: node)
        rendered = descriptions
    }
}

extension ComponentHost: AnyComponentHost {
    var hostNode: DisplayNode { node }

    func update(with description: any AnyComponentDescription) {
        guard let description = description as? ComponentDescription<C> else { return }
        update(props: description.props)
    }

    func collect(into nodes: inout [DisplayNode]) {
        nodes.append(contentsOf: descendantNodes)
    }
}
