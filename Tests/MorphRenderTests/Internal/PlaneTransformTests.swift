import Foundation
import Testing
@testable import MorphRender

@Suite("Plane transforms")
struct PlaneTransformTests {
    @Test("an untransformed node maps its own coordinates by its origin")
    func translation() {
        let transform = PlaneTransform.localToParent(frame: CGRect(x: 7, y: 9, width: 10, height: 10), anchorPoint: CGPoint(x: 0.5, y: 0.5), transform: .identity)
        let point = transform.apply(1, 2)
        #expect(point.x == 8 && point.y == 11)
    }

    @Test("an affine transform is its own affine approximation")
    func affineIsExact() {
        let transform = PlaneTransform.localToParent(frame: CGRect(x: 10, y: 20, width: 40, height: 30), anchorPoint: CGPoint(x: 0.5, y: 0.5), transform: TransformMath.rotation(0.3))
        let approximation = transform.affineApproximation(over: CGRect(x: 0, y: 0, width: 40, height: 30))
        for (x, y) in [(0.0, 0.0), (40, 0), (0, 30), (40, 30), (13, 7)] {
            let exact = transform.apply(x, y), approximate = approximation.apply(x, y)
            #expect(abs(exact.x - approximate.x) < 1e-9 && abs(exact.y - approximate.y) < 1e-9)
        }
    }

    @Test("a perspective transform is approximated by an affine one that keeps the corners' centroid")
    func perspectiveApproximation() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        let transform = PlaneTransform.localToParent(frame: bounds, anchorPoint: CGPoint(x: 0.5, y: 0.5), transform: TransformMath.perspectiveRotationY(0.6, distance: 250))
        #expect(!transform.isAffine)
        let approximation = transform.affineApproximation(over: bounds)
        #expect(approximation.isAffine)
        let corners = [(0.0, 0.0), (100, 0), (0, 60), (100, 60)]
        let exactCentroid = corners.map { transform.apply($0.0, $0.1) }.reduce((0.0, 0.0)) { ($0.0 + $1.x / 4, $0.1 + $1.y / 4) }
        let approximateCentroid = corners.map { approximation.apply($0.0, $0.1) }.reduce((0.0, 0.0)) { ($0.0 + $1.x / 4, $0.1 + $1.y / 4) }
        #expect(abs(exactCentroid.0 - approximateCentroid.0) < 1e-9 && abs(exactCentroid.1 - approximateCentroid.1) < 1e-9)
        // A zero-size node uses the derivative at its centre: still affine and finite.
        let point = PlaneTransform.localToParent(frame: CGRect(x: 5, y: 5, width: 0, height: 0), anchorPoint: CGPoint(x: 0.5, y: 0.5), transform: TransformMath.perspectiveRotationY(0.6, distance: 250))
            .affineApproximation(over: .zero)
        #expect(point.isAffine && point.a.isFinite && point.e.isFinite)
    }

    @Test("points behind the viewer are clamped instead of dividing by zero")
    func behindTheViewer() {
        var transform = Transform3D.identity
        transform.m14 = -1  // W = 1 - x: zero at x = 1, negative beyond
        let plane = PlaneTransform(flattening: transform)
        let point = plane.apply(2, 0)
        #expect(point.x.isFinite && point.y.isFinite)
    }

    @Test("a transform turns about the anchor point: (0, 0) keeps the top-left corner in place")
    func anchorPoint() {
        let frame = CGRect(x: 10, y: 20, width: 40, height: 30)
        let corner = PlaneTransform.localToParent(frame: frame, anchorPoint: .zero, transform: TransformMath.rotation(.pi / 2))
        let origin = corner.apply(0, 0), end = corner.apply(40, 0)
        #expect(abs(origin.x - 10) < 1e-9 && abs(origin.y - 20) < 1e-9)
        #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 60) < 1e-9)
        let far = PlaneTransform.localToParent(frame: frame, anchorPoint: CGPoint(x: 1, y: 1), transform: TransformMath.scale(2, 2))
        let fixed = far.apply(40, 30)
        #expect(abs(fixed.x - 50) < 1e-9 && abs(fixed.y - 50) < 1e-9)
    }
}
