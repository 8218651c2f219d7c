import Foundation
import MorphTestSupport
import Morph
import Testing
@testable import MorphElements

/// Random element-tree updates with random transitions and interruptions, checked against the
/// host's promises at every step.
@Suite("ElementHostNode: random updates")
@MainActor
struct ElementHostPropertyTests {
    /// A random tree: keyed leaves and boxes (with children of their own) in a column.
    struct Spec: Equatable {
        var key: Int
        var isBox: Bool
        var children: [Spec]

        var name: String { (isBox ? "box" : "leaf") + "\(key)" }
    }

    /// A node-backed element with random transitions.
    struct Node: Element {
        var spec: Spec
        var layout: LayoutTransition
        var appearing: VisibilityTransition?
        var disappearing: VisibilityTransition?
        var childElements: [ElementContent.Child]
        var width: CGFloat

        var content: ElementContent {
            if spec.isBox {
                ElementContent(children: childElements) { [width] children in
                    InsetLayoutSpec(insets: EdgeInsets(all: 2), child: StackLayoutSpec(direction: .vertical, spacing: width / 10, children: children))
                }
            } else {
                ElementContent(intrinsicSize: CGSize(width: width, height: 10))
            }
        }

        func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? {
            NodeDescription { [spec, layout, appearing, disappearing] description in
                description.name = spec.name
                description.layoutTransition = layout
                description.appearingTransition = appearing
                description.disappearingTransition = disappearing
            }
        }
    }

    /// Leaves and boxes are different element types, so a key that turns from one into the other
    /// changes its path.
    struct Leaf: Element {
        var node: Node
        var content: ElementContent { node.content }
        func backingNodeDescription(with context: NodeDescriptionContext) -> NodeDescription? { node.backingNodeDescription(with: context) }
    }

    static func randomSpecs(depth: Int, using random: inout SplitMix64) -> [Spec] {
        var keys = Array(0..<6).filter { _ in Bool.random(using: &random) }
        keys.shuffle(using: &random)
        return keys.map { key in
            let isBox = depth > 0 && Int.random(in: 0..<3, using: &random) == 0
            return Spec(key: key, isBox: isBox, children: isBox ? randomSpecs(depth: depth - 1, using: &random) : [])
        }
    }

    static func randomVisibility(using random: inout SplitMix64) -> VisibilityTransition? {
        let duration = Double.random(in: 0.05...0.4, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return nil
        case 1: return VisibilityTransition(alpha: 0, transform: .identity, attributes: .curve(.easeInOut, duration: duration))
        case 2: return VisibilityTransition(alpha: 1, transform: Transform3D(scaleX: 0.01, y: 0.01, z: 0.01), attributes: .curve(.linear, duration: duration))
        default: return VisibilityTransition(alpha: 0, transform: Transform3D(scaleX: 0.5, y: 0.5, z: 1), attributes: .dampenedSpring(dampingRatio: 0.7, duration: duration))
        }
    }

    static func element(_ specs: [Spec], using random: inout SplitMix64) -> [ElementContent.Child] {
        specs.map { spec in
            let layout: LayoutTransition = switch Int.random(in: 0..<4, using: &random) {
            case 0: .none
            case 1: .specific(.curve(.easeOut, duration: Double.random(in: 0.05...0.4, using: &random)))
            case 2: .inherited
            default: .inheritedWithFallback(.default)
            }
            let node = Node(
                spec: spec,
                layout: layout,
                appearing: randomVisibility(using: &random),
                disappearing: randomVisibility(using: &random),
                childElements: element(spec.children, using: &random),
                width: CGFloat(Int.random(in: 10...60, using: &random))
            )
            let element: any Element = spec.isBox ? node : Leaf(node: node)
            return ElementContent.Child(element, keyed: spec.key)
        }
    }

