import Foundation

/// What assistive technology asks of a node: press it, step it, focus it, edit its text, select
/// it. A ``SemanticsOwner`` performs requests on the main actor (``SemanticsOwner/perform(_:)``);
/// the AT-SPI export turns each D-Bus call that changes something into one.
///
/// Text offsets count Unicode scalars, as ``SemanticsText``'s do; Morph converts them to the
/// grapheme clusters of the field's current text, moving a bound that falls inside a cluster out
/// to the cluster's edge, and clamps them to the text.
public enum AccessibilityRequest: Hashable, Sendable {
    /// The primary action (``DisplayNode/accessibilityActivate()``).
    case activate(LayerID)
    /// Steps an adjustable value up (``DisplayNode/accessibilityIncrement()``).
    case increment(LayerID)
    /// Steps an adjustable value down (``DisplayNode/accessibilityDecrement()``).
    case decrement(LayerID)
    /// A custom action, by name (``DisplayNode/accessibilityCustomActions``).
    case customAction(LayerID, name: String)
    /// Steps an adjustable value towards `value` (AT-SPI's `Value.CurrentValue`): up or down
    /// until the next step would pass it, at most 1,000 steps.
    case setNumericValue(LayerID, Double)
    /// Gives the node the keyboard focus (``DisplayNode/becomeFocused()``).
    case focus(LayerID)
    /// Selects a text field's text in `range` (Unicode scalars; an empty range puts the caret).
    case setTextSelection(LayerID, Range<Int>)
    /// Replaces a text field's text in `range` (Unicode scalars) with `text`, as the user's edit:
    /// the field's `shouldChangeText` is asked and `onTextChange` called.
    case replaceText(LayerID, Range<Int>, with: String)
    /// Selects or deselects an item of a selection container.
    case setSelected(LayerID, Bool)
    /// Selects every selectable item of a selection container of
    /// ``AccessibilitySelectionMode/multiple`` mode.
    case selectAll(LayerID)
    /// Deselects every item of a selection container.
    case clearSelection(LayerID)

    /// The node the request is for.
    public var target: LayerID {
        switch self {
        case .activate(let id), .increment(let id), .decrement(let id), .customAction(let id, _),
             .setNumericValue(let id, _), .focus(let id), .setTextSelection(let id, _),
             .replaceText(let id, _, _), .setSelected(let id, _), .selectAll(let id), .clearSelection(let id):
            id
        }
    }
}
