import Foundation
import Morph

/// One child of a component, described as a value: a node with ``NodeProps`` (and, for a
/// container, children of its own) or a nested component with its props (Katana's
/// `AnyNodeDescription`).
///
/// Every description has a ``frame``, an ``alpha`` and a ``key``, which transformers change;
/// ``replaceKey`` says which current child's node it may take over.
///
/// ```
/// let title = ChildDescription.node(props: NodeProps { $0.setKey("title"); $0.frame = CGRect(x: 24, y: 550, width: 432, height: 200) })
/// let card = ChildDescription.node(props: NodeProps { $0.setKey("card") }, children: [title])
/// ```
public struct ChildDescription: Sendable {
    enum Content: Sendable {
        case node(NodeKind, NodeProps, children: [ChildDescription]?)
        case component(any AnyComponentDescription)
    }

    var content: Content

    /// A node of `kind` with `props`. With `children` (even empty) the node is a *container*:
    /// its children are compared, merged and transformed along with the component's own in a
    /// 4-step animation, with the component's ``ChildrenAnimations``.
    public static func node(_ kind: NodeKind = .plain, props: NodeProps, children: [ChildDescription]? = nil) -> ChildDescription {
        ChildDescription(content: .node(kind, props, children: children))
    }

    /// A nested component of type `type` with `props`; it builds its own children.
    public static func component<C: Component>(_ type: C.Type, props: C.Props) -> ChildDescription {
        ChildDescription(content: .component(ComponentDescription<C>(props: props)))
    }

    /// The replace key: the node kind or component type, and the key.
    public var replaceKey: ReplaceKey {
        switch content {
        case let .node(kind, props, _): ReplaceKey(kind: .node(kind), key: props.key)
        case let .component(component): ReplaceKey(kind: .component(component.componentType), key: component.key)
        }
    }

    /// The frame in the parent.
    public var frame: CGRect {
        get { withProps { $0.frame } }
        set { change(.frame(newValue)) }
    }

    /// The alpha.
    public var alpha: CGFloat {
        get { withProps { $0.alpha } }
        set { change(.alpha(newValue)) }
    }

    /// The key among siblings.
    public var key: String? {
        get { withProps { $0.key } }
        set { change(.key(newValue)) }
    }

    /// The props of a node child; `nil` for a component. Setting it on a component does nothing.
    public var nodeProps: NodeProps? {
        get {
            if case let .node(_, props, _) = content { return props }
            return nil
        }
        set {
            guard let newValue, case let .node(kind, _, children) = content else { return }
            content = .node(kind, newValue, children: children)
        }
    }

    /// The children of a container node; `nil` for a leaf node and for a component. Setting it
    /// on a leaf node makes it a container; on a component it does nothing.
    public var children: [ChildDescription]? {
        get {
            if case let .node(_, _, children) = content { return children }
            return nil
        }
        set {
            guard case let .node(kind, props, _) = content else { return }
            content = .node(kind, props, children: newValue)
        }
    }

    /// Whether this is a container node (Katana's `NodeDescriptionWithChildren`): the children
    /// animations of its parent reach its children.
    public var isContainer: Bool { children != nil }

    /// The node kind of a node child; `nil` for a component.
    public var nodeKind: NodeKind? {
        if case let .node(kind, _, _) = content { return kind }
        return nil
    }

    /// The component type of a component child; `nil` for a node.
    public var componentType: ComponentType? {
        if case let .component(component) = content { return component.componentType }
        return nil
    }

    /// The props of a component child of type `type`; `nil` otherwise.
    public func props<C: Component>(of type: C.Type) -> C.Props? {
        if case let .component(component) = content { return (component as? ComponentDescription<C>)?.props }
        return nil
    }

    /// Whether `other` describes the same child with equal props and, for containers, equal
    /// children.
    public func isEqual(to other: ChildDescription) -> Bool {
        switch (content, other.content) {
        case let (.node(kind, props, children), .node(otherKind, otherProps, otherChildren)):
            guard kind == otherKind, props == otherProps else { return false }
            switch (children, otherChildren) {
            case (nil, nil): return true
            case let (children?, otherChildren?):
                return children.count == otherChildren.count
                    && zip(children, otherChildren).allSatisfy { $0.isEqual(to: $1) }
            default: return false
            }
        case let (.component(component), .component(otherComponent)):
            return component.isEqual(to: otherComponent)
        default:
            return false
        }
    }

    private func withProps<Result>(_ read: (any DescriptionProps) -> Result) -> Result {
        switch content {
        case .node(_, let props, _): read(props)
        case .component(let component): read(component.anyProps)
        }
    }

    private mutating func change(_ change: PropsChange) {
        switch content {
        case .node(let kind, var props, let children):
            change.apply(to: &props)
            content = .node(kind, props, children: children)
        case .component(var component):
            component.apply(change)
            content = .component(component)
        }
    }
}

/// A change of one of the common props, applicable to any props type.
enum PropsChange {
    case frame(CGRect)
    case alpha(CGFloat)
    case key(String?)

    func apply<Props: DescriptionProps>(to props: inout Props) {
        switch self {
        case .frame(let frame): props.frame = frame
        case .alpha(let alpha): props.alpha = alpha
        case .key(let key): props.key = key
        }
    }
}

/// A component child with its props, type-erased (the host opens it to build the component).
protocol AnyComponentDescription: Sendable {
    var componentType: ComponentType { get }
    var key: String? { get }
    var anyProps: any DescriptionProps { get }
    mutating func apply(_ change: PropsChange)
    func isEqual(to other: any AnyComponentDescription) -> Bool
    @MainActor func makeHost(animator: Animator) -> any AnyComponentHost
}

/// A component child of type `C`.
struct ComponentDescription<C: Component>: AnyComponentDescription {
    var props: C.Props

    var componentType: ComponentType { ComponentType(C.self) }
    var key: String? { props.key }
    var anyProps: any DescriptionProps { props }

    mutating func apply(_ change: PropsChange) {
        change.apply(to: &props)
    }

    func isEqual(to other: any AnyComponentDescription) -> Bool {
        (other as? ComponentDescription<C>)?.props == props
    }

    @MainActor func makeHost(animator: Animator) -> any AnyComponentHost {
        ComponentHost<C>(props: props, animator: animator)
    }
}
