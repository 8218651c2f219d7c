import Foundation
import MorphTestSupport
import Testing
@testable import MorphMotion

@Suite("Transform3D")
struct Transform3DTests {
    static func isClose(_ a: Transform3D, _ b: Transform3D, _ tolerance: CGFloat = 1e-6) -> Bool {
        zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("constructors give the CSS matrices")
    func constructors() throws {
        #expect(Transform3D(translationX: 3, y: 4, z: 5).cssMatrix == "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 3, 4, 5, 1)")
        #expect(Transform3D(translationX: 3, y: 4).cssMatrix == "matrix(1, 0, 0, 1, 3, 4)")
        #expect(Transform3D(scaleX: 2, y: 0.5).cssMatrix == "matrix(2, 0, 0, 0.5, 0, 0)")
        let quarter = Transform3D(rotationAngle: .pi / 2)
        #expect(Self.isClose(quarter, try #require(Transform3D(cssMatrix: "matrix(0, 1, -1, 0, 0, 0)"))))
        // rotate3d(1, 1, 0, 120deg), as Chromium computes it.
        let axis = Transform3D(rotationAngle: 2 * .pi / 3, x: 1, y: 1, z: 0)
        let chromium = try #require(Transform3D(cssMatrix: "matrix3d(0.25, 0.75, -0.612372, 0, 0.75, 0.25, 0.612372, 0, 0.612372, -0.612372, -0.5, 0, 0, 0, 0, 1)"))
        #expect(Self.isClose(axis, chromium, 1e-6))
        #expect(Transform3D(perspective: 500).m34 == -1.0 / 500)
        #expect(Transform3D(perspective: -3) == .identity)
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
        #expect(Transform3D(entries: [1, 2, 3]) == nil)
    }

    @Test("concatenation applies the receiver first, as CATransform3DConcat")
    func concatenation() throws {
        // CSS "translate(100px, 50px) scale(2)" scales first, then translates.
        let css = Transform3D(scaleX: 2, y: 2).concatenating(Transform3D(translationX: 100, y: 50))
        #expect(css == Transform3D(cssMatrix: "matrix(2, 0, 0, 2, 100, 50)"))
        #expect(css.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 102, y: 52))
        #expect(Transform3D(translationX: 100, y: 50).scaledBy(x: 2, y: 2) == css)
        #expect(Transform3D.identity.translatedBy(x: 1, y: 2) == Transform3D(translationX: 1, y: 2))
        let rotated = Transform3D.identity.rotatedBy(angle: .pi)
        #expect(Self.isClose(rotated, Transform3D(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)))
    }

    @Test("inversion undoes a transform; singular transforms have no inverse")
    func inversion() throws {
        let transform = Transform3D(rotationAngle: 0.7, x: 1, y: 2, z: 3)
            .concatenating(Transform3D(translationX: 5, y: -7, z: 2))
            .concatenating(Transform3D(perspective: 400))
            .concatenating(Transform3D(scaleX: 2, y: 3, z: 0.5))
        let inverse = try #require(transform.inverted())
        #expect(Self.isClose(transform.concatenating(inverse), .identity, 1e-9))
        #expect(Self.isClose(inverse.concatenating(transform), .identity, 1e-9))
        #expect(abs(transform.determinant * inverse.determinant - 1) < 1e-9)
        #expect(Transform3D(scaleX: 0, y: 1).inverted() == nil)
        var broken = Transform3D.identity
        broken.m11 = .nan
        #expect(broken.inverted() == nil)
        #expect(!broken.isFinite)
    }

    @Test("decomposition recomposes to the same transform", arguments: 0..<40)
    func decompositionRoundTrip(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) + 1)
        func r(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &random)) }
        var transform = Transform3D(scaleX: r(0.2...3), y: r(-2...3), z: r(0.2...2))
            .concatenating(Transform3D(rotationAngle: r(-3...3), x: r(-1...1), y: r(-1...1), z: r(0.1...1)))
            .concatenating(Transform3D(translationX: r(-100...100), y: r(-100...100), z: r(-50...50)))
        transform.m21 += r(-0.5...0.5)
        if seed % 3 == 0 { transform = transform.concatenating(Transform3D(perspective: r(200...900))) }
        let parts = try #require(transform.decomposed())
        // Decomposition normalises the matrix (m44 = 1): the same projective transform.
        let normalised = try #require(Transform3D(entries: transform.entries.map { $0 / transform.m44 }))
        #expect(Self.isClose(Transform3D(parts), normalised, 1e-9), "\(transform.cssMatrix)")
        #expect(abs((parts.quaternion * parts.quaternion).sum() - 1) < 1e-9)
    }

    @Test("2D transforms use the 2D decomposition")
    func decomposition2D() throws {
        let parts = try #require(Transform3D(a: 0, b: 0.5, c: -0.5, d: 0, tx: -20, ty: 10).decomposed())
        #expect(parts.translation == SIMD3(-20, 10, 0))
        #expect(abs(parts.scale.x - 0.5) < 1e-12 && abs(parts.scale.y - 0.5) < 1e-12 && parts.scale.z == 1)
        #expect(abs(parts.quaternion.z - sin(Double.pi / 4)) < 1e-12)
        #expect(Transform3D(scaleX: 0, y: 0).decomposed() != nil)
        #expect(Transform3D(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).decomposed() == nil)
        let mirrored = try #require(Transform3D(scaleX: -1, y: 1).decomposed())
        #expect(Self.isClose(Transform3D(mirrored), Transform3D(scaleX: -1, y: 1)))
    }

    @Test("a singular end makes the interpolation switch at the midpoint")
    func singularInterpolation() {
        let singular = Transform3D(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)
        let path = Transform3D.interpolation(from: singular, to: .identity)
        #expect(path.value(at: 0.49) == singular)
        #expect(path.value(at: 0.5) == .identity)
    }

    @Test("interpolation goes the short way round and extrapolates for overshoot")
    func interpolation() {
        let path = Transform3D.interpolation(from: Transform3D(rotationAngle: .pi / 18), to: Transform3D(rotationAngle: -.pi / 18))
        #expect(Self.isClose(path.value(at: 0.5), .identity, 1e-12))
        let grow = Transform3D.interpolation(from: Transform3D(scaleX: 1, y: 1), to: Transform3D(scaleX: 2, y: 2))
        #expect(Self.isClose(grow.value(at: 1.5), Transform3D(scaleX: 2.5, y: 2.5), 1e-12))
        let spin = Transform3D.interpolation(from: .identity, to: Transform3D(rotationAngle: .pi / 2))
        #expect(Self.isClose(spin.value(at: 2), Transform3D(rotationAngle: .pi), 1e-9))
    }

    @Test("CSS matrices parse and print")
    func css() throws {
        #expect(Transform3D(cssMatrix: "none") == .identity)
        #expect(Transform3D(cssMatrix: " matrix(1, 0, 0, 1, 2.5, -3) ") == Transform3D(translationX: 2.5, y: -3))
        #expect(Transform3D(cssMatrix: "matrix(1, 0, 0, 1, 2)") == nil)
        #expect(Transform3D(cssMatrix: "matrix(1, 0, 0, 1, 2, nan)") == nil)
        #expect(Transform3D(cssMatrix: "rotate(10deg)") == nil)
        #expect(Transform3D(cssMatrix: "matrix(2.22045e-16, 1, -1, 2.22045e-16, 0, 0)")?.m11 == 2.22045e-16)
        let perspective = Transform3D(perspective: 500)
        #expect(Transform3D(cssMatrix: perspective.cssMatrix) == perspective)
    }
}
