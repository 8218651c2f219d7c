import Foundation
import Testing
@testable import MorphMotion

/// A custom interpolatable type, as the protocol's documentation shows.
private struct Gauge: Interpolatable {
    var level: Double
    var animatableData: Double { level }
    init(animatableData: Double) { level = animatableData }
}

@Suite("Interpolatable")
struct InterpolatableTests {
    @Test("geometry interpolates component by component and extrapolates")
    func geometry() {
        #expect(CGFloat(10).interpolated(to: 20, fraction: 0.25) == 12.5)
        #expect(CGPoint(x: 0, y: 10).interpolated(to: CGPoint(x: 10, y: 0), fraction: 0.5) == CGPoint(x: 5, y: 5))
        #expect(CGSize(width: 10, height: 10).interpolated(to: CGSize(width: 20, height: 30), fraction: 1.5) == CGSize(width: 25, height: 40))
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50).interpolated(to: CGRect(x: 100, y: 20, width: 50, height: 50), fraction: 0.5)
        #expect(rect == CGRect(x: 50, y: 10, width: 75, height: 50))
        #expect(2.0.interpolated(to: 4, fraction: -1) == 0)
    }

    @Test("the ends of a path are exact")
    func exactEnds() {
        let start = CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.7)
        let end = CGRect(x: 1e9 + 0.1, y: -3, width: 7, height: 0.1)
        #expect(start.interpolated(to: end, fraction: 0) == start)
        #expect(start.interpolated(to: end, fraction: 1) == end)
    }

    @Test("colours interpolate premultiplied")
    func colors() {
        let half = Color.clear.interpolated(to: .white, fraction: 0.5)
        #expect(half == Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        let mix = Color.red.interpolated(to: .blue, fraction: 0.5)
        #expect(mix == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(Color(animatableData: SIMD4(2, -1, 0.5, 1.4)) == Color(red: 1, green: 0, blue: 0.5, alpha: 1))
        #expect(Color(animatableData: SIMD4(0.3, 0.3, 0.3, 0)) == .clear)
    }

    @Test("a Bool holds until the end, and shows true only while both ends are true")
    func bools() {
        #expect(true.interpolated(to: false, fraction: 0.999) == false)
        #expect(false.interpolated(to: true, fraction: 0.5) == false)
        #expect(true.interpolated(to: true, fraction: 0.5) == true)
        #expect(true.interpolated(to: false, fraction: 0) == true)
        #expect(false.interpolated(to: true, fraction: 1) == true)
        #expect(Bool.interpolation(from: true, to: false).derivative(at: 0.5) == 0)
    }

    @Test("a custom type needs only its animatable data")
    func customType() {
        #expect(Gauge(animatableData: 2).interpolated(to: Gauge(animatableData: 4), fraction: 0.5).level == 3)
        #expect(LinearInterpolation(from: Gauge(animatableData: 1), to: Gauge(animatableData: 5)).derivative(at: 0.3) == 4)
    }

    @Test("the default derivative is a central difference of the path")
    func derivative() {
        let path = Transform3D.interpolation(from: .identity, to: Transform3D(translationX: 10, y: 0))
        let derivative = path.derivative(at: 0.5)
        #expect(abs(derivative[12] - 10) < 1e-6)
    }

    @Test("vectors add, subtract, scale and measure")
    func vectors() {
        #expect(SIMD2<Double>(3, 4).magnitudeSquared == 25)
        #expect(SIMD4<Double>(1, 2, 3, 4).scaled(by: 2) == SIMD4(2, 4, 6, 8))
        #expect(SIMD16<Double>(repeating: 1).magnitudeSquared == 16)
        #expect(3.0.scaled(by: 2) == 6 && 3.0.magnitudeSquared == 9)
    }
}
