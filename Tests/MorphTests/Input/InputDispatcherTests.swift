import Morph
import Testing

/// A node that records the events it receives and handles those it is told to.
final class ListeningNode: DisplayNode {
    var received: [String] = []
    var handlesPointer = true
    var handlesKeys = false
    var focusable = false

    override func pointerEvent(_ event: PointerEvent) -> Bool {
        received.append("\(event.phase) \(Int(event.locationInNode.x)),\(Int(event.locationInNode.y))")
        return handlesPointer
    }

    override func keyEvent(_ event: KeyEvent) -> Bool {
        received.append("key \(event.key)")
        return handlesKeys
    }

    override func textInputEvent(_ event: TextInputEvent) -> Bool {
        received.append("text \(event)")
        return true
    }

    override var canBecomeFocused: Bool { focusable }

    override func focusDidChange() {
        received.append(isFocused ? "focused" : "unfocused")
    }
}

@Suite("Delivering input")
@MainActor
struct InputDispatcherTests {
    let clock = ManualClock()

    func press(_ phase: PointerEvent.Phase, _ x: CGFloat, _ y: CGFloat, id: Int = 0) -> InputEvent {
        .pointer(PointerEvent(phase, at: CGPoint(x: x, y: y), pointerID: id, timestamp: clock.now))
    }

    func key(_ key: KeyEvent.Key, _ modifiers: KeyModifiers = []) -> InputEvent {
        .key(KeyEvent(.down, key, modifiers: modifiers, timestamp: clock.now))
    }

    /// root (300×300) ⊃ panel (0,0 200×200) ⊃ leaf (50,50 50×50)
    func tree() throws -> (root: ListeningNode, panel: ListeningNode, leaf: ListeningNode) {
        let animator = Animator(clock: clock)
        return try DisplayNode.withAnimator(animator) {
            let root = ListeningNode(name: "root")
            let panel = ListeningNode(name: "panel")
            let leaf = ListeningNode(name: "leaf")
            root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
            panel.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            leaf.frame = CGRect(x: 50, y: 50, width: 50, height: 50)
            try root.addSubnode(panel)
            try panel.addSubnode(leaf)
            return (root, panel, leaf)
        }
    }

    @Test("a press goes to the node it began on, in that node's coordinates, even when it moves off it")
    func pressCapture() throws {
        let (root, _, leaf) = try tree()
        let input = InputDispatcher(root: root)
        input.dispatch(press(.began, 60, 60))
        input.dispatch(press(.moved, 250, 250))
        input.dispatch(press(.ended, 250, 250))
        #expect(leaf.received == ["began 10,10", "moved 200,200", "ended 200,200"])
        #expect(root.received.isEmpty)
    }

    @Test("an unhandled event goes up the responder chain")
    func responderChain() throws {
        let (root, panel, leaf) = try tree()
        leaf.handlesPointer = false
        let input = InputDispatcher(root: root)
        input.dispatch(press(.began, 60, 60))
        #expect(leaf.received == ["began 10,10"])
        #expect(panel.received == ["began 60,60"])
        #expect(root.received.isEmpty, "the panel handled it")
    }

    @Test("two pointers are two presses, each with its own node")
    func multiTouch() throws {
        let (root, panel, leaf) = try tree()
        let input = InputDispatcher(root: root)
        input.dispatch(press(.began, 60, 60, id: 1))
        input.dispatch(press(.began, 150, 150, id: 2))
        input.dispatch(press(.ended, 61, 61, id: 1))
        input.dispatch(press(.ended, 151, 151, id: 2))
        #expect(leaf.received == ["began 10,10", "ended 11,11"])
        #expect(panel.received == ["began 150,150", "ended 151,151"])
    }

    @Test("Tab and Shift-Tab move the focus through focusable nodes in tree order, wrapping around")
    func focusOrder() throws {
        let (root, panel, leaf) = try tree()
        let other = ListeningNode(name: "other")
        other.frame = CGRect(x: 210, y: 0, width: 50, height: 50)
        try root.addSubnode(other)
        for node in [panel, leaf, other] { node.focusable = true }
        let input = InputDispatcher(root: root)
        #expect(input.focusOrder.map(\.debugName) == ["panel", "leaf", "other"])
        input.dispatch(key(.tab))
        #expect(input.focusedNode === panel && panel.isFocused)
        input.dispatch(key(.tab))
        input.dispatch(key(.tab))
        #expect(input.focusedNode === other)
        input.dispatch(key(.tab))
        #expect(input.focusedNode === panel, "wraps around")
        input.dispatch(key(.tab, .shift))
        #expect(input.focusedNode === other, "Shift-Tab goes back, wrapping")
        #expect(panel.received.filter { $0.hasSuffix("focused") } == ["focused", "unfocused", "focused", "unfocused"])
        leaf.isHidden = true
        #expect(input.focusOrder.map(\.debugName) == ["panel", "other"], "hidden nodes cannot take the focus")
    }

