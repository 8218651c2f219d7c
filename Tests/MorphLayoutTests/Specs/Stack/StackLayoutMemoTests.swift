import Foundation
import MorphLayout
import MorphTestSupport
import Synchronization
import Testing

/// A leaf node that counts how often a parent asks for its layout, with no cache of its own: a
/// memoized stack does not ask it again. It reports its changes (``LayoutEpoch``) unless told
/// not to, and then lays out at whatever ``width`` says.
final class CountingLeaf: LayoutNode {
    private let state: Mutex<(requests: Int, width: CGFloat)>
    let reportsLayoutChanges: Bool

    init(width: CGFloat, reportsLayoutChanges: Bool = true) {
        state = Mutex((0, width))
        self.reportsLayoutChanges = reportsLayoutChanges
    }

    var style: LayoutStyle {
        LayoutStyle()
    }

    /// How many times a parent asked for the layout.
    var requests: Int {
        state.withLock { $0.requests }
    }

    /// The width it lays out at. Setting it advances the epoch only if the leaf reports changes.
    var width: CGFloat {
        get { state.withLock { $0.width } }
        set {
            state.withLock { $0.width = newValue }
            if reportsLayoutChanges { LayoutEpoch.advance() }
        }
    }

    func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) throws(LayoutError) -> Layout {
        state.withLock { $0.requests += 1 }
        return try calculateLayoutThatFits(constrainedSize, relativeToParentSize: parentSize, context: context)
    }

    func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        try leafLayout(measuredSize: CGSize(width: width, height: 10), constrainedSize: constrainedSize, context: context)
    }
}

@Suite("Stack layout memo")
struct StackLayoutMemoTests {
    static let context = LayoutContext(screenScale: 2)

    /// Whether two layout trees have the same shape: the same sizes and positions, spec types
    /// and node names (``LayoutBox/name``), whatever the nodes' identities.
    static func sameShape(_ a: Layout, _ b: Layout) -> Bool {
        guard a.size == b.size, a.position == b.position, a.sublayouts.count == b.sublayouts.count,
              a.isNode == b.isNode, a.element.debugName == b.element.debugName,
              ObjectIdentifier(type(of: a.element)) == ObjectIdentifier(type(of: b.element))
        else { return false }
        return zip(a.sublayouts, b.sublayouts).allSatisfy { sameShape($0, $1) }
    }

    /// The boxes of a layout tree, depth first.
    static func boxes(in layout: Layout) -> [LayoutBox] {
        var found: [LayoutBox] = []
        var pending = [layout]
        while let next = pending.popLast() {
            if let box = next.element as? LayoutBox { found.append(box) }
            pending.append(contentsOf: next.sublayouts.reversed())
        }
        return found
    }

    /// A horizontal stack of a counting leaf and a vertical stack holding a box.
    static func tree(leaf: CountingLeaf, box: LayoutBox) -> StackLayoutSpec {
        StackLayoutSpec(direction: .horizontal, spacing: 4, alignItems: .start, children: [
            leaf,
            StackLayoutSpec(direction: .vertical, children: [box]),
        ])
    }

    @Test("an unchanged stack answers a second layout from its memo, with the same layout")
    func unchangedTreeIsMemoized() throws {
        let leaf = CountingLeaf(width: 30)
        let spec = Self.tree(leaf: leaf, box: LayoutBox("box", width: 20, height: 20))
        let offered = try range(0, 0, 200, 100)
        let first = try spec.layoutThatFits(offered, context: Self.context)
        let asked = leaf.requests
        let second = try spec.layoutThatFits(offered, context: Self.context)
        #expect(leaf.requests == asked)
        #expect(first == second)
        // A copy shares the memo and, unchanged, finds the same entry.
        let copy = spec
        #expect(try copy.layoutThatFits(offered, context: Self.context) == first)
        #expect(leaf.requests == asked)
    }

