import Foundation
import Morph
import Testing

/// A list of rows whose selection assistive technology reads and changes, as a collection node
/// would adopt the protocol.
final class ChoiceList: DisplayNode, AccessibilitySelectionContainer {
    let rows: [TextNode]
    let mode: AccessibilitySelectionMode
    var chosen: Set<Int> = []
    /// Rows that cannot be selected.
    var locked: Set<Int> = []

    init(_ titles: [String], mode: AccessibilitySelectionMode) {
        rows = titles.map { TextNode($0) }
        self.mode = mode
        super.init(name: "choices")
        automaticallyManagesSubnodes = true
        accessibilityLabel = "Choices"
    }

    var accessibilitySelectionMode: AccessibilitySelectionMode { mode }

    func accessibilityIsSelectable(_ item: DisplayNode) -> Bool {
        guard let index = rows.firstIndex(where: { $0 === item }) else { return false }
        return !locked.contains(index)
    }

    func accessibilityIsSelected(_ item: DisplayNode) -> Bool {
        rows.firstIndex { $0 === item }.map(chosen.contains) ?? false
    }

    func accessibilitySetSelected(_ selected: Bool, for item: DisplayNode) -> Bool {
        guard let index = rows.firstIndex(where: { $0 === item }), !locked.contains(index) else { return false }
        if selected {
            if mode == .single { chosen = [] }
            chosen.insert(index)
        } else {
            chosen.remove(index)
        }
        setNeedsDisplay()
        return true
    }

    override nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        StackLayoutSpec(direction: .vertical, children: rows)
    }
}

/// Selection containers: any node whose items can be selected (lists, tables and grids adopt it).
@Suite("Selection containers")
@MainActor
struct AccessibilitySelectionContainerTests {
    let animator = Animator(clock: ManualClock())

    func list(_ mode: AccessibilitySelectionMode) throws -> (ChoiceList, SemanticsOwner) {
        let list = DisplayNode.withAnimator(animator) { ChoiceList(["Red", "Green", "Blue"], mode: mode) }
        list.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        try list.layoutIfNeeded()
        return (list, SemanticsOwner(root: list))
    }

    @Test("a selection container is exposed as a list (unless it sets a container role); its items are selectable and say whether they are selected")
    func states() throws {
        let (list, owner) = try list(.multiple)
        list.chosen = [1]
        list.locked = [2]
        let tree = owner.makeTree()
        #expect(tree.nodes[0].role == .list && tree.nodes[0].selectionMode == .multiple)
        #expect(tree.nodes[1...].map(\.isSelectable) == [true, true, false])
        #expect(tree.nodes[1...].map(\.isSelected) == [false, true, false])
        list.accessibilityRole = .table
        #expect(owner.makeTree().nodes[0].role == .table)
    }

    @Test("selecting and deselecting items; a single-selection list keeps one")
    func selecting() throws {
        let (list, owner) = try list(.single)
        #expect(owner.perform(.setSelected(list.rows[0].layerID, true)))
        #expect(owner.perform(.setSelected(list.rows[2].layerID, true)))
        #expect(list.chosen == [2])
        #expect(owner.perform(.setSelected(list.rows[2].layerID, false)))
        #expect(list.chosen.isEmpty)
    }

    @Test("select all selects every selectable item of a multiple-selection list; clear deselects all")
    func selectAllAndClear() throws {
        let (list, owner) = try list(.multiple)
        list.locked = [1]
        #expect(owner.perform(.selectAll(list.layerID)))
        #expect(list.chosen == [0, 2])
        #expect(!owner.perform(.selectAll(list.layerID)), "nothing more to select")
        #expect(owner.perform(.clearSelection(list.layerID)))
        #expect(list.chosen.isEmpty)
    }

    @Test("select all is refused by a single-selection list; items that cannot be selected and nodes outside a container are refused")
    func refusals() throws {
        let (single, owner) = try list(.single)
        #expect(!owner.perform(.selectAll(single.layerID)))
        single.locked = [0]
        #expect(!owner.perform(.setSelected(single.rows[0].layerID, true)))
        #expect(!owner.perform(.setSelected(single.layerID, true)), "the list is no item of a container")
        #expect(!owner.perform(.clearSelection(single.rows[1].layerID)), "a row is no container")
    }

    @Test("the selected trait marks an item selected without a container")
    func selectedTrait() throws {
        let text = DisplayNode.withAnimator(animator) { TextNode("Tab") }
        text.accessibilityTraits = [.button, .selected]
        let node = try #require(text.semanticsTree().nodes.first)
        #expect(node.isSelected && !node.isSelectable)
    }
}
