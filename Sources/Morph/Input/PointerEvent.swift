import Foundation

/// A mouse or touch event: where a pointer is and what it does (UIKit's touches, unified with the
/// mouse as in SwiftUI and Flutter).
public struct PointerEvent: Hashable, Sendable {
    /// What the pointer does.
    public enum Phase: Hashable, Sendable {
        /// Pressed (a mouse button went down, a finger touched).
        case began
        /// Moved while pressed.
        case moved
        /// Released.
        case ended
        /// The system took the pointer away (a gesture recognised, the window lost it).
        case cancelled
        /// Moved without being pressed (a mouse hovering).
        case hovered
    }

    /// Which button a mouse pointer uses.
    public enum Button: Hashable, Sendable {
        /// The primary button, or a touch.
        case primary
        /// The secondary (usually right) button.
        case secondary
        /// The middle button or wheel press.
        case middle
    }

    /// What the pointer does.
    public var phase: Phase
    /// Where the pointer is, in the root node's supernode coordinates (a window's), in points.
    public var location: CGPoint
    /// Where the pointer is in the bounds coordinates of the node receiving the event: the
    /// ``InputDispatcher`` sets it for each node it delivers to (``location`` until then).
    public var locationInNode: CGPoint
    /// Which pointer: 0 for the mouse, a finger's own number for a touch; the events of one
    /// press share it.
    public var pointerID: Int
    /// The button pressed.
    public var button: Button
    /// When it happened, in seconds on the animator's clock.
    public var timestamp: TimeInterval
    /// The modifier keys held.
    public var modifiers: KeyModifiers

    /// An event.
    public init(
        _ phase: Phase,
        at location: CGPoint,
        pointerID: Int = 0,
        button: Button = .primary,
        timestamp: TimeInterval,
        modifiers: KeyModifiers = []
    ) {
        self.phase = phase
        self.location = location
        self.locationInNode = location
        self.pointerID = pointerID
        self.button = button
        self.timestamp = timestamp
        self.modifiers = modifiers
    }
}
