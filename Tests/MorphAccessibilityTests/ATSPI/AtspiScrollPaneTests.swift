import Foundation
import Morph
@testable import MorphAccessibility
import Testing

/// A scroll node over AT-SPI: a scroll pane with its axis' state and scroll actions, content
/// scrolled away visible but not showing, and `ScrollTo`/`ScrollToPoint` as requests.
@Suite("AT-SPI scroll panes")
@MainActor
struct AtspiScrollPaneTests {
    let clock = ManualClock()
    let root: DisplayNode
    let scroll: ScrollNode
    let rows: [TextNode]
    let window = AccessibilityWindow(title: "Feed", frame: CGRect(x: 10, y: 20, width: 200, height: 300))

    init() throws {
        let animator = Animator(clock: clock)
        (root, scroll, rows) = try DisplayNode.withAnimator(animator) {
            let rows = (0..<20).map { TextNode("Row \($0)") }
            for row in rows { row.style.preferredSize = CGSize(width: 200, height: 50) }
            let scroll = ScrollNode(name: "feed")
            scroll.accessibilityLabel = "Feed"
            scroll.automaticallyManagesSubnodes = true
            scroll.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, children: rows) }
            let root = DisplayNode(name: "root")
            root.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
            scroll.frame = root.bounds
            try root.addSubnode(scroll)
            try root.layoutIfNeeded()
            return (root, scroll, rows)
        }
    }

    var model: AtspiModel {
        ModelFixture.model(of: root, in: window, name: "feed")
    }

    func states(_ object: AtspiObject) -> AtspiStateSet {
        model.states(of: object)
    }

    @Test("the scroll pane's role, name, vertical state and scroll actions")
    func pane() {
        let pane = AtspiObject.node(scroll.layerID)
        #expect(model.property(pane, interface: .accessible, name: "Name") == .string("Feed"))
        #expect(model.call(pane, interface: .accessible, method: "GetRole", arguments: []).values == [.uint32(AtspiRole.scrollPane.rawValue)])
        #expect(states(pane).contains(.vertical) && !states(pane).contains(.horizontal))
        #expect(states(pane).contains(.focusable) && states(pane).contains(.showing))
        let names = model.actions(of: pane).map(\.name)
        #expect(names == ["scroll up", "scroll down"])
        #expect(model.call(pane, interface: .action, method: "DoAction", arguments: [.int32(0)]).request == .scroll(scroll.layerID, .up))
    }

    @Test("content scrolled away is visible but not showing, and comes back showing")
    func showing() {
        let first = AtspiObject.node(rows[0].layerID), far = AtspiObject.node(rows[15].layerID)
        #expect(states(first).contains(.showing))
        #expect(!states(far).contains(.showing) && states(far).contains(.visible))
        scroll.setContentOffset(CGPoint(x: 0, y: 700), animated: false)
        #expect(states(far).contains(.showing))
        #expect(!states(first).contains(.showing))
    }

    @Test("ScrollTo and ScrollToPoint become requests, with AT-SPI's scroll types and coordinates")
    func scrollTo() {
        let far = AtspiObject.node(rows[15].layerID)
        #expect(model.call(far, interface: .component, method: "ScrollTo", arguments: [.uint32(2)]).request == .scrollIntoView(rows[15].layerID, .topEdge))
        #expect(model.call(far, interface: .component, method: "ScrollTo", arguments: [.uint32(6)]).request == .scrollIntoView(rows[15].layerID, .anywhere))
        #expect(model.call(far, interface: .component, method: "ScrollTo", arguments: [.uint32(99)]).request == .scrollIntoView(rows[15].layerID, .anywhere))
        // Screen coordinates: the window is at (10, 20).
        #expect(model.call(far, interface: .component, method: "ScrollToPoint", arguments: [.uint32(0), .int32(10), .int32(120)]).request == .scrollToPoint(rows[15].layerID, CGPoint(x: 0, y: 100)))
        #expect(model.call(.frame, interface: .component, method: "ScrollTo", arguments: [.uint32(0)]).values == [.boolean(false)])
        #expect(model.call(far, interface: .component, method: "ScrollTo", arguments: []).request == nil, "missing arguments are refused")
        // Performed, the row is at the top.
        #expect(SemanticsOwner(root: root).perform(.scrollIntoView(rows[15].layerID, .topEdge)))
        #expect(scroll.contentOffset.y == 700)
        #expect(states(far).contains(.showing))
    }
}
