import Foundation
import Morph
import Testing

// The "Accessibility" article's code, compiled and run.

final class RatingNode: DisplayNode {
    var stars = 3 { didSet { setNeedsDisplay() } }

    override var isAccessibilityElement: Bool {
        get { true }
        set { super.isAccessibilityElement = newValue }
    }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? "Rating" }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityValue: String? {
        get { "\(stars) of 5 stars" }
        set {}
    }

    override var accessibilityTraits: AccessibilityTraits {
        get { .adjustable }
        set {}
    }

    override var accessibilityNumericValue: AccessibilityNumericValue? {
        get { AccessibilityNumericValue(current: Double(stars), range: 0...5, step: 1) }
        set {}
    }

    override func accessibilityIncrement() { stars = min(5, stars + 1) }
    override func accessibilityDecrement() { stars = max(0, stars - 1) }
}

@Suite("The Accessibility article")
@MainActor
struct AccessibilityArticleTests {
    /// A field and a "Next" button, laid out.
    func makeForm() throws -> (DisplayNode, ButtonNode) {
        let field = EditableTextNode(placeholder: "Your name")
        let button = ButtonNode(title: "Next")
        let form = DisplayNode()
        form.automaticallyManagesSubnodes = true
        form.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .horizontal, children: [field, button]) }
        form.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        try form.layoutIfNeeded()
        return (form, button)
    }

    @Test("a subclass describes itself by overriding the properties, and steps when asked")
    func rating() throws {
        let rating = RatingNode()
        let tree = rating.semanticsTree()
        #expect(tree.description == #"adjustable "Rating" value="3 of 5 stars" number=3 in 0...5 step 1 frame=(0, 0, 0, 0) actions=[increment,decrement]"#)
        let owner = SemanticsOwner(root: rating)
        #expect(owner.perform(.increment(rating.layerID)) && rating.stars == 4)
        #expect(owner.perform(.setNumericValue(rating.layerID, 1)) && rating.stars == 1)
    }

    @Test("a semantics owner presses the Next button as a screen reader does")
    func owner() throws {
        let (form, button) = try makeForm()
        var pressed = false
        button.onTap = { _ in pressed = true }
        let owner = SemanticsOwner(root: form)
        let tree = owner.makeTree()
        if let next = tree.node(role: .button, named: "Next") {
            owner.perform(.activate(next.id))
        }
        #expect(pressed)
    }

    @Test("the tree prints and passes the audit")
    func audit() throws {
        let (form, _) = try makeForm()
        let tree = form.semanticsTree()
        print(tree)
        #expect(tree.audit().isEmpty)
    }
}
