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
    /// Moves the content of the node, or of the nearest scrolling container around it, by a page
    /// (``DisplayNode/accessibilityScroll(_:)``, asked of the node and then of its ancestors until
    /// one scrolls, as UIKit asks).
    case scroll(LayerID, AccessibilityScrollDirection)
    /// Scrolls every scroll node around the node so that it is in view, aligned as asked
    /// (AT-SPI's `Component.ScrollTo`). True when the node is in view afterwards.
    case scrollIntoView(LayerID, AccessibilityScrollAlignment)
    /// Scrolls the innermost scroll node around the node so that the node's top-left corner is
    /// at `point`, in window coordinates, as far as the scrollable range allows (AT-SPI's
    /// `Component.ScrollToPoint`).
    case scrollToPoint(LayerID, CGPoint)

    /// The node the request is for.
    public var target: LayerID {
        switch self {
        case .activate(let id), .increment(let id), .decrement(let id), .customAction(let id, _),
             .setNumericValue(let id, _), .focus(let id), .setTextSelection(let id, _),
             .replaceText(let id, _, _), .setSelected(let id, _), .selectAll(let id), .clearSelection(let id),
             .scroll(let id, _), .scrollIntoView(let id, _), .scrollToPoint(let id, _):
            id
        }
    }
}
