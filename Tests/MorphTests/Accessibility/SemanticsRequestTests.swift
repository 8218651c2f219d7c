import Foundation
import Morph
import Testing

/// A node that steps its value by 0.1 in 0…1 and counts its activations.
private final class StepperNode: DisplayNode {
    var value = 0.5
    var activations = 0

    override var accessibilityNumericValue: AccessibilityNumericValue? {
        get { AccessibilityNumericValue(current: value, range: 0...1, step: 0.1) }
        set {}
    }

    override var accessibilityValue: String? {
        get { "\(Int((value * 100).rounded()))%" }
        set {}
    }

    override func accessibilityIncrement() {
        value = min(1, ((value + 0.1) * 10).rounded() / 10)
    }

    override func accessibilityDecrement() {
        value = max(0, ((value - 0.1) * 10).rounded() / 10)
    }

    override func accessibilityActivate() -> Bool {
        activations += 1
        return true
    }
}

/// Requests of assistive technology, performed on the main actor by a semantics owner.
@Suite("Performing accessibility requests")
@MainActor
struct SemanticsRequestTests {
    let clock = ManualClock()

    func form() throws -> (root: DisplayNode, field: EditableTextNode, button: ButtonNode, owner: SemanticsOwner) {
        let animator = Animator(clock: clock)
        return try DisplayNode.withAnimator(animator) {
            let field = EditableTextNode(text: "", placeholder: "Name")
            let button = ButtonNode(title: "Next")
            let root = DisplayNode(name: "root")
            root.automaticallyManagesSubnodes = true
            root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .horizontal, children: [field.styled { $0.flexGrow = 1 }, button]) }
            root.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
            try root.layoutIfNeeded()
            return (root, field, button, SemanticsOwner(root: root))
        }
    }

    @Test("activating a button sends its actions")
    func activateButton() throws {
        let (_, _, button, owner) = try form()
        var taps = 0
        button.onTap = { _ in taps += 1 }
        #expect(owner.perform(.activate(button.layerID)))
        #expect(taps == 1)
    }

    @Test("an action on a disabled button is refused and does nothing")
    func disabledButton() throws {
        let (_, _, button, owner) = try form()
        var taps = 0
        button.onTap = { _ in taps += 1 }
        button.isEnabled = false
        #expect(!owner.perform(.activate(button.layerID)))
        #expect(!owner.perform(.customAction(button.layerID, name: "anything")))
        #expect(taps == 0)
    }

    @Test("a request for a node that left the tree, or was never in it, answers false")
    func removedNode() throws {
        let (root, field, button, owner) = try form()
        var taps = 0
        button.onTap = { _ in taps += 1 }
        button.isHidden = true
        #expect(!owner.perform(.activate(button.layerID)), "hidden: not exposed")
        button.isHidden = false
        root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .horizontal, children: [field]) }
        try root.layoutIfNeeded()
        #expect(!owner.perform(.activate(button.layerID)), "removed")
        #expect(!owner.perform(.focus(LayerID(rawValue: .max))))
        #expect(taps == 0)
        #expect(owner.node(for: field.layerID) === field)
        #expect(owner.node(for: button.layerID) == nil)
    }

    @Test("replacing text is a user edit: asked, made, announced; offsets count Unicode scalars")
    func replaceText() throws {
        let (_, field, _, owner) = try form()
        var changes = 0
        field.onTextChange = { _ in changes += 1 }
        #expect(owner.perform(.replaceText(field.layerID, 0..<0, with: "a👍🏽b")))
        #expect(field.text == "a👍🏽b" && changes == 1)
        // Scalars 1..<3 are the emoji and its modifier: one cluster.
        #expect(owner.perform(.replaceText(field.layerID, 1..<3, with: "-")))
        #expect(field.text == "a-b")
        // A bound inside a cluster moves out to its edge; bounds past the end are clamped.
        #expect(owner.perform(.replaceText(field.layerID, 0..<0, with: "👍🏽")))
        #expect(owner.perform(.replaceText(field.layerID, 1..<100, with: "")))
        #expect(field.text == "")
        field.shouldChangeText = { _, _, replacement in replacement.allSatisfy(\.isNumber) }
        #expect(!owner.perform(.replaceText(field.layerID, 0..<0, with: "abc")))
        #expect(owner.perform(.replaceText(field.layerID, 0..<0, with: "42")))
        #expect(field.text == "42")
    }

    @Test("text requests on a node that is not a text field, or on a disabled or read-only field, answer false")
    func textRequestsRefused() throws {
        let (_, field, button, owner) = try form()
        #expect(!owner.perform(.replaceText(button.layerID, 0..<0, with: "x")))
        #expect(!owner.perform(.setTextSelection(button.layerID, 0..<0)))
        field.isEditable = false
        #expect(!owner.perform(.replaceText(field.layerID, 0..<0, with: "x")))
        field.isEnabled = false
        #expect(!owner.perform(.setTextSelection(field.layerID, 0..<0)))
    }

    @Test("the text selection is set in Unicode scalars, clamped, as the user's selection")
    func textSelection() throws {
        let (_, field, _, owner) = try form()
        field.text = "a👍🏽bc"
        var selectionChanges = 0
        field.onSelectionChange = { _ in selectionChanges += 1 }
        #expect(owner.perform(.setTextSelection(field.layerID, 3..<4)))
        #expect(field.selectedRange == 2..<3)
        #expect(owner.perform(.setTextSelection(field.layerID, 2..<2)), "inside the emoji: the cluster's start")
        #expect(field.selectedRange == 1..<1)
        #expect(owner.perform(.setTextSelection(field.layerID, 50..<60)))
        #expect(field.selectedRange == 4..<4)
        #expect(selectionChanges == 3)
    }

    @Test("focus requests go through the tree's input dispatcher")
    func focus() throws {
        let (root, field, button, owner) = try form()
        #expect(!owner.perform(.focus(field.layerID)), "no dispatcher: no focus")
        let input = InputDispatcher(root: root)
        #expect(owner.perform(.focus(field.layerID)) && field.isFocused)
        button.isEnabled = false
        #expect(!owner.perform(.focus(button.layerID)))
        withExtendedLifetime(input) {}
    }

    @Test("a field's activation calls onReturn, else focuses the field")
    func fieldActivation() throws {
        let (root, field, _, owner) = try form()
        let input = InputDispatcher(root: root)
        #expect(owner.perform(.activate(field.layerID)) && field.isFocused)
        var returns = 0
        field.onReturn = { _ in returns += 1 }
        #expect(owner.perform(.activate(field.layerID)) && returns == 1)
        withExtendedLifetime(input) {}
    }

    @Test("a node that does not activate itself is tapped in its middle through the input dispatcher")
    func tapFallback() throws {
        let animator = Animator(clock: clock)
        let root = DisplayNode.withAnimator(animator) { DisplayNode() }
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let label = DisplayNode.withAnimator(animator) { TextNode("Tap me") }
        label.frame = CGRect(x: 10, y: 10, width: 50, height: 20)
        label.accessibilityTraits = .button
        try root.addSubnode(label)
        var taps: [CGPoint] = []
        root.addGestureRecognizer(TapGestureRecognizer { recognizer in
            if recognizer.state == .ended { taps.append(recognizer.location(in: root)) }
        })
        let owner = SemanticsOwner(root: root)
        #expect(owner.makeTree().nodes[0].actions == [.activate])
        #expect(!owner.perform(.activate(label.layerID)), "no dispatcher, no tap")
        let input = InputDispatcher(root: root)
        input.presentedTree = root.presentationTree()
        #expect(owner.perform(.activate(label.layerID)))
        #expect(taps == [CGPoint(x: 35, y: 20)])
        // Covered by another node, the middle is not the label's: no tap.
        let cover = DisplayNode.withAnimator(animator) { DisplayNode() }
        cover.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        try root.addSubnode(cover)
        input.presentedTree = root.presentationTree()
        #expect(!owner.perform(.activate(label.layerID)))
        #expect(taps.count == 1)
    }

    @Test("adjustable nodes step up and down, and towards a value")
    func adjustable() throws {
        let animator = Animator(clock: clock)
        let root = DisplayNode.withAnimator(animator) { DisplayNode() }
        let stepper = DisplayNode.withAnimator(animator) { StepperNode() }
        stepper.isAccessibilityElement = true
        stepper.accessibilityTraits = .adjustable
        stepper.accessibilityLabel = "Volume"
        try root.addSubnode(stepper)
        let owner = SemanticsOwner(root: root)
        let node = try #require(owner.makeTree().nodes.first)
        #expect(node.role == .adjustable && node.actions == [.increment, .decrement])
        #expect(owner.perform(.increment(stepper.layerID)) && stepper.value == 0.6)
        #expect(owner.perform(.decrement(stepper.layerID)) && stepper.value == 0.5)
        #expect(owner.perform(.setNumericValue(stepper.layerID, 0.83)) && stepper.value == 0.8)
        #expect(owner.perform(.setNumericValue(stepper.layerID, -5)) && stepper.value == 0)
        #expect(!owner.perform(.decrement(stepper.layerID)), "at the minimum nothing changes")
        #expect(!owner.perform(.setNumericValue(stepper.layerID, .nan)))
    }

    @Test("custom actions run by name; an unknown name answers false")
    func customActions() throws {
        let (_, _, button, owner) = try form()
        var ran: [String] = []
        button.accessibilityCustomActions = [
            AccessibilityCustomAction(name: "Archive") { ran.append("archive"); return true },
            AccessibilityCustomAction(name: "Delete") { ran.append("delete"); return false },
        ]
        #expect(owner.makeTree().node(role: .button, named: "Next")?.actions == [.activate, .custom("Archive"), .custom("Delete")])
        #expect(owner.perform(.customAction(button.layerID, name: "Archive")))
        #expect(!owner.perform(.customAction(button.layerID, name: "Delete")))
        #expect(!owner.perform(.customAction(button.layerID, name: "Nothing")))
        #expect(ran == ["archive", "delete"])
    }

    @Test("a custom activation is used when a subclass overrides it")
    func overriddenActivation() throws {
        let animator = Animator(clock: clock)
        let root = DisplayNode.withAnimator(animator) { DisplayNode() }
        let stepper = DisplayNode.withAnimator(animator) { StepperNode() }
        stepper.isAccessibilityElement = true
        stepper.accessibilityTraits = .button
        try root.addSubnode(stepper)
        #expect(SemanticsOwner(root: root).perform(.activate(stepper.layerID)))
        #expect(stepper.activations == 1)
    }
}