    @Test("a press focuses the focusable node it begins in; a press elsewhere clears the focus")
    func focusByPress() throws {
        let (root, panel, _) = try tree()
        panel.focusable = true
        let input = InputDispatcher(root: root)
        input.dispatch(press(.began, 60, 60))
        input.dispatch(press(.ended, 60, 60))
        #expect(input.focusedNode === panel, "the leaf is not focusable; its panel is")
        input.dispatch(press(.began, 250, 250))
        #expect(input.focusedNode == nil)
    }

    @Test("a node asks for the focus through its root's dispatcher and gives it up; without a dispatcher, or unfocusable, it is refused")
    func becomeFocused() throws {
        let (root, panel, leaf) = try tree()
        panel.focusable = true
        #expect(!panel.becomeFocused(), "no dispatcher for this tree yet")
        let input = InputDispatcher(root: root)
        #expect(!leaf.becomeFocused(), "the leaf cannot take the focus")
        #expect(panel.becomeFocused())
        #expect(input.focusedNode === panel && panel.isFocused)
        leaf.resignFocus()
        #expect(input.focusedNode === panel, "resigning does nothing for a node without the focus")
        panel.resignFocus()
        #expect(input.focusedNode == nil && !panel.isFocused)
        panel.isHidden = true
        #expect(!panel.becomeFocused(), "a hidden node cannot take the focus")
        let detached = ListeningNode(name: "detached")
        detached.focusable = true
        #expect(!detached.becomeFocused(), "a node outside any dispatcher's tree")
    }

    @Test("keys and text go to the focused node, then up; unhandled Return activates")
    func keysAndText() throws {
        let (root, panel, leaf) = try tree()
        leaf.focusable = true
        let input = InputDispatcher(root: root)
        input.focus(leaf)
        input.dispatch(key(.character("a")))
        #expect(leaf.received == ["focused", "key character(\"a\")"])
        #expect(panel.received == ["key character(\"a\")"], "unhandled by the leaf")
        input.dispatch(.text(.commit("é")))
        #expect(leaf.received.last == "text commit(\"é\")")
        #expect(input.focus(root) == false, "a node that cannot take the focus is refused")
        #expect(input.focusedNode === leaf)
    }

    @Test("a button: highlighted while pressed, sends its actions on release inside, not after a drag away")
    func button() throws {
        let animator = Animator(clock: clock)
        let button = DisplayNode.withAnimator(animator) { ButtonNode(title: "Next", name: "next") }
        let root = DisplayNode.withAnimator(animator) { DisplayNode(name: "root") }
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        try root.addSubnode(button)
        try button.layoutIfNeeded()
        var taps = 0
        button.onTap = { _ in taps += 1 }
        let input = InputDispatcher(root: root)
        input.dispatch(press(.began, 20, 20))
        #expect(button.isHighlighted)
        clock.advance(by: 0.1)
        #expect(button.titleNode.presentation.alpha == 0.6, "the content dims while pressed")
        input.dispatch(press(.ended, 20, 20))
        #expect(!button.isHighlighted && taps == 1)
        // Dragged 200 points away before release: no tap.
        input.dispatch(press(.began, 20, 20))
        input.dispatch(press(.moved, 300, 300))
        #expect(!button.isHighlighted)
        input.dispatch(press(.ended, 300, 300))
        #expect(taps == 1)
        // Return on the focused button taps it; a disabled button does nothing.
        #expect(input.focusedNode === button)
        input.dispatch(key(.return))
        #expect(taps == 2)
        button.isEnabled = false
        input.dispatch(press(.began, 20, 20))
        input.dispatch(press(.ended, 20, 20))
        input.dispatch(key(.return))
        #expect(taps == 2)
    }

    @Test("a button's target is held weakly and its method called once per tap")
    func targetAction() throws {
        final class Controller {
            var count = 0
            func next() { count += 1 }
        }
        let button = ButtonNode(title: "Next")
        var controller: Controller? = Controller()
        weak let released = controller
        button.addTarget(controller!, action: Controller.next)
        button.sendActions()
        #expect(controller?.count == 1)
        controller = nil
        #expect(released == nil, "the button does not keep its target")
        button.sendActions()
    }
}
