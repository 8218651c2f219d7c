import Foundation

/// Whether a ``LayoutElement`` is a layout spec or a node (Texture's `ASLayoutElementType`).
///
/// Only nodes appear in flattened layouts (``Layout/flattened()``); specs only arrange them. A
/// node is a reference type identified by object identity.
public enum LayoutElementKind: Hashable, Sendable {
    /// A spec: arranges children, never displayed itself.
    case layoutSpec
    /// A node, identified by its object identity.
    case node(ObjectIdentifier)

    /// The node's identity, or nil for a spec.
    public var nodeIdentifier: ObjectIdentifier? {
        if case .node(let identifier) = self { return identifier }
        return nil
    }
}
