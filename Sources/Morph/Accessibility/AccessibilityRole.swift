import Foundation

/// What kind of thing a node is to assistive technology — the role a screen reader announces
/// ("button", "entry", "list") and which AT-SPI interfaces the node has.
///
/// UIKit has only traits; AT-SPI, GTK, Compose and Flutter have roles. A node's role is its
/// ``DisplayNode/accessibilityRole`` when set (or overridden by a subclass), else the role its
/// ``AccessibilityTraits`` give (``init(traits:)``) if it is an accessibility element, else
/// ``group`` when it groups its children (``DisplayNode/shouldGroupAccessibilityChildren``).
///
/// **Elements and containers.** An element role (``isContainer`` false) describes a node that
/// speaks for its whole subtree, as UIKit's accessibility elements do: a button's title and
/// background are not exposed beside it. A container role (``group``, ``scrollPane``, ``list``,
/// ``listItem``, ``table``, ``tableRow``, ``tableCell``) describes a node whose children are
/// exposed under it.
public enum AccessibilityRole: String, Hashable, Sendable, CaseIterable {
    /// An element with no more specific role: its label says what it is (AT-SPI's `static`).
    case generic
    /// A container that groups its children (AT-SPI's `panel`).
    case group
    /// Text that cannot be edited (AT-SPI's `label`); a ``TextNode``'s role.
    case staticText
    /// A heading (AT-SPI's `heading`): the ``AccessibilityTraits/header`` trait.
    case heading
    /// A push button (AT-SPI's `button`, which pyatspi calls `push button`); a ``ButtonNode``'s
    /// role.
    case button
    /// A button that is on or off (AT-SPI's `toggle button`).
    case toggleButton
    /// A link (AT-SPI's `link`).
    case link
    /// An image (AT-SPI's `image`); an ``ImageNode``'s role.
    case image
    /// A single- or multi-line text field (AT-SPI's `entry`, or `text` when it has several
    /// lines); an ``EditableTextNode``'s role.
    case textField
    /// A text field whose characters are hidden (AT-SPI's `password text`).
    case secureTextField
    /// A search field (AT-SPI's `entry`).
    case searchField
    /// A control whose value is stepped (AT-SPI's `slider`): the
    /// ``AccessibilityTraits/adjustable`` trait.
    case adjustable
    /// A progress indicator (AT-SPI's `progress bar`) with a numeric value
    /// (``DisplayNode/accessibilityNumericValue``).
    case progressIndicator
    /// A scrolling viewport (AT-SPI's `scroll pane`): the role of scroll nodes.
    case scrollPane
    /// A list of items (AT-SPI's `list`): the role of collection and table nodes.
    case list
    /// An item of a ``list`` (AT-SPI's `list item`): the role of a list's item cells.
    case listItem
    /// A table of rows and columns (AT-SPI's `table`). A ``TableNode`` has one column and is a
    /// ``list``, as GTK4 keeps this role for its multi-column view.
    case table
    /// A row of a ``table`` (AT-SPI's `table row`).
    case tableRow
    /// A cell of a ``table`` (AT-SPI's `table cell`).
    case tableCell

    /// The role the traits of an accessibility element give, strongest first: ``adjustable``,
    /// ``searchField``, ``toggleButton``, ``button``, ``link``, ``heading``, ``image``,
    /// ``staticText``; ``generic`` when none of them is set.
    public init(traits: AccessibilityTraits) {
        if traits.contains(.adjustable) {
            self = .adjustable
        } else if traits.contains(.searchField) {
            self = .searchField
        } else if traits.contains(.toggleButton) {
            self = .toggleButton
        } else if traits.contains(.button) {
            self = .button
        } else if traits.contains(.link) {
            self = .link
        } else if traits.contains(.header) {
            self = .heading
        } else if traits.contains(.image) {
            self = .image
        } else if traits.contains(.staticText) {
            self = .staticText
        } else {
            self = .generic
        }
    }

    /// Whether nodes of this role expose their children under them (see the type's
    /// discussion).
    public var isContainer: Bool {
        switch self {
        case .group, .scrollPane, .list, .listItem, .table, .tableRow, .tableCell: true
        default: false
        }
    }

    /// Whether nodes of this role are operated by the user — buttons, links, fields, adjustable
    /// controls — and so need a name (``SemanticsTree/audit()`` reports those without one).
    public var isInteractive: Bool {
        switch self {
        case .button, .toggleButton, .link, .textField, .secureTextField, .searchField, .adjustable: true
        default: false
        }
    }

    /// Whether nodes of this role hold text that the user edits.
    public var isTextField: Bool {
        switch self {
        case .textField, .secureTextField, .searchField: true
        default: false
        }
    }

    /// Whether nodes of this role are pressed: the roles that get a `press` action.
    public var isPressable: Bool {
        switch self {
        case .button, .toggleButton, .link: true
        default: false
        }
    }
}
