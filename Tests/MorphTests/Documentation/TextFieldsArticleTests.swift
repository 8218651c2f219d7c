// The code of the "Text fields" article, compiled and run. The file imports nothing but Testing
// and Morph, as the article's snippets do.
import Testing
import Morph

final class NameAgeFormNode: DisplayNode {
    let asksAge = LayoutInput(false)
    let nameField = EditableTextNode(placeholder: "Your name", name: "name")
    let ageField = EditableTextNode(placeholder: "Your age", name: "age")

    init() {
        super.init(name: "signup")
        automaticallyManagesSubnodes = true
        for field in [nameField, ageField] {
            field.textContainerInset = EdgeInsets(all: 8)
            field.style.flexGrow = 1
        }
        nameField.shouldChangeText = { _, _, replacement in !replacement.contains(where: \.isNumber) }
        nameField.onReturn = { [unowned self] _ in
            self.asksAge.value = true
            _ = try? self.transitionLayout(animated: true)
        }
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        let field = asksAge.value ? ageField : nameField
        return InsetLayoutSpec(insets: EdgeInsets(all: 15), child: StackLayoutSpec(direction: .horizontal, children: [field]))
    }
}

@Suite("Text fields article")
@MainActor
struct TextFieldsArticleTests {
    @Test("a styled field fills its row and reports Return")
    func field() throws {
        let environment = MotionEnvironment()
        try environment.make {
            let field = EditableTextNode(
                placeholder: "Your name",
                textStyle: TextStyle(font: Font(.sans, size: 17)),
                textContainerInset: EdgeInsets(top: 10, left: 12, bottom: 10, right: 12),
                name: "name field"
            )
            field.backgroundColor = .white
            field.borderWidth = 1
            field.borderColor = Color(white: 0.75)
            field.cornerRadius = 6
            field.style.flexGrow = 1
            field.style.flexShrink = 1
            field.onReturn = { field in print("submitted", field.text) }

            let row = DisplayNode(name: "row")
            let button = ButtonNode(title: "Next", contentInsets: EdgeInsets(all: 10))
            row.automaticallyManagesSubnodes = true
            row.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .horizontal, spacing: 8, children: [field, button]) }
            row.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
            try row.layoutIfNeeded()
            #expect(field.frame.width == 300 - 8 - button.frame.width)
            #expect(field.presentedText(named: "name field.text")?.string == "Your name")
            // A long text scrolls instead of pushing the button out.
            field.text = String(repeating: "long ", count: 40)
            try row.layoutIfNeeded()
            #expect(button.frame.maxX <= 300)
            let input = InputDispatcher(root: row)
            input.focus(field)
            input.dispatch(.key(KeyEvent(.down, .return, timestamp: 0)))
            #expect(field.caretRect.map { $0.maxX <= field.frame.width } == true)
        }
    }

    @Test("typing into the form, then Return moves it to the age field")
    func typing() throws {
        let environment = MotionEnvironment()
        try environment.make {
            let form = NameAgeFormNode()
            form.frame = CGRect(x: 0, y: 0, width: 320, height: 70)
            try form.layoutIfNeeded()
            let input = InputDispatcher(root: form)
            input.dispatch(.pointer(PointerEvent(.began, at: CGPoint(x: 40, y: 35), timestamp: 0)))
            input.dispatch(.pointer(PointerEvent(.ended, at: CGPoint(x: 40, y: 35), timestamp: 0)))
            for character in "Ada 1" {
                input.dispatch(.text(.commit(String(character))))
            }
            input.dispatch(.key(KeyEvent(.down, .backspace, timestamp: 0)))
            #expect(form.nameField.text == "Ada")
            input.dispatch(.key(KeyEvent(.down, .return, timestamp: 0)))
            #expect(form.asksAge.value)

            environment.clock.advance(by: 0.3)
            #expect(form.subnodes == [form.ageField])
            #expect(form.ageField.presentedText(named: "age.text")?.string == "Your age")
            #expect(form.ageField.frame.width == 290)
            form.assertInvariants()
        }
    }

    @Test("editing by grapheme cluster")
    func editingState() {
        var state = TextEditingState("cafe")
        state.replaceSelection(with: "\u{301}")     // a combining acute accent
        #expect(state.text == "cafe\u{301}")
        #expect(state.characterCount == 4)           // "café": still four characters
        state.setMarkedText("ー", cursor: 1)          // an input method composes…
        #expect(state.display.text == "cafe\u{301}ー")
        state.commit("!")                              // …and commits something else
        #expect(state.text == "cafe\u{301}!")
        state.deleteBackward()
        state.moveBackward(extendingSelection: true)
        #expect(state.selectedText == "e\u{301}")
    }

    @Test("where the caret goes in mixed text")
    func geometry() throws {
        let layout = try EditableTextLayout("abc שלום", style: TextStyle(font: Font(.sans, size: 16)))
        let caret = layout.caretRect(at: 4, width: 2)           // after "abc ": at the Hebrew's left edge
        let nearest = layout.characterIndex(at: CGPoint(x: caret.midX, y: caret.midY))
        let highlight = layout.selectionRects(for: 2..<6)       // "c " and "של": two rectangles
        #expect(highlight.count == 2)
        #expect(abs(caret.midX - layout.textLayout.lines[0].runs[1].x) < 1e-9)
        // The point is shared by two boundaries; the hit test returns one of them, drawn there or
        // at the other end of the Hebrew run (the strong caret of the boundary after it).
        #expect([4, 8].contains(nearest))
    }
}