    /// The names of `node`'s subnodes, recursively, as nested specs would name them.
    static func tree(of node: DisplayNode) -> [String] {
        node.subnodes.map { subnode in
            let children = tree(of: subnode)
            return (subnode.name ?? "?") + (children.isEmpty ? "" : "(" + children.joined(separator: ",") + ")")
        }
    }

    static func tree(of specs: [Spec]) -> [String] {
        specs.map { spec in
            let children = tree(of: spec.children)
            return spec.name + (children.isEmpty ? "" : "(" + children.joined(separator: ",") + ")")
        }
    }

    /// `node` and every node below it, parents first.
    static func subtree(of node: DisplayNode) -> [DisplayNode] {
        [node] + node.subnodes.flatMap { subtree(of: $0) }
    }

    @Test("never two nodes for one identity; removed nodes never come back; after the animations the nodes are the final tree's, in order", arguments: 0..<40)
    func randomUpdates(seed: UInt64) {
        var random = SplitMix64(seed: seed &* 7919 &+ 1)
        let clock = ManualClock()
        let host = ElementHostNode(name: "host", animator: Animator(clock: clock))
        var reported: [any Error] = []
        host.errorHandler = { reported.append($0) }
        host.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        var seen: [ObjectIdentifier: DisplayNode] = [:]
        var detached = Set<ObjectIdentifier>()
        var specs: [Spec] = []
        var failures: [String] = []

        func checkInvariants(_ step: Int) {
            var attached = Set<ObjectIdentifier>()
            for node in Self.subtree(of: host) where node !== host {
                let id = ObjectIdentifier(node)
                attached.insert(id)
                seen[id] = node
                if detached.contains(id) { failures.append("step \(step): a removed node came back: \(node.name ?? "?")") }
                let names = node.subnodes.map { $0.name ?? "?" }
                if Set(names).count != names.count { failures.append("step \(step): two nodes for one identity under \(node.name ?? "?"): \(names)") }
            }
            let top = host.subnodes.map { $0.name ?? "?" }
            if Set(top).count != top.count { failures.append("step \(step): two nodes for one identity at the top: \(top)") }
            for id in seen.keys where !attached.contains(id) { detached.insert(id) }
            if host.elementNodes.map({ $0.name ?? "?" }) != specs.map(\.name) {
                failures.append("step \(step): live nodes \(host.elementNodes.map { $0.name ?? "?" }) != tree \(specs.map(\.name))")
            }
        }

        for step in 0..<30 {
            switch Int.random(in: 0..<5, using: &random) {
            case 0, 1:
                clock.advance(by: Double.random(in: 0...0.3, using: &random))
            case 2:
                specs = Self.randomSpecs(depth: 2, using: &random)
                let children = Self.element(specs, using: &random)
                withAnimation(.curve(.linear, duration: Double.random(in: 0.05...0.5, using: &random))) {
                    host.element = Column(keyed: children)
                }
            case 3:
                specs = Self.randomSpecs(depth: 2, using: &random)
                let children = Self.element(specs, using: &random)
                performWithoutAnimation { host.element = Column(keyed: children) }
            default:
                specs = Self.randomSpecs(depth: 2, using: &random)
                host.element = Column(keyed: Self.element(specs, using: &random))
            }
            #expect(reported.isEmpty, "seed \(seed), step \(step): \(reported)")
            checkInvariants(step)
        }
        clock.advance(by: 10)
        checkInvariants(30)
        #expect(!host.hasAnimationsInSubtree)
        #expect(Self.tree(of: host) == Self.tree(of: specs), "seed \(seed): the nodes are exactly the final tree's")
        #expect(failures.isEmpty, "seed \(seed): \(failures.prefix(5).joined(separator: "; "))")
        let finalNodes = Set(Self.subtree(of: host).map(ObjectIdentifier.init))
        #expect(seen.values.allSatisfy { finalNodes.contains(ObjectIdentifier($0)) || !$0.isDescendant(of: host) })
    }
}
