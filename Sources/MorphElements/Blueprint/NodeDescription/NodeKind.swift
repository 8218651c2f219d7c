import Foundation

/// Which kind of node shows an element: two descriptions can share one node across updates only
/// when their kinds are equal (Blueprint compares view classes). When a path stays but the kind
/// changes, the update builds a new node and removes the old one.
///
/// The host that builds nodes maps each kind to a node class; ``plain`` is a plain node.
public struct NodeKind: Hashable, Sendable, CustomStringConvertible {
    /// The kind's name, unique per node class.
    public let name: String

    /// A kind named `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// A plain node: a box with a background, corners and a border.
    public static let plain = NodeKind("DisplayNode")

    /// The name.
    public var description: String { name }
}
