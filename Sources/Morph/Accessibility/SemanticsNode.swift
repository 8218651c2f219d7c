import Foundation

/// One node of a ``SemanticsTree``: what assistive technology knows about an accessibility
/// element or container at one instant — its role, name, value, state, actions, text and frame.
public struct SemanticsNode: Hashable, Sendable, Identifiable {
    /// The display node's identity (its ``DisplayNode/layerID``): the same in every tree taken
    /// during the node's life, never reused.
    public var id: LayerID
    /// The role (see ``AccessibilityRole``).
    public var role: AccessibilityRole
    /// The name: ``DisplayNode/accessibilityLabel``.
    public var label: String?
    /// The value as text: ``DisplayNode/accessibilityValue``.
    public var value: String?
    /// What using the element does: ``DisplayNode/accessibilityHint``.
    public var hint: String?
    /// ``DisplayNode/accessibilityIdentifier``.
    public var identifier: String?
    /// ``DisplayNode/accessibilityTraits``.
    public var traits: AccessibilityTraits
    /// The frame on screen, in window coordinates: the node's bounds through its presentation
    /// transforms (a rotated node's bounding box), at the tree's instant.
    public var frame: CGRect
    /// Whether the node lies wholly outside the visible part of the nodes around it that clip
    /// (the viewport of a scroll node, mostly): content scrolled away, or culled from drawing. It
    /// stays in the tree, so a screen reader can read on into it and scroll it into view, as
    /// UIKit exposes a scroll view's off-screen elements and Flutter its cached ones (marked
    /// hidden); AT-SPI clients see it without the `showing` state.
    public var isOffscreen: Bool
    /// Where a scrolling container is scrolled; nil for other nodes.
    public var scroll: SemanticsScroll?
    /// Whether the node can take the keyboard focus now (``DisplayNode/isFocusable``).
    public var isFocusable: Bool
    /// Whether the node has the keyboard focus.
    public var isFocused: Bool
    /// Whether the node is an item of a ``AccessibilitySelectionContainer`` that can be
    /// selected.
    public var isSelectable: Bool
    /// Whether the node is selected: its ``AccessibilityTraits/selected`` trait, or its
    /// selection container says so.
    public var isSelected: Bool
    /// Whether the node is modal (``DisplayNode/accessibilityViewIsModal``).
    public var isModal: Bool
    /// The actions the node offers, primary first.
    public var actions: [SemanticsAction]
    /// The node's text, for text nodes and text fields.
    public var text: SemanticsText?
    /// The number behind the value, for progress indicators and adjustable controls.
    public var numericValue: AccessibilityNumericValue?
    /// How many of its items can be selected, for a selection container; nil otherwise.
    public var selectionMode: AccessibilitySelectionMode?
    /// Where the node lies in its list, for a list's item cell (``CellNode``); nil otherwise.
    public var listItem: SemanticsListItem?
    /// The number of items in a list (a ``CollectionNode``), in all its sections, whether their
    /// cells exist or not; nil for other nodes.
    public var itemCount: Int?
    /// The index of the parent's node in ``SemanticsTree/nodes``, or nil for a top-level node.
    public var parentIndex: Int?
    /// The index just past this node's last descendant: its subtree is `nodes[index..<subtreeEnd]`.
    public var subtreeEnd: Int

    /// A node with the given values.
    public init(
        id: LayerID,
        role: AccessibilityRole,
        label: String? = nil,
        value: String? = nil,
        hint: String? = nil,
        identifier: String? = nil,
        traits: AccessibilityTraits = [],
        frame: CGRect = .zero,
        isOffscreen: Bool = false,
        scroll: SemanticsScroll? = nil,
        isFocusable: Bool = false,
        isFocused: Bool = false,
        isSelectable: Bool = false,
        isSelected: Bool = false,
        isModal: Bool = false,
        actions: [SemanticsAction] = [],
        text: SemanticsText? = nil,
        numericValue: AccessibilityNumericValue? = nil,
        selectionMode: AccessibilitySelectionMode? = nil,
        listItem: SemanticsListItem? = nil,
        itemCount: Int? = nil,
        parentIndex: Int? = nil,
        subtreeEnd: Int
    ) {
        self.id = id
        self.role = role
        self.label = label
        self.value = value
        self.hint = hint
        self.identifier = identifier
        self.traits = traits
        self.frame = frame
        self.isOffscreen = isOffscreen
        self.scroll = scroll
        self.isFocusable = isFocusable
        self.isFocused = isFocused
        self.isSelectable = isSelectable
        self.isSelected = isSelected
        self.isModal = isModal
        self.actions = actions
        self.text = text
        self.numericValue = numericValue
        self.selectionMode = selectionMode
        self.listItem = listItem
        self.itemCount = itemCount
        self.parentIndex = parentIndex
        self.subtreeEnd = subtreeEnd
    }

    /// Whether the node can be used: it lacks the ``AccessibilityTraits/notEnabled`` trait.
    public var isEnabled: Bool {
        !traits.contains(.notEnabled)
    }

    /// Whether the node is checked: a ``AccessibilityRole/toggleButton`` that is
    /// ``AccessibilityTraits/selected``.
    public var isChecked: Bool {
        role == .toggleButton && traits.contains(.selected)
    }

    /// The name assistive technology reads (AT-SPI's `Name`): the label, or nil when it is
    /// missing or empty.
    public var name: String? {
        if let label, !label.isEmpty { return label }
        return nil
    }
}
