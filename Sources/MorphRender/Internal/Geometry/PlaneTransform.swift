import Foundation
import MorphMotion

/// A 2D projective transform of the plane: a `Transform3D` flattened as Core Animation flattens a
/// layer into its superlayer (and CSS does with `transform-style: flat`).
///
/// Row-vector convention like `Transform3D`: `(x, y, 1) · M = (X, Y, W)` and the point is
/// `(X / W, Y / W)`. Flattening keeps the entries that act on points of the layer's own plane
/// (`z = 0`) and drops the output `z`: `a = m11, b = m12, p = m14, c = m21, d = m22, q = m24,
/// e = m41, f = m42, s = m44`. Composing flattened transforms level by level is exactly what the
/// renderers and the browser do, so root-coordinate boxes agree with what is drawn.
struct PlaneTransform: Hashable, Sendable {
    var a: Double, b: Double, p: Double
    var c: Double, d: Double, q: Double
    var e: Double, f: Double, s: Double

    /// The smallest homogeneous `W` used when projecting: points at or behind the viewer (`W ≤ 0`,
    /// possible only with perspective) are clamped to this so projection never divides by zero.
    static let minimumW = 1e-6

    static let identity = PlaneTransform(a: 1, b: 0, p: 0, c: 0, d: 1, q: 0, e: 0, f: 0, s: 1)

    static func translation(_ x: Double, _ y: Double) -> PlaneTransform {
        PlaneTransform(a: 1, b: 0, p: 0, c: 0, d: 1, q: 0, e: x, f: y, s: 1)
    }

    /// The flattening of a 3D transform (see the type's documentation).
    init(flattening transform: Transform3D) {
        self.init(
            a: Double(transform.m11), b: Double(transform.m12), p: Double(transform.m14),
            c: Double(transform.m21), d: Double(transform.m22), q: Double(transform.m24),
            e: Double(transform.m41), f: Double(transform.m42), s: Double(transform.m44)
        )
    }

    init(a: Double, b: Double, p: Double, c: Double, d: Double, q: Double, e: Double, f: Double, s: Double) {
        self.a = a; self.b = b; self.p = p
        self.c = c; self.d = d; self.q = q
        self.e = e; self.f = f; self.s = s
    }

    /// The transform that maps a layer's box coordinates (origin at the top-left corner of its
    /// bounds) into its parent's box coordinates: `transform` applied about the anchor point, as
    /// Core Animation applies a layer's transform, then the box placed at `frame` (the layer's frame
    /// in the parent's box coordinates, see `LayerGeometry`).
    static func localToParent(frame: CGRect, anchorPoint: CGPoint, transform: Transform3D) -> PlaneTransform {
        let x = Double(frame.origin.x), y = Double(frame.origin.y)
        if transform.isIdentity { return .translation(x, y) }
        let anchorX = Double(frame.size.width * anchorPoint.x), anchorY = Double(frame.size.height * anchorPoint.y)
        return PlaneTransform.translation(-anchorX, -anchorY)
            .concatenating(PlaneTransform(flattening: transform))
            .concatenating(.translation(x + anchorX, y + anchorY))
    }

    /// Whether the transform has no perspective part, so SVG's `matrix(…)` can express it.
    var isAffine: Bool { p == 0 && q == 0 }

    /// `self` followed by `other` (points go through `self` first).
    func concatenating(_ other: PlaneTransform) -> PlaneTransform {
        PlaneTransform(
            a: a * other.a + b * other.c + p * other.e,
            b: a * other.b + b * other.d + p * other.f,
            p: a * other.p + b * other.q + p * other.s,
            c: c * other.a + d * other.c + q * other.e,
            d: c * other.b + d * other.d + q * other.f,
            q: c * other.p + d * other.q + q * other.s,
            e: e * other.a + f * other.c + s * other.e,
            f: e * other.b + f * other.d + s * other.f,
            s: e * other.p + f * other.q + s * other.s
        )
    }

