import Foundation
import Morph

/// A property of the ``ViewProperties`` table, read as a ``PropertyValue``: how the renderers go
/// through every view property without naming one.
protocol RenderedViewProperty: AnyViewProperty {
    /// The property's value in `attributes`.
    func value(in attributes: ViewAttributes) -> PropertyValue
    /// Whether `attributes` holds the property's default value.
    func hasDefaultValue(in attributes: ViewAttributes) -> Bool
}

extension ViewProperty: RenderedViewProperty {
    func value(in attributes: ViewAttributes) -> PropertyValue {
        PropertyValue(attributes[keyPath: keyPath])
    }

    func hasDefaultValue(in attributes: ViewAttributes) -> Bool {
        attributes[keyPath: keyPath] == defaultValue
    }
}

/// The table's properties in table order, as renderers read them.
enum RenderedProperties {
    /// Every entry of ``ViewProperties/all`` (each is a `ViewProperty`, which reads as a
    /// ``RenderedViewProperty``).
    static let all: [any RenderedViewProperty] = ViewProperties.all.compactMap { $0 as? any RenderedViewProperty }
}
