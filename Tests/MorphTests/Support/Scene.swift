import Foundation
import Morph

/// A host node that manages its subnodes and stacks some named leaves vertically, in an order the
/// test chooses (a layout input behind a lock, as a real node's state would be).
@MainActor
final class Scene {
    let host: RecordingNode
    let log = EventLog()
    private var nodes: [String: DisplayNode] = [:]
    private let order = SharedOrder()
    let environment: MotionEnvironment

    /// The order of the shown leaves, readable from any thread.
    final class SharedOrder: @unchecked Sendable {
        private let lock = NSLock()
        private var names: [String] = []
        private var lookup: [String: DisplayNode] = [:]

        var value: [String] {
            get { lock.withLock { names } }
            set { lock.withLock { names = newValue } }
        }

        func register(_ node: DisplayNode, as name: String) {
            lock.withLock { lookup[name] = node }
        }

        var shownNodes: [DisplayNode] {
            lock.withLock { names.compactMap { lookup[$0] } }
        }
    }

    /// A scene 100 points wide whose leaves are 100×20 unless resized.
    init(_ names: [String], environment: MotionEnvironment = MotionEnvironment()) {
        self.environment = environment
        host = RecordingNode("host", log: log, animator: environment.animator)
        host.automaticallyManagesSubnodes = true
        host.frame = rect(0, 0, 100, 200)
        let order = order
        host.layoutSpecBlock = { _, _ in
            StackLayoutSpec(direction: .vertical, alignItems: .start, children: order.shownNodes)
        }
        for name in names { add(name) }
    }

    @discardableResult
    func add(_ name: String, size: CGSize = CGSize(width: 100, height: 20)) -> DisplayNode {
        let node = DisplayNode(name: name, animator: environment.animator)
        node.style.preferredSize = size
        nodes[name] = node
        order.register(node, as: name)
        return node
    }

    subscript(name: String) -> DisplayNode {
        nodes[name]!
    }

    var clock: ManualClock { environment.clock }

    /// Shows `names` in this order (and invalidates the host's layout).
    func show(_ names: [String]) {
        order.value = names
        host.setNeedsLayout()
    }

    var subnodeNames: [String] { names(host.subnodes) }

    /// Lays out the scene showing `names`, without animation.
    func layOut(_ names: [String]) throws {
        show(names)
        try host.layoutIfNeeded()
    }
}
