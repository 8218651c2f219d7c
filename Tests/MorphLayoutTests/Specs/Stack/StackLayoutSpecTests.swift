import Foundation
import MorphLayout
import Testing

@Suite("Stack spec")
struct StackLayoutSpecTests {
    @Test("a stack without children takes the minimum of its range")
    func emptyChildren() throws {
        let layout = try StackLayoutSpec(children: []).layout(in: range(10, 20, 100, 100), screenScale: 2)
        #expect(layout.size == CGSize(width: 10, height: 20))
        #expect(layout.sublayouts.isEmpty)
    }

    @Test("in an infinite range a stack takes the size of its content")
    func infiniteRange() throws {
        let stack = StackLayoutSpec(alignItems: .start, children: [box("a", 10, 20), box("b", 20, 10), box("c", 30, 30)])
        let flat = try stack.flatLayout(in: range(0, 0, .infinity, .infinity))
        #expect(flat.size == CGSize(width: 60, height: 30))
        #expect(flat["a"] == rect(0, 0, 10, 20))
        #expect(flat["b"] == rect(10, 0, 20, 10))
        #expect(flat["c"] == rect(30, 0, 30, 30))
    }

    @Test("zero-sized children and a zero range give a zero-sized stack")
    func zeroSizes() throws {
        let children = [box("a", 0, 0), box("b", 0, 0)]
        let zero = try StackLayoutSpec(children: children).flatLayout(in: .zero)
        #expect(zero.size == .zero)
        #expect(zero["b"] == rect(0, 0, 0, 0))
        let spaced = try StackLayoutSpec(spacing: 5, children: [box("a", 0, 0), box("b", 0, 0), box("c", 0, 0)])
            .flatLayout(in: range(0, 0, .infinity, .infinity))
        #expect(spaced.size == CGSize(width: 10, height: 0))
        #expect(spaced["c"] == rect(10, 0, 0, 0))
    }

    @Test("nested stacks place grandchildren relative to the outer stack")
    func nestedStacks() throws {
        let inner = StackLayoutSpec(alignItems: .start, children: [box("a", 10, 10), box("b", 20, 10)])
        let outer = StackLayoutSpec(direction: .vertical, spacing: 2, alignItems: .start, children: [inner, box("c", 50, 5)])
        let flat = try outer.flatLayout(in: range(0, 0, .infinity, .infinity))
        #expect(flat.size == CGSize(width: 50, height: 17))
        #expect(flat.order == ["a", "b", "c"])
        #expect(flat["b"] == rect(10, 0, 20, 10))
        #expect(flat["c"] == rect(0, 12, 50, 5))
    }

    @Test("wrapping 100 children gives 34 lines of at most three")
    func wrapWithManyLines() throws {
        let children = (0..<100).map { box("item\($0)", 30, 10) }
        let stack = StackLayoutSpec(spacing: 5, alignItems: .start, flexWrap: .wrap, lineSpacing: 2, children: children)
        let flat = try stack.flatLayout(in: range(0, 0, 100, .infinity))
        #expect(flat.size == CGSize(width: 100, height: 34 * 10 + 33 * 2))
        for index in 0..<100 {
            let line = CGFloat(index / 3), column = CGFloat(index % 3)
            #expect(flat["item\(index)"] == rect(column * 35, line * 12, 30, 10), "item\(index)")
        }
    }

    @Test("wrapped lines are distributed by alignContent in a taller stack")
    func alignContent() throws {
        let children = (0..<4).map { box("item\($0)", 60, 10) }
        func firstLineY(_ alignContent: StackAlignContent) throws -> (CGFloat?, CGFloat?) {
            let stack = StackLayoutSpec(alignItems: .start, flexWrap: .wrap, alignContent: alignContent, children: children)
            let flat = try stack.flatLayout(in: range(100, 100, 100, 100))
            return (flat["item0"]?.minY, flat["item2"]?.minY)
        }
        // Two lines of two items would overflow 100, so four lines of one: 40 tall, 60 free.
        #expect(try firstLineY(.start) == (0, 20))
        #expect(try firstLineY(.center) == (30, 50))
        #expect(try firstLineY(.end) == (60, 80))
        #expect(try firstLineY(.spaceBetween) == (0, 60))
        #expect(try firstLineY(.spaceAround) == (7.5, 57.5))
    }

