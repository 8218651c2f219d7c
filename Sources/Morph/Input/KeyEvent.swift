import Foundation

/// A key going down or up on a keyboard.
///
/// Text typing arrives separately as ``TextInputEvent``s (after the keyboard layout and the input
/// method composed it); key events are for editing and navigation keys and shortcuts.
public struct KeyEvent: Hashable, Sendable {
    /// Down or up.
    public enum Phase: Hashable, Sendable {
        /// The key went down (or repeats while held, with ``KeyEvent/isRepeat``).
        case down
        /// The key went up.
        case up
    }

    /// A key, by what it means rather than where it is.
    public enum Key: Hashable, Sendable {
        /// Tab.
        case tab
        /// Return or Enter.
        case `return`
        /// Escape.
        case escape
        /// Backspace: delete backward.
        case backspace
        /// Delete forward.
        case delete
        /// Left arrow.
        case left
        /// Right arrow.
        case right
        /// Up arrow.
        case up
        /// Down arrow.
        case down
        /// Home.
        case home
        /// End.
        case end
        /// Page Up.
        case pageUp
        /// Page Down.
        case pageDown
        /// Space.
        case space
        /// A key producing a character (a letter, a digit, punctuation), lowercased: for shortcuts.
        case character(Character)
        /// Any other key, by the platform's key code.
        case other(Int)
    }

    /// Down or up.
    public var phase: Phase
    /// The key.
    public var key: Key
    /// The modifier keys held.
    public var modifiers: KeyModifiers
    /// Whether this is an automatic repeat of a held key.
    public var isRepeat: Bool
    /// When it happened, in seconds on the animator's clock.
    public var timestamp: TimeInterval

    /// An event.
    public init(_ phase: Phase, _ key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false, timestamp: TimeInterval) {
        self.phase = phase
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
        self.timestamp = timestamp
    }
}
