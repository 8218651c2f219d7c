import Foundation
import Morph

/// The ``ViewProperties`` table as the declarative layers read it.
enum ElementViewProperties {
    /// Every property of the table, in table order.
    static let all: [any ElementViewProperty] = ViewProperties.all.compactMap { $0 as? any ElementViewProperty }

    /// Every property of the table but those named in `excluded`, in table order.
    static func all(excluding excluded: Set<String>) -> [any ElementViewProperty] {
        all.filter { !excluded.contains($0.name) }
    }

    /// The table's entry whose key path is `keyPath`, or nil when `keyPath` is not one of the
    /// table's (a stored property of ``ViewAttributes`` that the table does not list yet).
    ///
    /// - Complexity: O(p) for p properties.
    static func property(at keyPath: AnyKeyPath) -> (any ElementViewProperty)? {
        all.first { $0.attributesKeyPath == keyPath }
    }

    /// Sets `keyPath` of `attributes` to `value` as a node's setter would: cleaned by the table's
    /// entry (a clamp), or left unchanged when the entry refuses the value (a NaN position).
    static func set<Value>(_ value: Value, at keyPath: WritableKeyPath<ViewAttributes, Value>, in attributes: inout ViewAttributes) {
        if let property = property(at: keyPath) {
            property.set(value, in: &attributes)
        } else {
            attributes[keyPath: keyPath] = value
        }
    }
}
