import Foundation
import Morph

/// A property of the ``ViewProperties`` table as the declarative layers use it: found from a key
/// path of ``ViewAttributes`` (a dynamic member of `NodeDescription` or `NodeProps`), and applied
/// to a node. Every `ViewProperty` is one, so a property added to the table can be set from an
/// element or a component and reaches its node without any change here.
protocol ElementViewProperty: AnyViewProperty {
    /// The property's key path into ``ViewAttributes``, type-erased.
    var attributesKeyPath: AnyKeyPath { get }
    /// Sets the property in `attributes` to `value` cleaned by the entry, or leaves it unchanged
    /// when the entry refuses `value` or `value` is not of the property's type.
    func set(_ value: Any, in attributes: inout ViewAttributes)
    /// Sets `node`'s property to its value in `attributes`, under the ambient transaction (a value
    /// the node already has changes nothing).
    @MainActor func apply(_ attributes: ViewAttributes, to node: DisplayNode)
}

extension ViewProperty: ElementViewProperty {
    var attributesKeyPath: AnyKeyPath { keyPath }

    func set(_ value: Any, in attributes: inout ViewAttributes) {
        guard let value = value as? Value, let clean = sanitized(value) else { return }
        attributes[keyPath: keyPath] = clean
    }

    @MainActor func apply(_ attributes: ViewAttributes, to node: DisplayNode) {
        node[self] = attributes[keyPath: keyPath]
    }
}
