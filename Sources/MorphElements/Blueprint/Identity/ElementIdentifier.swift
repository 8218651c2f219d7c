import Foundation

/// Identifies an element among the children of its parent, so that an update can find the node
/// that showed "the same" element before (Blueprint's `ElementIdentifier`).
///
/// An identifier has three parts: the element's type, its optional key, and its occurrence count
/// — the 1-based position of the element among its siblings with the same type and key. For the
/// siblings `[A, B, B, C]` the counts are `[1, 1, 2, 1]`. When an update removes `A` and the
/// first `B`, the remaining `[B, C]` are `B.1` and `C.1`: the identifiers stay stable, so nodes are
/// reused — the node that showed the first `B` now shows the second one. Give an element a key
/// (``Element/keyed(_:)`` or the per-child key of ``ElementContent/Child``) when its identity must
/// not depend on the siblings before it.
///
/// Identifiers are made by ``Factory``, one per parent; the initializer exists for tests and for
/// trees built by hand (a duplicate among siblings is then an
/// ``ElementError/duplicateIdentifier(_:parent:)``).
public struct ElementIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The element's type.
    public let elementType: ElementType
    /// The element's key, if it has one.
    public let key: ElementKey?
    /// The element's 1-based occurrence among its siblings with the same type and key.
    public let count: Int

    /// An identifier from its three parts.
    public init(elementType: ElementType, key: ElementKey?, count: Int) {
        self.elementType = elementType
        self.key = key
        self.count = count
    }

    /// An identifier for an element of `type`.
    public init(_ type: any Element.Type, key: ElementKey? = nil, count: Int) {
        self.init(elementType: ElementType(type), key: key, count: count)
    }

    /// `Type.count`, or `Type.'key'.count` with a key (Blueprint's format).
    public var description: String {
        if let key { return "\(elementType).\(key).\(count)" }
        return "\(elementType).\(count)"
    }
}
