import Foundation
import Morph
import Testing

/// A stack spec memoizes only layouts whose every element reports its changes
/// (`LayoutElement.reportsLayoutChanges`); display nodes do not, so a retained spec that holds
/// them is never served a stale layout when they change.
@Suite("Stack memo with display nodes")
@MainActor
struct StackMemoDisplayNodeTests {
    static let context = LayoutContext(screenScale: 2)

    @Test("a retained stack holding a display node sees its state change, style change and setNeedsLayout")
    func displayNodeChangesAreSeen() throws {
        let leaf = RecordingNode("leaf", testSize: CGSize(width: 10, height: 10))
        let spec = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [
            leaf, LayoutBox("box", width: 5, height: 5),
        ])
        let offered = try SizeRange(min: .zero, max: CGSize(width: 100, height: 100))
        let first = try spec.layoutThatFits(offered, context: Self.context)
        #expect(first.sublayouts[1].position?.x == 10)

        // A layout input of the node (its state) changes: no layout epoch advances.
        leaf.testSize = CGSize(width: 30, height: 10)
        let afterState = try spec.layoutThatFits(offered, context: Self.context)
        #expect(afterState.sublayouts[0].size.width == 30)
        #expect(afterState.sublayouts[1].position?.x == 30)

        leaf.style.minWidth = .points(40)
        let afterStyle = try spec.layoutThatFits(offered, context: Self.context)
        #expect(afterStyle.sublayouts[1].position?.x == 40)

        let measured = leaf.measurements.count
        leaf.setNeedsLayout()
        _ = try spec.layoutThatFits(offered, context: Self.context)
        #expect(leaf.measurements.count == measured + 1)
    }
}
