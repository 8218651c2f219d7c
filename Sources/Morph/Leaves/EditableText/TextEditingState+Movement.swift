import Foundation

extension TextEditingState {
    /// Moves the caret one grapheme cluster back (towards the start of the text). Extending, the
    /// head moves and the anchor stays; otherwise a selection collapses to its start, and a caret
    /// moves.
    public mutating func moveBackward(extendingSelection: Bool = false) {
        if !extendingSelection && !hasCaret {
            move(to: selection.lowerBound)
        } else {
            move(to: selectionHead - 1, extendingSelection: extendingSelection)
        }
    }

    /// Moves the caret one grapheme cluster forward (towards the end of the text). Extending, the
    /// head moves and the anchor stays; otherwise a selection collapses to its end, and a caret
    /// moves.
    public mutating func moveForward(extendingSelection: Bool = false) {
        if !extendingSelection && !hasCaret {
            move(to: selection.upperBound)
        } else {
            move(to: selectionHead + 1, extendingSelection: extendingSelection)
        }
    }

    /// Moves the caret to the start of the text (Home in a single-line field).
    public mutating func moveToStart(extendingSelection: Bool = false) {
        move(to: 0, extendingSelection: extendingSelection)
    }

    /// Moves the caret to the end of the text (End in a single-line field).
    public mutating func moveToEnd(extendingSelection: Bool = false) {
        move(to: characterCount, extendingSelection: extendingSelection)
    }
}
