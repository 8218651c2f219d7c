import Foundation
import Testing
@testable import MorphMotion

@Suite("TimingCurve")
struct TimingCurveTests {
    static let curves: [TimingCurve] = [
        .linear, .easeIn, .easeOut, .easeInOut,
        .cubicBezier(CGPoint(x: 0.34, y: 1.56), CGPoint(x: 0.64, y: 1)),
        .cubicBezier(CGPoint(x: 0.9, y: 0), CGPoint(x: 1, y: 0.1)),
        .cubicBezier(CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)),
        .cubicBezier(CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)),
    ]

    @Test("the solver finds the Bézier parameter to within 1e-6 in x for every progress", arguments: curves)
    func solverAccuracy(curve: TimingCurve) {
        for step in 0...2000 {
            let x = Double(step) / 2000
            let t = curve.parameter(forX: x)
            #expect(abs(curve.sampleX(t) - x) <= 1e-6, "x = \(x), t = \(t)")
            #expect(abs(curve.progress(at: x) - curve.sampleY(t)) <= 1e-6)
        }
    }

    @Test("the named curves use Core Animation's control points")
    func namedCurves() {
        #expect(TimingCurve.easeIn.controlPoint1 == CGPoint(x: 0.42, y: 0))
        #expect(TimingCurve.easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
        #expect(TimingCurve.easeOut.controlPoint2 == CGPoint(x: 0.58, y: 1))
        #expect(TimingCurve.easeInOut.controlPoint1 == CGPoint(x: 0.42, y: 0))
        #expect(TimingCurve.easeInOut.controlPoint2 == CGPoint(x: 0.58, y: 1))
        #expect(TimingCurve.linear.isLinear)
        #expect(TimingCurve.easeInOut.description == "cubic-bezier(0.42, 0.0, 0.58, 1.0)")
    }

    @Test("progress is 0 at the start and 1 at the end, and inputs outside 0...1 are clamped")
    func endpointsAndClamping() {
        for curve in Self.curves {
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
            #expect(curve.progress(at: -3) == 0)
            #expect(curve.progress(at: 7) == 1)
            #expect(curve.progress(at: .nan) == 0)
        }
    }

    @Test("y may overshoot and anticipate")
    func overshoot() {
        let overshoot = TimingCurve.cubicBezier(CGPoint(x: 0.34, y: 1.56), CGPoint(x: 0.64, y: 1))
        #expect((0...100).map { overshoot.progress(at: Double($0) / 100) }.max()! > 1.05)
        let anticipate = TimingCurve.cubicBezier(CGPoint(x: 0.36, y: 0), CGPoint(x: 0.66, y: -0.56))
        #expect((0...100).map { anticipate.progress(at: Double($0) / 100) }.min()! < -0.05)
    }

    @Test("slope matches a finite difference of progress")
    func slope() {
        for curve in Self.curves.prefix(5) {
            for x in stride(from: 0.05, through: 0.95, by: 0.05) {
                let h = 1e-6
                let numeric = (curve.progress(at: x + h) - curve.progress(at: x - h)) / (2 * h)
                #expect(abs(curve.slope(at: x) - numeric) <= 1e-4 * max(1, abs(numeric)), "\(curve) at \(x)")
            }
        }
    }

    @Test("control points with x outside 0...1 are clamped, non-finite ones fall back to the linear curve")
    func clamping() {
        let clamped = TimingCurve(controlPoint1: CGPoint(x: -0.5, y: 0.2), controlPoint2: CGPoint(x: 1.7, y: 0.9))
        #expect(clamped.controlPoint1 == CGPoint(x: 0, y: 0.2))
        #expect(clamped.controlPoint2 == CGPoint(x: 1, y: 0.9))
        let broken = TimingCurve(controlPoint1: CGPoint(x: CGFloat.nan, y: .infinity), controlPoint2: CGPoint(x: 0.5, y: CGFloat.nan))
        #expect(broken.controlPoint1 == CGPoint(x: 0, y: 0))
        #expect(broken.controlPoint2 == CGPoint(x: 0.5, y: 1))
        for x in stride(from: 0.0, through: 1.0, by: 0.1) {
            #expect(broken.progress(at: x).isFinite)
        }
    }

    @Test("the validating initialiser reports the offending control point")
    func validation() throws {
        #expect(throws: MotionError.controlPointOutOfRange(index: 1, x: 1.2, y: 0)) {
            try TimingCurve(validatingControlPoint1: CGPoint(x: 1.2, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
        }
        #expect(throws: MotionError.controlPointOutOfRange(index: 2, x: -0.1, y: 1)) {
            try TimingCurve(validatingControlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: -0.1, y: 1))
        }
        #expect(throws: MotionError.self) {
            try TimingCurve(validatingControlPoint1: CGPoint(x: 0.2, y: CGFloat.nan), controlPoint2: CGPoint(x: 1, y: 1))
        }
        let valid = try TimingCurve(validatingControlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1))
        #expect(valid == .cubicBezier(CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1)))
        #expect(MotionError.controlPointOutOfRange(index: 1, x: 1.2, y: 0).description.contains("1.2"))
    }
}