    @Test("a change of a box anywhere below gives the fresh layout", arguments: ["style", "styled", "intrinsicSize", "setNeedsLayout"])
    func boxChangesInvalidate(change: String) throws {
        func build() -> (StackLayoutSpec, LayoutBox, CountingLeaf) {
            let box = LayoutBox("box", style: LayoutStyle(), intrinsicSize: CGSize(width: 20, height: 20))
            let leaf = CountingLeaf(width: 30)
            return (Self.tree(leaf: leaf, box: box), box, leaf)
        }
        func mutate(_ box: LayoutBox) {
            switch change {
            case "style": box.style.minWidth = .points(60)
            case "styled": box.styled { $0.minWidth = .points(60) }
            case "intrinsicSize": box.intrinsicSize = CGSize(width: 60, height: 20)
            default: box.setNeedsLayout()
            }
        }
        let offered = try range(0, 0, 200, 100)
        let (spec, box, leaf) = build()
        let before = try spec.layoutThatFits(offered, context: Self.context)
        let asked = leaf.requests
        mutate(box)
        let after = try spec.layoutThatFits(offered, context: Self.context)
        // Laid out again (the leaf is asked again), and as a freshly built tree lays out.
        #expect(leaf.requests > asked)
        let (freshSpec, freshBox, _) = build()
        mutate(freshBox)
        #expect(Self.sameShape(after, try freshSpec.layoutThatFits(offered, context: Self.context)))
        if change != "setNeedsLayout" {
            #expect(!Self.sameShape(before, after))
        }
    }

    @Test("a node's own change, reported through the layout epoch, gives the fresh layout")
    func reportedNodeChangeInvalidates() throws {
        let leaf = CountingLeaf(width: 30)
        let spec = Self.tree(leaf: leaf, box: LayoutBox("box", width: 20, height: 20))
        let offered = try range(0, 0, 200, 100)
        let before = try spec.layoutThatFits(offered, context: Self.context)
        leaf.width = 50
        let after = try spec.layoutThatFits(offered, context: Self.context)
        #expect(before.sublayouts[0].size.width == 30)
        #expect(after.sublayouts[0].size.width == 50)
        #expect(after.sublayouts[1].position?.x == 54)
    }

    @Test("a layout containing an element that does not report its changes is never memoized")
    func unreportedElementsAreNotMemoized() throws {
        let silent = CountingLeaf(width: 30, reportsLayoutChanges: false)
        let spec = StackLayoutSpec(direction: .vertical, children: [
            StackLayoutSpec(direction: .horizontal, children: [silent, LayoutBox("box", width: 10, height: 10)]),
        ])
        let offered = try range(0, 0, 200, 100)
        let before = try spec.layoutThatFits(offered, context: Self.context)
        let asked = silent.requests
        // The change advances no epoch, yet the next layout sees it.
        silent.width = 70
        let after = try spec.layoutThatFits(offered, context: Self.context)
        #expect(silent.requests > asked)
        #expect(before.sublayouts[0].sublayouts[0].size.width == 30)
        #expect(after.sublayouts[0].sublayouts[0].size.width == 70)
    }

    @Test("a changed copy of a stack never answers from the original's memo, nor the original from the copy's")
    func copiesAreIndependent() throws {
        // Exact, so that centring has free space (a stack's free space is measured against the
        // range's minimum).
        let offered = try range(300, 0, 300, 100)
        let original = StackLayoutSpec(direction: .horizontal, children: [
            LayoutBox("a", width: 10, height: 10), LayoutBox("b", width: 20, height: 10),
        ])
        let originalLayout = try original.layoutThatFits(offered, context: Self.context)

        var spaced = original
        spaced.spacing = 7
        #expect(try spaced.layoutThatFits(offered, context: Self.context).sublayouts[1].position?.x == 17)

        var appended = original
        appended.children.append(LayoutBox("c", width: 30, height: 10))
        #expect(try appended.layoutThatFits(offered, context: Self.context).sublayouts.count == 3)

        var replaced = original
        replaced.children[0] = LayoutBox("wide", width: 40, height: 10)
        #expect(try replaced.layoutThatFits(offered, context: Self.context).sublayouts[1].position?.x == 40)

        var centred = original
        centred.justifyContent = .center
        #expect(try centred.layoutThatFits(offered, context: Self.context).sublayouts[0].position?.x == 135)

        // The copies stored their own entries; the original still lays out as it did.
        #expect(try original.layoutThatFits(offered, context: Self.context) == originalLayout)
        #expect(originalLayout.sublayouts[1].position?.x == 10)
    }

