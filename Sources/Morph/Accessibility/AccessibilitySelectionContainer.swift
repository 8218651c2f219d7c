import Foundation

/// A node whose items can be selected — a list, a table, a grid of photos, a tab bar — so that
/// assistive technology reads and changes the selection (AT-SPI's `Selection` interface).
///
/// The items are the container's children in the semantics tree (see
/// ``DisplayNode/semanticsTree(at:)``): the accessibility elements and containers found under it,
/// in order. A container answers for each of them whether it can be selected and whether it is,
/// and selects or deselects one when asked; Morph does the rest — the items' `selectable` and
/// `selected` states, the container's `multiselectable` state, `SelectAll`, `ClearSelection`,
/// the selection's index lookups and the `selection-changed` events.
///
/// ```swift
/// final class ChoiceList: DisplayNode, AccessibilitySelectionContainer {
///     let rows: [TextNode]
///     private(set) var chosen: Int?
///
///     init(choices: [String]) {
///         rows = choices.map { TextNode($0) }
///         super.init(name: "choices")
///         automaticallyManagesSubnodes = true
///         accessibilityRole = .list
///     }
///
///     var accessibilitySelectionMode: AccessibilitySelectionMode { .single }
///
///     func accessibilityIsSelected(_ item: DisplayNode) -> Bool {
///         chosen.map { rows[$0] === item } ?? false
///     }
///
///     func accessibilitySetSelected(_ selected: Bool, for item: DisplayNode) -> Bool {
///         guard let index = rows.firstIndex(where: { $0 === item }) else { return false }
///         chosen = selected ? index : (chosen == index ? nil : chosen)
///         setNeedsDisplay()
///         return true
///     }
///
///     override nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
///         StackLayoutSpec(direction: .vertical, children: rows)
///     }
/// }
/// ```
///
/// Collection and table nodes adopt it for their cells; any node may.
@MainActor
public protocol AccessibilitySelectionContainer: DisplayNode {
    /// Whether one item or several can be selected at once.
    var accessibilitySelectionMode: AccessibilitySelectionMode { get }

    /// Whether `item`, one of the container's semantics children, can be selected; every item
    /// can by default.
    func accessibilityIsSelectable(_ item: DisplayNode) -> Bool

    /// Whether `item`, one of the container's semantics children, is selected.
    func accessibilityIsSelected(_ item: DisplayNode) -> Bool

    /// Selects or deselects `item`, one of the container's semantics children; returns whether
    /// the container did (false for an item that cannot be selected). A container in
    /// ``AccessibilitySelectionMode/single`` mode deselects the other items when it selects one.
    /// Call ``DisplayNode/setNeedsDisplay()`` (or change the tree) so that the change is seen.
    func accessibilitySetSelected(_ selected: Bool, for item: DisplayNode) -> Bool
}

extension AccessibilitySelectionContainer {
    /// Every item can be selected.
    public func accessibilityIsSelectable(_ item: DisplayNode) -> Bool {
        true
    }
}
