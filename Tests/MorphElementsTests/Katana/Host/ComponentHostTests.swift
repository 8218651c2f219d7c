import Foundation
import Morph
import Testing
@testable import MorphElements

@Suite("ComponentHost")
@MainActor
struct ComponentHostTests {
    struct Counter: Component {
        struct Props: DescriptionProps {
            var frame: CGRect = .zero
            var alpha: CGFloat = 1
            var key: String?
        }

        struct State: ComponentState {
            var count = 0
        }

        nonisolated(unsafe) static var lastUpdate: StateUpdate<State>?

        static func childrenDescriptions(props: Props, state: State, update: @escaping StateUpdate<State>) -> [ChildDescription] {
            lastUpdate = update
            return (0..<state.count).map { index in
                .node(props: NodeProps { $0.key = "\(index)"; $0.frame = CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 10) })
            }
        }
    }

    struct Keyed: Component {
        struct Props: DescriptionProps {
            var frame: CGRect = .zero
            var alpha: CGFloat = 1
            var key: String?
            var keys: [String] = []
        }

        static func childrenDescriptions(props: Props, state: EmptyState, update: @escaping StateUpdate<EmptyState>) -> [ChildDescription] {
            props.keys.map { key in .node(props: NodeProps { $0.key = key; $0.name = key }) }
            + [.component(Counter.self, props: Counter.Props(key: "counter"))]
        }
    }

    @Test("a state update through the update closure renders new children")
    func stateUpdate() throws {
        let host = ComponentHost<Counter>(props: Counter.Props(frame: CGRect(x: 0, y: 0, width: 100, height: 10)))
        #expect(host.childNodes.isEmpty)
        Counter.lastUpdate?(Counter.State(count: 3))
        #expect(host.childNodes.map(\.frame.minX) == [0, 10, 20])
        #expect(host.node.subnodes == host.childNodes)
        #expect(host.node.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test("keyed children keep their nodes when reordered and the subnodes follow the new order")
    func reorder() {
        let host = ComponentHost<Keyed>(props: Keyed.Props(keys: ["a", "b", "c"]))
        let before = host.childNodes
        host.update(props: Keyed.Props(keys: ["c", "a"]))
        #expect(host.childNodes[0] === before[2])
        #expect(host.childNodes[1] === before[0])
        #expect(host.childNodes[2] === before[3])
        #expect(before[1].supernode == nil)
        #expect(host.node.subnodes == host.childNodes)
    }
}
