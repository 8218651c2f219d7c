import Foundation
import Morph
import Synchronization
import Testing

/// A node that copies its trait collection, waits at a gate, then reads the direction from the
/// copy: the read is recorded after the main actor changed the traits.
final class LateReadingNode: DisplayNode {
    private let gate = Mutex<Gate?>(nil)
    private let directions = Mutex<[LayoutDirection]>([])

    nonisolated func holdNextMeasurement(at gate: Gate?) {
        self.gate.withLock { $0 = gate }
    }

    nonisolated var measuredDirections: [LayoutDirection] {
        directions.withLock { $0 }
    }

    /// Reads nothing until it is held once (so the trait change finds no read recorded), then
    /// reads the direction in every measurement.
    override nonisolated func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        let traits = traitCollection
        let held = gate.withLock { gate -> Gate? in
            defer { gate = nil }
            return gate
        }
        guard let held else {
            guard !measuredDirections.isEmpty else { return CGSize(width: 20, height: 10) }
            return size(for: traits.layoutDirection)
        }
        held.wait()
        return size(for: traits.layoutDirection)
    }

    private nonisolated func size(for direction: LayoutDirection) -> CGSize {
        directions.withLock { $0.append(direction) }
        return direction.isRightToLeft ? CGSize(width: 40, height: 10) : CGSize(width: 20, height: 10)
    }
}

@Suite("Trait changes during an asynchronous measurement")
@MainActor
struct TraitRaceTests {
    @Test("a trait read before the change reached the node, from an older copy, makes the transition measure again")
    func staleReadIsCaught() async throws {
        let environment = MotionEnvironment()
        let (root, leaf) = environment.make { (DisplayNode(name: "root"), LateReadingNode(name: "leaf")) }
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, alignItems: .start, children: [leaf]) }
        root.frame = rect(0, 0, 100, 100)
        try root.layoutIfNeeded()
        #expect(leaf.frame.width == 20)
        let gate = Gate()
        leaf.holdNextMeasurement(at: gate)
        leaf.setNeedsLayout()
        let handle = try root.transitionLayout(animated: false, shouldMeasureAsync: true, measurementCompletion: nil)
        await gate.arrival()
        // The leaf holds a copy of the old collection; the change finds no read recorded yet.
        root.hostTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
        gate.open()
        #expect(await outcome(of: handle) == .completed)
        #expect(leaf.measuredDirections.first == .leftToRight)
        #expect(leaf.measuredDirections.last == .rightToLeft)
        #expect(leaf.frame.width == 40)
        #expect(leaf.frame.minX == 60)
    }
}
