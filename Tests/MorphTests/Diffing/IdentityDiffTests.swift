import Foundation
import Morph
import MorphTestSupport
import Testing

@Suite("IdentityDiff")
struct IdentityDiffTests {
    @Test("insertions, removals and moves by identity")
    func basics() {
        let diff = IdentityDiff(from: ["a", "b", "c", "d"], to: ["d", "b", "e", "a"])
        #expect(diff.insertions == [2])
        #expect(diff.removals == [2])
        #expect(diff.moves == [IdentityDiff.Move(from: 3, to: 0), IdentityDiff.Move(from: 0, to: 3)])
        #expect(diff.stationaryIndexes == [1])
        #expect(diff.sourceIndexes == [3, 1, -1, 0])
        #expect(!diff.isEmpty)
        #expect(IdentityDiff(from: [1, 2, 3], to: [1, 2, 3]).isEmpty)
    }

    @Test("a node that keeps its index is neither removed nor inserted (Texture reports both)")
    func keptIndex() {
        let diff = IdentityDiff(from: ["g", "f", "h"], to: ["h", "f", "c"])
        #expect(diff.insertions == [2])
        #expect(diff.removals == [0])
        #expect(diff.stationaryIndexes == [1])
    }

    @Test("repeated identities match occurrence by occurrence")
    func duplicates() {
        let diff = IdentityDiff(from: [1, 1, 2, 1], to: [1, 2, 1, 3, 1])
        #expect(diff.sourceIndexes == [0, 2, 1, -1, 3])
        #expect(diff.insertions == [3])
        #expect(diff.removals.isEmpty)
    }

    @Test("random orderings with churn rebuild exactly and never over-report")
    func randomRebuild() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<2_000 {
            let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in Int.random(in: 0..<20, using: &generator) }
            let new = (0..<Int.random(in: 0...30, using: &generator)).map { _ in Int.random(in: 0..<20, using: &generator) }
            let diff = IdentityDiff(from: old, to: new)
            #expect(diff.rebuild(old, insertingFrom: new) == new)
            var counts: [Int: Int] = [:]
            for value in old { counts[value, default: 0] += 1 }
            var common = 0
            for value in new where counts[value, default: 0] > 0 {
                counts[value]! -= 1
                common += 1
            }
            #expect(diff.insertions.count == new.count - common)
            #expect(diff.removals.count == old.count - common)
            #expect(diff.moves.map(\.to) == diff.moves.map(\.to).sorted())
        }
    }

    @Test("rebuild refuses arrays the diff was not computed for")
    func rebuildMismatch() {
        let diff = IdentityDiff(from: [1, 2], to: [2, 3])
        #expect(diff.rebuild([1, 2, 3], insertingFrom: [2, 3]) == nil)
        #expect(diff.rebuild([1, 2], insertingFrom: [2]) == nil)
    }
}
