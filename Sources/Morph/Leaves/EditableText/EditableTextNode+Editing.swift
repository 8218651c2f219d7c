import Foundation

extension EditableTextNode {
    // MARK: - Editing as the user does

    /// Replaces the selection with `string`, as typing or pasting does: asks ``shouldChangeText``,
    /// then calls ``onTextChange`` (and ``onSelectionChange``). Ends any composition; a
    /// single-line field turns line breaks into spaces. Returns whether the edit was made (false
    /// when the field is disabled or not editable, or the edit was refused).
    ///
    /// - Complexity: O(n) in the text's length.
    @discardableResult
    public func insertText(_ string: String) -> Bool {
        guard isEnabled, isEditable else { return false }
        return edit(editingStateStorage.selection, with: string)
    }

    /// Deletes the selection or the grapheme cluster before the caret, as Backspace does; returns
    /// whether the text changed.
    @discardableResult
    public func deleteBackward() -> Bool {
        guard isEnabled, isEditable, let range = editingStateStorage.rangeForDeletingBackward, !range.isEmpty else { return false }
        return edit(range, with: "")
    }

    /// Deletes the selection or the grapheme cluster after the caret, as Delete does; returns
    /// whether the text changed.
    @discardableResult
    public func deleteForward() -> Bool {
        guard isEnabled, isEditable, let range = editingStateStorage.rangeForDeletingForward, !range.isEmpty else { return false }
        return edit(range, with: "")
    }

    /// Selects the whole text, as Control-A does (calls ``onSelectionChange``).
    public func selectAll() {
        var state = editingStateStorage
        state.selectAll()
        setEditingState(state, notify: true)
    }

    // MARK: - Machinery

    /// Replaces `range` with `replacement` as a user edit: asked, made, announced.
    func edit(_ range: Range<Int>, with replacement: String) -> Bool {
        let replacement = isSingleLine ? Self.singleLine(replacement) : replacement
        if let shouldChangeText, !shouldChangeText(self, range, replacement) {
            if editingStateStorage.isComposing {
                var state = editingStateStorage
                state.cancelComposition()
                setEditingState(state, notify: false)
            }
            return false
        }
        var state = editingStateStorage
        state.replace(range, with: replacement)
        let textChanged = state.text != editingStateStorage.text
        setEditingState(state, notify: true)
        if textChanged { onTextChange?(self) }
        return true
    }

    /// Installs a new editing state: updates the layout input, restarts the caret's blinking,
    /// places the decorations and (when `notify` and the selection moved) calls
    /// ``onSelectionChange``.
    func setEditingState(_ state: TextEditingState, notify: Bool) {
        let old = editingStateStorage
        editingStateStorage = state
        syncConfiguration()
        restartCaretBlink()
        refresh()
        let selectionChanged = old.selectionAnchor != state.selectionAnchor || old.selectionHead != state.selectionHead || old.text != state.text
        if notify && selectionChanged { onSelectionChange?(self) }
    }

    /// Copies the text shown into the layout input (which lays the field out again when it
    /// changed).
    func syncConfiguration() {
        let displayed = editingStateStorage.display.text
        if configuration.value.displayedText != displayed {
            configuration.value.displayedText = displayed
        }
    }

    // MARK: - Pointer

    /// A press places the caret (Shift: extends the selection), a drag selects.
    func handlePointer(_ event: PointerEvent) -> Bool {
        guard isEnabled, event.button == .primary else { return false }
        switch event.phase {
        case .began:
            if editingStateStorage.isComposing {
                var state = editingStateStorage
                state.cancelComposition()
                setEditingState(state, notify: false)
            }
            var state = editingStateStorage
            let index = characterIndex(at: event.locationInNode)
            let anchor = event.modifiers.contains(.shift) ? state.selectionAnchor : index
            state.select(anchor: anchor, head: index)
            dragAnchor = anchor
            setEditingState(state, notify: true)
        case .moved, .ended:
            if let anchor = dragAnchor {
                var state = editingStateStorage
                state.select(anchor: anchor, head: characterIndex(at: event.locationInNode))
                setEditingState(state, notify: true)
            }
            if event.phase == .ended { dragAnchor = nil }
        case .cancelled:
            dragAnchor = nil
        case .hovered:
            return false
        }
        return true
    }

    // MARK: - Keys

