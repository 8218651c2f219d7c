import Foundation

/// Text from the keyboard and the input method (IME), for the focused text field.
public enum TextInputEvent: Hashable, Sendable {
    /// Text to insert at the caret, replacing the selection and any text being composed.
    case commit(String)
    /// The input method is composing (marked) text: show `text` at the caret, underlined, with
    /// the caret `cursor` grapheme clusters into it; it replaces the previous composition. An
    /// empty `text` ends the composition without inserting anything.
    case composition(text: String, cursor: Int)
}
