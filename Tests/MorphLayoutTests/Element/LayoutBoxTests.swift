import Foundation
import MorphLayout
import Testing

@Suite("Layout boxes")
struct LayoutBoxTests {
    static let context = LayoutContext(screenScale: 2)

    @Test("a plain box fills a finite range and collapses in an infinite one")
    func plainSizing() throws {
        let plain = LayoutBox("plain")
        #expect(try plain.layoutThatFits(range(0, 0, 30, 40), context: Self.context).size == CGSize(width: 30, height: 40))
        #expect(try plain.layoutThatFits(range(5, 6, .infinity, .infinity), context: Self.context).size == CGSize(width: 5, height: 6))
        let huge = try range(0, 0, .greatestFiniteMagnitude, 10)
        // As Texture: a maximum that cannot be displayed on either axis makes the whole size 0×0.
        #expect(try plain.layoutThatFits(huge, context: Self.context).size == .zero)
    }

    @Test("a box with an intrinsic size is clamped to the range")
    func intrinsicSizing() throws {
        let sized = LayoutBox("sized", intrinsicSize: CGSize(width: 80, height: 5))
        let layout = try sized.layoutThatFits(range(0, 10, 50, 50), context: Self.context)
        #expect(layout.size == CGSize(width: 50, height: 10))
    }

    @Test("the style size restricts the range, and the parent's range wins when they disagree")
    func styleRestriction() throws {
        let styled = LayoutBox("styled", width: 20, height: 20)
        #expect(try styled.layoutThatFits(range(0, 0, 100, 100), context: Self.context).size == CGSize(width: 20, height: 20))
        #expect(try styled.layoutThatFits(range(50, 0, 100, 10), context: Self.context).size == CGSize(width: 50, height: 10))
        var fraction = LayoutStyle()
        fraction.width = .fraction(0.25)
        let relative = LayoutBox("relative", style: fraction)
        let layout = try relative.layoutThatFits(range(0, 0, 100, 100), parentSize: CGSize(width: 200, height: 100), context: Self.context)
        #expect(layout.size.width == 50)
    }

    @Test("an unchanged box is not measured again for the same range, parent size and scale")
    func caching() throws {
        let node = LayoutBox("node", intrinsicSize: CGSize(width: 10, height: 10))
        let offered = try range(0, 0, 100, 100)
        let first = try node.layoutThatFits(offered, context: Self.context)
        let second = try node.layoutThatFits(offered, context: Self.context)
        #expect(node.measurementCount == 1)
        #expect(first == second)
        #expect(node.measuredRanges == [offered])

        _ = try node.layoutThatFits(offered, parentSize: CGSize(width: 1, height: 1), context: Self.context)
        #expect(node.measurementCount == 2)
        _ = try node.layoutThatFits(offered, parentSize: CGSize(width: 1, height: 1), context: LayoutContext(screenScale: 3))
        #expect(node.measurementCount == 3)
    }

    @Test("changing the box, or setNeedsLayout, measures it again")
    func invalidation() throws {
        let node = LayoutBox("node", intrinsicSize: CGSize(width: 10, height: 10))
        let offered = try range(0, 0, 100, 100)
        _ = try node.layoutThatFits(offered, context: Self.context)
        node.setNeedsLayout()
        _ = try node.layoutThatFits(offered, context: Self.context)
        node.intrinsicSize = CGSize(width: 20, height: 20)
        let resized = try node.layoutThatFits(offered, context: Self.context)
        node.style = LayoutStyle()
        _ = try node.layoutThatFits(offered, context: Self.context)
        #expect(node.measurementCount == 4)
        #expect(resized.size == CGSize(width: 20, height: 20))
        node.resetMeasurements()
        #expect(node.measuredRanges.isEmpty)
    }

    @Test("a second layout of an unchanged flexing stack measures no box again")
    func flexedRelayoutIsCached() throws {
        let children = (0..<3).map { box("item\($0)", 10, 10) { $0.flexGrow = 1 } }
        let stack = StackLayoutSpec(alignItems: .start, children: children)
        let offered = try range(60, 10, 60, 10)
        let first = try stack.layout(in: offered, screenScale: 2)
        // The first pass and the flexed length: two measurements each.
        #expect(children.map(\.measurementCount) == [2, 2, 2])
        let second = try stack.layout(in: offered, screenScale: 2)
        #expect(children.map(\.measurementCount) == [2, 2, 2])
        #expect(first == second)
        children[1].setNeedsLayout()
        _ = try stack.layout(in: offered, screenScale: 2)
        #expect(children.map(\.measurementCount) == [2, 4, 2])
    }

    @Test("an unknown (NaN) parent size still hits the cache")
    func undefinedParentSizeIsCached() throws {
        let node = LayoutBox("node")
        let unknown = CGSize(width: CGFloat.nan, height: 10)
        _ = try node.layoutThatFits(range(0, 0, 10, 10), parentSize: unknown, context: Self.context)
        _ = try node.layoutThatFits(range(0, 0, 10, 10), parentSize: unknown, context: Self.context)
        #expect(node.measurementCount == 1)
    }

    @Test("a box can be laid out from many tasks at once")
    func concurrentLayout() async throws {
        let node = LayoutBox("shared", intrinsicSize: CGSize(width: 7, height: 7))
        let sizes = try await withThrowingTaskGroup(of: CGSize.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let width = CGFloat(index % 4 + 1) * 10
                    if index % 8 == 0 { node.setNeedsLayout() }
                    return try node.layoutThatFits(range(0, 0, width, 100), context: LayoutContext(screenScale: 2)).size
                }
            }
            return try await group.reduce(into: [CGSize]()) { $0.append($1) }
        }
        #expect(sizes.count == 64)
        #expect(sizes.allSatisfy { $0 == CGSize(width: 7, height: 7) })
        #expect(node.measurementCount >= 4 && node.measurementCount <= 64)
    }

    @Test("a box's intrinsic size must be finite and not negative", arguments: [CGFloat.nan, -1, .infinity])
    func invalidIntrinsicSize(value: CGFloat) throws {
        let node = LayoutBox("broken", intrinsicSize: CGSize(width: value, height: 1))
        #expect {
            try node.layoutThatFits(range(0, 0, 10, 10), context: Self.context)
        } throws: { error in
            guard case .invalidMeasuredSize(_, let element) = error as? LayoutError else { return false }
            return element == "broken"
        }
    }

    @Test("a box's kind is a node identified by the object")
    func identity() {
        let a = LayoutBox("a"), b = LayoutBox("a")
        #expect(a.layoutElementKind == .node(ObjectIdentifier(a)))
        #expect(a.layoutElementKind != b.layoutElementKind)
        #expect(a.debugName == "a")
        #expect(LayoutSpec().layoutElementKind == .layoutSpec)
    }
}
