import Foundation
import Testing
@testable import MorphMotion

@Suite("AnimationAttributes")
struct AnimationAttributesTests {
    @Test("the default is 0.2 s ease-in-out without delay, as Blueprint and Texture")
    func defaults() {
        #expect(AnimationAttributes.default.timing == .curve(.easeInOut, duration: 0.2))
        #expect(AnimationAttributes.default.delay == 0)
        #expect(AnimationAttributes.default.duration == 0.2)
        #expect(AnimationAttributes() == .default)
    }

    @Test("Blueprint's factories build the four cases")
    func blueprintCases() {
        #expect(AnimationAttributes.curve(.linear, duration: 1).timing == .curve(.linear, duration: 1))
        let bezier = AnimationAttributes.cubicBezier(controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 1), duration: 0.4)
        #expect(bezier.timing == .curve(.cubicBezier(CGPoint(x: 0.1, y: 0.2), CGPoint(x: 0.3, y: 1)), duration: 0.4))
        guard case .spring(let spring) = AnimationAttributes.spring().timing else {
            Issue.record("spring() is not a physical spring")
            return
        }
        #expect(spring.mass == 3 && spring.stiffness == 1000 && spring.damping == 500)
        guard case .springWithDuration(let tuned, let duration) = AnimationAttributes.dampenedSpring(dampingRatio: 0.6, duration: 0.5).timing else {
            Issue.record("dampenedSpring is not duration-based")
            return
        }
        #expect(duration == 0.5)
        #expect(abs(tuned.dampingRatio - 0.6) < 1e-12)
    }

    @Test("a duration-based spring settles exactly at its duration", arguments: [0.2, 0.5, 1.0, 1.5, 3.0])
    func dampenedSpringSettlesAtDuration(ratio: Double) {
        let attributes = AnimationAttributes.dampenedSpring(dampingRatio: ratio, duration: 0.8)
        guard case .springWithDuration(let spring, _) = attributes.timing else {
            Issue.record("not duration-based")
            return
        }
        #expect(abs(spring.settlingDuration - 0.8) < 1e-6, "ratio \(ratio) settles at \(spring.settlingDuration)")
        #expect(attributes.duration == 0.8)
    }

    @Test("physical springs last until they settle, at most a minute")
    func springDuration() {
        let spring = Spring(dampingRatio: 0.5, response: 0.3)
        #expect(AnimationAttributes.spring(spring).duration == spring.settlingDuration)
        let undamped = AnimationAttributes.spring(Spring(mass: 1, stiffness: 10, damping: 0))
        #expect(undamped.duration == AnimationAttributes.maximumSpringDuration)
    }

    @Test("delays add to the total duration")
    func delays() {
        let delayed = AnimationAttributes.curve(.linear, duration: 0.3).delayed(by: 0.2)
        #expect(delayed.delay == 0.2)
        #expect(abs(delayed.totalDuration - 0.5) < 1e-12)
        #expect(!delayed.isInstant)
        #expect(AnimationAttributes.curve(.linear, duration: 0).isInstant)
    }

    @Test("NaN, infinite and negative durations and delays are clamped to 0")
    func clamping() {
        for bad in [-1.0, .nan, .infinity, -.infinity] {
            #expect(AnimationAttributes.curve(.linear, duration: bad).duration == 0)
            #expect(AnimationAttributes.default.delayed(by: bad).delay == 0)
            #expect(AnimationAttributes.dampenedSpring(duration: bad).duration == 0)
        }
        let wild = AnimationAttributes.dampenedSpring(dampingRatio: -4, initialVelocity: .nan, duration: 0.3)
        guard case .springWithDuration(let spring, _) = wild.timing else {
            Issue.record("a dampened spring's timing is \(wild.timing)")
            return
        }
        #expect(abs(spring.dampingRatio - 0.01) < 1e-9)
        #expect(spring.initialVelocity == 0)
    }

    @Test("the validating initialiser names the bad duration")
    func validation() {
        #expect(throws: MotionError.invalidDuration(parameter: "duration", value: -1)) {
            try AnimationAttributes(validating: .curve(.linear, duration: -1))
        }
        #expect(throws: MotionError.invalidDuration(parameter: "delay", value: .infinity)) {
            try AnimationAttributes(validating: .curve(.linear, duration: 1), delay: .infinity)
        }
        #expect(throws: MotionError.self) {
            try AnimationAttributes(validating: .springWithDuration(.default, duration: .nan))
        }
        #expect(throws: Never.self) { try AnimationAttributes(validating: .spring(.default), delay: 0.1) }
    }
}
