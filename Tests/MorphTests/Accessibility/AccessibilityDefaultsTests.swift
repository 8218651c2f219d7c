import Foundation
import Morph
import Testing

/// What the leaves tell assistive technology without any work from the app: UIKit's and
/// Texture's defaults.
@Suite("Accessibility defaults of the leaves")
@MainActor
struct AccessibilityDefaultsTests {
    let animator = Animator(clock: ManualClock())

    /// `nodes` stacked in a 300×300 root at the origin, laid out.
    func laidOut(_ nodes: [DisplayNode]) throws -> DisplayNode {
        let root = DisplayNode.withAnimator(animator) { DisplayNode(name: "root") }
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, spacing: 4, alignItems: .start, children: nodes) }
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        try root.layoutIfNeeded()
        return root
    }

    @Test("a text node is static text named by its string, with its text exposed")
    func textNode() throws {
        let text = DisplayNode.withAnimator(animator) { TextNode("Hello 👋🏽") }
        let tree = try laidOut([text]).semanticsTree()
        let node = try #require(tree.nodes.first)
        #expect(tree.nodes.count == 1)
        #expect(node.role == .staticText)
        #expect(node.name == "Hello 👋🏽")
        #expect(node.traits == .staticText)
        #expect(node.text?.string == "Hello 👋🏽")
        #expect(node.text?.selection == nil, "static text has no caret")
        #expect(node.actions.isEmpty)
        #expect(text.isAccessibilityElement)
    }

    @Test("an empty text node has no name; a label set replaces the string")
    func textNodeLabel() {
        let text = DisplayNode.withAnimator(animator) { TextNode("") }
        #expect(text.accessibilityLabel == nil)
        text.string = "3 new"
        #expect(text.accessibilityLabel == "3 new")
        text.accessibilityLabel = "Three new messages"
        #expect(text.accessibilityLabel == "Three new messages")
        text.accessibilityLabel = nil
        #expect(text.accessibilityLabel == "3 new")
    }

    @Test("a button is a button named by its title, with a press action; its title and background are not exposed")
    func button() throws {
        let button = DisplayNode.withAnimator(animator) { ButtonNode(title: "Next", backgroundColor: .black) }
        let tree = try laidOut([button]).semanticsTree()
        #expect(tree.nodes.count == 1, "the title and background are under the element")
        let node = try #require(tree.nodes.first)
        #expect(node.role == .button)
        #expect(node.name == "Next")
        #expect(node.actions == [.activate])
        #expect(node.isFocusable)
        #expect(node.isEnabled)
    }

    @Test("a disabled button is not enabled and cannot be focused")
    func disabledButton() throws {
        let button = DisplayNode.withAnimator(animator) { ButtonNode(title: "Next") }
        button.isEnabled = false
        let node = try #require(try laidOut([button]).semanticsTree().nodes.first)
        #expect(!node.isEnabled)
        #expect(node.traits.contains(.notEnabled))
        #expect(!node.isFocusable)
    }

    @Test("a text field is a text field with its text, caret, selection and placeholder; its label defaults to the placeholder")
    func textField() throws {
        let field = DisplayNode.withAnimator(animator) { EditableTextNode(text: "a👍🏽b", placeholder: "Your name") }
        let root = try laidOut([field])
        field.selectedRange = 1..<2
        let node = try #require(root.semanticsTree().nodes.first)
        #expect(node.role == .textField)
        #expect(node.name == "Your name")
        #expect(node.value == "a👍🏽b")
        #expect(node.text?.string == "a👍🏽b")
        #expect(node.text?.selection == 1..<3, "offsets count Unicode scalars: the emoji with its modifier is two")
        #expect(node.text?.placeholder == "Your name")
        #expect(node.text?.isEditable == true)
        #expect(node.text?.isMultiLine == false)
        #expect(node.actions == [.activate])
        #expect(node.text?.geometry != nil)
    }

    @Test("a secure text field is a password field whose text is bullets, never the secret")
    func secureField() throws {
        let field = DisplayNode.withAnimator(animator) { EditableTextNode(text: "hunter2", isSecureTextEntry: true) }
        let node = try #require(try laidOut([field]).semanticsTree().nodes.first)
        #expect(node.role == .secureTextField)
        #expect(node.text?.string == String(repeating: "\u{2022}", count: 7))
        #expect(node.value == String(repeating: "\u{2022}", count: 7))
        #expect(!(String(describing: node)).contains("hunter2"))
    }

    @Test("a multi-line, disabled or read-only field says so")
    func fieldStates() throws {
        let multi = DisplayNode.withAnimator(animator) { EditableTextNode(text: "one", maximumNumberOfLines: 0) }
        let disabled = DisplayNode.withAnimator(animator) { EditableTextNode(text: "two") }
        let readOnly = DisplayNode.withAnimator(animator) { EditableTextNode(text: "three") }
        disabled.isEnabled = false
        readOnly.isEditable = false
        let tree = try laidOut([multi, disabled, readOnly]).semanticsTree()
        #expect(tree.nodes.map(\.text?.isMultiLine) == [true, false, false])
        #expect(tree.nodes.map(\.text?.isEditable) == [true, false, false])
        #expect(tree.nodes.map(\.isEnabled) == [true, false, true])
    }

    @Test("a search field takes the search-field role from its trait")
    func searchField() throws {
        let field = DisplayNode.withAnimator(animator) { EditableTextNode(placeholder: "Search") }
        field.accessibilityTraits = .searchField
        #expect(try laidOut([field]).semanticsTree().nodes.first?.role == .searchField)
    }

    @Test("an image is an image, unnamed until labelled")
    func image() throws {
        let image = DisplayNode.withAnimator(animator) { ImageNode(size: CGSize(width: 20, height: 20), fillColor: .black) }
        let root = try laidOut([image])
        var node = try #require(root.semanticsTree().nodes.first)
        #expect(node.role == .image)
        #expect(node.name == nil)
        image.accessibilityLabel = "Avatar"
        node = try #require(root.semanticsTree().nodes.first)
        #expect(node.name == "Avatar")
    }

    @Test("a plain node is transparent: its subnodes stand in its place")
    func plainNode() throws {
        let text = DisplayNode.withAnimator(animator) { TextNode("inside") }
        let box = DisplayNode.withAnimator(animator) { DisplayNode(name: "box") }
        box.automaticallyManagesSubnodes = true
        box.layoutSpecBlock = { _, _ in InsetLayoutSpec(insets: EdgeInsets(all: 5), child: text) }
        let tree = try laidOut([box]).semanticsTree()
        #expect(tree.nodes.map(\.name) == ["inside"])
        #expect(tree.nodes[0].parentIndex == nil)
    }

    @Test("setting an accessibility property tells the tree's host, once per change")
    func propertiesNotify() {
        let root = DisplayNode.withAnimator(animator) { DisplayNode() }
        let child = DisplayNode.withAnimator(animator) { DisplayNode() }
        try? root.addSubnode(child)
        var calls = 0
        root.displayObserver = { calls += 1 }
        child.accessibilityLabel = "A"
        child.accessibilityLabel = "A"
        child.accessibilityTraits = .button
        child.accessibilityElementsHidden = true
        #expect(calls == 3)
    }
}
