import Foundation
import Morph
import Testing

@Suite("Editing text through input events")
@MainActor
struct EditableTextInputTests {
    func scene(_ text: String = "", lines: Int = 1) throws -> (FieldScene, EditableTextNode) {
        let scene = try FieldScene { [FieldScene.field(text, lines: lines)] }
        return (scene, try #require(scene.root.subnodes.first as? EditableTextNode))
    }

    // MARK: - Pointer

    @Test("a press focuses the field and puts the caret at the nearest cluster boundary")
    func pressPlacesCaret() throws {
        let (scene, field) = try scene("hello")
        // Where the glyphs are, from the text engine itself: "l" (cluster 2) starts at its pen x.
        let glyphs = try TextLayout("hello", style: FieldScene.style).lines[0].runs[0].glyphs
        let lStart = glyphs[2].position.x
        let origin = CGPoint(x: 10 + field.textFrame.minX, y: 10 + 20)
        scene.click(CGPoint(x: origin.x + lStart + 1, y: origin.y))
        #expect(field.isFocused)
        #expect(scene.input.focusedNode === field)
        #expect(field.selectedRange == 2..<2)
        #expect(field.isCaretVisible)
        let caret = try #require(field.caretRect)
        #expect(abs(caret.midX - (field.textFrame.minX + lStart)) < 1e-9)
        #expect(scene.root.presentedLayer(named: "field.caret")?.attributes.isHidden == false)
        // Just before the right half of "l": the boundary after it.
        scene.click(CGPoint(x: origin.x + glyphs[3].position.x - 1, y: origin.y))
        #expect(field.selectedRange == 3..<3)
        // In the padding and beyond the text: the nearest end.
        scene.click(CGPoint(x: 12, y: 12))
        #expect(field.selectedRange == 0..<0)
        scene.click(CGPoint(x: 205, y: 45))
        #expect(field.selectedRange == 5..<5)
    }

    @Test("a press in right-to-left text places the caret by what is under it")
    func pressInRightToLeftText() throws {
        let (scene, field) = try scene("שלום")
        let layout = try #require(field.displayedTextLayout)
        let line = layout.lineFrame(0)
        // The right end of the line is the text's start.
        scene.click(CGPoint(x: 10 + field.textFrame.minX + line.maxX - 1, y: 30))
        #expect(field.selectedRange == 0..<0)
        scene.click(CGPoint(x: 10 + field.textFrame.minX + line.minX + 1, y: 30))
        #expect(field.selectedRange == 4..<4)
    }

    @Test("dragging selects from where the press began, and the highlight sits behind the text")
    func dragSelects() throws {
        let (scene, field) = try scene("hello world")
        scene.press(.began, try scene.point(of: 1, in: field, dx: 1))
        scene.press(.moved, try scene.point(of: 4, in: field, dx: 1))
        #expect(field.selectedRange == 1..<4)
        #expect(!field.isCaretVisible, "no caret over a selection")
        scene.press(.moved, try scene.point(of: 8, in: field, dx: 1))
        scene.press(.ended, try scene.point(of: 8, in: field, dx: 1))
        #expect(field.selectedRange == 1..<8)
        #expect(field.editingState.selectionAnchor == 1)
        let layout = try #require(field.displayedTextLayout)
        let rects = field.selectionRects
        #expect(rects.count == 1)
        #expect(abs(rects[0].minX - (field.textFrame.minX + layout.caretX(at: 1))) < 1e-9)
        #expect(abs(rects[0].maxX - (field.textFrame.minX + layout.caretX(at: 8))) < 1e-9)
        // Drawn before (behind) the text: the highlight's layer comes first in the text area.
        let layers = scene.root.presentationTree().layers.map(\.name)
        let highlight = try #require(layers.firstIndex(of: "field.selection 1"))
        let text = try #require(layers.firstIndex(of: "field.text"))
        #expect(highlight < text)
        // Dragging backwards past the anchor selects the other way.
        scene.press(.began, try scene.point(of: 6, in: field, dx: 1))
        scene.press(.moved, try scene.point(of: 2, in: field, dx: 1))
        #expect(field.selectedRange == 2..<6)
        #expect(field.editingState.selectionHead == 2)
        scene.press(.cancelled, try scene.point(of: 2, in: field))
        // Shift-click extends from the anchor.
        scene.click(try scene.point(of: 10, in: field, dx: 1), modifiers: .shift)
        #expect(field.selectedRange == 6..<10)
        // Losing the focus hides the highlight.
        scene.input.focus(nil)
        #expect(field.selectionRects.isEmpty)
    }

    // MARK: - Keys

    @Test("typing, arrows, Shift-arrows, Backspace, Delete, Home, End and Control-A edit by clusters")
    func keys() throws {
        let (scene, field) = try scene()
        scene.input.focus(field)
        scene.type("he👍🏽lo")
        #expect(field.text == "he👍🏽lo")
        #expect(field.selectedRange == 5..<5)
        scene.key(.left)
        scene.key(.left)
        scene.key(.backspace)
        #expect(field.text == "helo", "Backspace deletes the whole emoji with its skin tone")
        scene.type("l")
        #expect(field.text == "hello")
        scene.key(.right, .shift)
        scene.key(.right, .shift)
        #expect(field.selectedRange == 3..<5)
        scene.key(.delete)
        #expect(field.text == "hel")
        scene.key(.home)
        #expect(field.selectedRange == 0..<0)
        scene.key(.delete)
        #expect(field.text == "el")
        scene.key(.end, .shift)
        #expect(field.selectedRange == 0..<2)
        scene.key(.left)
        #expect(field.selectedRange == 0..<0, "Left collapses a selection to its start")
        scene.key(.character("a"), .control)
        #expect(field.selectedRange == 0..<2)
        scene.type("X")
        #expect(field.text == "X")
        scene.key(.character("a"), .command)
        #expect(field.selectedRange == 0..<1)
        #expect(scene.key(.character("c"), .control) == false, "other shortcuts are passed on")
        scene.key(.up)
        #expect(field.selectedRange == 0..<0, "Up in a single line goes to the start")
        scene.key(.down)
        #expect(field.selectedRange == 1..<1)
    }

    @Test("in a right-to-left line Left moves forward through the text")
    func arrowsInRightToLeftText() throws {
        let (scene, field) = try scene("שלום")
        scene.input.focus(field)
        scene.key(.home)
        scene.key(.left)
        #expect(field.selectedRange == 1..<1)
        scene.key(.right)
        scene.key(.right)
        #expect(field.selectedRange == 0..<0)
    }

    @Test("Return calls onReturn; a single-line field without it passes Return on to activate")
    func returnKey() throws {
        let (scene, field) = try scene("name")
        scene.input.focus(field)
        #expect(scene.key(.return) == false)
        var returns = 0
        field.onReturn = { _ in returns += 1 }
        #expect(scene.key(.return))
        #expect(returns == 1)
        #expect(field.text == "name", "no line break in a single-line field")
        // Escape without a composition is passed on.
        #expect(scene.key(.escape) == false)
    }

    @Test("in a multi-line field Return inserts a line break and Up, Down, Home and End follow the lines")
    func multiLineKeys() throws {
        let (scene, field) = try scene("", lines: 0)
        var returns = 0
        field.onReturn = { _ in returns += 1 }
        scene.input.focus(field)
        scene.type("abc")
        scene.key(.return)
        scene.type("de")
        #expect(field.text == "abc\nde")
        #expect(returns == 1)
        scene.key(.up)
        #expect(field.selectedRange == 2..<2, "above the caret after \"de\": after \"ab\"")
        scene.key(.end)
        #expect(field.selectedRange == 3..<3)
        scene.key(.down, .shift)
        #expect(field.selectedRange == 3..<6)
        scene.key(.home)
        #expect(field.selectedRange == 4..<4)
        scene.key(.end, .control)
        #expect(field.selectedRange == 6..<6)
        scene.key(.down)
        #expect(field.selectedRange == 6..<6)
        scene.key(.home, .control)
        #expect(field.selectedRange == 0..<0)
        // Typed and pasted line breaks stay in a multi-line field.
        field.insertText("x\r\ny")
        #expect(field.text == "x\r\nyabc\nde")
    }

    @Test("Tab and Shift-Tab move the focus between two fields and a button; Return then taps the button")
    func tabOrder() throws {
        let scene = try FieldScene {
            [FieldScene.field("one", name: "first"), FieldScene.field("two", name: "second"), ButtonNode(title: "Next", name: "next")]
        }
        let first = try #require(scene.root.subnodes[0] as? EditableTextNode)
        let second = try #require(scene.root.subnodes[1] as? EditableTextNode)
        let button = try #require(scene.root.subnodes[2] as? ButtonNode)
        var taps = 0
        button.onTap = { _ in taps += 1 }
        #expect(scene.input.focusOrder == [first, second, button])
        scene.input.focus(first)
        #expect(first.isCaretVisible)
        scene.key(.tab)
        #expect(scene.input.focusedNode === second)
        #expect(!first.isCaretVisible)
        #expect(second.isCaretVisible)
        scene.type("!")
        #expect(second.text == "two!")
        #expect(first.text == "one")
        scene.key(.tab)
        #expect(scene.input.focusedNode === button)
        scene.key(.return)
        #expect(taps == 1)
        scene.key(.tab, .shift)
        #expect(scene.input.focusedNode === second)
        scene.key(.tab)
        scene.key(.tab)
        #expect(scene.input.focusedNode === first, "wrapping around")
        // A press on the other field moves the focus too.
        scene.click(CGPoint(x: 100, y: 80))
        #expect(scene.input.focusedNode === second)
    }

    // MARK: - Text and composition

    @Test("a composition shows underlined at the caret, and a commit replaces it and the selection")
    func compositionThenCommit() throws {
        let (scene, field) = try scene("ab")
        var changes = 0
        field.onTextChange = { _ in changes += 1 }
        scene.click(try scene.point(of: 1, in: field))
        #expect(field.selectedRange == 1..<1)
        scene.input.dispatch(.text(.composition(text: "に", cursor: 1)))
        scene.input.dispatch(.text(.composition(text: "にほ", cursor: 2)))
        #expect(field.text == "ab", "composing does not change the text")
        #expect(changes == 0)
        let layout = try #require(field.displayedTextLayout)
        #expect(layout.string == "aにほb")
        #expect(layout.markedRange == 1..<3)
        #expect(layout.textLayout.lines[0].runs.contains { $0.isUnderlined })
        #expect(field.isCaretVisible)
        #expect(abs(try #require(field.caretRect).midX - (field.textFrame.minX + layout.caretX(at: 3))) < 1e-9)
        // Editing keys belong to the input method while it composes.
        scene.key(.backspace)
        scene.key(.left)
        #expect(field.editingState.markedText == "にほ")
        scene.input.dispatch(.text(.commit("日本")))
        #expect(field.text == "a日本b")
        #expect(field.selectedRange == 3..<3)
        #expect(changes == 1)
        #expect(field.displayedTextLayout?.markedRange == nil)
        // Over a selection: shown in its place, the commit replaces it.
        field.selectedRange = 0..<3
        scene.input.dispatch(.text(.composition(text: "x", cursor: 1)))
        #expect(field.displayedTextLayout?.string == "xb")
        scene.input.dispatch(.text(.commit("yz")))
        #expect(field.text == "yzb")
    }

    @Test("Escape ends a composition and brings the selection back; losing the focus drops it")
    func compositionCancelled() throws {
        let (scene, field) = try scene("hello")
        scene.input.focus(field)
        field.selectedRange = 1..<4
        scene.input.dispatch(.text(.composition(text: "に", cursor: 1)))
        #expect(field.displayedTextLayout?.string == "hにo")
        #expect(scene.key(.escape))
        #expect(!field.editingState.isComposing)
        #expect(field.displayedTextLayout?.string == "hello")
        #expect(field.selectedRange == 1..<4)
        scene.input.dispatch(.text(.composition(text: "に", cursor: 1)))
        scene.input.focus(nil)
        #expect(!field.editingState.isComposing)
        #expect(field.text == "hello")
    }

    @Test("shouldChangeText can refuse an edit; onTextChange and onSelectionChange follow the user's edits only")
    func delegate() throws {
        let (scene, field) = try scene()
        var asked: [(Range<Int>, String)] = []
        var changes = 0
        var selections = 0
        var began = 0
        var ended = 0
        field.shouldChangeText = { _, range, replacement in
            asked.append((range, replacement))
            return !replacement.contains(where: \.isNumber)
        }
        field.onTextChange = { _ in changes += 1 }
        field.onSelectionChange = { _ in selections += 1 }
        field.onBeginEditing = { _ in began += 1 }
        field.onEndEditing = { _ in ended += 1 }
        scene.input.focus(field)
        scene.type("a1b")
        #expect(field.text == "ab")
        #expect(asked.map(\.1) == ["a", "1", "b"])
        #expect(asked.map(\.0) == [0..<0, 1..<1, 1..<1])
        #expect(changes == 2)
        #expect(selections == 2)
        scene.key(.backspace)
        #expect(asked.last?.0 == 1..<2)
        #expect(asked.last?.1 == "")
        #expect(changes == 3)
        // Setting the text or the selection from code asks nothing and announces nothing.
        field.text = "123"
        field.selectedRange = 0..<1
        #expect(asked.count == 4)
        #expect(changes == 3)
        #expect(selections == 3)
        // A refused commit still ends the composition.
        scene.input.dispatch(.text(.composition(text: "4", cursor: 1)))
        scene.input.dispatch(.text(.commit("4")))
        #expect(!field.editingState.isComposing)
        #expect(field.text == "123")
        scene.input.focus(nil)
        #expect(began == 1)
        #expect(ended == 1)
    }

    @Test("a disabled field cannot be focused and ignores input; a read-only one selects but does not edit")
    func disabledAndReadOnly() throws {
        let (scene, field) = try scene("text")
        field.isEnabled = false
        #expect(scene.input.focusOrder.isEmpty)
        scene.click(CGPoint(x: 50, y: 30))
        #expect(!field.isFocused)
        #expect(field.selectedRange == 4..<4)
        #expect(field.insertText("x") == false)
        scene.clock.advance(by: 0.2)
        #expect(field.presentedLayer(named: "field.text area")?.attributes.alpha == 0.5)
        field.isEnabled = true
        field.isEditable = false
        scene.input.focus(field)
        #expect(field.isFocused)
        #expect(!field.isCaretVisible, "no caret in read-only text")
        scene.type("x")
        scene.key(.backspace)
        #expect(field.text == "text")
        scene.key(.character("a"), .control)
        #expect(field.selectedRange == 0..<4)
        scene.key(.right)
        #expect(field.selectedRange == 4..<4)
        #expect(field.deleteBackward() == false)
    }

    // MARK: - Blinking

    @Test("the caret blinks on the animator's clock, restarts on every edit and stops after the timeout")
    func blinking() throws {
        let (scene, field) = try scene("abc")
        let animator = scene.environment.animator
        #expect(!animator.hasScheduledActions, "an unfocused field schedules nothing")
        scene.input.focus(field)
        #expect(field.isCaretVisible)
        scene.clock.advance(by: 0.5)
        #expect(!field.isCaretVisible)
        #expect(scene.root.presentedLayer(named: "field.caret")?.attributes.isHidden == true)
        scene.clock.advance(by: 0.5)
        #expect(field.isCaretVisible)
        scene.clock.advance(by: 0.25)
        scene.type("d")
        #expect(field.isCaretVisible, "typing shows the caret at once")
        scene.clock.advance(by: 0.4)
        #expect(field.isCaretVisible, "and restarts the blink: 0.4 s later it is still visible")
        scene.clock.advance(by: 0.1)
        #expect(!field.isCaretVisible)
        // After the timeout the caret stays visible and nothing is scheduled: an idle window sleeps.
        field.caretBlinkTimeout = 2
        for _ in 0..<8 { scene.clock.advance(by: 0.5) }
        #expect(field.isCaretVisible)
        #expect(!animator.hasScheduledActions)
        scene.clock.advance(by: 3)
        #expect(field.isCaretVisible)
        // Losing the focus hides the caret and cancels the blink.
        scene.key(.left)
        #expect(animator.hasScheduledActions)
        scene.input.focus(nil)
        #expect(!field.isCaretVisible)
        #expect(!animator.hasScheduledActions)
        // A steady caret: an interval of 0.
        field.caretBlinkInterval = 0
        scene.input.focus(field)
        #expect(!animator.hasScheduledActions)
        scene.clock.advance(by: 0.5)
        #expect(field.isCaretVisible)
    }
}
