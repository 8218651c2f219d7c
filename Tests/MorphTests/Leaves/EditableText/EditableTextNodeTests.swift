import Foundation
import Morph
import Testing

@Suite("EditableTextNode")
@MainActor
struct EditableTextNodeTests {
    static let style = FieldScene.style
    static let inset = FieldScene.inset

    static func lineHeight() throws -> CGFloat {
        try TextLayout("Hg", style: style).lines[0].height
    }

    // MARK: - Size

    @Test("a field is its text plus room for the caret, rounded up, plus the inset")
    func measurement() throws {
        let environment = MotionEnvironment()
        let field = environment.make { EditableTextNode(text: "Hello", textStyle: Self.style, textContainerInset: Self.inset) }
        let text = try TextLayout("Hello", style: Self.style)
        let expected = CGSize(
            width: (text.typographicSize.width + 2).rounded(.up) + 20,
            height: text.lines[0].height.rounded(.up) + 16
        )
        #expect(try field.layoutThatFits(.unconstrained).size == expected)
        #expect(try field.layoutThatFits(range(0, 0, 50, 100)).size.width == 50, "clamped to the range")
    }

    @Test("an empty field is as large as its placeholder, and does not shrink when typing starts")
    func placeholderSize() throws {
        let environment = MotionEnvironment()
        let field = environment.make { FieldScene.field("", placeholder: "Your full name") }
        let placeholder = try TextLayout("Your full name", style: Self.style)
        let size = try field.layoutThatFits(.unconstrained).size
        #expect(size.width == (placeholder.typographicSize.width + 2).rounded(.up) + 20)
        field.text = "Al"
        #expect(try field.layoutThatFits(.unconstrained).size == size)
        let empty = environment.make { FieldScene.field() }
        let line = try Self.lineHeight()
        #expect(try empty.layoutThatFits(.unconstrained).size == CGSize(width: 2 + 20, height: line.rounded(.up) + 16))
    }

    @Test("a multi-line field wraps at its width and grows to its line limit")
    func multiLineSize() throws {
        let environment = MotionEnvironment()
        let field = environment.make { FieldScene.field("one two three four five six seven eight", lines: 3) }
        let line = try Self.lineHeight()
        let narrow = try field.layoutThatFits(range(0, 0, 100, 1_000)).size
        #expect(narrow.height == (3 * line).rounded(.up) + 16, "three lines shown at most")
        field.maximumNumberOfLines = 0
        let unlimited = try field.layoutThatFits(range(0, 0, 100, 1_000)).size
        #expect(unlimited.height > narrow.height)
        field.text = "a\n"
        #expect(try field.layoutThatFits(range(0, 0, 100, 1_000)).size.height == (2 * line).rounded(.up) + 16, "a final line break adds a line")
        field.maximumNumberOfLines = -4
        #expect(field.maximumNumberOfLines == 1)
        #expect(field.text == "a ", "a single-line field turns line breaks into spaces")
    }

    @Test("changing the text, the placeholder or the style lays the field out again")
    func invalidation() throws {
        let environment = MotionEnvironment()
        let field = environment.make { FieldScene.field("a") }
        field.frame = rect(0, 0, 200, 40)
        try field.layoutIfNeeded()
        var version = field.layoutVersion
        field.text = "ab"
        #expect(field.layoutVersion > version)
        try field.layoutIfNeeded()
        version = field.layoutVersion
        field.placeholder = "Name"
        #expect(field.layoutVersion > version)
        try field.layoutIfNeeded()
        version = field.layoutVersion
        field.font = Font(.sans, size: 20)
        #expect(field.layoutVersion > version)
        try field.layoutIfNeeded()
        version = field.layoutVersion
        field.textContainerInset = EdgeInsets(all: 2)
        #expect(field.layoutVersion > version)
        field.text = "one\ntwo"
        #expect(field.text == "one two")
    }

    // MARK: - What it shows