    @Test("another range or another screen scale gives the fresh layout")
    func otherInputsAreNotServedFromTheMemo() throws {
        let spec = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [
            LayoutBox("grow").styled { $0.flexGrow = 1; $0.height = .points(10.3) },
        ])
        let narrow = try spec.layoutThatFits(range(100, 0, 100, 50), context: Self.context)
        let wide = try spec.layoutThatFits(range(180, 0, 180, 50), context: Self.context)
        #expect(narrow.size.width == 100)
        #expect(wide.size.width == 180)
        let atOne = try spec.layoutThatFits(range(180, 0, 180, 50), context: LayoutContext(screenScale: 1))
        #expect(wide.sublayouts[0].size.height == 10.5)
        #expect(atOne.sublayouts[0].size.height == 11)
    }

    /// The boxes of a spec tree that was never laid out, in the order of its stored properties.
    static func boxes(inSpec element: Any) -> [LayoutBox] {
        if let box = element as? LayoutBox { return [box] }
        var found: [LayoutBox] = []
        for child in Mirror(reflecting: element).children where child.label != "memo" {
            if let elements = child.value as? [any LayoutElement] {
                for element in elements { found += boxes(inSpec: element) }
            } else if let element = child.value as? any LayoutElement {
                found += boxes(inSpec: element)
            }
        }
        return found
    }

    @Test("memoized layouts of random trees equal fresh layouts, unchanged and after random box changes")
    func randomTreesMatchFreshLayouts() throws {
        let count = PropertyTestSize.inputs(default: 400)
        var random = SplitMix64(seed: PropertyTestSize.seed)
        var failures: [String] = []
        var compared = 0
        for index in 0..<count {
            // The same tree twice: one laid out again and again, one only after the changes.
            var twinRandom = random
            let sample = RandomSpecTree(using: &random)
            let twin = RandomSpecTree(using: &twinRandom)
            let cold = try? sample.root.layout(in: sample.range, screenScale: sample.screenScale)
            let warm = try? sample.root.layout(in: sample.range, screenScale: sample.screenScale)
            if let cold, let warm, !Self.sameShape(cold, warm) { failures.append("tree \(index): warm differs from cold") }

            // The same changes to both trees' boxes.
            let boxes = Self.boxes(inSpec: sample.root)
            let twinBoxes = Self.boxes(inSpec: twin.root)
            guard boxes.count == twinBoxes.count, !boxes.isEmpty else {
                if boxes.count != twinBoxes.count { failures.append("tree \(index): the twins differ") }
                continue
            }
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let target = Int.random(in: 0..<boxes.count, using: &random)
                let length = CGFloat(Int.random(in: 0...150, using: &random))
                for box in [boxes[target], twinBoxes[target]] {
                    switch Int(length) % 3 {
                    case 0: box.intrinsicSize = CGSize(width: length, height: 12)
                    case 1: box.style.flexGrow = length > 75 ? 1 : 0
                    default: box.style.minWidth = .points(length)
                    }
                }
            }
            let changed = try? sample.root.layout(in: sample.range, screenScale: sample.screenScale)
            let again = try? sample.root.layout(in: sample.range, screenScale: sample.screenScale)
            let fresh = try? twin.root.layout(in: twin.range, screenScale: twin.screenScale)
            switch (changed, again, fresh) {
            case let (changed?, again?, fresh?):
                compared += 1
                if !Self.sameShape(changed, fresh) { failures.append("tree \(index): the changed tree differs from a fresh one") }
                if !Self.sameShape(again, fresh) { failures.append("tree \(index): the memoized changed tree differs from a fresh one") }
            case (nil, nil, nil):
                break
            default:
                failures.append("tree \(index): only some of the changed trees failed")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        #expect(compared > count / 4)
    }

    @Test("a stack's memo does not keep the stack's elements alive")
    func memoDoesNotRetainItsSpec() throws {
        weak var weakBox: LayoutBox?
        try {
            let box = LayoutBox("box", width: 10, height: 10)
            weakBox = box
            let spec = StackLayoutSpec(children: [StackLayoutSpec(children: [box])])
            _ = try spec.layoutThatFits(range(0, 0, 100, 100), context: Self.context)
            _ = try spec.layoutThatFits(range(0, 0, 100, 100), context: Self.context)
        }()
        #expect(weakBox == nil)
    }

    @Test("a stack laid out from many tasks at once gives the same layout everywhere")
    func concurrentLayout() async throws {
        let children: [any LayoutElement] = (0..<50).map { LayoutBox("box\($0)", width: 10, height: CGFloat($0 % 7)) }
        let spec = StackLayoutSpec(direction: .vertical, spacing: 2, children: children)
        let offered = try range(0, 0, 300, 2_000)
        let expected = try spec.layoutThatFits(offered, context: Self.context)
        let results = try await withThrowingTaskGroup(of: Layout.self) { group in
            for _ in 0..<16 {
                group.addTask { try spec.layoutThatFits(offered, context: Self.context) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == expected })
    }
}
