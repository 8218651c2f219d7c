import Foundation
import Testing
@testable import MorphFlex
import MorphTestSupport

/// Every number the flex engine outputs is finite (issue 14 §4).
@Suite("Finite flex layouts")
struct FlexFinitenessTests {
    @Test("random trees with ordinary values lay out with finite numbers only")
    func randomTrees() throws {
        let count = PropertyTestSize.inputs(default: 2_000)
        var random = SplitMix64(seed: PropertyTestSize.seed &+ 1)
        var failures: [String] = []
        for index in 0..<count {
            var sample = RandomFlexTree(using: &random)
            try sample.calculateLayout()
            if let (node, layout) = sample.nonFiniteLayouts().first {
                failures.append("tree \(index), node \(node): \(layout)")
            }
            if sample.tree.lastLayoutStatistics.clampedResults != 0 {
                failures.append("tree \(index): \(sample.tree.lastLayoutStatistics.clampedResults) results clamped")
            }
        }
        print("finite flex layouts: \(count - failures.count)/\(count) random trees")
        #expect(failures.isEmpty, "\(failures.count) of \(count) trees, first: \(failures.first ?? "")")
    }
}
