import Foundation
import Morph
@testable import MorphAccessibility
import Testing

/// A 40-point item cell read as "Item N".
private final class ItemCell: CellNode {
    let key: Int

    nonisolated init(key: Int) {
        self.key = key
        super.init(name: "item \(key)")
    }

    override var accessibilityLabel: String? {
        get { "Item \(key)" }
        set { super.accessibilityLabel = newValue }
    }

    override nonisolated func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: constrainedSize.width.isFinite ? constrainedSize.width : 100, height: 40)
    }
}

/// 500 items in one section.
@MainActor
private final class ItemSource: CollectionNodeDataSource {
    func numberOfSections(in collectionNode: CollectionNode) -> Int { 1 }
    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { 500 }
    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let key = indexPath.item
        return { ItemCell(key: key) }
    }
}

/// A list over AT-SPI: role `list` with the `Selection` interface and the scroll actions, its
/// realized cells as `list item` children, each with `posinset` and `setsize`.
@Suite("AT-SPI lists")
@MainActor
struct AtspiListTests {
    let clock = ManualClock()
    let root: DisplayNode
    let list: CollectionNode
    private let source = ItemSource()
    let window = AccessibilityWindow(title: "Mail", frame: CGRect(x: 0, y: 0, width: 300, height: 400))

    init() throws {
        let animator = Animator(clock: clock)
        (root, list) = try DisplayNode.withAnimator(animator) {
            let root = DisplayNode(name: "root")
            root.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
            let list = CollectionNode(layout: .verticalList(), name: "mail")
            list.frame = root.bounds
            list.accessibilityLabel = "Messages"
            try root.addSubnode(list)
            return (root, list)
        }
        list.preparesCellsAsynchronously = false
        list.dataSource = source
        try root.layoutIfNeeded()
    }

    var model: AtspiModel {
        ModelFixture.model(of: root, in: window, name: "mail")
    }

    func cell(_ item: Int) throws -> CellNode {
        try #require(list.nodeForItem(at: IndexPath(item: item, section: 0)))
    }

    @Test("the list: role list, name, Selection interface, scroll actions, realized children only, setsize")
    func listObject() throws {
        let object = AtspiObject.node(list.layerID)
        #expect(model.call(object, interface: .accessible, method: "GetRole", arguments: []).values == [.uint32(AtspiRole.list.rawValue)])
        #expect(model.property(object, interface: .accessible, name: "Name") == .string("Messages"))
        #expect(model.interfaces(of: object)?.contains(.selection) == true)
        #expect(model.actions(of: object).map(\.name) == ["scroll up", "scroll down"])
        #expect(model.property(object, interface: .accessible, name: "ChildCount") == .int32(Int32(list.liveNodes.count)))
        #expect(list.liveNodes.count < 500)
        let attributes = model.call(object, interface: .accessible, method: "GetAttributes", arguments: []).values?.first
        #expect(attributes == .dictionary(key: "s", value: "s", [(.string("toolkit"), .string("Morph")), (.string("setsize"), .string("500"))]))
    }

    @Test("an item: role list item, its name, posinset from 1 and the list's setsize, selectable")
    func items() throws {
        let item = AtspiObject.node(try cell(3).layerID)
        #expect(model.call(item, interface: .accessible, method: "GetRole", arguments: []).values == [.uint32(AtspiRole.listItem.rawValue)])
        #expect(model.property(item, interface: .accessible, name: "Name") == .string("Item 3"))
        let attributes = model.call(item, interface: .accessible, method: "GetAttributes", arguments: []).values?.first
        #expect(attributes == .dictionary(key: "s", value: "s", [(.string("toolkit"), .string("Morph")), (.string("posinset"), .string("4")), (.string("setsize"), .string("500"))]))
        #expect(model.states(of: item).contains(.selectable))
    }

    @Test("selection through the Selection interface: requests, then the selected state and count")
    func selection() throws {
        let object = AtspiObject.node(list.layerID)
        #expect(model.call(object, interface: .selection, method: "SelectChild", arguments: [.int32(2)]).request == .setSelected(try cell(2).layerID, true))
        try list.selectItem(at: IndexPath(item: 2, section: 0))
        #expect(model.property(object, interface: .selection, name: "NSelectedChildren") == .int32(1))
        #expect(model.call(object, interface: .selection, method: "IsChildSelected", arguments: [.int32(2)]).values == [.boolean(true)])
        #expect(model.states(of: .node(try cell(2).layerID)).contains(.selected))
        #expect(!model.states(of: object).contains(.multiselectable))
    }
}
