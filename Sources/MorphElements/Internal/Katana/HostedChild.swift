import Foundation
import Morph

/// A nested component host, whatever its component type.
@MainActor
protocol AnyComponentHost: AnyObject {
    var hostNode: DisplayNode { get }
    /// Updates the nested component with its parent's new description of it, its own node
    /// animating with `animation.nativeViewAnimation` and its children with
    /// `animation.childrenAnimations` when those animate (else with its own animations).
    func update(with description: any AnyComponentDescription, animation: AnimationContainer)
    func collect(into nodes: inout [DisplayNode])
    /// Ends the running animations and the pending final step of the nested host's subtree
    /// (its node was removed).
    func stop()
}

/// One rendered child of a ``ComponentHost``: a node with its rendered children, or a nested
/// component host.
@MainActor
enum HostedChild {
    case node(DisplayNode, children: [HostedChild], rendered: [ChildDescription])
    case component(any AnyComponentHost)

    var node: DisplayNode {
        switch self {
        case .node(let node, _, _): node
        case .component(let host): host.hostNode
        }
    }

    /// Appends this child's node and every node below it, depth first.
    func collect(into nodes: inout [DisplayNode]) {
        switch self {
        case .node(let node, let children, _):
            nodes.append(node)
            for child in children { child.collect(into: &nodes) }
        case .component(let host):
            nodes.append(host.hostNode)
            host.collect(into: &nodes)
        }
    }

    /// Applies one step of an update to `parent`'s children: matches `descriptions` against the
    /// `current` children (rendered from `rendered`) by replace key, updates the matched ones,
    /// creates nodes for the new ones, removes the nodes of the dropped ones (released, since
    /// nothing else holds them) and orders `parent`'s subnodes as `descriptions` (later on top).
    ///
    /// Each child changes with `animation.animation(for:)`: its props animate with its
    /// animation type (jump for ``AnimationType/none``), and a container passes the same
    /// children animations to its own children. A matched child whose props are unchanged is
    /// left alone, so its running animation goes on (Katana's `shouldUpdate`). New nodes are
    /// created in their described state without animation.
    ///
    /// With `delays` (one per description), each child's animations — and those its subtree
    /// inherits — start that many seconds later (a staggered transition).
    ///
    /// - Complexity: O(n) over all depths.
    static func reconcile(
        _ current: [HostedChild],
        rendered: [ChildDescription],
        with descriptions: [ChildDescription],
        in parent: DisplayNode,
        animation: AnimationContainer,
        delays: [TimeInterval]? = nil
    ) -> [HostedChild] {
        let matching = ChildrenMatching(current: rendered, new: descriptions)
        for index in matching.removedIndices {
            current[index].remove()
        }
        var result: [HostedChild] = []
        result.reserveCapacity(descriptions.count)
        for (index, (description, source)) in zip(descriptions, matching.sources).enumerated() {
            switch source {
            case .reused(let currentIndex):
                let previous = current[currentIndex]
                var childAnimation = animation.animation(for: description)
                if let delays, delays.indices.contains(index) { childAnimation = childAnimation.delayed(by: delays[index]) }
                let updated = previous.updated(from: rendered[currentIndex], to: description, in: parent, animation: childAnimation)
                if updated.node !== previous.node { previous.remove() }
                result.append(updated)
            case .created:
                result.append(make(description, animator: parent.animator))
            }
        }
        do {
            try parent.setSubnodes(result.map(\.node))
        } catch {
            parent.reportError(ElementError.node(error))
        }
        return result
    }

    /// Removes the child's node from its parent and ends every animation in its subtree (a
    /// removed node shows nothing), so nothing keeps it alive.
    func remove() {
        do {
            try node.removeFromSupernode()
        } catch {
            node.reportError(ElementError.node(error))
        }
        stop()
    }

    /// Ends the running animations of this child's subtree.
    func stop() {
        switch self {
        case .node(let node, let children, _):
            Self.cancelAnimations(of: node)
            for child in children { child.stop() }
        case .component(let host):
            host.stop()
        }
    }

    /// Ends the running animations of `node`'s own properties: the presentation jumps to the
    /// model values.
    static func cancelAnimations(of node: DisplayNode) {
        guard node.isAnimating else { return }
        node.cancelAllAnimations()
    }

    /// A new child for `description`, in its described state, on `animator`.
    static func make(_ description: ChildDescription, animator: Animator) -> HostedChild {
        switch description.content {
        case .node(let kind, let props, let children):
            let name = props.name ?? props.key ?? "\(kind)"
            let node: DisplayNode = if let text = props.text {
                TextNode(text.string, style: text.style, color: text.color, name: name, animator: animator)
            } else {
                DisplayNode(name: name, animator: animator)
            }
            performWithoutAnimation { apply(props, to: node) }
            let hosted = reconcile([], rendered: [], with: children ?? [], in: node, animation: .none)
            return .node(node, children: hosted, rendered: children ?? [])
        case .component(let component):
            return .component(component.makeHost(animator: animator))
        }
    }

    /// This child moved from `old` to `new` with `animation`; a new child when the node cannot
    /// show `new` (a component replaced by a node, a plain node given text).
    func updated(from old: ChildDescription, to new: ChildDescription, in parent: DisplayNode, animation: AnimationContainer) -> HostedChild {
        switch (self, new.content) {
        case (.node(let node, let children, let rendered), .node(_, let props, let newChildren)):
            guard (props.text != nil) == (node is TextNode) else { return Self.make(new, animator: parent.animator) }
            if old.nodeProps != props {
                animation.nativeViewAnimation.perform { Self.apply(props, to: node) }
            }
            let hosted = Self.reconcile(children, rendered: rendered, with: newChildren ?? [], in: node, animation: animation)
            return .node(node, children: hosted, rendered: newChildren ?? [])
        case (.component(let host), .component(let component)):
            host.update(with: component, animation: animation)
            return self
        default:
            return Self.make(new, animator: parent.animator)
        }
    }

    /// Sets `node`'s view properties (and text) from `props`: every property of the table through
    /// its entry, the anchor point before the frame so the frame lands where the props say; they
    /// animate with the ambient transaction.
    static func apply(_ props: NodeProps, to node: DisplayNode) {
        for property in NodeProps.nodeProperties {
            property.apply(props.viewAttributes, to: node)
        }
        node.frame = props.frame
        node.accessibility = props.accessibility
        if let text = props.text, let textNode = node as? TextNode {
            textNode.string = text.string
            textNode.textStyle = text.style
            textNode.textColor = text.color
        }
    }
}