    @Test("alignContent stretch shares the free cross space among the lines")
    func alignContentStretch() throws {
        let children = (0..<4).map { LayoutBox("item\($0)", intrinsicSize: CGSize(width: 60, height: 10)) }
        let stack = StackLayoutSpec(alignItems: .start, flexWrap: .wrap, alignContent: .stretch, children: children)
        let flat = try stack.flatLayout(in: range(100, 100, 100, 100))
        // Four lines of 10 grow by 60 / 4 = 15 each; start-aligned items keep their height.
        #expect((0..<4).map { flat["item\($0)"] } == [rect(0, 0, 60, 10), rect(0, 25, 60, 10), rect(0, 50, 60, 10), rect(0, 75, 60, 10)])
    }

    @Test("stretched items of a wrapping stack take at least the stack's minimum cross size")
    func stretchedItemsInWrappingStack() throws {
        let children = (0..<2).map { LayoutBox("item\($0)", intrinsicSize: CGSize(width: 60, height: 10)) }
        let stack = StackLayoutSpec(alignItems: .stretch, flexWrap: .wrap, alignContent: .stretch, children: children)
        let flat = try stack.flatLayout(in: range(100, 100, 100, 100))
        // As Texture: the first pass offers stretched children the stack's cross minimum.
        #expect(flat["item0"] == rect(0, 0, 60, 100))
        #expect(flat["item1"] == rect(0, 100, 60, 100))
    }

    @Test("justifyContent distributes free space along the stack axis")
    func justifyContent() throws {
        func positions(_ justify: StackJustifyContent) throws -> [CGFloat?] {
            let stack = StackLayoutSpec(justifyContent: justify, alignItems: .start, children: [box("a", 10, 10), box("b", 10, 10)])
            let flat = try stack.flatLayout(in: range(100, 0, 100, 100))
            return [flat["a"]?.minX, flat["b"]?.minX]
        }
        #expect(try positions(.start) == [0, 10])
        #expect(try positions(.center) == [40, 50])
        #expect(try positions(.end) == [80, 90])
        #expect(try positions(.spaceBetween) == [0, 90])
        #expect(try positions(.spaceAround) == [20, 70])
    }

    @Test("a free space is shared by flexGrow in whole points, the remainder to the first")
    func flexGrowShares() throws {
        let children = ["x", "y", "z"].map { name in box(name, 10, 0) { $0.flexGrow = 1 } }
        let flat = try StackLayoutSpec(direction: .vertical, alignItems: .start, children: children).flatLayout(in: range(0, 100, 10, 100))
        #expect(flat["x"] == rect(0, 0, 10, 34))
        #expect(flat["y"] == rect(0, 34, 10, 33))
        #expect(flat["z"] == rect(0, 67, 10, 33))
    }

    @Test("an overflow is shared by flexShrink weighted by size")
    func flexShrinkShares() throws {
        let a = box("a", 100, 10) { $0.flexShrink = 1 }
        let b = box("b", 50, 10) { $0.flexShrink = 1 }
        let flat = try StackLayoutSpec(alignItems: .start, children: [a, b]).flatLayout(in: range(100, 0, 100, 100))
        // 100 − 33.33… and 50 − 16.66…, ceiled to the @2x grid.
        #expect(flat["a"] == rect(0, 0, 67, 10))
        #expect(flat["b"] == rect(67, 0, 33.5, 10))
        #expect(flat.size == CGSize(width: 100, height: 10))
    }

    @Test("children that may not shrink overflow the stack")
    func overflowWithoutShrink() throws {
        let flat = try StackLayoutSpec(alignItems: .start, children: [box("a", 80, 10), box("b", 80, 10)]).flatLayout(in: range(0, 0, 100, 100))
        #expect(flat.size == CGSize(width: 100, height: 10))
        #expect(flat["b"] == rect(80, 0, 80, 10))
    }

