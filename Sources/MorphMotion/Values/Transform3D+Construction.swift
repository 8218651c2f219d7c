import Foundation

extension Transform3D {
    /// A translation by `(x, y, z)`: CSS `translate3d(x, y, z)`.
    public init(translationX x: CGFloat, y: CGFloat, z: CGFloat = 0) {
        self = .identity
        m41 = x; m42 = y; m43 = z
    }

    /// A scale by `(x, y, z)` about the origin: CSS `scale3d(x, y, z)`.
    public init(scaleX x: CGFloat, y: CGFloat, z: CGFloat = 1) {
        self = .identity
        m11 = x; m22 = y; m33 = z
    }

    /// A rotation by `angle` radians in the x-y plane: CSS `rotate(angle)`, clockwise on a
    /// y-down screen (Core Animation's `CATransform3DMakeRotation(angle, 0, 0, 1)`).
    public init(rotationAngle angle: CGFloat) {
        self.init(rotationAngle: angle, x: 0, y: 0, z: 1)
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)`: CSS `rotate3d(x, y, z, angle)`
    /// and Core Animation's `CATransform3DMakeRotation`.
    ///
    /// The axis is normalised; a zero or non-finite axis gives the identity.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        let length = (Double(x * x + y * y + z * z)).squareRoot()
        guard length > 0, length.isFinite, Double(angle).isFinite else {
            self = .identity
            return
        }
        let x = Double(x) / length, y = Double(y) / length, z = Double(z) / length
        let half = Double(angle) / 2
        let sc = sin(half) * cos(half)
        let sq = sin(half) * sin(half)
        self.init(
            m11: 1 - 2 * (y * y + z * z) * sq, m12: 2 * (x * y * sq + z * sc), m13: 2 * (x * z * sq - y * sc), m14: 0,
            m21: 2 * (x * y * sq - z * sc), m22: 1 - 2 * (x * x + z * z) * sq, m23: 2 * (y * z * sq + x * sc), m24: 0,
            m31: 2 * (x * z * sq + y * sc), m32: 2 * (y * z * sq - x * sc), m33: 1 - 2 * (x * x + y * y) * sq, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1
        )
    }

    /// A perspective projection with the viewer `distance` points in front of the z = 0 plane:
    /// CSS `perspective(distance)` (`m34 = −1 / distance`). A distance that is not finite and
    /// positive gives the identity, as CSS treats `perspective(none)`.
    public init(perspective distance: CGFloat) {
        self = .identity
        if distance.isFinite && distance > 0 { m34 = -1 / distance }
    }

    /// The 2D affine transform CSS writes `matrix(a, b, c, d, tx, ty)`:
    /// `x′ = a·x + c·y + tx`, `y′ = b·x + d·y + ty`.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self = .identity
        m11 = a; m12 = b; m21 = c; m22 = d; m41 = tx; m42 = ty
    }

    /// A transform from its sixteen entries in CSS `matrix3d` order (``entries``' order).
    ///
    /// Returns `nil` unless `entries` has exactly sixteen elements.
    public init?(entries: [CGFloat]) {
        guard entries.count == 16 else { return nil }
        self.init(
            m11: entries[0], m12: entries[1], m13: entries[2], m14: entries[3],
            m21: entries[4], m22: entries[5], m23: entries[6], m24: entries[7],
            m31: entries[8], m32: entries[9], m33: entries[10], m34: entries[11],
            m41: entries[12], m42: entries[13], m43: entries[14], m44: entries[15]
        )
    }

    /// Whether the transform is 2D affine: it maps the z = 0 plane to itself without perspective,
    /// so CSS writes it as `matrix(a, b, c, d, tx, ty)`.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0
            && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// Whether every entry is finite.
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// The point `point` (at z = 0) maps to, after the perspective divide.
    ///
    /// A point that projects to infinity (w = 0) gives a non-finite point.
    public func apply(to point: CGPoint) -> CGPoint {
        let x = point.x * m11 + point.y * m21 + m41
        let y = point.x * m12 + point.y * m22 + m42
        let w = point.x * m14 + point.y * m24 + m44
        return w == 1 ? CGPoint(x: x, y: y) : CGPoint(x: x / w, y: y / w)
    }
}
