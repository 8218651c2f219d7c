import Foundation

extension Transform3D {
    /// The determinant of the 4×4 matrix.
    public var determinant: CGFloat {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// The transform that undoes this one, or `nil` when it is singular (it flattens space, so it
    /// cannot be undone) or not finite.
    ///
    /// `t.concatenating(t.inverted()!)` is the identity up to rounding.
    ///
    /// - Complexity: O(1) (the cofactor expansion).
    public func inverted() -> Transform3D? {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard det.isFinite, det != 0 else { return nil }
        let r = 1 / det
        return Transform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * r,
            m12: (-m12 * c5 + m13 * c4 - m14 * c3) * r,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * r,
            m14: (-m32 * s5 + m33 * s4 - m34 * s3) * r,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * r,
            m22: (m11 * c5 - m13 * c2 + m14 * c1) * r,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * r,
            m24: (m31 * s5 - m33 * s2 + m34 * s1) * r,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * r,
            m32: (-m11 * c4 + m12 * c2 - m14 * c0) * r,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * r,
            m34: (-m31 * s4 + m32 * s2 - m34 * s0) * r,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * r,
            m42: (m11 * c3 - m12 * c1 + m13 * c0) * r,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * r,
            m44: (m31 * s3 - m32 * s1 + m33 * s0) * r
        )
    }
}