    @Test("alignSelf overrides the stack's alignment per child")
    func alignSelf() throws {
        let children = [
            box("end", 10, 10) { $0.alignSelf = .end },
            box("center", 10, 10) { $0.alignSelf = .center },
            box("start", 10, 10) { $0.alignSelf = .start },
            LayoutBox("stretch", intrinsicSize: CGSize(width: 10, height: 5)).styled { $0.alignSelf = .stretch },
        ]
        let flat = try StackLayoutSpec(alignItems: .start, children: children).flatLayout(in: range(0, 50, .infinity, 50))
        #expect(flat["end"] == rect(0, 40, 10, 10))
        #expect(flat["center"] == rect(10, 20, 10, 10))
        #expect(flat["start"] == rect(20, 0, 10, 10))
        #expect(flat["stretch"] == rect(30, 0, 10, 50))
    }

    @Test("first baselines align on the largest ascender")
    func baselineFirst() throws {
        let a = box("a", 20, 30) { $0.ascender = 20 }
        let b = box("b", 20, 10) { $0.ascender = 5 }
        let flat = try StackLayoutSpec(alignItems: .baselineFirst, children: [a, b]).flatLayout(in: range(0, 0, .infinity, .infinity))
        #expect(flat.size == CGSize(width: 40, height: 30))
        #expect(flat["a"] == rect(0, 0, 20, 30))
        #expect(flat["b"] == rect(20, 15, 20, 10))
    }

    @Test("last baselines align on each child's bottom plus descender")
    func baselineLast() throws {
        let a = box("a", 20, 30) { $0.descender = -5 }
        let b = box("b", 20, 10) { $0.descender = -2 }
        let flat = try StackLayoutSpec(alignItems: .baselineLast, children: [a, b]).flatLayout(in: range(0, 0, .infinity, .infinity))
        #expect(flat.size == CGSize(width: 40, height: 30))
        #expect(flat["b"] == rect(20, 17, 20, 10))
    }

    @Test("a vertical stack takes its first child's ascender and its last child's descender")
    func verticalStackBaselines() {
        let a = box("a", 1, 1) { $0.ascender = 3 }
        let b = box("b", 1, 1) { $0.descender = -4 }
        let vertical = StackLayoutSpec(direction: .vertical, children: [a, b])
        #expect(vertical.style.ascender == 3 && vertical.style.descender == -4)
        let horizontal = StackLayoutSpec(direction: .horizontal, children: [a, b])
        #expect(horizontal.style.ascender == 0 && horizontal.style.descender == 0)
    }

    @Test("spacingBefore and spacingAfter add to the stack's spacing; negative spacing overlaps")
    func childSpacing() throws {
        let a = box("a", 10, 10) { $0.spacingBefore = 5 }
        let b = box("b", 10, 10) { $0.spacingAfter = 3 }
        let flat = try StackLayoutSpec(spacing: 2, alignItems: .start, children: [a, b]).flatLayout(in: range(0, 0, .infinity, .infinity))
        #expect(flat["a"]?.minX == 5)
        #expect(flat["b"]?.minX == 17)
        #expect(flat.size.width == 30)
        let overlapping = try StackLayoutSpec(spacing: -5, children: [box("a", 10, 10), box("b", 10, 10)])
            .flatLayout(in: range(0, 0, .infinity, .infinity))
        #expect(overlapping["b"]?.minX == 5)
        #expect(overlapping.size.width == 15)
    }

    @Test("a fractional flex basis resolves only against an exact stack size")
    func fractionalFlexBasis() throws {
        let child = LayoutBox("child").styled { $0.flexBasis = .fraction(0.5) }
        let exact = try StackLayoutSpec(children: [child]).flatLayout(in: range(200, 0, 200, 10))
        #expect(exact["child"]?.width == 100)
        let open = try StackLayoutSpec(children: [child]).flatLayout(in: range(0, 0, .infinity, 10))
        #expect(open["child"]?.width == 0)
    }

    @Test("horizontal and vertical alignment conveniences set the stack's alignments")
    func alignmentConveniences() throws {
        var stack = StackLayoutSpec(children: [box("a", 10, 10)])
        stack.horizontalAlignment = .middle
        stack.verticalAlignment = .bottom
        let flat = try stack.flatLayout(in: range(100, 100, 100, 100))
        #expect(flat["a"] == rect(45, 90, 10, 10))
    }
}
