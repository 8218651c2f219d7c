import Foundation

/// The blinking of an ``EditableTextNode``'s caret: whether it is in its visible phase, when
/// blinking (re)started, and the toggle waiting on the animator's clock.
struct CaretBlink {
    /// Whether the caret is in its visible phase.
    var isVisiblePhase = true
    /// The clock time of the last restart (an edit, a caret move, the focus).
    var start: TimeInterval = 0
    /// The next toggle, while blinking.
    var action: ScheduledAction?
}
