import Foundation
import Morph

/// A nested component host, whatever its component type.
@MainActor
protocol AnyComponentHost: AnyObject {
    var hostNode: DisplayNode { get }
    func update(with description: any AnyComponentDescription)
    func collect(into nodes: inout [DisplayNode])
}

/// One rendered child of a ``ComponentHost``: a plain node with its rendered children, or a
/// nested component host.
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

    /// Matches `descriptions` against the `current` children (rendered from `rendered`), reuses
    /// matched nodes, creates new ones, removes the nodes of dropped children from `parent` and
    /// orders `parent`'s subnodes as the descriptions.
    static func reconcile(
        _ current: [HostedChild],
        rendered: [ChildDescription],
        with descriptions: [ChildDescription],
        in parent: DisplayNode
    ) -> [HostedChild] {
        let matching = ChildrenMatching(current: rendered, new: descriptions)
        for index in matching.removedIndices {
            try? current[index].node.removeFromSupernode()
        }
        var result: [HostedChild] = []
        result.reserveCapacity(descriptions.count)
        for (description, source) in zip(descriptions, matching.sources) {
            switch source {
            case .reused(let currentIndex):
                result.append(current[currentIndex].updated(with: description))
            case .created:
                result.append(make(description))
            }
        }
        for (index, child) in result.enumerated() where child.node.supernode !== parent || parent.subnodes[index] !== child.node {
            try? child.node.removeFromSupernode()
            try? parent.insertSubnode(child.node, at: index)
        }
        return result
    }

    static func make(_ description: ChildDescription) -> HostedChild {
        switch description.content {
        case .node(let kind, let props, let children):
            let node = DisplayNode(name: props.name ?? "\(kind)")
            apply(props, to: node)
            let hosted = reconcile([], rendered: [], with: children ?? [], in: node)
            return .node(node, children: hosted, rendered: children ?? [])
        case .component(let component):
            return .component(component.makeHost())
        }
    }

    func updated(with description: ChildDescription) -> HostedChild {
        switch (self, description.content) {
        case (.node(let node, let children, let rendered), .node(_, let props, let newChildren)):
            Self.apply(props, to: node)
            let hosted = Self.reconcile(children, rendered: rendered, with: newChildren ?? [], in: node)
            return .node(node, children: hosted, rendered: newChildren ?? [])
        case (.component(let host), .component(let component)):
            host.update(with: component)
            return self
        default:
            return Self.make(description)
        }
    }

    static func apply(_ props: NodeProps, to node: DisplayNode) {
        node.frame = props.frame
        node.alpha = props.alpha
        node.backgroundColor = props.backgroundColor
        node.cornerRadius = props.cornerRadius
        node.borderWidth = props.borderWidth
        node.borderColor = props.borderColor
        node.clipsToBounds = props.clipsToBounds
    }
}