    /// Projects a point (`W` clamped to ``minimumW``).
    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let w = max(x * p + y * q + s, Self.minimumW)
        return ((x * a + y * c + e) / w, (x * b + y * d + f) / w)
    }

    /// The axis-aligned bounding box of `rect` after the transform: the box a browser's
    /// `getBoundingClientRect()` reports and UIKit's `convert(_:to:)` returns.
    func boundingBox(of rect: CGRect) -> CGRect {
        let minX = Double(rect.minX), minY = Double(rect.minY), maxX = Double(rect.maxX), maxY = Double(rect.maxY)
        let corners = [apply(minX, minY), apply(maxX, minY), apply(minX, maxY), apply(maxX, maxY)]
        var lowX = corners[0].x, highX = corners[0].x, lowY = corners[0].y, highY = corners[0].y
        for corner in corners.dropFirst() {
            lowX = min(lowX, corner.x); highX = max(highX, corner.x)
            lowY = min(lowY, corner.y); highY = max(highY, corner.y)
        }
        return CGRect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
    }

    /// The affine transform closest to this one over `rect`, for outputs without perspective (SVG).
    ///
    /// An affine transform is returned unchanged (normalised so `s = 1`). A projective one is
    /// replaced by the least-squares affine fit of the images of `rect`'s four corners, which keeps
    /// the projected centre and the average extent; a degenerate `rect` uses the derivative of the
    /// projection at its centre instead.
    func affineApproximation(over rect: CGRect) -> PlaneTransform {
        if isAffine {
            let scale = s == 0 ? 1 : s
            return PlaneTransform(a: a / scale, b: b / scale, p: 0, c: c / scale, d: d / scale, q: 0, e: e / scale, f: f / scale, s: 1)
        }
        let centreX = Double(rect.midX), centreY = Double(rect.midY)
        let halfWidth = Double(rect.width) / 2, halfHeight = Double(rect.height) / 2
        let centre = apply(centreX, centreY)
        var linearA: Double, linearB: Double, linearC: Double, linearD: Double
        if halfWidth > 0 && halfHeight > 0 {
            // Corners relative to the centre are (±hw, ±hh): Σu = Σv = Σuv = 0, so the normal
            // equations decouple into one ratio per coefficient.
            let offsets = [(-halfWidth, -halfHeight), (halfWidth, -halfHeight), (-halfWidth, halfHeight), (halfWidth, halfHeight)]
            var sumXU = 0.0, sumXV = 0.0, sumYU = 0.0, sumYV = 0.0, meanX = 0.0, meanY = 0.0
            for (u, v) in offsets {
                let image = apply(centreX + u, centreY + v)
                sumXU += image.x * u; sumXV += image.x * v
                sumYU += image.y * u; sumYV += image.y * v
                meanX += image.x / 4; meanY += image.y / 4
            }
            let sumUU = 4 * halfWidth * halfWidth, sumVV = 4 * halfHeight * halfHeight
            linearA = sumXU / sumUU; linearB = sumYU / sumUU
            linearC = sumXV / sumVV; linearD = sumYV / sumVV
            return PlaneTransform(
                a: linearA, b: linearB, p: 0, c: linearC, d: linearD, q: 0,
                e: meanX - linearA * centreX - linearC * centreY,
                f: meanY - linearB * centreX - linearD * centreY, s: 1
            )
        }
        // Derivative of (X/W, Y/W) at the centre.
        let w = max(centreX * p + centreY * q + s, Self.minimumW)
        linearA = (a - centre.x * p) / w; linearB = (b - centre.y * p) / w
        linearC = (c - centre.x * q) / w; linearD = (d - centre.y * q) / w
        return PlaneTransform(
            a: linearA, b: linearB, p: 0, c: linearC, d: linearD, q: 0,
            e: centre.x - linearA * centreX - linearC * centreY,
            f: centre.y - linearB * centreX - linearD * centreY, s: 1
        )
    }
}
