import Foundation
import Morph
import MorphElements
import Testing

/// A leaf whose node carries accessibility properties from its description.
private struct Badge: Element {
    var label: String
    var count: Int

    var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 20, height: 20)) }

    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription { description in
            description.accessibility = AccessibilityProperties(isAccessibilityElement: true, label: label, value: "\(count)", traits: [.updatesFrequently])
        }
    }
}

/// A text leaf shown by a text node.
private struct Label: Element {
    var text: String
    static let kind = NodeKind("DeclarativeAccessibilityTests.Label")

    var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 60, height: 20)) }

    func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
        NodeDescription(kind: Self.kind) { $0.name = text }
    }
}

/// Two elements in a row.
private struct Row: Element {
    var children: [any Element]

    var content: ElementContent {
        ElementContent(children: children) { StackLayoutSpec(direction: .horizontal, children: $0) }
    }
}

/// A component whose children say what they are to assistive technology.
private struct Toolbar: Component {
    struct Props: DescriptionProps {
        var frame: CGRect = .zero
        var alpha: CGFloat = 1
        var key: String?
        var saved = false
    }

    static func childrenDescriptions(props: Props, state: EmptyState, update: @escaping StateUpdate<EmptyState>) -> [ChildDescription] {
        [
            .node(props: NodeProps { button in
                button.key = "save"
                button.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                button.accessibility = AccessibilityProperties(
                    isAccessibilityElement: true, label: "Save", traits: props.saved ? [.button, .selected] : [.button], identifier: "save"
                )
            }, children: [
                .node(props: NodeProps { $0.key = "icon"; $0.text = NodeText("💾", style: TextStyle(font: Font(size: 20)), color: .black) }),
            ]),
            .node(props: NodeProps { title in
                title.key = "title"
                title.frame = CGRect(x: 50, y: 0, width: 100, height: 40)
                title.text = NodeText("Draft", style: TextStyle(font: Font(size: 17)), color: .black)
                title.accessibility.traits = [.staticText, .header]
            }),
        ]
    }
}

/// Elements and components set the nodes' accessibility properties declaratively.
@Suite("Declarative accessibility")
@MainActor
struct DeclarativeAccessibilityTests {
    let clock = ManualClock()

    func host(_ element: any Element) -> ElementHostNode {
        let host = ElementHostNode(name: "host", animator: Animator(clock: clock))
        host.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        host.makeNodeForKind = { description, animator in
            TextNode(description.name ?? "", animator: animator)
        }
        host.element = element
        return host
    }

    @Test("a node description's accessibility is set on its node at every update")
    func nodeDescription() throws {
        let host = host(Badge(label: "Unread", count: 3))
        #expect(host.semanticsTree().description == #"generic "Unread" value="3" traits=[updatesFrequently] frame=(0, 0, 300, 100)"#, "the root element fills the host")
        host.element = Badge(label: "Unread", count: 4)
        #expect(host.semanticsTree().nodes.first?.value == "4")
    }

    @Test("a wrapped element is one accessibility element; its nodes are not exposed beside it")
    func accessibilityElement() {
        let card = Row(children: [Label(text: "Launch"), Badge(label: "Comments", count: 3)])
            .accessibilityElement(label: "Launch", value: "3 comments", traits: [.button], identifier: "card")
        let host = host(card)
        let tree = host.semanticsTree()
        #expect(tree.description == #"button "Launch" value="3 comments" id="card" frame=(0, 0, 300, 100) actions=[activate]"#)
    }

    @Test("a container groups its children; a blocker hides them")
    func containerAndBlocker() {
        let host = host(Row(children: [
            Row(children: [Label(text: "1 Main St"), Label(text: "Springfield")]).accessibilityContainer(label: "Address", identifier: "address"),
            Label(text: "decoration").blockAccessibility(),
            Label(text: "shown").blockAccessibility(isBlocking: false),
        ]))
        #expect(host.semanticsTree().description == """
            group "Address" id="address" frame=(0, 0, 120, 100)
              staticText "1 Main St" frame=(0, 0, 60, 100)
              staticText "Springfield" frame=(60, 0, 60, 100)
            staticText "shown" frame=(180, 0, 60, 100)
            """)
    }

    @Test("a component's children carry their props' accessibility, updated with the props")
    func component() {
        let host = ComponentHost<Toolbar>(props: Toolbar.Props(frame: CGRect(x: 0, y: 0, width: 300, height: 40)), animator: Animator(clock: clock))
        #expect(host.node.semanticsTree().description == """
            button "Save" id="save" frame=(0, 0, 40, 40) actions=[activate]
            heading "Draft" frame=(50, 0, 100, 40)
            """)
        host.update(props: Toolbar.Props(frame: CGRect(x: 0, y: 0, width: 300, height: 40), saved: true))
        #expect(host.node.semanticsTree().nodes.first?.isSelected == true)
    }
}
