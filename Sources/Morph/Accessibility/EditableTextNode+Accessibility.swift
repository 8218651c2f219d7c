import Foundation

extension EditableTextNode {
    /// The role of a field that sets none: secure, search or plain.
    var defaultAccessibilityRole: AccessibilityRole {
        if isSecureTextEntry { return .secureTextField }
        return accessibilityTraits.contains(.searchField) ? .searchField : .textField
    }

    /// The field's text for a semantics tree: what it shows (a secure field's bullets), the
    /// selection in Unicode scalars, the placeholder, and the editing layout for positions.
    func makeSemanticsText(toWindow: AffineTransform) -> SemanticsText {
        let configuration = configuration.value
        let shown = configuration.shownText
        let display = editingStateStorage.display
        let lower = SemanticsText.scalarOffset(ofCluster: display.selection.lowerBound, in: shown)
        let upper = display.selection.isEmpty ? lower : SemanticsText.scalarOffset(ofCluster: display.selection.upperBound, in: shown)
        let geometry = currentTextLayout().map { layout in
            SemanticsTextGeometry(source: .editable(layout), textOrigin: textOrigin, toWindow: toWindow)
        }
        return SemanticsText(
            string: shown,
            selection: lower..<upper,
            placeholder: nonEmpty(configuration.placeholder),
            isEditable: isEditable && isEnabled,
            isMultiLine: !isSingleLine,
            geometry: geometry
        )
    }

    /// Selects the text in the Unicode-scalar range `range` (clamped; an empty range puts the
    /// caret), as the user's selection: ``onSelectionChange`` is called. Ends a composition.
    func selectText(inScalarRange range: Range<Int>) -> Bool {
        guard isEnabled else { return false }
        var state = editingStateStorage
        if state.isComposing { state.cancelComposition() }
        state.select(SemanticsText.clusterRange(of: range, in: semanticsString(of: state)))
        setEditingState(state, notify: true)
        return true
    }

    /// Replaces the text in the Unicode-scalar range `range` (clamped) with `text`, as the user's
    /// edit (asked, made, announced); whether it was made.
    func replaceText(inScalarRange range: Range<Int>, with text: String) -> Bool {
        guard isEnabled, isEditable else { return false }
        if editingStateStorage.isComposing {
            var state = editingStateStorage
            state.cancelComposition()
            setEditingState(state, notify: false)
        }
        return edit(SemanticsText.clusterRange(of: range, in: semanticsString(of: editingStateStorage)), with: text)
    }

    /// The text assistive technology sees for `state` (not composing): its text, or one bullet
    /// per cluster in a secure field, so offsets count the same scalars as the tree's text.
    private func semanticsString(of state: TextEditingState) -> String {
        isSecureTextEntry ? String(repeating: EditableTextConfiguration.bullet, count: state.characterCount) : state.text
    }
}