    @Test("a single line is centred vertically inside the inset, and drawn as text content")
    func centredText() throws {
        let scene = try FieldScene { [FieldScene.field("Hello")] }
        let field = try #require(scene.root.subnodes.first as? EditableTextNode)
        let line = try Self.lineHeight()
        #expect(field.textFrame.minX == 10)
        #expect(abs(field.textFrame.minY - (8 + (24 - line) / 2)) < 1e-9)
        #expect(field.textFrame.size == CGSize(width: 180, height: 24))
        let shown = try #require(field.presentedText(named: "field.text"))
        #expect(shown.string == "Hello")
        #expect(shown.color == .black)
        // The subnodes: the clipping text area (behind the text: selection highlights), the text, the caret.
        let area = try #require(field.presentedLayer(named: "field.text area"))
        #expect(area.attributes.clipsToBounds)
        #expect(area.attributes.frame == rect(10, 8, 180, 24))
        #expect(!area.attributes.isUserInteractionEnabled)
        #expect(field.presentedLayer(named: "field.caret")?.attributes.isHidden == true)
        field.assertInvariants()
    }

    @Test("the placeholder shows, in its colour, only while the text is empty and nothing is composed")
    func placeholder() throws {
        let scene = try FieldScene { [FieldScene.field(placeholder: "Your name")] }
        let field = try #require(scene.root.subnodes.first as? EditableTextNode)
        #expect(field.isDisplayingPlaceholder)
        #expect(field.presentedText(named: "field.text")?.string == "Your name")
        #expect(field.presentedText(named: "field.text")?.color == EditableTextNode.defaultPlaceholderColor)
        scene.input.focus(field)
        scene.type("A")
        #expect(!field.isDisplayingPlaceholder)
        #expect(field.presentedText(named: "field.text")?.string == "A")
        scene.key(.backspace)
        #expect(field.presentedText(named: "field.text")?.string == "Your name")
        scene.input.dispatch(.text(.composition(text: "に", cursor: 1)))
        #expect(!field.isDisplayingPlaceholder)
        #expect(field.presentedText(named: "field.text")?.string == "に")
        field.placeholderColor = .red
        scene.key(.escape)
        #expect(field.presentedText(named: "field.text")?.color == .red)
    }

    @Test("secure text entry shows a bullet per character, not the text")
    func secureEntry() throws {
        let scene = try FieldScene { [FieldScene.field("pa\u{301}ss👍🏽")] }
        let field = try #require(scene.root.subnodes.first as? EditableTextNode)
        field.isSecureTextEntry = true
        #expect(field.presentedText(named: "field.text")?.string == "•••••")
        #expect(field.text == "pa\u{301}ss👍🏽")
        field.isSecureTextEntry = false
        #expect(field.presentedText(named: "field.text")?.string == "pa\u{301}ss👍🏽")
    }

    @Test("the focus ring animates the border in and back to what it was")
    func focusRing() throws {
        let scene = try FieldScene { [FieldScene.field("Hi")] }
        let field = try #require(scene.root.subnodes.first as? EditableTextNode)
        field.borderWidth = 1
        field.borderColor = Color(white: 0.75)
        scene.input.focus(field)
        #expect(field.borderWidth == 2)
        #expect(field.presentation.borderWidth == 1, "animating")
        scene.clock.advance(by: 0.15)
        #expect(field.presentation.borderWidth == 2)
        #expect(field.presentation.borderColor == EditableTextNode.defaultTintColor)
        scene.input.focus(nil)
        scene.clock.advance(by: 0.15)
        #expect(field.presentation.borderWidth == 1)
        #expect(field.presentation.borderColor == Color(white: 0.75))
    }

    @Test("a field measures off the main actor, reading only its layout input")
    func measuresOffTheMainActor() async throws {
        let environment = MotionEnvironment()
        let field = environment.make { FieldScene.field("Hello") }
        let onMain = try field.layoutThatFits(.unconstrained).size
        let measured = try await Task.detached { try field.layoutThatFits(.unconstrained).size }.value
        #expect(measured == onMain)
        let version = field.layoutVersion
        field.text = "Hello, world"
        #expect(field.layoutVersion > version, "the text it read changed: the field is laid out again")
    }

