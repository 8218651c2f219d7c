import Foundation
import Testing
@testable import MorphFlex

@Suite("Reserving a flex tree's storage")
struct FlexTreeCapacityTests {
    /// A row of `count` growing children, built in `tree`, laid out at 1,000 × 50.
    private func buildRow(in tree: inout FlexTree, count: Int) throws -> (FlexNodeID, [FlexNodeID]) {
        var rowStyle = FlexStyle()
        rowStyle.flexDirection = .row
        let row = tree.addNode(style: rowStyle)
        var children: [FlexNodeID] = []
        for index in 0..<count {
            var style = FlexStyle()
            style.flexGrow = CGFloat(1 + index % 3)
            let child = tree.addNode(style: style) { _ in CGSize(width: 3, height: 7) }
            try tree.appendChild(child, to: row)
            children.append(child)
        }
        try tree.calculateLayout(for: row, width: .exactly(1_000), height: .exactly(50))
        return (row, children)
    }

    @Test("a tree that reserved its storage grows without copying and lays out exactly as one that did not")
    func reservedTreeLaysOutTheSame() throws {
        var plain = FlexTree()
        let (_, plainChildren) = try buildRow(in: &plain, count: 300)
        var reserved = FlexTree()
        reserved.reserveCapacity(301)
        let capacity = reserved.records.capacity
        #expect(capacity >= 301)
        let (_, reservedChildren) = try buildRow(in: &reserved, count: 300)
        // Growing up to the reserved count kept the storage.
        #expect(reserved.records.capacity == capacity)
        #expect(reserved.cacheEntries.capacity >= 301 * CachedMeasurement.entriesPerNode)
        for (plainChild, reservedChild) in zip(plainChildren, reservedChildren) {
            #expect(plain.layout(of: plainChild) == reserved.layout(of: reservedChild))
        }
    }

    @Test("reserving less than the tree holds changes nothing")
    func smallerReservationIsIgnored() throws {
        var tree = FlexTree()
        let (row, children) = try buildRow(in: &tree, count: 20)
        let capacity = tree.records.capacity
        tree.reserveCapacity(5)
        #expect(tree.records.capacity == capacity)
        #expect(tree.children(of: row) == children)
    }
}
