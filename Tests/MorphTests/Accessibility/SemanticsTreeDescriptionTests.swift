import Foundation
import Morph
import Testing

/// The text form of semantics trees, and the audit.
@Suite("Semantics tree text and audit")
@MainActor
struct SemanticsTreeDescriptionTests {
    let animator = Animator(clock: ManualClock())

    @Test("each node is one line: role, name, what is set, frame, states, actions; children are indented")
    func lines() throws {
        let tree = SemanticsTree(time: 0, nodes: [
            SemanticsNode(id: LayerID(rawValue: 1), role: .list, label: "Inbox", frame: CGRect(x: 0, y: 0, width: 320, height: 480.5), selectionMode: .single, subtreeEnd: 3),
            SemanticsNode(
                id: LayerID(rawValue: 2), role: .listItem, label: "Say \"hi\"\nthen go", value: "unread", hint: "Opens the message",
                identifier: "message-1", traits: [.button, .selected, .updatesFrequently], frame: CGRect(x: 0, y: 0.333, width: 320, height: 44),
                isFocusable: true, isFocused: true, isSelectable: true, isSelected: true,
                actions: [.activate, .custom("Delete")], parentIndex: 0, subtreeEnd: 3
            ),
            SemanticsNode(
                id: LayerID(rawValue: 3), role: .textField, label: "Reply", frame: CGRect(x: -1.005, y: 44, width: 200, height: 30),
                actions: [.activate], text: SemanticsText(string: "Hi", selection: 0..<2, placeholder: "Write", isEditable: true, isMultiLine: true),
                parentIndex: 1, subtreeEnd: 3
            ),
        ])
        #expect(tree.description == """
            list "Inbox" selection=single frame=(0, 0, 320, 480.5)
              listItem "Say \\"hi\\"\\nthen go" value="unread" hint="Opens the message" id="message-1" traits=[button,updatesFrequently] frame=(0, 0.33, 320, 44) focusable focused selectable selected actions=[activate,"Delete"]
                textField "Reply" text="Hi" selection=0..<2 placeholder="Write" frame=(-1, 44, 200, 30) editable multiline actions=[activate]
            """)
    }

    @Test("numbers, checked toggles and disabled nodes")
    func values() {
        let tree = SemanticsTree(time: 0, nodes: [
            SemanticsNode(id: LayerID(rawValue: 1), role: .adjustable, label: "Volume", value: "30%", numericValue: AccessibilityNumericValue(current: 0.3, range: 0...1, step: 0.1), subtreeEnd: 1),
            SemanticsNode(id: LayerID(rawValue: 2), role: .toggleButton, label: "Wi-Fi", traits: [.toggleButton, .selected, .notEnabled], subtreeEnd: 2),
        ])
        #expect(tree.description == """
            adjustable "Volume" value="30%" number=0.3 in 0...1 step 0.1 frame=(0, 0, 0, 0)
            toggleButton "Wi-Fi" frame=(0, 0, 0, 0) checked disabled
            """)
    }

    @Test("the audit lists controls without a name and images without a label, and nothing else")
    func audit() throws {
        let root = DisplayNode.withAnimator(animator) { DisplayNode() }
        let unnamedButton = DisplayNode.withAnimator(animator) { ButtonNode() }
        let namedButton = DisplayNode.withAnimator(animator) { ButtonNode(title: "OK") }
        let image = DisplayNode.withAnimator(animator) { ImageNode(size: CGSize(width: 10, height: 10)) }
        let decorative = DisplayNode.withAnimator(animator) { ImageNode(size: CGSize(width: 10, height: 10)) }
        let field = DisplayNode.withAnimator(animator) { EditableTextNode() }
        let text = DisplayNode.withAnimator(animator) { TextNode("") }
        decorative.isAccessibilityElement = false
        unnamedButton.accessibilityIdentifier = "send"
        for node in [unnamedButton, namedButton, image, decorative, field, text] { try root.addSubnode(node) }
        let issues = root.semanticsTree().audit()
        #expect(issues.map(\.kind) == [.unnamedControl, .unlabelledImage, .unnamedControl])
        #expect(issues.map(\.node.id) == [unnamedButton.layerID, image.layerID, field.layerID])
        #expect(issues[0].description == "button \"send\" at (0, 0, 0, 0) has no name: set its accessibilityLabel")
        #expect(issues[1].description.hasPrefix("image at (0, 0, 0, 0) has no label"))
    }
}
