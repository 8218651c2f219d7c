import Foundation

/// Bad input found while laying out or resolving an element tree: what went wrong and where.
public enum ElementError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two children of one node-backed element resolve to the same ``ElementPath``, so an update
    /// could not tell their nodes apart (Blueprint stops with "Duplicate view identifier").
    /// Identifiers made by ``ElementIdentifier/Factory`` never collide; this happens with
    /// resolved trees built by hand. `parent` is the path of the parent node from the root.
    case duplicateIdentifier(ElementPath, parent: ElementPath)
    /// The size to lay an element tree out in is NaN, infinite or negative.
    case invalidRootSize(CGSize)
    /// The layout of the element tree failed (an invalid style, a bad measured size, a child
    /// used twice in a spec…).
    case layout(LayoutError)
    /// Changing the host's nodes failed: the host's nodes were changed by hand in a way the host
    /// cannot undo (its node was given `automaticallyManagesSubnodes`, or one of its nodes was moved
    /// into another node's layout). The nodes involved keep their place.
    case node(NodeError)

    /// What went wrong, with the path or value involved.
    public var description: String {
        switch self {
        case let .duplicateIdentifier(path, parent):
            let parentText = parent.isEmpty ? "the root" : "'\(parent)'"
            return "duplicate element identifier '\(path)' among the children of \(parentText)"
        case let .invalidRootSize(size):
            return "invalid root size \(size.width)×\(size.height): each side must be finite and not negative"
        case let .layout(error):
            return "element layout failed: \(error)"
        case let .node(error):
            return "changing the host's nodes failed: \(error)"
        }
    }
}
