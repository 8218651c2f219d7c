import Foundation
import Testing
@testable import MorphMotion

@Suite("Spring")
struct SpringTests {
    /// Integrates m·x″ + c·x′ + k·x = 0 (x = 1 − progress) with fourth-order Runge–Kutta.
    static func numericProgress(_ spring: Spring, at time: Double, step: Double = 1e-4) -> (value: Double, velocity: Double) {
        var x = 1.0, v = -spring.initialVelocity
        let m = spring.mass, c = spring.damping, k = spring.stiffness
        func acceleration(_ x: Double, _ v: Double) -> Double { (-c * v - k * x) / m }
        var t = 0.0
        while t < time - 1e-12 {
            let h = min(step, time - t)
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
        }
        return (1 - x, -v)
    }

    static let regimes: [(String, Spring)] = [
        ("under-damped", Spring(mass: 1, stiffness: 200, damping: 8, initialVelocity: 0)),
        ("under-damped with velocity", Spring(mass: 2, stiffness: 300, damping: 10, initialVelocity: 3)),
        ("critically damped", Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)),
        ("critically damped against its velocity", Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -4)),
        ("over-damped", Spring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0)),
        ("over-damped with velocity", Spring(mass: 1, stiffness: 50, damping: 40, initialVelocity: 2)),
    ]

    @Test("value and velocity follow the closed form of each regime, checked against a numerical integration", arguments: 0..<6)
    func closedForm(index: Int) {
        let (name, spring) = Self.regimes[index]
        for time in [0.0, 0.05, 0.1, 0.25, 0.5, 0.8, 1.3] {
            let numeric = Self.numericProgress(spring, at: time)
            #expect(abs(spring.value(at: time) - numeric.value) <= 1e-7, "\(name) value at \(time)")
            #expect(abs(spring.velocity(at: time) - numeric.velocity) <= 1e-6 * max(1, abs(numeric.velocity)), "\(name) velocity at \(time)")
        }
    }

    @Test("the closed forms are the textbook solutions")
    func textbookSolutions() {
        // Critically damped from rest: progress = 1 − (1 + ω t) e^(−ω t).
        let critical = Spring(dampingRatio: 1, response: 0.5)
        let omega = 2 * Double.pi / 0.5
        for t in [0.1, 0.3, 0.7] {
            #expect(abs(critical.value(at: t) - (1 - (1 + omega * t) * exp(-omega * t))) < 1e-12)
        }
        // Under-damped from rest: 1 − e^(−ζω t)(cos ωd t + ζω/ωd sin ωd t).
        let under = Spring(dampingRatio: 0.3, response: 0.4)
        let w0 = 2 * Double.pi / 0.4, zeta = 0.3, wd = w0 * (1 - zeta * zeta).squareRoot()
        for t in [0.05, 0.2, 0.6] {
            let expected = 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
            #expect(abs(under.value(at: t) - expected) < 1e-12)
        }
        // Over-damped from rest: 1 − (r₁e^(r₂t) − r₂e^(r₁t)) / (r₁ − r₂).
        let over = Spring(dampingRatio: 2, response: 1)
        let w = 2 * Double.pi, r1 = -w * (2 - 3.0.squareRoot()), r2 = -w * (2 + 3.0.squareRoot())
        for t in [0.1, 0.5, 2] {
            let expected = 1 - (r1 * exp(r2 * t) - r2 * exp(r1 * t)) / (r1 - r2)
            #expect(abs(over.value(at: t) - expected) < 1e-9)
        }
    }

    @Test("starts at 0 with its initial velocity and comes to rest at 1")
    func startAndRest() {
        for (_, spring) in Self.regimes {
            #expect(spring.value(at: 0) == 0)
            #expect(abs(spring.velocity(at: 0) - spring.initialVelocity) < 1e-9)
            #expect(abs(spring.value(at: 30) - 1) < 1e-9)
            #expect(spring.value(at: -1) == 0)
        }
    }

    @Test("perceptual and physical descriptions convert exactly both ways")
    func conversions() {
        let perceptual = Spring(dampingRatio: 0.7, response: 0.35)
        #expect(abs(perceptual.dampingRatio - 0.7) < 1e-12)
        #expect(abs(perceptual.response - 0.35) < 1e-12)
        #expect(abs(perceptual.stiffness - pow(2 * .pi / 0.35, 2)) < 1e-9)
        #expect(abs(perceptual.damping - 4 * .pi * 0.7 / 0.35) < 1e-12)

        let physical = Spring(mass: 3, stiffness: 1000, damping: 500)
        let back = Spring(dampingRatio: physical.dampingRatio, response: physical.response, mass: 3)
        #expect(abs(back.stiffness - 1000) < 1e-9)
        #expect(abs(back.damping - 500) < 1e-9)
        #expect(back.mass == 3)

        for bounce in [-0.5, -0.2, 0, 0.15, 0.4, 0.9] {
            let spring = Spring(duration: 0.6, bounce: bounce)
            #expect(abs(spring.bounce - bounce) < 1e-12, "bounce \(bounce)")
            #expect(abs(spring.duration - 0.6) < 1e-12)
            let again = Spring(duration: spring.duration, bounce: spring.bounce)
            #expect(abs(again.stiffness - spring.stiffness) < 1e-9 && abs(again.damping - spring.damping) < 1e-9)
        }
        // SwiftUI's mapping: bounce 0 is critically damped, positive bounce lowers the ratio.
        #expect(Spring(duration: 0.5, bounce: 0).dampingRatio == 1)
        #expect(abs(Spring(duration: 0.5, bounce: 0.3).dampingRatio - 0.7) < 1e-12)
        #expect(abs(Spring(duration: 0.5, bounce: -0.5).dampingRatio - 2) < 1e-12)
    }

    @Test("the same motion with a heavier mass scales stiffness and damping")
    func massInvariance() {
        let light = Spring(dampingRatio: 0.5, response: 0.4, mass: 1)
        let heavy = Spring(dampingRatio: 0.5, response: 0.4, mass: 7)
        for t in [0.1, 0.2, 0.5] {
            #expect(abs(light.value(at: t) - heavy.value(at: t)) < 1e-12)
        }
    }

    @Test("after the settling duration the value stays within epsilon; just before it is outside", arguments: 0..<6)
    func settling(index: Int) {
        let (name, spring) = Self.regimes[index]
        let epsilon = Spring.defaultSettlingEpsilon
        let settle = spring.settlingDuration
        #expect(settle.isFinite && settle > 0, "\(name)")
        #expect(abs(1 - spring.value(at: settle - 1e-6)) > epsilon * 0.999, "\(name) is already settled before \(settle)")
        for step in 0...4000 {
            let t = settle + Double(step) * settle / 1000
            #expect(abs(1 - spring.value(at: t)) <= epsilon * (1 + 1e-6), "\(name) leaves the band at \(t)")
        }
    }

    @Test("settling durations of known springs")
    func knownSettlingDurations() {
        // Critically damped from rest: (1 + ωT)e^(−ωT) = ε.
        let critical = Spring(dampingRatio: 1, response: 1)
        let omega = 2 * Double.pi
        let t = critical.settlingDuration
        #expect(abs((1 + omega * t) * exp(-omega * t) - 1e-3) < 1e-9)
        // A smaller epsilon takes longer; an undamped spring never settles.
        #expect(critical.settlingDuration(epsilon: 1e-5) > t)
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
        // Blueprint's default spring is heavily over-damped: it creeps for seconds.
        #expect(Spring(mass: 3, stiffness: 1000, damping: 500).settlingDuration > 3)
    }

    @Test("bad parameters are clamped as documented")
    func clamping() {
        let spring = Spring(mass: -1, stiffness: .nan, damping: -3, initialVelocity: .infinity)
        #expect(spring.mass == 1)
        #expect(abs(spring.response - Spring.defaultResponse) < 1e-12)
        #expect(abs(spring.dampingRatio - 1) < 1e-12)
        #expect(spring.initialVelocity == 0)
        #expect(Spring(dampingRatio: .nan, response: 0).response == Spring.defaultResponse)
        #expect(Spring(duration: 0.5, bounce: 5).dampingRatio == 0)
        #expect(abs(Spring(duration: 0.5, bounce: -3).dampingRatio - 100) < 1e-9)
        #expect(Spring(mass: 0, stiffness: 0, damping: .infinity).value(at: 0.3).isFinite)
    }

    @Test("the validating initialisers report non-positive mass or stiffness and negative damping")
    func validation() {
        #expect(throws: MotionError.nonPositiveMass(0)) { try Spring(validatingMass: 0, stiffness: 1, damping: 1) }
        #expect(throws: MotionError.nonPositiveStiffness(-5)) { try Spring(validatingMass: 1, stiffness: -5, damping: 1) }
        #expect(throws: MotionError.negativeDamping(-1)) { try Spring(validatingMass: 1, stiffness: 5, damping: -1) }
        #expect(throws: MotionError.self) { try Spring(validatingMass: 1, stiffness: 5, damping: 1, initialVelocity: .nan) }
        #expect(throws: MotionError.invalidDampingRatio(0)) { try Spring(validatingDampingRatio: 0, response: 1) }
        #expect(throws: MotionError.nonPositiveResponse(-1)) { try Spring(validatingDampingRatio: 1, response: -1) }
        #expect(throws: MotionError.bounceOutOfRange(-1)) { try Spring(validatingDuration: 1, bounce: -1) }
        #expect(throws: MotionError.nonPositiveResponse(0)) { try Spring(validatingDuration: 0, bounce: 0) }
        #expect(throws: Never.self) { try Spring(validatingMass: 3, stiffness: 1000, damping: 500) }
    }
}
