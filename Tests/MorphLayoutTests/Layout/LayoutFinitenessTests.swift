import Foundation
import MorphLayout
import Testing
import MorphTestSupport

/// Every number a layout outputs is finite (issue 14 §4): random spec trees either lay out with
/// finite sizes, positions and flattened frames, or are refused with a typed error.
@Suite("Finite spec layouts")
struct LayoutFinitenessTests {
    /// The non-finite numbers of a layout tree and of its flattening, described.
    static func nonFiniteNumbers(_ layout: Layout) throws -> [String] {
        var found: [String] = []
        var pending = [layout]
        while let next = pending.popLast() {
            let numbers = [next.size.width, next.size.height, next.position?.x ?? 0, next.position?.y ?? 0]
            if !numbers.allSatisfy(\.isFinite) { found.append("\(next)") }
            pending.append(contentsOf: next.sublayouts)
        }
        for sublayout in try layout.flattened().sublayouts where !(sublayout.frame.minX.isFinite && sublayout.frame.minY.isFinite) {
            found.append("flattened \(sublayout)")
        }
        return found
    }

    @Test("random spec trees with ordinary values lay out with finite numbers, or are refused with a typed error")
    func randomTrees() throws {
        let count = PropertyTestSize.inputs(default: 5_000)
        var random = SplitMix64(seed: PropertyTestSize.seed)
        var failures: [String] = []
        var laidOut = 0
        for index in 0..<count {
            let sample = RandomSpecTree(using: &random)
            do {
                let layout = try sample.root.layout(in: sample.range, screenScale: sample.screenScale)
                laidOut += 1
                if let first = try Self.nonFiniteNumbers(layout).first {
                    failures.append("tree \(index): \(first)")
                }
            } catch {
                // A typed error is an answer; nothing non-finite came out.
                continue
            }
        }
        print("finite spec layouts: \(count - failures.count)/\(count) random trees (\(laidOut) laid out, \(count - laidOut) refused with a typed error)")
        #expect(laidOut > count / 2, "most random trees should lay out")
        #expect(failures.isEmpty, "\(failures.count) of \(count), first: \(failures.first ?? "")")
    }
}
