import Foundation

/// An action of a node beyond its default one, offered to assistive technology by name (UIKit's
/// `UIAccessibilityCustomAction`): "Delete", "Reply", "Mark as read".
///
/// AT-SPI lists a node's custom actions after its default action (`press` for a button,
/// `activate` for a text field), under their names; Orca and other screen readers offer them in
/// their action menus.
///
/// ```swift
/// row.accessibilityCustomActions = [
///     AccessibilityCustomAction(name: "Delete") { [weak row] in row?.delete() != nil },
/// ]
/// ```
///
/// Two actions are equal when their names are: closures cannot be compared, so a declarative
/// update that rebuilds an action with the same name is the same action (the new handler is the
/// one called).
public struct AccessibilityCustomAction: Hashable, Sendable {
    /// The name assistive technology shows and speaks.
    public var name: String
    /// Performs the action on the main actor; returns whether it did something.
    public var handler: @MainActor @Sendable () -> Bool

    /// An action called `name` that runs `handler`.
    public init(name: String, handler: @escaping @MainActor @Sendable () -> Bool) {
        self.name = name
        self.handler = handler
    }

    /// Equal names.
    public static func == (lhs: AccessibilityCustomAction, rhs: AccessibilityCustomAction) -> Bool {
        lhs.name == rhs.name
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}
