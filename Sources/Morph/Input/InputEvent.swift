import Foundation

/// Any input a host (a window) delivers to a node tree through an ``InputDispatcher``.
public enum InputEvent: Hashable, Sendable {
    /// A mouse or touch event.
    case pointer(PointerEvent)
    /// A key going down or up.
    case key(KeyEvent)
    /// Typed or composed text.
    case text(TextInputEvent)
    /// A mouse wheel or a touchpad scrolling.
    case scroll(ScrollEvent)
}
