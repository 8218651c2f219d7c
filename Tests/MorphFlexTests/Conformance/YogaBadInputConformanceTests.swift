import MorphCases
import Foundation
import Testing
@testable import MorphFlex

/// The Yoga cases of issue 14 §4 that produced NaN (printed as `null`): numbers beyond the
/// engine's range are clamped to ``FlexStyle/maximumLength`` and a `display: none` child of a
/// `wrap-reverse` container is 0×0 at the origin, each as the fixture's `expected` says.
@Suite("Yoga cases with bad numbers")
struct YogaBadInputConformanceTests {
    static func numbers(_ layout: FlexCaseLayout) -> [CGFloat] {
        [layout.left, layout.top, layout.width, layout.height] + layout.children.flatMap(numbers)
    }

    @Test("every case lays out finite numbers, as its expected layout says")
    func badNumbers() throws {
        let cases = try Conformance.cases("bad-input")
        var failures: [String] = []
        for flexCase in cases {
            #expect(flexCase.expected != nil, "\(flexCase.displayName) has no expected layout")
            let outcome = Conformance.run(flexCase, tolerance: 1e-3)
            if !outcome.passed { failures.append(outcome.summary) }
            if let layout = try? flexCase.layout(), !Self.numbers(layout).allSatisfy(\.isFinite) {
                failures.append("\(flexCase.displayName): non-finite \(layout)")
            }
        }
        print("conformance yoga-bad-input: \(cases.count - failures.count)/\(cases.count) passed")
        #expect(cases.count == 6)
        #expect(failures.isEmpty, "\(failures)")
    }
}
