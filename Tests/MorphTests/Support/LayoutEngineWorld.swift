import Foundation
import MorphTestSupport
import Morph
import Testing

/// The world of Texture's `ASLayoutEngineTests`, with real display nodes: a root A (10×1, its
/// subnodes managed automatically) whose layout spec block is a horizontal space-between stack of
/// some of the leaves B…E, which return their test sizes clamped to the range (B shrinks).
///
/// The fixtures come from the conformance data (`ASLayoutEngineTests.fixtureN`): their stack
/// children, leaf sizes and expected frames.
@MainActor
final class LayoutEngineWorld {
    let log = EventLog()
    let a: RecordingNode
    let leaves: [String: RecordingNode]
    private var childIDs: [String] = []

    init(animator: Animator) {
        a = RecordingNode("A", log: log, animator: animator)
        var leaves: [String: RecordingNode] = [:]
        for name in ["B", "C", "D", "E"] {
            leaves[name] = RecordingNode(name, log: log, animator: animator)
        }
        self.leaves = leaves
        leaves["B"]?.style.flexShrink = 1
        a.automaticallyManagesSubnodes = true
        a.frame = rect(0, 0, 10, 1)
    }

    subscript(name: String) -> RecordingNode {
        name == "A" ? a : leaves[name]!
    }

    /// The fixture's case (`ASLayoutEngineTests.fixtureN`; fixture 5 is fixture 1 at 15×1).
    static func fixture(_ number: Int) -> JSONValue {
        TextureFixture.entry(named: "ASLayoutEngineTests.fixture\(number == 5 ? 1 : number)").json
    }

    /// The stack children of fixture `number`.
    static func children(of number: Int) -> [String] {
        fixture(number)["setup"]?["spec"]?["children"]?.array?.compactMap { $0["id"]?.string } ?? []
    }

    /// Texture's `ASTLayoutFixture.apply`: sets A's spec block when its children change (fixtures
    /// 1, 3 and 5 share one block), and each leaf's test size.
    func apply(_ number: Int) {
        let children = Self.children(of: number)
        if children != childIDs {
            childIDs = children
            let nodes = children.map { self[$0] }
            a.layoutSpecBlock = { _, _ in
                StackLayoutSpec(direction: .horizontal, justifyContent: .spaceBetween, alignItems: .start, children: nodes)
            }
        }
        let sizes = Self.fixture(number)["setup"]?["leafTestSizes"]
        for name in children {
            if let size = sizes?[name]?.size { self[name].testSize = size }
        }
    }

    func resetRecords() {
        for node in [a] + Array(leaves.values) { node.resetMeasurements() }
        log.removeAll()
    }

    /// The expected frames of fixture `number`, in order.
    static func expectedFrames(_ number: Int) -> [(id: String, frame: CGRect)] {
        let expected = fixture(number)["expected"]?["frames"]?.array ?? []
        return expected.compactMap { item in
            guard let id = item["id"]?.string, let frame = item["frame"]?.rect else { return nil }
            return (id, frame)
        }
    }

    /// Texture's `verifyFixture`: the subnodes' frames and A's calculated layout are the fixture's.
    /// Returns the differences (empty when it matches).
    func differences(from number: Int, size: CGSize = CGSize(width: 10, height: 1)) -> [String] {
        let expected = Self.expectedFrames(number)
        var problems: [String] = []
        let subnodeIDs = a.subnodes.map(\.debugName)
        if subnodeIDs != expected.map(\.id) {
            problems.append("subnodes \(subnodeIDs), expected \(expected.map(\.id))")
        }
        for (id, frame) in expected where self[id].frame != frame {
            problems.append("\(id).frame \(self[id].frame), expected \(frame)")
        }
        guard let layout = a.calculatedLayout else {
            return problems + ["A has no calculated layout"]
        }
        if layout.size != size { problems.append("A.calculatedLayout.size \(layout.size), expected \(size)") }
        let laidOut = layout.sublayouts.map { ($0.element.debugName, $0.frame) }
        if laidOut.map(\.0) != expected.map(\.id) || !zip(laidOut, expected).allSatisfy({ $0.1 == $1.frame }) {
            problems.append("A.calculatedLayout \(laidOut), expected \(expected.map { ($0.id, $0.frame) })")
        }
        return problems
    }

    /// The ranges fixture `number` expects `name` to be measured with.
    static func expectedRanges(_ number: Int, _ name: String, key: String = "calculateLayoutThatFits_ranges") -> [SizeRange] {
        fixture(number)["expected"]?[key]?[name]?.array?.compactMap(\.sizeRange) ?? []
    }
}
