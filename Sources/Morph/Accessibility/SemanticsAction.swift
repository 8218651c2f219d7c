import Foundation

/// An action a node offers assistive technology, as the semantics tree lists it.
public enum SemanticsAction: Hashable, Sendable {
    /// The primary action: ``DisplayNode/accessibilityActivate()`` (AT-SPI's `press` for buttons
    /// and links, `activate` for text fields).
    case activate
    /// Steps an adjustable value up: ``DisplayNode/accessibilityIncrement()``.
    case increment
    /// Steps an adjustable value down: ``DisplayNode/accessibilityDecrement()``.
    case decrement
    /// One of ``DisplayNode/accessibilityCustomActions``, by name.
    case custom(String)
    /// Moves a scrolling container's content by a page: ``DisplayNode/accessibilityScroll(_:)``.
    /// A ``ScrollNode`` offers ``AccessibilityScrollDirection/up`` and
    /// ``AccessibilityScrollDirection/down`` when its content is taller than it, and
    /// ``AccessibilityScrollDirection/left`` and ``AccessibilityScrollDirection/right`` when wider.
    case scroll(AccessibilityScrollDirection)

    /// The action's name in dumps: `activate`, `increment`, `decrement`, `scroll-up` (and the
    /// other directions), or the custom action's name in quotes.
    public var displayName: String {
        switch self {
        case .activate: "activate"
        case .increment: "increment"
        case .decrement: "decrement"
        case .custom(let name): "\"\(name)\""
        case .scroll(let direction): "scroll-\(direction.rawValue)"
        }
    }
}
