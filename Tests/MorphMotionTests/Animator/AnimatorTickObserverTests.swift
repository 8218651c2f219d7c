import Foundation
import MorphMotion
import Testing

@Suite("Animator tick observers")
@MainActor
struct AnimatorTickObserverTests {
    @Test("an observer is called at every tick with the tick's time, after the property animations moved")
    func calledEveryTick() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let property = AnimatableProperty<CGFloat>(0, name: "value", animator: animator)
        withAnimation(.curve(.linear, duration: 1)) { property.value = 1 }
        var seen: [(TimeInterval, CGFloat)] = []
        let token = animator.addTickObserver { time in seen.append((time, property.presentationValue)) }
        clock.advance(by: 0.25)
        clock.advance(by: 0.25)
        #expect(seen.map(\.0) == [0.25, 0.5])
        #expect(seen.map(\.1) == [0.25, 0.5], "the observer sees the tick's presentation values")
        animator.removeTickObserver(token)
        clock.advance(by: 0.25)
        #expect(seen.count == 2)
    }

    @Test("a registered observer keeps the animator active and wakes its drivers")
    func keepsAnimatorActive() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        var activations = 0
        animator.addActivationObserver { activations += 1 }
        #expect(!animator.hasActiveAnimations)
        let token = animator.addTickObserver { _ in }
        #expect(activations == 1)
        #expect(animator.hasActiveAnimations && animator.hasRunningAnimations)
        #expect(animator.tickObserverCount == 1)
        #expect(animator.endTimeOfActiveAnimations == clock.now)
        animator.removeTickObserver(token)
        #expect(!animator.hasActiveAnimations)
        #expect(animator.endTimeOfActiveAnimations == nil)
        animator.removeTickObserver(token)
    }

    @Test("observers added during a tick start at the next one; removed ones are not called again")
    func changesDuringATick() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        final class Tokens {
            var first: Animator.TickObserverToken?
            var second: Animator.TickObserverToken?
        }
        let tokens = Tokens()
        var calls: [String] = []
        tokens.first = animator.addTickObserver { _ in
            calls.append("first")
            if tokens.second == nil { tokens.second = animator.addTickObserver { _ in calls.append("second") } }
            if let first = tokens.first { animator.removeTickObserver(first) }
        }
        let third = animator.addTickObserver { _ in calls.append("third") }
        clock.advance(by: 0.1)
        #expect(calls == ["first", "third"])
        clock.advance(by: 0.1)
        #expect(calls == ["first", "third", "third", "second"])
        #expect(animator.tickObserverCount == 2)
        animator.removeTickObserver(third)
        if let second = tokens.second { animator.removeTickObserver(second) }
        #expect(animator.tickObserverCount == 0)
    }
}
