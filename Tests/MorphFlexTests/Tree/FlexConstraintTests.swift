import Foundation
import Testing
@testable import MorphFlex

@Suite("Flex roots inside other layouts")
struct FlexConstraintTests {
    /// A row holding two 30×10 items; returns the row's size under the constraints.
    static func rowSize(_ width: FlexConstraint, _ height: FlexConstraint, configure: (inout FlexStyle) -> Void = { _ in }) throws -> CGSize {
        var tree = FlexTree()
        var rowStyle = FlexStyle()
        rowStyle.flexDirection = .row
        configure(&rowStyle)
        let row = tree.addNode(style: rowStyle)
        var itemStyle = FlexStyle()
        itemStyle.width = .points(30)
        itemStyle.height = .points(10)
        for _ in 0..<2 {
            try tree.appendChild(tree.addNode(style: itemStyle), to: row)
        }
        try tree.calculateLayout(for: row, width: width, height: height)
        return tree.layout(of: row).frame.size
    }

    @Test("an at-most constraint fits the content, an exact one fills the size")
    func constraintModes() throws {
        #expect(try Self.rowSize(.atMost(100), .atMost(100)) == CGSize(width: 60, height: 10))
        #expect(try Self.rowSize(.exactly(100), .exactly(40)) == CGSize(width: 100, height: 40))
        #expect(try Self.rowSize(.unconstrained, .unconstrained) == CGSize(width: 60, height: 10))
        // Items do not shrink by default (flexShrink 0), so content wider than the room
        // overflows it; the hosting parent clamps the result to its own rules.
        #expect(try Self.rowSize(.atMost(50), .unconstrained) == CGSize(width: 60, height: 10))
    }

    @Test("the root's own size and maximum win over the offered room")
    func ownSize() throws {
        #expect(try Self.rowSize(.atMost(50), .exactly(40)) { $0.width = .points(80) } == CGSize(width: 80, height: 40))
        #expect(try Self.rowSize(.exactly(100), .atMost(100)) { $0.maxWidth = .points(70) } == CGSize(width: 70, height: 10))
        #expect(try Self.rowSize(.exactly(200), .unconstrained) { $0.width = .percent(50) } == CGSize(width: 100, height: 10))
    }

    @Test("bad constraint sizes are unconstrained or zero, never a crash")
    func badConstraints() throws {
        #expect(try Self.rowSize(.atMost(.nan), .exactly(.infinity)) == CGSize(width: 60, height: 10))
        #expect(try Self.rowSize(.exactly(-5), .atMost(-1)) == CGSize(width: 0, height: 10))
    }

    @Test("re-laying out with the same constraints is answered by the cache")
    func cached() throws {
        var tree = FlexTree()
        let root = tree.addNode()
        try tree.appendChild(tree.addNode(measure: { _ in CGSize(width: 10, height: 10) }), to: root)
        try tree.calculateLayout(for: root, width: .atMost(100), height: .unconstrained)
        try tree.calculateLayout(for: root, width: .atMost(100), height: .unconstrained)
        #expect(tree.lastLayoutStatistics.layouts == 0)
        #expect(tree.lastLayoutStatistics.cachedLayouts == 1)
    }
}
