import Foundation

extension Transform3D: Interpolatable {
    /// The sixteen entries in ``entries`` order. Velocities and spring offsets are carried per
    /// entry; the path itself goes through the decomposition (``TransformInterpolation``).
    public var animatableData: SIMD16<Double> {
        SIMD16(Double(m11), Double(m12), Double(m13), Double(m14),
               Double(m21), Double(m22), Double(m23), Double(m24),
               Double(m31), Double(m32), Double(m33), Double(m34),
               Double(m41), Double(m42), Double(m43), Double(m44))
    }

    /// The transform with the given entries.
    public init(animatableData d: SIMD16<Double>) {
        self.init(m11: d[0], m12: d[1], m13: d[2], m14: d[3],
                  m21: d[4], m22: d[5], m23: d[6], m24: d[7],
                  m31: d[8], m32: d[9], m33: d[10], m34: d[11],
                  m41: d[12], m42: d[13], m43: d[14], m44: d[15])
    }

    /// The CSS interpolation between two transforms (see ``TransformInterpolation``).
    public static func interpolation(from start: Transform3D, to end: Transform3D) -> TransformInterpolation {
        TransformInterpolation(from: start, to: end)
    }
}

/// The path between two transforms that CSS Transforms specifies and browsers implement.
///
/// Both ends are decomposed (``Transform3D/decomposed()``): with the 2D decomposition when both
/// are 2D affine, with the 3D decomposition otherwise. Translation, scale, skew and perspective
/// interpolate linearly; the rotation is a spherical linear interpolation (slerp) of quaternions
/// along the shorter arc. The result is recomposed. So a rotation from 10° to 350° turns 20°
/// through 0°, and a scale never passes through a collapsed matrix, unlike entry-by-entry
/// interpolation.
///
/// When either end is singular (cannot be decomposed) the path switches from start to end at
/// fraction 0.5, as CSS does. Fractions outside `0...1` extrapolate every part.
public struct TransformInterpolation: InterpolationPath {
    let start: Transform3D
    let end: Transform3D
    let parts: Parts?

    struct Parts: Sendable {
        let from: Transform3D.Decomposition
        let to: Transform3D.Decomposition
        /// The start quaternion, negated when that makes the arc shorter.
        let fromQuaternion: SIMD4<Double>
        /// Half the rotation angle between the ends, and its sine (0 when they coincide).
        let halfAngle: Double
        let sineOfHalfAngle: Double
    }

    /// The path from `start` to `end`.
    public init(from start: Transform3D, to end: Transform3D) {
        self.start = start
        self.end = end
        let both2D = start.isAffine && end.isAffine
        let from = both2D ? start.decomposed2D() : start.decomposed3D()
        let to = both2D ? end.decomposed2D() : end.decomposed3D()
        guard let from, let to else {
            parts = nil
            return
        }
        var fromQuaternion = from.quaternion
        var cosine = (from.quaternion * to.quaternion).sum()
        if cosine < 0 {
            fromQuaternion = -fromQuaternion
            cosine = -cosine
        }
        cosine = min(cosine, 1)
        let sine = (1 - cosine * cosine).squareRoot()
        parts = Parts(
            from: from, to: to, fromQuaternion: fromQuaternion,
            halfAngle: acos(cosine), sineOfHalfAngle: sine
        )
    }

    /// The transform at `fraction`; exactly the ends at 0 and 1.
    public func value(at fraction: Double) -> Transform3D {
        if fraction == 0 { return start }
        if fraction == 1 { return end }
        guard let parts else { return fraction < 0.5 ? start : end }
        let a = parts.from, b = parts.to
        let keep = 1 - fraction
        var blended = Transform3D.Decomposition(
            translation: a.translation * keep + b.translation * fraction,
            scale: a.scale * keep + b.scale * fraction,
            skew: a.skew * keep + b.skew * fraction,
            perspective: a.perspective * keep + b.perspective * fraction,
            quaternion: a.quaternion
        )
        if parts.sineOfHalfAngle >= 1e-5 {
            let scaleFrom = sin(keep * parts.halfAngle) / parts.sineOfHalfAngle
            let scaleTo = sin(fraction * parts.halfAngle) / parts.sineOfHalfAngle
            blended.quaternion = parts.fromQuaternion * scaleFrom + b.quaternion * scaleTo
        }
        return Transform3D(blended)
    }
}
