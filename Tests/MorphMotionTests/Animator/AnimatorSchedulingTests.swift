import Foundation
import MorphTestSupport
import Testing
@testable import MorphMotion

@MainActor
@Suite("Animator: scheduled actions")
struct AnimatorSchedulingTests {
    let clock = ManualClock()
    let animator: Animator

    init() {
        animator = Animator(clock: clock)
    }

    @Test("an action runs once, at the first tick at or after its deadline")
    func runsAtDeadline() {
        var runs: [TimeInterval] = []
        let action = animator.schedule(after: 0.5) { runs.append(clock.now) }
        #expect(action.deadline == 0.5)
        #expect(action.isPending)
        clock.advance(to: 0.49)
        #expect(runs.isEmpty)
        clock.advance(to: 0.5)
        #expect(runs == [0.5])
        #expect(!action.isPending)
        #expect(!action.isCancelled)
        clock.advance(to: 2)
        #expect(runs == [0.5])
    }

    @Test("a late tick runs the action at the tick's time")
    func lateTick() {
        var runs: [TimeInterval] = []
        animator.schedule(after: 0.25) { runs.append(clock.now) }
        clock.advance(to: 1)
        #expect(runs == [1])
    }

    @Test("actions due at one tick run in deadline order, ties in scheduling order")
    func deadlineOrder() {
        var order: [String] = []
        animator.schedule(after: 0.3) { order.append("c") }
        animator.schedule(after: 0.1) { order.append("a") }
        animator.schedule(after: 0.2) { order.append("b1") }
        animator.schedule(after: 0.2) { order.append("b2") }
        animator.schedule(after: 0.9) { order.append("late") }
        clock.advance(to: 0.5)
        #expect(order == ["a", "b1", "b2", "c"])
        #expect(animator.scheduledActionCount == 1)
    }

    @Test("many actions with random deadlines run sorted by deadline")
    func manyActions() {
        var generator = SplitMix64(seed: 7)
        var expected: [(TimeInterval, Int)] = []
        var order: [Int] = []
        for index in 0..<500 {
            let delay = Double(generator.next() % 1000) / 1000
            expected.append((delay, index))
            animator.schedule(after: delay) { order.append(index) }
        }
        // Cancelled from the middle of the heap, odd ones first.
        let extra = (0..<100).map { index in animator.schedule(after: Double(index) / 100) { order.append(-1) } }
        for (index, action) in extra.enumerated() where index % 2 == 1 { action.cancel() }
        for action in extra where action.isPending { action.cancel() }
        clock.advance(by: 1.5, framesPerSecond: 60)
        let sorted = expected.sorted { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }.map(\.1)
        #expect(order == sorted)
        #expect(!animator.hasScheduledActions)
    }

    @Test("a cancelled action never runs and stops counting as activity")
    func cancel() {
        var ran = false
        let action = animator.schedule(after: 0.5) { ran = true }
        #expect(animator.hasActiveAnimations)
        action.cancel()
        action.cancel()
        #expect(action.isCancelled)
        #expect(!action.isPending)
        #expect(!animator.hasActiveAnimations)
        #expect(animator.endTimeOfActiveAnimations == nil)
        clock.advance(to: 1)
        #expect(!ran)
    }

    @Test("a pending action counts as activity until it runs")
    func activity() {
        withAnimation(.curve(.linear, duration: 0.2)) {
            Box(animator: animator).alpha = 0
        }
        animator.schedule(after: 0.6) {}
        #expect(animator.endTimeOfActiveAnimations == 0.6)
        #expect(animator.activeAnimationCount == 1)
        clock.advance(to: 0.3)
        #expect(animator.hasActiveAnimations)
        #expect(animator.activeAnimationCount == 0)
        #expect(animator.endTimeOfActiveAnimations == 0.6)
        clock.advance(to: 0.6)
        #expect(!animator.hasActiveAnimations)
        #expect(animator.endTimeOfActiveAnimations == nil)
    }

    @Test("an action sees the tick's presentation values and may start animations")
    func actionStartsAnimation() {
        let box = Box(animator: animator)
        withAnimation(.curve(.linear, duration: 1)) { box.alpha = 0 }
        var seen: CGFloat = -1
        animator.schedule(after: 0.5) {
            seen = box.alphaProperty.presentationValue
            withAnimation(.curve(.linear, duration: 1)) { box.alpha = 1 }
        }
        clock.advance(to: 0.5)
        #expect(abs(seen - 0.5) < 1e-12)
        #expect(box.alpha == 1)
        clock.advance(to: 1)
        #expect(abs(box.alphaProperty.presentationValue - 0.75) < 1e-12)
    }

    @Test("an action scheduled by an action waits for the next tick, even with no delay")
    func rescheduling() {
        var runs = 0
        func again() {
            runs += 1
            animator.schedule(after: 0) { again() }
        }
        animator.schedule(after: 0) { again() }
        clock.advance(by: 0)
        #expect(runs == 1)
        clock.advance(by: 0)
        #expect(runs == 2)
        #expect(animator.scheduledActionCount == 1)
    }

    @Test("an action runs after its tick's animations end and before their completions")
    func orderWithCompletions() {
        let box = Box(animator: animator)
        var events: [String] = []
        withAnimation(.curve(.linear, duration: 0.5)) { box.alpha = 0 } completion: { _ in events.append("completion") }
        animator.schedule(after: 0.5) { events.append("action \(box.alphaProperty.presentationValue)") }
        clock.advance(to: 0.5)
        #expect(events == ["action 0.0", "completion"])
    }

    @Test("NaN, negative and -infinity delays run at the next tick; +infinity never runs")
    func badDelays() {
        var ran: [String] = []
        clock.advance(to: 1)
        for (name, delay) in [("nan", Double.nan), ("negative", -3), ("-inf", -.infinity)] {
            let action = animator.schedule(after: delay) { ran.append(name) }
            #expect(action.deadline == 1)
        }
        let never = animator.schedule(after: .infinity) { ran.append("inf") }
        #expect(!never.isPending)
        #expect(never.deadline == .infinity)
        #expect(animator.scheduledActionCount == 3)
        clock.advance(by: 0)
        #expect(ran == ["nan", "negative", "-inf"])
        #expect(!animator.hasActiveAnimations)
        clock.advance(by: 1000)
        #expect(ran.count == 3)
    }

    @Test("cancelAllAnimations leaves scheduled actions scheduled")
    func cancelAllKeepsActions() {
        var ran = false
        animator.schedule(after: 0.1) { ran = true }
        animator.cancelAllAnimations()
        clock.advance(to: 0.1)
        #expect(ran)
    }

    @Test("the action's closure is released once it ran or was cancelled")
    func releasesClosure() {
        final class Token {}
        weak var ranToken: Token?
        weak var cancelledToken: Token?
        var cancelled: ScheduledAction?
        do {
            let first = Token()
            let second = Token()
            ranToken = first
            cancelledToken = second
            animator.schedule(after: 0.1) { _ = first }
            cancelled = animator.schedule(after: 0.1) { _ = second }
        }
        cancelled?.cancel()
        #expect(cancelledToken == nil)
        #expect(ranToken != nil)
        clock.advance(to: 0.1)
        #expect(ranToken == nil)
    }
}
