import Foundation
import MorphCanvas
import MorphExamples
import MorphSnapshotTesting
import SnapshotTesting
import Testing

/// Every example as pixels (MorphCanvas at 2×, on white) at the start, the middle and the end of its
/// sampled run, against the PNG files in `__Snapshots__/ExampleImageSnapshotTests/`, through
/// MorphSnapshotTesting. The manual clock makes the frames deterministic.
///
/// To re-record after a deliberate change, run
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter ExampleImageSnapshotTests` (the run fails, as
/// recording always does), look at the new images, then run again.
@Suite("Example image snapshots")
@MainActor
struct ExampleImageSnapshotTests {
    @Test("each example looks as recorded at its start, middle and end", arguments: Examples.all.map(\.name))
    func images(name: String) throws {
        let example = try #require(Examples.named(name))
        let trees = try example.sample(framesPerSecond: 60).frames
        let first = try #require(trees.first)
        let last = try #require(trees.last)
        let middle = trees.min { abs($0.time - last.time / 2) < abs($1.time - last.time / 2) }!
        for (moment, tree) in [("start", first), ("middle", middle), ("end", last)] {
            assertSnapshot(of: tree, as: .image(size: example.size, scale: 2, backgroundColor: .white), named: "\(name)-\(moment)")
        }
    }
}
