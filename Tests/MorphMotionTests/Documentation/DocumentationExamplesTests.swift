import Foundation
import Testing
@testable import MorphMotion

// The Swift blocks of `Sources/MorphMotion/MorphMotion.docc/*.md`, compiled and run here
// (DocumentationTests checks that every block has its twin in a test file).

/// The article's example of a class with animatable properties.
@MainActor
final class Badge: AnimationTarget {
    let animator: Animator
    lazy var alphaProperty = AnimatableProperty<CGFloat>(1, name: "alpha", kind: .appearance, of: self)
    lazy var frameProperty = AnimatableProperty<CGRect>(.zero, name: "frame", kind: .movement, of: self)

    var alpha: CGFloat {
        get { alphaProperty.value }
        set { alphaProperty.value = newValue }
    }

    var frame: CGRect {
        get { frameProperty.value }
        set { frameProperty.value = newValue }
    }

    init(animator: Animator) {
        self.animator = animator
    }
}

@MainActor
@Suite("Documentation examples")
struct DocumentationExamplesTests {
    @Test("a fade animates the presentation value toward the model value")
    func fade() {
        var reasons: [AnimationCompletionReason] = []
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let badge = Badge(animator: animator)
        withAnimation(.curve(.linear, duration: 1)) {
            badge.alpha = 0
        } completion: { reason in
            reasons.append(reason)
        }
        clock.advance(by: 0.5)
        #expect(badge.alpha == 0)
        #expect(badge.alphaProperty.presentationValue == 0.5)
        clock.advance(by: 0.5)
        #expect(reasons == [.finished])
    }

    @Test("attributes come as curves, Blueprint and UIKit springs, and perceptual springs")
    func attributes() {
        let fade = AnimationAttributes.curve(.easeOut, duration: 0.25)
        let later = fade.delayed(by: 0.1)
        let blueprint = AnimationAttributes.spring()
        let uikit = AnimationAttributes.dampenedSpring(dampingRatio: 0.7, initialVelocity: 0, duration: 0.5)
        let swiftUI = AnimationAttributes.spring(duration: 0.4, bounce: 0.2)
        #expect(abs(later.totalDuration - 0.35) < 1e-12)
        #expect(blueprint.duration > 3)
        #expect(uikit.duration == 0.5)
        #expect(swiftUI.duration > 0.4)
    }

    @Test("spring descriptions convert both ways")
    func springs() {
        let bouncy = Spring(duration: 0.5, bounce: 0.3)
        let same = Spring(dampingRatio: bouncy.dampingRatio, response: bouncy.response)
        let physical = Spring(mass: same.mass, stiffness: same.stiffness, damping: same.damping)
        print(bouncy.settlingDuration, physical.value(at: 0.25), physical.velocity(at: 0.25))
        #expect(abs(physical.bounce - 0.3) < 1e-12)
    }

    @Test("retargeting continues from the presentation value; an entering element starts from a given value")
    func retargetAndEntry() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let badge = Badge(animator: animator)
        badge.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        withAnimation(.spring(duration: 0.4, bounce: 0.2)) {
            badge.frame.origin.x = 200
        }
        clock.advance(by: 0.1)
        withAnimation(.spring(duration: 0.4, bounce: 0.2)) {
            badge.frame.origin.x = -50
        }
        let entering = Badge(animator: animator)
        entering.frame = CGRect(x: 0, y: 40, width: 80, height: 30)
        entering.alphaProperty.animate(from: 0, to: 1, with: .curve(.easeOut, duration: 0.3))
        entering.frameProperty.animate(from: entering.frame.offsetBy(dx: -1000, dy: 0), to: entering.frame, with: .dampenedSpring(dampingRatio: 0.8, duration: 0.5))
        #expect(entering.frameProperty.presentationValue.minX == -1000)
        clock.advance(by: 2)
        #expect(badge.frameProperty.presentationValue.minX == -50)
    }

    @Test("a test drives its own animator frame by frame")
    func frameByFrame() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let badge = Badge(animator: animator)
        withAnimation(.curve(.linear, duration: 1).delayed(by: 0.5)) {
            badge.alpha = 0
        }
        #expect(animator.endTimeOfActiveAnimations == 1.5)
        clock.advance(by: 1, framesPerSecond: 60)
        #expect(abs(badge.alphaProperty.presentationValue - 0.5) < 1e-9)
        #expect(animator.animatingProperties(of: badge) == ["alpha"])
        animator.assertInvariants()
    }

    @Test("reduced motion makes movement instant")
    func reducedMotion() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let badge = Badge(animator: animator)
        animator.reducedMotion = .reduceMotion
        withAnimation(.spring(duration: 0.5, bounce: 0.3)) {
            badge.frame.origin.y = 100
            badge.alpha = 0.5
        }
        #expect(!badge.frameProperty.isAnimating)
        #expect(badge.alphaProperty.isAnimating)
    }

    @Test("the frame driver ticks the shared animator in real time")
    func driver() {
        let driver = FrameDriver(animator: Animator.shared, frameRate: .fps120)
        driver.start()
        #expect(driver.isRunning)
        driver.stop()
    }
}
