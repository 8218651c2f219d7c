import Foundation

/// What makes two child descriptions interchangeable: the same kind of child (node kind or
/// component type) and the same key (Katana's `replaceKey`).
///
/// An update reuses a current child's node for a new description with an equal replace key —
/// first come, first served among equals — and creates nodes for the others. Katana hashes the
/// two parts into an `Int`, so unrelated descriptions can collide; Morph compares them exactly.
public struct ReplaceKey: Hashable, Sendable, CustomStringConvertible {
    /// The kind of child.
    public enum Kind: Hashable, Sendable, CustomStringConvertible {
        /// A node of this kind.
        case node(NodeKind)
        /// A component of this type.
        case component(ComponentType)

        /// The node kind or component type name.
        public var description: String {
            switch self {
            case .node(let kind): kind.name
            case .component(let type): type.name
            }
        }
    }

    /// The kind of child.
    public let kind: Kind
    /// The child's key, if any.
    public let key: String?

    /// A replace key from its parts.
    public init(kind: Kind, key: String?) {
        self.kind = kind
        self.key = key
    }

    /// `Kind` or `Kind.key`.
    public var description: String {
        key.map { "\(kind).\($0)" } ?? "\(kind)"
    }
}

/// The type of a component, as a value.
public struct ComponentType: Hashable, Sendable, CustomStringConvertible {
    private let identifier: ObjectIdentifier
    /// The type's name, for descriptions.
    public let name: String

    /// The type `type`.
    public init<C: Component>(_ type: C.Type) {
        identifier = ObjectIdentifier(type)
        name = String(describing: type)
    }

    /// Equal when both name the same type.
    public static func == (lhs: ComponentType, rhs: ComponentType) -> Bool {
        lhs.identifier == rhs.identifier
    }

    /// Hashes the type's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    /// The name.
    public var description: String { name }
}
