import Foundation

/// A piece of UI described as a value: its content (children and how they are laid out, or a
/// size of its own) and, optionally, the node that shows it (Blueprint's `Element`).
///
/// Elements are cheap immutable values: build a new tree for every state and hand it to a host,
/// which lays it out, keeps one node per node-backed element — recognised across updates by
/// its ``ElementPath`` — and animates the differences with the elements' transitions.
///
/// ```
/// struct Badge: Element {
///     var color: Color
///
///     var content: ElementContent {
///         ElementContent(intrinsicSize: CGSize(width: 24, height: 24))
///     }
///
///     func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
///         NodeDescription { $0.backgroundColor = color; $0.cornerRadius = 12 }
///     }
/// }
/// ```
///
/// Conform any `Sendable` value type; an element is read from any thread during layout.
public protocol Element: Sendable {
    /// The element's children and how they are laid out, or how it measures itself.
    var content: ElementContent { get }

    /// The element's content in the trait collection it is laid out in (Blueprint's
    /// `ElementContent { size, environment in … }`): implement it instead of ``content`` to
    /// arrange children by the environment — stack them at accessibility text sizes, pick a
    /// layout by size class. The default returns ``content``. The traits it reads are layout
    /// inputs of the host. ``TraitCollectionReader`` does the same inline.
    func content(in traits: TraitCollection) -> ElementContent

    /// The node that shows this element, or `nil` (the default) when the element only arranges
    /// its children. Called after layout, with the element's bounds.
    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription?
}

extension Element {
    /// ``content``: the element's content does not depend on its traits.
    public func content(in traits: TraitCollection) -> ElementContent {
        content
    }

    /// No node: the element only arranges its children.
    public func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        nil
    }
}
