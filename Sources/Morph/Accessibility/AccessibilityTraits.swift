import Foundation

/// What a node is and how it behaves, for assistive technology: UIKit's
/// `UIAccessibilityTraits`, with the same names.
///
/// Traits combine: an image that opens a photo is `[.image, .button]`; a selected tab is
/// `[.button, .selected]`. Unless a node sets ``DisplayNode/accessibilityRole``, its traits
/// decide its role (see ``AccessibilityRole/init(traits:)``), and the state traits
/// (``selected``, ``notEnabled``) become states: AT-SPI's `selected` (or `checked`, for a toggle
/// button) and the absence of `enabled` and `sensitive`.
///
/// ```swift
/// let star = ImageNode(size: CGSize(width: 24, height: 24), fillColor: .black)
/// star.accessibilityLabel = "Favourite"
/// star.accessibilityTraits = [.button, .selected]
/// ```
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32

    /// Traits with the given bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Something to press: a push button (AT-SPI's role `button`, with a `press` action).
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// A link that opens other content (AT-SPI's role `link`, with a `press` action).
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// A heading that divides content into sections (AT-SPI's role `heading`).
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// A search field (AT-SPI's role `entry`, with the object attribute `xml-roles: searchbox`).
    public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
    /// An image (AT-SPI's role `image`); combined with ``button`` or ``link``, the role is theirs.
    public static let image = AccessibilityTraits(rawValue: 1 << 4)
    /// The item is selected: in a list, a tab bar, a segmented control; for a
    /// ``toggleButton``, it is on (AT-SPI's state `checked`).
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    /// Text that cannot change (AT-SPI's role `label`).
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// The item cannot be used now: AT-SPI leaves out the states `enabled` and `sensitive`, and
    /// refuses its actions.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 7)
    /// The value changes frequently (a timer, a progress percentage): screen readers poll it
    /// rather than announcing every change (AT-SPI's object attribute `live: polite`).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 8)
    /// A control whose value can be stepped up and down (a slider, a stepper): AT-SPI's role
    /// `slider` with the `Value` interface; ``DisplayNode/accessibilityIncrement()`` and
    /// ``DisplayNode/accessibilityDecrement()`` step it.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 9)
    /// A button that turns something on and off (UIKit's iOS 17 trait): AT-SPI's role
    /// `toggle button`, `checkable`, and `checked` while also ``selected``.
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 10)
    /// The item summarises the screen when it appears (UIKit's `summaryElement`): exported as the
    /// object attribute `summary: true`.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 11)

    /// Every named trait with its name, in declaration order (for descriptions and dumps).
    static let named: [(AccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.header, "header"), (.searchField, "searchField"),
        (.image, "image"), (.selected, "selected"), (.staticText, "staticText"),
        (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"),
        (.adjustable, "adjustable"), (.toggleButton, "toggleButton"), (.summaryElement, "summaryElement"),
    ]

    /// The names of the traits in this set, in declaration order (unknown bits are left out).
    public var names: [String] {
        Self.named.filter { contains($0.0) }.map(\.1)
    }
}
