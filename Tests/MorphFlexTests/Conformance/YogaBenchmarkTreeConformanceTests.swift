import Foundation
import MorphCases
import Testing
@testable import MorphFlex

@Suite("Yoga's benchmark trees")
struct YogaBenchmarkTreeConformanceTests {
    static let trees = [
        "capture_feed_android", "capture_profile_ios", "capture_rendering_sample_mac",
        "yoga_legacy_nested_flex", "yoga_legacy_stack_with_flex", "yoga_legacy_align_stretch_in_undefined_axis",
    ]

    @Test("trees with recorded and fill measures, all errata and 2x/3x pixel grids are laid out as Yoga lays them out", arguments: trees)
    func benchmarkTree(name: String) throws {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures/bench"))
        let flexCase = try FlexCase.decodeCases(from: Data(contentsOf: url))[0].get()
        let outcome = Conformance.run(flexCase, tolerance: 1e-3)
        #expect(outcome.passed, "\(outcome.summary)")
    }
}
