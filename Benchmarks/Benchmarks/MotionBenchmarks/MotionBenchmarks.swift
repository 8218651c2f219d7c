import Benchmark
import Foundation
import MorphMotion

/// Many objects with one animatable property each, all animating for far longer than the
/// benchmark runs, on their own animator and manual clock.
@MainActor
final class TickFixture<Value: Interpolatable> {
    let clock = ManualClock()
    let animator: Animator
    let properties: [AnimatableProperty<Value>]

    /// `count` properties moving from `start(i)` to `end(i)` with the attributes `attributes(i)`.
    init(count: Int, start: (Int) -> Value, end: (Int) -> Value, attributes: (Int) -> AnimationAttributes) {
        animator = Animator(clock: clock)
        let animator = animator
        properties = (0..<count).map { AnimatableProperty(start($0), name: "value", animator: animator) }
        for (index, property) in properties.enumerated() {
            property.setValue(end(index), animation: attributes(index))
        }
        // Warm up: the first ticks size the internal buffers.
        for _ in 0..<10 { clock.advance(by: 1e-4) }
        guard animator.activeAnimationCount == count else {
            fatalError("only \(animator.activeAnimationCount) of \(count) properties are animating")
        }
    }

    /// One frame: advance the clock by 0.1 ms, which ticks every track.
    func tick() {
        clock.advance(by: 1e-4)
    }

    /// Cheap proof that the ticks did work, so the optimiser cannot drop them.
    var checksum: Int { properties.count + animator.activeAnimationCount }
}

/// A quarter each: linear, ease-in-out, a duration-based spring (UIKit style), a physical spring.
func mixedAttributes(_ index: Int) -> AnimationAttributes {
    switch index % 4 {
    case 0: .curve(.linear, duration: 10_000)
    case 1: .curve(.easeInOut, duration: 10_000)
    case 2: .dampenedSpring(dampingRatio: 0.5, duration: 10_000)
    default: .spring(dampingRatio: 0.7, response: 500)
    }
}

@MainActor
enum Fixtures {
    static let rects = TickFixture<CGRect>(
        count: 10_000,
        start: { CGRect(x: Double($0 % 100) * 10, y: Double($0 / 100) * 10, width: 10, height: 10) },
        end: { CGRect(x: Double($0 % 100) * 10 + 500, y: Double($0 / 100) * 10 - 300, width: 40, height: 25) },
        attributes: mixedAttributes
    )

    static let transforms = TickFixture<Transform3D>(
        count: 1_000,
        start: { _ in .identity },
        end: { Transform3D(rotationAngle: Double($0 % 7) + 0.5).concatenating(Transform3D(scaleX: 2, y: 0.5)) },
        attributes: mixedAttributes
    )
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 20,
        maxDuration: .seconds(3),
        maxIterations: 2_000
    )

    // The benchmark: one tick of 10,000 active rect tracks, mixed curves and springs.
    Benchmark("tick: 10,000 rect tracks (curves and springs)") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let fixture = Fixtures.rects
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                fixture.tick()
            }
            benchmark.stopMeasurement()
            blackHole(fixture.checksum)
        }
    }

    // Transforms interpolate by decomposition (slerp and recomposition per track and tick).
    Benchmark("tick: 1,000 transform tracks (curves and springs)") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let fixture = Fixtures.transforms
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                fixture.tick()
            }
            benchmark.stopMeasurement()
            blackHole(fixture.checksum)
        }
    }

    // Starting animations: one block retargets 1,000 rects (allocation per block, not per track).
    Benchmark("retarget: 1,000 rect tracks in one animation block") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let clock = ManualClock()
            let animator = Animator(clock: clock)
            let properties = (0..<1_000).map { AnimatableProperty(CGRect(x: $0, y: 0, width: 10, height: 10), name: "frame", animator: animator) }
            withAnimation(.curve(.easeInOut, duration: 100)) {
                for property in properties { property.value.origin.y = 100 }
            }
            clock.advance(by: 1)
            var target = 200.0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                withAnimation(.spring(dampingRatio: 0.8, response: 0.5)) {
                    for property in properties { property.value.origin.y = target }
                }
                target += 1
            }
            benchmark.stopMeasurement()
            blackHole(animator.activeAnimationCount)
        }
    }
}