    /// The editing and navigation keys (see the type's discussion).
    func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, isFocused, event.phase == .down else { return false }
        let extending = event.modifiers.contains(.shift)
        if editingStateStorage.isComposing {
            switch event.key {
            case .escape:
                var state = editingStateStorage
                state.cancelComposition()
                setEditingState(state, notify: false)
                return true
            case .tab:
                return false
            default:
                // The input method's keys.
                return true
            }
        }
        switch event.key {
        case .tab, .escape, .other, .pageUp, .pageDown:
            // Page keys are left to an enclosing scroll node.
            return false
        case .return:
            return handleReturn()
        case .backspace:
            guard isEditable else { return false }
            deleteBackward()
        case .delete:
            guard isEditable else { return false }
            deleteForward()
        case .left:
            moveHorizontally(left: true, extending: extending)
        case .right:
            moveHorizontally(left: false, extending: extending)
        case .up:
            moveVertically(by: -1, extending: extending)
        case .down:
            moveVertically(by: 1, extending: extending)
        case .home:
            moveToLineEdge(end: false, wholeText: event.modifiers.contains(.control), extending: extending)
        case .end:
            moveToLineEdge(end: true, wholeText: event.modifiers.contains(.control), extending: extending)
        case .space:
            // The space arrives as text.
            return isEditable
        case .character(let character):
            if !event.modifiers.isDisjoint(with: [.control, .command]) {
                guard character == "a" || character == "A" else { return false }
                selectAll()
                return true
            }
            // The character arrives as text.
            return isEditable
        }
        return true
    }

    /// Return: a line break in a multi-line field, then ``onReturn``.
    private func handleReturn() -> Bool {
        if !isSingleLine, isEditable {
            _ = edit(editingStateStorage.selection, with: "\n")
            onReturn?(self)
            return true
        }
        guard let onReturn else { return false }
        onReturn(self)
        return true
    }

    /// Left or Right: one cluster back or forward, the way the arrow points in the caret line's
    /// paragraph direction.
    private func moveHorizontally(left: Bool, extending: Bool) {
        var state = editingStateStorage
        let isRightToLeft = currentTextLayout().map { $0.isRightToLeft(line: $0.lineIndex(containing: state.selectionHead)) } ?? false
        if left != isRightToLeft {
            state.moveBackward(extendingSelection: extending)
        } else {
            state.moveForward(extendingSelection: extending)
        }
        setEditingState(state, notify: true)
    }

    /// Up or Down: the nearest boundary on the line above or below at the caret's x; past the
    /// first or last line (and in a single-line field), the text's start or end.
    private func moveVertically(by step: Int, extending: Bool) {
        var state = editingStateStorage
        let head = state.selectionHead
        var target = step < 0 ? 0 : state.characterCount
        if !isSingleLine, let layout = currentTextLayout() {
            let line = layout.lineIndex(containing: head) + step
            if line >= 0, line < layout.lineCount {
                target = layout.characterIndex(onLine: line, atX: layout.caretX(at: head))
            }
        }
        state.move(to: target, extendingSelection: extending)
        setEditingState(state, notify: true)
    }

    /// Home or End: the start or end of the caret's line (of the text in a single-line field or
    /// with `wholeText`).
    private func moveToLineEdge(end: Bool, wholeText: Bool, extending: Bool) {
        var state = editingStateStorage
        var target = end ? state.characterCount : 0
        if !wholeText, !isSingleLine, let layout = currentTextLayout() {
            let range = layout.characterRange(ofLine: layout.lineIndex(containing: state.selectionHead))
            target = end ? range.upperBound : range.lowerBound
        }
        state.move(to: target, extendingSelection: extending)
        setEditingState(state, notify: true)
    }

    // MARK: - Text

    /// Commits and compositions.
    func handleText(_ event: TextInputEvent) -> Bool {
        guard isEnabled, isEditable, isFocused else { return false }
        switch event {
        case .commit(let committed):
            if committed.isEmpty {
                var state = editingStateStorage
                state.cancelComposition()
                setEditingState(state, notify: false)
            } else {
                _ = edit(editingStateStorage.selection, with: committed)
            }
        case let .composition(marked, cursor):
            var state = editingStateStorage
            state.setMarkedText(isSingleLine ? Self.singleLine(marked) : marked, cursor: cursor)
            setEditingState(state, notify: false)
        }
        return true
    }
}
