import Foundation
import Testing
@testable import MorphMotion

/// A box that cross-fades instead of moving when motion is reduced.
@MainActor
private final class FadingBox: ReducedMotionCrossFading {
    let animator: Animator
    lazy var frameProperty = AnimatableProperty<CGRect>(.zero, name: "frame", kind: .movement, of: self)
    lazy var alphaProperty = AnimatableProperty<CGFloat>(1, name: "alpha", kind: .appearance, of: self)
    var crossFades: [(String, AnimationAttributes)] = []

    init(animator: Animator) { self.animator = animator }

    func crossFade(replacingMovementOf propertyName: String, attributes: AnimationAttributes) {
        crossFades.append((propertyName, attributes))
        alphaProperty.animate(from: 0, to: alphaProperty.value, with: attributes)
    }
}

@MainActor
@Suite("Reduced motion")
struct ReducedMotionTests {
    let clock = ManualClock()
    let animator: Animator

    init() { animator = Animator(clock: clock) }

    @Test("the policy is off by default and animations run as requested")
    func offByDefault() {
        #expect(animator.reducedMotion == .off)
        let box = Box(animator: animator)
        withAnimation(.spring(dampingRatio: 0.3, response: 0.5)) { box.frame = CGRect(x: 100, y: 0, width: 1, height: 1) }
        #expect(box.frameProperty.isAnimating)
    }

    @Test("reduce motion makes movement instant and keeps fades, completions still run")
    func movementIsInstant() {
        animator.reducedMotion = .reduceMotion
        let box = Box(animator: animator)
        var reasons: [AnimationCompletionReason] = []
        withAnimation(.curve(.easeInOut, duration: 0.5)) {
            box.frame = CGRect(x: 100, y: 0, width: 10, height: 10)
            box.transform = Transform3D(scaleX: 2, y: 2)
            box.alpha = 0
        } completion: { reasons.append($0) }
        #expect(!box.frameProperty.isAnimating)
        #expect(box.frameProperty.presentationValue == CGRect(x: 100, y: 0, width: 10, height: 10))
        #expect(!box.transformProperty.isAnimating)
        #expect(box.alphaProperty.isAnimating)
        clock.advance(by: 0.5)
        #expect(reasons == [.finished])
    }

    @Test("reduce motion critically damps springs of appearance changes")
    func springsAreCriticallyDamped() {
        animator.reducedMotion = .reduceMotion
        let box = Box(animator: animator)
        withAnimation(.spring(dampingRatio: 0.2, response: 0.4)) { box.alpha = 0 }
        var lowest: CGFloat = 1
        for _ in 0..<200 {
            clock.advance(by: 1 / 120)
            lowest = min(lowest, box.alphaProperty.presentationValue)
        }
        #expect(lowest >= -1e-9, "a critically damped spring does not overshoot (reached \(lowest))")
        let bouncy = AnimationAttributes.dampenedSpring(dampingRatio: 0.3, duration: 0.6)
        guard case .springWithDuration(let calm, let duration) = bouncy.criticallyDamped.timing else {
            Issue.record("rewritten spring lost its duration")
            return
        }
        #expect(duration == 0.6)
        #expect(abs(calm.dampingRatio - 1) < 1e-12)
        #expect(abs(calm.settlingDuration - 0.6) < 1e-6)
    }

    @Test("a cross-fading owner fades instead of moving")
    func crossFade() {
        animator.reducedMotion = .reduceMotion
        let box = FadingBox(animator: animator)
        withAnimation(.curve(.linear, duration: 0.4)) {
            box.frameProperty.value = CGRect(x: 50, y: 50, width: 10, height: 10)
        }
        #expect(box.crossFades.count == 1)
        #expect(box.crossFades.first?.0 == "frame")
        #expect(box.frameProperty.presentationValue == CGRect(x: 50, y: 50, width: 10, height: 10))
        #expect(box.alphaProperty.presentationValue == 0)
        clock.advance(by: 0.2)
        #expect(abs(box.alphaProperty.presentationValue - 0.5) < 1e-12)
    }

    @Test("disabling animations makes every change instant")
    func disabled() {
        animator.reducedMotion = .disableAnimations
        let box = Box(animator: animator)
        var reasons: [AnimationCompletionReason] = []
        withAnimation(.default) {
            box.alpha = 0
            box.backgroundColor = .red
        } completion: { reasons.append($0) }
        #expect(!animator.hasActiveAnimations)
        #expect(reasons == [.finished])
        #expect(box.alphaProperty.presentationValue == 0)
    }

    @Test("the policy resolves attributes by property kind")
    func resolution() {
        let attributes = AnimationAttributes.spring(dampingRatio: 0.5, response: 0.3)
        #expect(ReducedMotionPolicy.off.resolve(attributes, for: .movement) == .animate(attributes))
        #expect(ReducedMotionPolicy.reduceMotion.resolve(attributes, for: .movement) == .instant)
        #expect(ReducedMotionPolicy.reduceMotion.resolve(attributes, for: .appearance) == .animate(attributes.criticallyDamped))
        #expect(ReducedMotionPolicy.disableAnimations.resolve(attributes, for: .appearance) == .instant)
        #expect(AnimationAttributes.default.criticallyDamped == .default)
    }
}
