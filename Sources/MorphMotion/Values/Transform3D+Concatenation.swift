import Foundation

extension Transform3D {
    /// The transform that applies `self` first, then `other` (Core Animation's
    /// `CATransform3DConcat(self, other)`: with row vectors, `self · other`).
    ///
    /// CSS lists functions in the opposite order: `transform: translate(…) scale(…)` scales first,
    /// so it is `scale.concatenating(translate)`.
    ///
    /// - Complexity: O(1) (64 multiplications).
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = self, b = other
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44
        )
    }

    /// `self` translated by `(x, y, z)` before it applies (Core Animation's `CATransform3DTranslate`,
    /// CSS's `<self> translate3d(x, y, z)`).
    public func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// `self` scaled by `(x, y, z)` before it applies (`CATransform3DScale`, CSS's
    /// `<self> scale3d(x, y, z)`).
    public func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat = 1) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// `self` rotated by `angle` radians about `(x, y, z)` before it applies
    /// (`CATransform3DRotate`, CSS's `<self> rotate3d(x, y, z, angle)`).
    public func rotatedBy(angle: CGFloat, x: CGFloat = 0, y: CGFloat = 0, z: CGFloat = 1) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }
}
