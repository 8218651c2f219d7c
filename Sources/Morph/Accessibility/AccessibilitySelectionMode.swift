import Foundation

/// How many of a container's items can be selected at once (AT-SPI's `multiselectable` state).
public enum AccessibilitySelectionMode: String, Hashable, Sendable {
    /// At most one item: selecting an item deselects the others.
    case single
    /// Any number of items.
    case multiple
}
