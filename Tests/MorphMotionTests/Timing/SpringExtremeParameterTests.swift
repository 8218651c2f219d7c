import Foundation
import Testing
@testable import MorphMotion

/// Springs built from the parameters that used to hang `settlingDuration` (issue 14 §2): each is
/// clamped into the documented ranges, settles in a finite time and produces only finite values.
///
/// Each test has a ten-minute limit: a guard against a hang (the old loop never ended), not a
/// speed. The value tests run on the cooperative pool, whose two threads (on two cores) other
/// suites of a full parallel run can keep busy for minutes before these start; the animator
/// test needs the main actor, shared by every main-actor suite. The time a settling computation
/// takes once it runs is checked inside the tests.
@Suite("Springs with extreme parameters")
struct SpringExtremeParameterTests {
    nonisolated static let extremes: [(name: String, spring: Spring)] = [
        ("damping 1e-15", Spring(mass: 1, stiffness: 100, damping: 1e-15)),
        ("bounce 0.9999999999999999", Spring(duration: 0.5, bounce: 0.9999999999999999)),
        ("damping ratio 1e-17", Spring(dampingRatio: 1e-17, response: 0.5)),
        ("stiffness 1e200", Spring(mass: 1, stiffness: 1e200, damping: 10)),
        ("stiffness 1e300", Spring(mass: 1, stiffness: 1e300, damping: 10)),
        ("stiffness greatestFiniteMagnitude", Spring(mass: 1, stiffness: .greatestFiniteMagnitude, damping: 10)),
        ("stiffness 1e-300", Spring(mass: 1, stiffness: 1e-300, damping: 10)),
        ("mass 1e300", Spring(mass: 1e300, stiffness: 100, damping: 10)),
        ("mass 1e-300", Spring(mass: 1e-300, stiffness: 100, damping: 10)),
        ("mass and stiffness 1e300", Spring(mass: 1e300, stiffness: 1e300, damping: 1e300)),
        ("velocity 1e300", Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 1e300)),
        ("velocity -1e300", Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: -1e300)),
        ("response 1e300", Spring(dampingRatio: 0.5, response: 1e300)),
        ("response 1e-300", Spring(dampingRatio: 0.5, response: 1e-300)),
        ("duration 1e300", Spring(duration: 1e300, bounce: 0.3)),
        ("damping 1e-300", Spring(mass: 1, stiffness: 100, damping: 1e-300)),
        ("damping leastNonzeroMagnitude", Spring(mass: 1, stiffness: 100, damping: .leastNonzeroMagnitude)),
        ("damping 1e300", Spring(mass: 1, stiffness: 100, damping: 1e300)),
        ("damping ratio 1e-300", Spring(dampingRatio: 1e-300, response: 0.5)),
        ("damping ratio 1e300", Spring(dampingRatio: 1e300, response: 0.5)),
        ("over-damped with velocity 1e300", Spring(dampingRatio: 1e300, response: 1e300, initialVelocity: 1e300)),
        ("critically damped with velocity 1e300", Spring(dampingRatio: 1, response: 1e-300, initialVelocity: 1e300)),
    ]

    @Test("every extreme spring is clamped into the documented ranges", .timeLimit(.minutes(10)), arguments: 0..<extremes.count)
    func clampedIntoRanges(index: Int) {
        let (name, spring) = Self.extremes[index]
        #expect(Spring.massRange.contains(spring.mass), "\(name): mass \(spring.mass)")
        // The ranges are checked with a relative tolerance: the clamped values go through √ and ².
        #expect(spring.response >= Spring.responseRange.lowerBound * (1 - 1e-12), "\(name): response \(spring.response)")
        #expect(spring.response <= Spring.responseRange.upperBound * (1 + 1e-12), "\(name): response \(spring.response)")
        #expect(spring.dampingRatio >= Spring.dampingRatioRange.lowerBound * (1 - 1e-12), "\(name): ratio \(spring.dampingRatio)")
        #expect(spring.dampingRatio <= Spring.dampingRatioRange.upperBound * (1 + 1e-12), "\(name): ratio \(spring.dampingRatio)")
        #expect(Spring.initialVelocityRange.contains(spring.initialVelocity), "\(name): velocity \(spring.initialVelocity)")
    }

    @Test("every extreme spring settles in a finite time, promptly, with finite values", .timeLimit(.minutes(10)), arguments: 0..<extremes.count)
    func settlesWithFiniteValues(index: Int) {
        let (name, spring) = Self.extremes[index]
        // A guard against a hang (the old loop never ended), not a speed: the bound is generous.
        let started = ContinuousClock.now
        let settle = spring.settlingDuration
        let strict = spring.settlingDuration(epsilon: 1e-12)
        let elapsed = ContinuousClock.now - started
        #expect(elapsed < .milliseconds(250), "\(name) took \(elapsed)")
        #expect(settle.isFinite && settle >= 0, "\(name): settles at \(settle)")
        #expect(strict.isFinite && strict >= settle, "\(name): \(strict) with a smaller epsilon, \(settle) with the default")
        #expect(AnimationAttributes.spring(spring).duration <= AnimationAttributes.maximumSpringDuration)
        for time in [0, 1e-6, 0.016, 0.5, 1, 60, 1e6, settle, 1e300] {
            #expect(spring.value(at: time).isFinite, "\(name): value at \(time)")
            #expect(spring.velocity(at: time).isFinite, "\(name): velocity at \(time)")
        }
    }

    @MainActor
    @Test("an animator given an extreme spring returns, stays finite and lands on the target within the cap", .timeLimit(.minutes(10)), arguments: 0..<extremes.count)
    func animatorLandsWithinCap(index: Int) {
        let (name, spring) = Self.extremes[index]
        let clock = ManualClock()
        let box = Box(animator: Animator(clock: clock))
        box.alphaProperty.setValue(100, animation: .spring(spring))
        for _ in 0..<10 {
            clock.advance(by: 0.1)
            #expect(box.alphaProperty.presentationValue.isFinite, "\(name) at \(clock.now)")
        }
        clock.advance(by: AnimationAttributes.maximumSpringDuration)
        #expect(box.alphaProperty.presentationValue == 100, "\(name)")
        #expect(!box.alphaProperty.isAnimating, "\(name) still animates after the cap")
    }

    @Test("a spring inside every range keeps its parameters exactly", .timeLimit(.minutes(10)))
    func ordinarySpringsUnchanged() {
        let spring = Spring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 2)
        #expect(spring.mass == 3 && spring.stiffness == 1000 && spring.damping == 500 && spring.initialVelocity == 2)
        let undamped = Spring(mass: 1, stiffness: 100, damping: 0)
        #expect(undamped.damping == 0)
        #expect(undamped.settlingDuration == .infinity)
    }

    @Test("a mass outside its range is clamped without changing the motion", .timeLimit(.minutes(10)))
    func massClampKeepsMotion() {
        let huge = Spring(mass: 1e300, stiffness: 1e300, damping: 1e300)
        #expect(huge.mass == Spring.massRange.upperBound)
        #expect(abs(huge.naturalFrequency - 1) < 1e-12)
        #expect(abs(huge.dampingRatio - 0.5) < 1e-12)
    }

    @Test("the validating initialisers reject parameters outside the ranges", .timeLimit(.minutes(10)))
    func validationRejectsExtremes() {
        #expect(throws: MotionError.springParameterOutOfRange(parameter: "dampingRatio", value: 1e-17, range: Spring.dampingRatioRange)) {
            try Spring(validatingDampingRatio: 1e-17, response: 0.5)
        }
        #expect(throws: MotionError.springParameterOutOfRange(parameter: "response", value: 1e300, range: Spring.responseRange)) {
            try Spring(validatingDampingRatio: 0.5, response: 1e300)
        }
        #expect(throws: MotionError.springParameterOutOfRange(parameter: "duration", value: 1e300, range: Spring.responseRange)) {
            try Spring(validatingDuration: 1e300, bounce: 0)
        }
        #expect(throws: MotionError.bounceOutOfRange(0.9999999999999999)) {
            try Spring(validatingDuration: 0.5, bounce: 0.9999999999999999)
        }
        #expect(throws: MotionError.springParameterOutOfRange(parameter: "mass", value: 1e300, range: Spring.massRange)) {
            try Spring(validatingMass: 1e300, stiffness: 100, damping: 10)
        }
        #expect(throws: MotionError.springParameterOutOfRange(parameter: "initialVelocity", value: 1e300, range: Spring.initialVelocityRange)) {
            try Spring(validatingMass: 1, stiffness: 100, damping: 10, initialVelocity: 1e300)
        }
        #expect(throws: MotionError.self) { try Spring(validatingMass: 1, stiffness: 1e200, damping: 10) }
        #expect(throws: MotionError.self) { try Spring(validatingMass: 1, stiffness: 100, damping: 1e-15) }
        #expect(throws: MotionError.self) { try Spring(validatingMass: 1, stiffness: 100, damping: 1e-300) }
        // Undamped and bounce 1 stay valid: they never settle, and the animator caps them.
        #expect(throws: Never.self) { try Spring(validatingMass: 1, stiffness: 100, damping: 0) }
        #expect(throws: Never.self) { try Spring(validatingDuration: 0.5, bounce: 1) }
    }
}
