import Foundation
import Morph
import Testing

/// A root with text fields (and optionally a button), an input dispatcher and a manual clock.
@MainActor
struct FieldScene {
    static let style = TextStyle(font: Font(.sans, size: 16))
    static let inset = EdgeInsets(top: 8, left: 10, bottom: 8, right: 10)

    let environment = MotionEnvironment()
    let root: DisplayNode
    let input: InputDispatcher

    var clock: ManualClock { environment.clock }

    /// A 400 × 300 root holding `fields`, stacked 50 points apart from (10, 10), 200 × 40 each,
    /// and `extra` nodes after them.
    init(_ makeFields: () -> [DisplayNode]) throws {
        let environment = environment
        let (root, nodes) = environment.make { (DisplayNode(name: "root"), makeFields()) }
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        for (index, node) in nodes.enumerated() {
            node.frame = CGRect(x: 10, y: 10 + CGFloat(index) * 50, width: 200, height: 40)
            try root.addSubnode(node)
        }
        try root.layoutIfNeeded()
        self.root = root
        input = InputDispatcher(root: root)
    }

    static func field(_ text: String = "", placeholder: String = "", name: String = "field", lines: Int = 1) -> EditableTextNode {
        EditableTextNode(text: text, placeholder: placeholder, textStyle: style, textContainerInset: inset, maximumNumberOfLines: lines, name: name)
    }

    func press(_ phase: PointerEvent.Phase, _ point: CGPoint, modifiers: KeyModifiers = []) {
        input.dispatch(.pointer(PointerEvent(phase, at: point, timestamp: clock.now, modifiers: modifiers)))
    }

    /// A click (press and release) at `point`.
    func click(_ point: CGPoint, modifiers: KeyModifiers = []) {
        press(.began, point, modifiers: modifiers)
        press(.ended, point, modifiers: modifiers)
    }

    @discardableResult
    func key(_ key: KeyEvent.Key, _ modifiers: KeyModifiers = []) -> Bool {
        let handled = input.dispatch(.key(KeyEvent(.down, key, modifiers: modifiers, timestamp: clock.now)))
        input.dispatch(.key(KeyEvent(.up, key, modifiers: modifiers, timestamp: clock.now)))
        return handled
    }

    /// Types `text` as the keyboard would: a key event per character, then the text.
    func type(_ text: String) {
        for character in text {
            key(character == " " ? .space : .character(character))
            input.dispatch(.text(.commit(String(character))))
        }
    }

    /// The point in window coordinates of boundary `index` of `field`'s text, on its line.
    func point(of index: Int, in field: EditableTextNode, dx: CGFloat = 0) throws -> CGPoint {
        let layout = try #require(field.displayedTextLayout)
        let line = layout.lineFrame(layout.lineIndex(containing: index))
        let frame = field.textFrame
        return CGPoint(x: field.frame.minX + frame.minX + layout.caretX(at: index) + dx, y: field.frame.minY + frame.minY + line.midY)
    }
}

extension DisplayNode {
    /// The layer of the node's presentation tree named `name`.
    func presentedLayer(named name: String) -> PresentationLayer? {
        presentationTree().layers.first { $0.name == name }
    }

    /// The text a layer of the presentation tree named `name` draws, and its colour.
    func presentedText(named name: String) -> (string: String, color: Color)? {
        guard case let .text(layout, color)? = presentedLayer(named: name)?.content else { return nil }
        return (layout.string, color)
    }
}
