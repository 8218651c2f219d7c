import Benchmark
import Foundation
import MorphLayout

// MorphLayout's benchmarks: Texture's stack and spec tree at about 10,000 elements.
//
// "cold" builds fresh nodes for every iteration (outside the measurement), so every node is
// measured; "warm" lays out the same tree again, so unchanged nodes answer from their cache as
// Texture's nodes do, and an unchanged stack from its memo.

/// A horizontal stack of `count` 10×10 children with `flexGrow`, in an exact range 50 % wider
/// than their total: every child is measured, then grows by 5 points and is measured again.
func flexGrowStack(count: Int) -> (spec: StackLayoutSpec, range: SizeRange) {
    let children = (0..<count).map { index in
        LayoutBox("item\(index)", width: 10, height: 10).styled { $0.flexGrow = 1 }
    }
    let spec = StackLayoutSpec(direction: .horizontal, alignItems: .start, children: children)
    let width = CGFloat(count) * 15
    // A valid range by construction; a failure here is a bug in the benchmark.
    let range = (try? SizeRange(exactly: CGSize(width: width, height: 10))) ?? .zero
    return (spec, range)
}

/// A list screen of `sections` inset sections of 10 rows; each row is a horizontal stack of an
/// avatar, a title/subtitle stack, a spacer, a button with a background, a ratio image and a
/// centred badge: 132 elements per section.
func nestedTree(sections: Int) -> (spec: StackLayoutSpec, elementCount: Int) {
    var elementCount = 1
    let sectionSpecs: [any LayoutElement] = (0..<sections).map { section in
        let rows: [any LayoutElement] = (0..<10).map { row in
            let id = "\(section).\(row)"
            let texts = StackLayoutSpec(direction: .vertical, spacing: 2, alignItems: .start, children: [
                LayoutBox("title\(id)", intrinsicSize: CGSize(width: 120, height: 18)),
                LayoutBox("subtitle\(id)", intrinsicSize: CGSize(width: 90, height: 14)),
            ])
            let button = BackgroundLayoutSpec(child: LayoutBox("button\(id)", width: 60, height: 28), background: LayoutBox("buttonBackground\(id)"))
            let image = RatioLayoutSpec(ratio: 1, child: LayoutBox("image\(id)")).styled { $0.width = .points(40) }
            let badge = CenterLayoutSpec(child: LayoutBox("badge\(id)", width: 8, height: 8)).styled { $0.preferredSize = CGSize(width: 20, height: 20) }
            return StackLayoutSpec(direction: .horizontal, spacing: 8, alignItems: .center, children: [
                LayoutBox("avatar\(id)", width: 40, height: 40),
                texts,
                LayoutSpec().styled { $0.flexGrow = 1 },
                button,
                image,
                badge,
            ])
        }
        return InsetLayoutSpec(insets: EdgeInsets(all: 12), child: StackLayoutSpec(direction: .vertical, spacing: 4, children: rows))
    }
    elementCount += sections * 132
    let root = StackLayoutSpec(direction: .vertical, spacing: 16, children: sectionSpecs)
    return (root, elementCount)
}

let context = LayoutContext(screenScale: 2)
let screen = (try? SizeRange(min: .zero, max: CGSize(width: 390, height: CGFloat.infinity))) ?? .zero

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        warmupIterations: 2,
        maxDuration: .seconds(5),
        maxIterations: 40
    )

    Benchmark("Stack: 10,000 flexGrow children, cold") { benchmark in
        let (spec, range) = flexGrowStack(count: 10_000)
        benchmark.startMeasurement()
        let layout = try spec.layoutThatFits(range, context: context)
        benchmark.stopMeasurement()
        blackHole(layout)
    }

    Benchmark("Stack: 10,000 flexGrow children, warm") { benchmark in
        let (spec, range) = flexGrowStack(count: 10_000)
        _ = try spec.layoutThatFits(range, context: context)
        benchmark.startMeasurement()
        let layout = try spec.layoutThatFits(range, context: context)
        benchmark.stopMeasurement()
        blackHole(layout)
    }

    Benchmark("Stack: flatten 10,000 children and look up every frame") { benchmark in
        let (spec, range) = flexGrowStack(count: 10_000)
        let layout = try spec.layoutThatFits(range, context: context)
        let nodes = spec.children
        benchmark.startMeasurement()
        let flat = try layout.flattened()
        var width: CGFloat = 0
        for node in nodes {
            width += flat.frame(for: node)?.width ?? 0
        }
        benchmark.stopMeasurement()
        blackHole(width)
    }

    Benchmark("Boxes: 10,000 measurements") { benchmark in
        let boxes = (0..<10_000).map { LayoutBox("box\($0)", width: 10, height: 10) }
        let range = (try? SizeRange(min: .zero, max: CGSize(width: 100, height: 100))) ?? .zero
        benchmark.startMeasurement()
        var width: CGFloat = 0
        for box in boxes {
            width += try box.layoutThatFits(range, context: context).size.width
        }
        benchmark.stopMeasurement()
        blackHole(width)
    }

    Benchmark("Boxes: 10,000 cache hits") { benchmark in
        let boxes = (0..<10_000).map { LayoutBox("box\($0)", width: 10, height: 10) }
        let range = (try? SizeRange(min: .zero, max: CGSize(width: 100, height: 100))) ?? .zero
        for box in boxes {
            _ = try box.layoutThatFits(range, context: context)
        }
        benchmark.startMeasurement()
        var width: CGFloat = 0
        for box in boxes {
            width += try box.layoutThatFits(range, context: context).size.width
        }
        benchmark.stopMeasurement()
        blackHole(width)
    }

    Benchmark("Nested tree: ~10,000 elements, cold") { benchmark in
        let (spec, _) = nestedTree(sections: 76)
        benchmark.startMeasurement()
        let layout = try spec.layoutThatFits(screen, context: context)
        benchmark.stopMeasurement()
        blackHole(layout)
    }

    Benchmark("Nested tree: ~10,000 elements, warm") { benchmark in
        let (spec, _) = nestedTree(sections: 76)
        _ = try spec.layoutThatFits(screen, context: context)
        benchmark.startMeasurement()
        let layout = try spec.layoutThatFits(screen, context: context)
        benchmark.stopMeasurement()
        blackHole(layout)
    }

    Benchmark("Nested tree: ~10,000 elements, re-layout after one box changed") { benchmark in
        let (spec, _) = nestedTree(sections: 76)
        let layout = try spec.layoutThatFits(screen, context: context)
        // One avatar deep in the tree: its change advances the layout epoch, so every memo is
        // recomputed once, while the other boxes answer from their caches.
        guard let row = layout.sublayouts[38].sublayouts.first?.sublayouts[5],
              let avatar = row.sublayouts.first?.element as? LayoutBox
        else { fatalError("the nested tree changed shape") }
        avatar.style.width = .points(44)
        benchmark.startMeasurement()
        let relayout = try spec.layoutThatFits(screen, context: context)
        benchmark.stopMeasurement()
        blackHole(relayout)
    }

    Benchmark("Nested tree: ~10,000 elements, layout and flatten") { benchmark in
        let (spec, _) = nestedTree(sections: 76)
        benchmark.startMeasurement()
        let layout = try spec.layoutThatFits(screen, context: context).flattened()
        benchmark.stopMeasurement()
        blackHole(layout)
    }
}
