import Benchmark
import Foundation
import MorphCases

/// The trees Yoga was timed on (`Resources/`, in Yoga's case format), each laid out fresh and
/// re-laid out unchanged. Every tree is checked against Yoga's own layout before it is timed.
let flexTreeNames = [
    "wide_10000",
    "wide_10000_mixed",
    "deep_10levels",
    "yoga_legacy_huge_nested_layout",
    "yoga_legacy_nested_flex",
    "yoga_legacy_stack_with_flex",
    "yoga_legacy_align_stretch_in_undefined_axis",
    "capture_chat_mac",
    "capture_feed_android",
    "capture_profile_ios",
    "capture_rendering_sample_mac",
]

func loadFlexCase(_ name: String) -> FlexCase {
    guard let url = Bundle.module.url(forResource: name, withExtension: "json"),
          let data = try? Data(contentsOf: url),
          let flexCase = try? FlexCase.decodeCases(from: data).first?.get()
    else {
        fatalError("benchmark tree \(name) is missing or unreadable")
    }
    // A benchmark of a wrong layout would be meaningless.
    guard let expected = flexCase.expected, let layout = try? flexCase.layout(),
          layout.firstDifference(from: expected, tolerance: 1e-3) == nil
    else {
        fatalError("benchmark tree \(name) is not laid out as Yoga lays it out")
    }
    return flexCase
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 2,
        maxDuration: .seconds(3),
        maxIterations: 200
    )

    for name in flexTreeNames {
        let flexCase = loadFlexCase(name)

        // One layout of a freshly built tree (building it is not timed), as Yoga's numbers.
        Benchmark("fresh layout: \(name)") { benchmark in
            for _ in benchmark.scaledIterations {
                var caseTree = flexCase.makeTree()
                benchmark.startMeasurement()
                try? caseTree.calculateLayout()
                benchmark.stopMeasurement()
                blackHole(caseTree.tree.lastLayoutStatistics)
            }
        }

        // A layout of the same tree again, unchanged: answered by the root's cache.
        var laidOut = flexCase.makeTree()
        try? laidOut.calculateLayout()
        let cachedTree = laidOut
        Benchmark("cached re-layout: \(name)") { benchmark in
            var caseTree = cachedTree
            // Untimed: the first mutation gives this copy its own storage.
            try? caseTree.calculateLayout()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try? caseTree.calculateLayout()
            }
            benchmark.stopMeasurement()
            blackHole(caseTree.tree.lastLayoutStatistics)
        }
    }

    registerDisplayNodeFlexBenchmarks()
    registerWrapBenchmarks()
}
