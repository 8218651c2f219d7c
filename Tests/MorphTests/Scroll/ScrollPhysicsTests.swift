import Foundation
@testable import Morph
import Testing

@Suite("Scroll physics: the formulas")
struct ScrollPhysicsTests {
    @Test("the projection is offset + v · rate / (1 − rate), v in points per millisecond")
    func projection() {
        #expect(abs(ScrollPhysics.projectedOffset(from: 100, velocity: 2000, rate: .normal) - (100 + 2 * 0.998 / 0.002)) < 1e-9)
        #expect(abs(ScrollPhysics.projectedOffset(from: 0, velocity: -1000, rate: .fast) - (-0.99 / 0.01)) < 1e-9)
    }

    @Test("the glide is UIKit's per-millisecond steps exactly at every whole millisecond")
    func glideMatchesDiscreteSteps() {
        for rate in [DecelerationRate.normal, .fast] {
            var velocity: CGFloat = 3 // points per millisecond
            var offset: CGFloat = 50
            for millisecond in 1...2000 {
                velocity *= rate.rawValue
                offset += velocity
                if millisecond % 97 == 0 || millisecond == 2000 {
                    let glide = ScrollPhysics.glideOffset(from: 50, velocity: 3000, rate: rate, after: Double(millisecond) / 1000)
                    #expect(abs(glide - offset) < 1e-6, "\(rate) at \(millisecond) ms: \(glide) against \(offset)")
                }
            }
            let projection = ScrollPhysics.projectedOffset(from: 50, velocity: 3000, rate: rate)
            #expect(abs(ScrollPhysics.glideOffset(from: 50, velocity: 3000, rate: rate, after: 60) - projection) < 1e-6)
        }
    }

    @Test("the velocity decays by rate^ms")
    func velocityDecay() {
        #expect(abs(ScrollPhysics.glideVelocity(1000, rate: .normal, after: 0.5) - 1000 * pow(0.998, 500)) < 1e-9)
        #expect(ScrollPhysics.glideVelocity(-1000, rate: .fast, after: 0) == -1000)
    }

    @Test("a glide lasts until the rest of it is under a quarter point")
    func glideDuration() {
        let duration = ScrollPhysics.glideDuration(velocity: 2000, rate: .normal)
        let travel = ScrollPhysics.projectedOffset(from: 0, velocity: 2000, rate: .normal)
        let rest = travel - ScrollPhysics.glideOffset(from: 0, velocity: 2000, rate: .normal, after: duration)
        #expect(abs(rest - ScrollPhysics.glideStopDistance) < 1e-6)
        #expect(ScrollPhysics.glideDuration(velocity: 0.1, rate: .normal) == 0)
    }

    @Test("the rubber band is (1 − 1/(x·c/d + 1))·d: it follows less the further it goes and never reaches d")
    func rubberBand() {
        let d: CGFloat = 480
        for x: CGFloat in [1, 10, 100, 480, 5000, 1e9] {
            let expected = (1 - 1 / (x * 0.55 / d + 1)) * d
            #expect(abs(ScrollPhysics.rubberBand(x, dimension: d) - expected) < 1e-9)
            #expect(ScrollPhysics.rubberBand(x, dimension: d) < min(x, d))
            #expect(ScrollPhysics.rubberBand(-x, dimension: d) == -ScrollPhysics.rubberBand(x, dimension: d))
            let back = ScrollPhysics.overscroll(forRubberBanded: ScrollPhysics.rubberBand(x, dimension: d), dimension: d)
            if x < 1e6 { #expect(abs(back - x) / x < 1e-9, "the inverse gives the pull back: \(back) for \(x)") }
        }
        #expect(ScrollPhysics.rubberBand(100, dimension: 0) == 0)
        #expect(ScrollPhysics.rubberBand(.nan, dimension: 480) == 0)
        #expect(ScrollPhysics.rubberBand(100, dimension: .infinity) == 0)
        #expect(ScrollPhysics.overscroll(forRubberBanded: 480, dimension: 480).isFinite)
    }

    @Test("the spring back is critically damped: target + (C1 + C2 t) e^(−ωt), never crossing the target from rest")
    func springBack() {
        let omega = ScrollPhysics.bounceFrequency
        for t in stride(from: 0.0, through: 2, by: 0.05) {
            let value = ScrollPhysics.springOffset(target: 0, displacement: -80, velocity: 0, after: t)
            let expected = (-80 + (-80 * omega) * t) * exp(-omega * t)
            #expect(abs(value - CGFloat(expected)) < 1e-9)
            #expect(value <= 0, "from rest a critically damped spring does not overshoot")
        }
    }

    @Test("bad input is clamped: NaN and infinite numbers count as 0")
    func badInput() {
        #expect(ScrollPhysics.projectedOffset(from: .nan, velocity: .infinity, rate: .normal) == 0)
        #expect(ScrollPhysics.glideOffset(from: 10, velocity: .nan, rate: .normal, after: .infinity) == 10)
        #expect(ScrollPhysics.springOffset(target: 5, displacement: .nan, velocity: .nan, after: 1) == 5)
    }

    @Test("deceleration rates outside (0, 1) are clamped, or refused by the validating initialiser")
    func decelerationRates() throws {
        #expect(DecelerationRate.normal.rawValue == 0.998)
        #expect(DecelerationRate.fast.rawValue == 0.99)
        #expect(DecelerationRate(rawValue: 1.5).rawValue == DecelerationRate.validRange.upperBound)
        #expect(DecelerationRate(rawValue: 1).rawValue == DecelerationRate.validRange.upperBound)
        #expect(DecelerationRate(rawValue: 0).rawValue == DecelerationRate.validRange.lowerBound)
        #expect(DecelerationRate(rawValue: -3).rawValue == DecelerationRate.validRange.lowerBound)
        #expect(DecelerationRate(rawValue: .nan) == .normal)
        #expect(throws: ScrollError.invalidDecelerationRate(1)) { try DecelerationRate(validating: 1) }
        #expect(throws: ScrollError.invalidDecelerationRate(0)) { try DecelerationRate(validating: 0) }
        #expect(throws: (any Error).self) { try DecelerationRate(validating: .nan) }
        #expect(try DecelerationRate(validating: 0.995).rawValue == 0.995)
    }
}