    @Test("a field released while its caret blinks stops blinking")
    func releasedWhileBlinking() throws {
        let environment = MotionEnvironment()
        let root = environment.make { DisplayNode(name: "root") }
        weak var released: EditableTextNode?
        do {
            let field = environment.make { FieldScene.field("a") }
            released = field
            field.frame = rect(0, 0, 100, 40)
            try root.addSubnode(field)
            try root.layoutIfNeeded()
            let input = InputDispatcher(root: root)
            input.focus(field)
            #expect(environment.animator.hasScheduledActions)
            try field.removeFromSupernode()
        }
        #expect(released == nil)
        #expect(!environment.animator.hasScheduledActions)
        environment.clock.advance(by: 1)
    }

    // MARK: - Bad input

    @Test("NaN, infinite and negative insets and caret widths are clamped")
    func clamps() throws {
        let environment = MotionEnvironment()
        let field = environment.make {
            EditableTextNode(text: "a", textStyle: Self.style, textContainerInset: EdgeInsets(top: .nan, left: -5, bottom: .infinity, right: 3))
        }
        #expect(field.textContainerInset == EdgeInsets(top: 0, left: 0, bottom: 0, right: 3))
        let size = try field.layoutThatFits(.unconstrained).size
        #expect(size.width.isFinite && size.height.isFinite)
        let line = try Self.lineHeight()
        #expect(size.height == line.rounded(.up))
        field.caretWidth = .nan
        #expect(field.caretWidth == 2)
        field.caretWidth = -1
        #expect(field.caretWidth == 2)
        field.caretWidth = 0
        #expect(field.caretWidth == 0)
        field.focusRingWidth = .nan
        field.caretBlinkInterval = .nan
        field.caretBlinkTimeout = -1
        field.frame = rect(0, 0, 100, 30)
        try field.layoutIfNeeded()
        field.assertInvariants()
    }

    @Test("a font that cannot be measured is a typed layout error, and the field draws nothing")
    func badFont() throws {
        let scene = try FieldScene { [FieldScene.field("a")] }
        let field = try #require(scene.root.subnodes.first as? EditableTextNode)
        field.font = Font(.sans, size: -4)
        #expect(throws: LayoutError.self) { try field.layoutThatFits(.unconstrained) }
        #expect(field.measurementError == .invalidFontSize(-4))
        #expect(field.displayedTextLayout == nil)
        #expect(field.presentedLayer(named: "field.text")?.content == nil)
        scene.input.focus(field)
        scene.type("b")
        #expect(field.text == "ab", "editing goes on; only the drawing waits for a valid style")
        field.font = Font(.sans, size: 16)
        #expect(try field.layoutThatFits(.unconstrained).size.width > 0)
        #expect(field.measurementError == nil)
    }

    @Test("a very long single line scrolls to keep the caret in view, and its size stays finite")
    func veryLongText() throws {
        let long = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 400)
        let scene = try FieldScene { [FieldScene.field(long)] }
        let field = try #require(scene.root.subnodes.first as? EditableTextNode)
        let size = try field.layoutThatFits(.unconstrained).size
        #expect(size.width > 10_000 && size.width.isFinite)
        scene.input.focus(field)
        let caret = try #require(field.caretRect)
        #expect(caret.minX >= 10 && caret.maxX <= 190, "the caret at the end is inside the text area: \(caret)")
        scene.key(.home)
        #expect(field.caretRect?.minX == 10)
        #expect(field.textFrame.minX == 10, "scrolled back to the start")
        scene.key(.end)
        #expect(field.textFrame.minX < -10_000)
        // The same in a multi-line field with a line limit: it scrolls up.
        let text = try FieldScene { [FieldScene.field(String(repeating: "word ", count: 200) + "end", lines: 2)] }
        let view = try #require(text.root.subnodes.first as? EditableTextNode)
        view.frame = rect(10, 10, 200, 60)
        try view.layoutIfNeeded()
        text.input.focus(view)
        let viewCaret = try #require(view.caretRect)
        #expect(viewCaret.minY >= 8 - 1e-9 && viewCaret.maxY <= 52 + 1e-9, "\(viewCaret)")
        #expect(view.textFrame.minY < -500)
    }
}
