import Foundation
import MorphTestSupport
import Morph
@testable import MorphElements

/// Katana's node tests on the component host: removed children's nodes leave the tree and are
/// released.
@MainActor
enum KatanaNodeCases {
    static let handlers: [String: ConformanceHandler] = [
        "kt.node.removal_deallocates": removalDeallocates,
        "kt.node.removal_removes_views": removalRemovesViews,
    ]

    /// Katana's `App` of `NodeTest`: i=0 → View(Image, View), i=1 → View(Image), i≥2 → nothing.
    struct App: Component {
        struct Props: DescriptionProps {
            var frame: CGRect = .zero
            var alpha: CGFloat = 1
            var key: String?
            var i = 0
        }

        static let view = NodeKind("View")
        static let image = NodeKind("Image")

        static func childrenDescriptions(props: Props, state: EmptyState, update: @escaping StateUpdate<EmptyState>) -> [ChildDescription] {
            switch props.i {
            case 0:
                [.node(view, props: NodeProps(), children: [.node(image, props: NodeProps()), .node(view, props: NodeProps(), children: [])])]
            case 1:
                [.node(view, props: NodeProps(), children: [.node(image, props: NodeProps())])]
            default:
                []
            }
        }
    }

    /// Weak references to nodes, to count how many are still alive.
    struct WeakNodes {
        private var references: [() -> DisplayNode?]

        init(_ nodes: [DisplayNode]) {
            references = nodes.map { node in { [weak node] in node } }
        }

        var count: Int { references.count }
        var alive: Int { references.count { $0() != nil } }
    }

    static func removalDeallocates(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let expected = try fixture.expected["descendant_nodes_alive"].nonEmptyArray.map { count throws(FixtureError) in try count.int }
        var alive: [Int] = []
        let host = ComponentHost<App>(props: App.Props(i: 0))
        var first = WeakNodes(host.descendantNodes)
        alive.append(first.alive)
        host.update(props: App.Props(i: 1))
        check.equal(first.alive, 2, "nodes of i=0 alive after i=1")
        first = WeakNodes(host.descendantNodes)
        alive.append(first.alive)
        host.update(props: App.Props(i: 2))
        alive.append(first.alive)
        check.equal(host.descendantNodes.count, 0, "nodes rendered for i=2")
        check.equal(alive, expected, "descendant nodes alive")
    }

    static func removalRemovesViews(_ fixture: FixtureCase, _ check: inout CaseCheck) throws {
        let host = ComponentHost<App>(props: App.Props(i: 0))
        let root = DisplayNode(name: "root view")
        try root.addSubnode(host.node)
        let rendered = WeakNodes(allNodes(below: root))
        host.update(props: App.Props(i: 2))
        let remaining = allNodes(below: root)
        try check.equal(rendered.alive, fixture.expected["katana_tagged_views_alive"].int, "rendered nodes alive")
        try check.equal(remaining.count, fixture.expected["katana_tagged_views_alive"].int, "rendered nodes in the tree")
        check.expect(remaining.first === host.node, "the remaining node is the host's own node")
    }

    /// Every node below `node` in the tree, depth first.
    static func allNodes(below node: DisplayNode) -> [DisplayNode] {
        node.subnodes.flatMap { [$0] + allNodes(below: $0) }
    }
}
