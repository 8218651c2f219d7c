import Foundation
import MorphLayout
import Testing

@Suite("Size ranges")
struct SizeRangeTests {
    static let infinite = CGFloat.infinity

    @Test("a valid range keeps its bounds; the maximum may be infinite or huge")
    func validRanges() throws {
        let range = try SizeRange(min: CGSize(width: 1, height: 2), max: CGSize(width: Self.infinite, height: .greatestFiniteMagnitude))
        #expect(range.min == CGSize(width: 1, height: 2))
        #expect(range.max.width == .infinity)
        #expect(try SizeRange(exactly: CGSize(width: 5, height: 6)).isExact)
        #expect(SizeRange.zero.isExact)
        #expect(SizeRange.unconstrained.max == CGSize(width: Self.infinite, height: Self.infinite))
    }

    @Test(
        "invalid bounds are typed errors",
        arguments: [
            (CGSize(width: CGFloat.nan, height: 0), CGSize(width: 1, height: 1), LayoutError.SizeRangeProblem.notANumber),
            (CGSize(width: 0, height: 0), CGSize(width: 1, height: CGFloat.nan), .notANumber),
            (CGSize(width: -1, height: 0), CGSize(width: 1, height: 1), .negative),
            (CGSize(width: 0, height: 0), CGSize(width: 1, height: -CGFloat.infinity), .negative),
            (CGSize(width: CGFloat.infinity, height: 0), CGSize(width: CGFloat.infinity, height: 1), .infiniteMinimum),
            (CGSize(width: 2, height: 0), CGSize(width: 1, height: 1), .minimumExceedsMaximum),
        ]
    )
    func invalidBounds(min: CGSize, max: CGSize, problem: LayoutError.SizeRangeProblem) {
        #expect {
            try SizeRange(min: min, max: max)
        } throws: { error in
            guard case .invalidSizeRange(_, _, let reported) = error as? LayoutError else { return false }
            return reported == problem
        }
    }

    @Test("exact ranges of NaN, negative or infinite sizes are errors", arguments: [CGFloat.nan, -1, .infinity, -.infinity])
    func invalidExactRanges(value: CGFloat) {
        #expect(throws: LayoutError.self) { try SizeRange(exactly: CGSize(width: value, height: 1)) }
    }

    @Test("clamping keeps a size within the range")
    func clamping() throws {
        let range = try SizeRange(min: CGSize(width: 10, height: 10), max: CGSize(width: 20, height: Self.infinite))
        #expect(range.clamp(CGSize(width: 5, height: 500)) == CGSize(width: 10, height: 500))
        #expect(range.clamp(CGSize(width: 25, height: 15)) == CGSize(width: 20, height: 15))
    }

    @Test("intersecting overlapping ranges gives their overlap, disjoint ranges a point of the first")
    func intersection() throws {
        let range = try SizeRange(min: .zero, max: CGSize(width: 10, height: 10))
        let other = try SizeRange(min: CGSize(width: 7, height: 20), max: CGSize(width: 15, height: 30))
        let result = range.intersect(other)
        #expect(result.min == CGSize(width: 7, height: 10))
        #expect(result.max == CGSize(width: 10, height: 10))
        let reverse = other.intersect(range)
        #expect(reverse.min == CGSize(width: 7, height: 20))
        #expect(reverse.max == CGSize(width: 10, height: 20))
        #expect(range.intersect(.unconstrained) == range)
    }

    @Test("ranges are equal by their bounds and describe themselves as Texture does")
    func equalityAndDescription() throws {
        let a = try SizeRange(min: .zero, max: CGSize(width: Self.infinite, height: 1))
        let b = try SizeRange(min: .zero, max: CGSize(width: Self.infinite, height: 1))
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        #expect(a.description == "{{0, 0}, {inf, 1}}")
        #expect(try SizeRange(exactly: CGSize(width: 7, height: 0.5)).description == "{{7, 0.5}}")
    }
}
