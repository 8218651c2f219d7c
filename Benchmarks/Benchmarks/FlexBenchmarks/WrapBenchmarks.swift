import Benchmark
import Foundation
import MorphFlex

/// A row of `count` fixed 10×10 children in a 1,000-point-wide container: with wrapping, 100
/// children per line.
func wrapTree(count: Int, wrap: FlexWrap) -> (FlexTree, FlexNodeID) {
    var tree = FlexTree()
    var rowStyle = FlexStyle()
    rowStyle.flexDirection = .row
    rowStyle.flexWrap = wrap
    rowStyle.width = .points(1_000)
    let row = tree.addNode(style: rowStyle)
    var itemStyle = FlexStyle()
    itemStyle.width = .points(10)
    itemStyle.height = .points(10)
    for _ in 0..<count {
        let item = tree.addNode(style: itemStyle)
        try? tree.appendChild(item, to: row)
    }
    return (tree, row)
}

/// Wrapping is linear: a wrapping row of 400,000 children against the same row without wrapping
/// (issue 14 §6: the wrapping row was quadratic in its number of lines).
func registerWrapBenchmarks() {
    for count in [100_000, 400_000] {
        for wrap in [FlexWrap.wrap, .noWrap] {
            let name = wrap == .wrap ? "wrap" : "no wrap"
            Benchmark(
                "row of \(count / 1_000)k fixed children, \(name)",
                configuration: .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 10)
            ) { benchmark in
                for _ in benchmark.scaledIterations {
                    var (tree, row) = wrapTree(count: count, wrap: wrap)
                    benchmark.startMeasurement()
                    try? tree.calculateLayout(for: row)
                    benchmark.stopMeasurement()
                    blackHole(tree.frame(of: row))
                }
            }
        }
    }
}
