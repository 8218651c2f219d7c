import Foundation
import Testing
@testable import MorphFlex

@Suite("Bad input")
struct FlexBadInputTests {
    /// A 100×100 column root with one child of the given style; returns the child's frame.
    static func layoutChild(_ configure: (inout FlexStyle) -> Void, measure: FlexMeasureFunction? = nil, availableWidth: CGFloat? = nil, availableHeight: CGFloat? = nil) throws -> CGRect {
        var tree = FlexTree()
        var rootStyle = FlexStyle()
        rootStyle.width = .points(100)
        rootStyle.height = .points(100)
        let root = tree.addNode(style: rootStyle)
        var childStyle = FlexStyle()
        configure(&childStyle)
        let child = measure.map { tree.addNode(style: childStyle, measure: $0) } ?? tree.addNode(style: childStyle)
        try tree.appendChild(child, to: root)
        try tree.calculateLayout(for: root, availableWidth: availableWidth, availableHeight: availableHeight)
        return tree.layout(of: child).frame
    }

    @Test("non-finite lengths are stored as undefined")
    func nonFiniteLengths() {
        var style = FlexStyle()
        style.width = .points(.nan)
        #expect(style.width == .undefined)
        style.height = .percent(.infinity)
        #expect(style.height == .undefined)
        style.margin[.left] = .points(-.infinity)
        #expect(style.margin[.left] == .undefined)
        style.setGap(.all, .points(.nan))
        #expect(style.gap(.all) == .undefined)
    }

    @Test("negative or non-finite flex factors are unset, as CSS ignores invalid values")
    func flexFactors() {
        var style = FlexStyle()
        style.flexGrow = -1
        #expect(style.flexGrow == nil)
        style.flexShrink = .nan
        #expect(style.flexShrink == nil)
        style.flexGrow = 2
        #expect(style.flexGrow == 2)
        style.flex = .infinity
        #expect(style.flex == nil)
        style.flex = -1
        #expect(style.flex == -1)
    }

    @Test("an aspect ratio that is not finite and positive is unset")
    func aspectRatios() {
        var style = FlexStyle()
        for ratio: CGFloat in [0, -2, .nan, .infinity] {
            style.aspectRatio = ratio
            #expect(style.aspectRatio == nil)
        }
        style.aspectRatio = 1.5
        #expect(style.aspectRatio == 1.5)
    }

    @Test("a negative width is not definite: the child stretches instead")
    func negativeWidth() throws {
        let frame = try Self.layoutChild { $0.width = .points(-10); $0.height = .points(10) }
        #expect(frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test("a minimum larger than the maximum wins, as in CSS")
    func minAboveMax() throws {
        let frame = try Self.layoutChild { $0.minHeight = .points(40); $0.maxHeight = .points(20); $0.height = .points(30) }
        #expect(frame.height == 40)
    }

    @Test("NaN and infinite available sizes are treated as undefined")
    func availableSizes() throws {
        var tree = FlexTree()
        var leafStyle = FlexStyle()
        leafStyle.width = .points(30)
        leafStyle.height = .points(20)
        let root = tree.addNode()
        let leaf = tree.addNode(style: leafStyle)
        try tree.appendChild(leaf, to: root)
        for size: CGFloat in [.nan, .infinity, -.infinity] {
            try tree.calculateLayout(for: root, availableWidth: size, availableHeight: size)
            #expect(tree.layout(of: root).frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        }
    }

    @Test("a measure function's NaN or negative answer counts as 0")
    func badMeasurements() throws {
        let frame = try Self.layoutChild({ $0.alignSelf = .flexStart }, measure: { _ in CGSize(width: CGFloat.nan, height: -5) })
        #expect(frame.size == .zero)
    }

    @Test("a baseline function's NaN answer counts as the node's height")
    func badBaseline() throws {
        var tree = FlexTree()
        var rowStyle = FlexStyle()
        rowStyle.flexDirection = .row
        rowStyle.alignItems = .baseline
        rowStyle.width = .points(100)
        let row = tree.addNode(style: rowStyle)
        var tall = FlexStyle()
        tall.width = .points(10)
        tall.height = .points(30)
        var short = FlexStyle()
        short.width = .points(10)
        short.height = .points(10)
        let first = tree.addNode(style: tall)
        let second = tree.addNode(style: short)
        tree.setBaselineFunction({ _ in .nan }, for: first)
        tree.setBaselineFunction({ size in size.height / 2 }, for: second)
        try tree.appendChild(first, to: row)
        try tree.appendChild(second, to: row)
        try tree.calculateLayout(for: row)
        // The first baseline is 30 (its height), so the second child's baseline at 5 sits 25 lower.
        #expect(tree.layout(of: first).top == 0)
        #expect(tree.layout(of: second).top == 25)
    }

    @Test("negative paddings and borders count as 0")
    func negativeInsets() throws {
        var tree = FlexTree()
        var style = FlexStyle()
        style.padding[.all] = .points(-10)
        style.border[.left] = .points(-3)
        let root = tree.addNode(style: style)
        try tree.calculateLayout(for: root)
        #expect(tree.layout(of: root).frame == .zero)
        #expect(tree.layout(of: root).padding == FlexInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    @Test("a point scale factor that is negative or not finite turns rounding off")
    func screenScale() {
        #expect(FlexConfig(screenScale: -1).screenScale == 0)
        #expect(FlexConfig(screenScale: .nan).screenScale == 0)
        #expect(FlexConfig(screenScale: 3).screenScale == 3)
    }

    @Test("start and end edges follow the layout direction")
    func directionalEdges() throws {
        for (direction, expectedLeft) in [(FlexLayoutDirection.ltr, CGFloat(10)), (.rtl, 60)] {
            var tree = FlexTree()
            var rootStyle = FlexStyle()
            rootStyle.flexDirection = .row
            rootStyle.width = .points(100)
            rootStyle.height = .points(10)
            let root = tree.addNode(style: rootStyle)
            var childStyle = FlexStyle()
            childStyle.width = .points(30)
            childStyle.margin[.start] = .points(10)
            if direction == .ltr {
                // The start edge wins over the left edge it resolves to.
                childStyle.margin[.left] = .points(99)
            }
            let child = tree.addNode(style: childStyle)
            try tree.appendChild(child, to: root)
            try tree.calculateLayout(for: root, direction: direction)
            #expect(tree.layout(of: child).left == expectedLeft)
        }
    }
}
