import Benchmark
import Foundation
import Morph
import MorphElements
import MorphMotion

/// `count` keyed boxes in a row. The odd ones keep their keys; the even ones are keyed by `page`,
/// so moving to the next page makes a quarter of the children leave and a quarter enter, and moves
/// all the others.
enum Row: Component {
    struct Props: DescriptionProps {
        var frame = CGRect(x: 0, y: 0, width: 1000, height: 10)
        var alpha: CGFloat = 1
        var key: String?
        var count = 0
        var page = 0
        var animated = true
    }

    static func childrenDescriptions(props: Props, state: EmptyState, update: @escaping StateUpdate<EmptyState>) -> [ChildDescription] {
        (0..<props.count).map { index in
            let key = index % 2 == 0 ? "e\(index / 2 + props.page * props.count / 4)" : "o\(index)"
            return .node(props: NodeProps { box in
                box.key = key
                box.frame = CGRect(x: CGFloat(index + props.page), y: 0, width: 1, height: 1)
            })
        }
    }

    static func updateChildrenAnimations(
        container: inout ChildrenAnimations<EmptyKeys>,
        currentProps: Props,
        nextProps: Props,
        currentState: EmptyState,
        nextState: EmptyState
    ) {
        guard nextProps.animated else { return }
        container.allChildren = Animation(type: .linear(duration: 0.3), entryTransformers: [.fade()], leaveTransformers: [.moveLeft(), .fade()])
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 10,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    // A tick while 1,000 actions wait for later deadlines: O(1), no allocation.
    Benchmark("tick: 1,000 scheduled actions, none due") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let clock = ManualClock()
            let animator = Animator(clock: clock)
            for index in 0..<1_000 { animator.schedule(after: 1_000 + Double(index)) {} }
            for _ in 0..<10 { clock.advance(by: 1e-4) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                clock.advance(by: 1e-4)
            }
            benchmark.stopMeasurement()
            blackHole(animator.scheduledActionCount)
        }
    }

    // Scheduling 1,000 actions then cancelling them, in scrambled order.
    Benchmark("schedule and cancel 1,000 actions") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let clock = ManualClock()
            let animator = Animator(clock: clock)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let actions = (0..<1_000).map { index in animator.schedule(after: Double((index * 7_919) % 1_000)) {} }
                for index in stride(from: 0, to: 1_000, by: 3) { actions[index].cancel() }
                for action in actions { action.cancel() }
            }
            benchmark.stopMeasurement()
            blackHole(animator.scheduledActionCount)
        }
    }

    // A full 4-step animation of 1,000 children: 250 leave, 250 enter, the others move; then the
    // clock reaches the final step.
    Benchmark("ComponentHost: animated update of 1,000 children through the final step") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let clock = ManualClock()
            let animator = Animator(clock: clock)
            let host = ComponentHost<Row>(props: Row.Props(count: 1_000), animator: animator)
            var page = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                page += 1
                host.update(props: Row.Props(count: 1_000, page: page))
                clock.advance(by: 0.3)
            }
            benchmark.stopMeasurement()
            blackHole(host.childNodes.count)
        }
    }

    // A plain update of 1,000 children: 250 replaced, the others moved.
    Benchmark("ComponentHost: plain update of 1,000 children") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let clock = ManualClock()
            let animator = Animator(clock: clock)
            let host = ComponentHost<Row>(props: Row.Props(count: 1_000, animated: false), animator: animator)
            var page = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                page += 1
                host.update(props: Row.Props(count: 1_000, page: page, animated: false))
            }
            benchmark.stopMeasurement()
            blackHole(host.childNodes.count)
        }
    }
}
