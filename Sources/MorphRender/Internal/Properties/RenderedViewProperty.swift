import Foundation
import Morph

/// A property of the ``ViewProperties`` table, read as a ``PropertyValue``: how the renderers go
/// through every view property without naming one.
protocol RenderedViewProperty: AnyViewProperty {
    /// The property's value in `attributes`.
    func value(in attributes: ViewAttributes) -> PropertyValue
    /// Whether `attributes` holds the property's default value.
    func hasDefaultValue(in attributes: ViewAttributes) -> Bool
    /// The property's value in each of `attributes`, where `repeatsPrevious[i]` says that
    /// `attributes[i]` equals `attributes[i - 1]` (its value is then the previous one, not read
    /// again).
    func values(in attributes: [ViewAttributes], repeatsPrevious: [Bool]) -> [PropertyValue]
    /// The property's values in `attributes` as the player's data holds them: one value when
    /// every sample has it (read once per run of equal samples, no array made), else every
    /// sample's.
    func track(in attributes: [ViewAttributes], repeatsPrevious: [Bool]) -> PlayerData.PropertyTrack
}

extension ViewProperty: RenderedViewProperty {
    func value(in attributes: ViewAttributes) -> PropertyValue {
        PropertyValue(read(attributes))
    }

    func hasDefaultValue(in attributes: ViewAttributes) -> Bool {
        read(attributes) == defaultValue
    }

    // A read through a type-erased property, and the cast to a `PropertyValue` form, cost more
    // than comparing two `ViewAttributes`: a layer that stands still for many
    // samples (most of them) reads each property once per run of equal samples. Within a run of
    // samples whose attributes differ, the property's own value (compared as its type) is made
    // into a `PropertyValue` only when it changes: the cast, and for other types their
    // description, cost more again than the comparison.
    func values(in attributes: [ViewAttributes], repeatsPrevious: [Bool]) -> [PropertyValue] {
        var values: [PropertyValue] = []
        values.reserveCapacity(attributes.count)
        var previousRaw: Value?
        for index in attributes.indices {
            if repeatsPrevious[index], let previous = values.last {
                values.append(previous)
                continue
            }
            let raw = read(attributes[index])
            if let previousRaw, raw == previousRaw, let previous = values.last {
                values.append(previous)
            } else {
                values.append(PropertyValue(raw))
            }
            previousRaw = raw
        }
        return values
    }

    func track(in attributes: [ViewAttributes], repeatsPrevious: [Bool]) -> PlayerData.PropertyTrack {
        guard let firstAttributes = attributes.first else { return .samples([]) }
        let firstRaw = read(firstAttributes)
        let first = PropertyValue(firstRaw)
        // Equal samples have equal values: only the first sample of each run needs comparing,
        // and a value equal to the first as its type needs no `PropertyValue`.
        for index in attributes.indices.dropFirst() where !repeatsPrevious[index] {
            let raw = read(attributes[index])
            if raw != firstRaw, PropertyValue(raw) != first {
                return PlayerData.PropertyTrack(values(in: attributes, repeatsPrevious: repeatsPrevious))
            }
        }
        return .constant(first)
    }
}

/// The table's properties in table order, as renderers read them.
enum RenderedProperties {
    /// Every entry of ``ViewProperties/all`` (each is a `ViewProperty`, which reads as a
    /// ``RenderedViewProperty``).
    static let all: [any RenderedViewProperty] = ViewProperties.all.compactMap { $0 as? any RenderedViewProperty }

    /// Per element of `attributes`, whether it equals the one before it (false for the first):
    /// the runs ``RenderedViewProperty/values(in:repeatsPrevious:)`` reads once.
    static func repeats(in attributes: [ViewAttributes]) -> [Bool] {
        attributes.indices.map { $0 > 0 && attributes[$0] == attributes[$0 - 1] }
    }
}
