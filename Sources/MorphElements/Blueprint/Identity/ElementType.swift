import Foundation

/// The type of an element, as a value: the first part of an ``ElementIdentifier``.
///
/// Two values are equal when they name the same Swift type; ``name`` is for descriptions only.
public struct ElementType: Hashable, Sendable, CustomStringConvertible {
    private let identifier: ObjectIdentifier
    private let type: any Element.Type

    /// The type's name, as `String(describing:)` spells it. Built when asked (a type-name lookup
    /// is far slower than comparing identifiers, which is all identity needs).
    public var name: String { String(describing: type) }

    /// The type of `type`.
    public init(_ type: any Element.Type) {
        identifier = ObjectIdentifier(type)
        self.type = type
    }

    /// The type of `element`.
    public init(of element: any Element) {
        self.init(Swift.type(of: element))
    }

    /// Equal when both name the same type.
    public static func == (lhs: ElementType, rhs: ElementType) -> Bool {
        lhs.identifier == rhs.identifier
    }

    /// Hashes the type's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    /// The type's name.
    public var description: String { name }
}
