import Foundation

extension Transform3D {
    /// A transform split into the parts CSS Transforms interpolates separately.
    ///
    /// With column vectors the transform is `perspective · translate · rotate · skew · scale`
    /// (CSS Transforms Level 2, "Recomposing to a 3D matrix"). ``Transform3D/init(_:)`` recomposes
    /// it; ``Transform3D/decomposed()`` computes it.
    public struct Decomposition: Hashable, Sendable {
        /// Translation along x, y and z.
        public var translation: SIMD3<Double>
        /// Scale along x, y and z (negative for a mirrored axis).
        public var scale: SIMD3<Double>
        /// The shear factors xy, xz and yz.
        public var skew: SIMD3<Double>
        /// The perspective row `(x, y, z, w)`; `(0, 0, 0, 1)` without perspective.
        public var perspective: SIMD4<Double>
        /// The rotation as a unit quaternion `(x, y, z, w)`.
        public var quaternion: SIMD4<Double>

        /// The decomposition of the identity.
        public static let identity = Decomposition(
            translation: .zero, scale: .one, skew: .zero,
            perspective: SIMD4(0, 0, 0, 1), quaternion: SIMD4(0, 0, 0, 1)
        )

        /// Creates a decomposition from its parts.
        public init(translation: SIMD3<Double>, scale: SIMD3<Double>, skew: SIMD3<Double>, perspective: SIMD4<Double>, quaternion: SIMD4<Double>) {
            self.translation = translation
            self.scale = scale
            self.skew = skew
            self.perspective = perspective
            self.quaternion = quaternion
        }
    }

    /// The decomposition CSS uses to interpolate this transform, or `nil` when it is singular (it
    /// cannot be decomposed; CSS then switches discretely at the midpoint).
    ///
    /// A 2D affine transform uses the 2D decomposition (CSS Transforms Level 1: translation,
    /// scale with at most one flipped axis, one xy skew and an angle, the angle stored as a
    /// quaternion about z, as Chromium does); any other uses the 3D decomposition (Level 2).
    public func decomposed() -> Decomposition? {
        isAffine ? decomposed2D() : decomposed3D()
    }

    /// The 2D decomposition of an affine transform, or `nil` when it is singular.
    func decomposed2D() -> Decomposition? {
        var result = Decomposition.identity
        result.translation = SIMD3(Double(m41), Double(m42), 0)
        var a = Double(m11), b = Double(m12), c = Double(m21), d = Double(m22)
        if b == 0 && c == 0 && a >= 0 && d >= 0 {
            // An unmirrored axis-aligned scale decomposes to scale and translation alone, as in
            // Chromium; this keeps a zero scale (a collapsed element) decomposable, so scale(0) →
            // scale(1) grows smoothly instead of jumping. (Negative diagonals take the general path:
            // matrix(-1, 0, 0, -1) is a half turn, not two mirrors.)
            result.scale = SIMD3(a, d, 1)
            return result
        }
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        // With a negative determinant one axis is mirrored; flip the one that keeps the angle small.
        var scaleX = 1.0, scaleY = 1.0
        if determinant < 0 {
            if a < d { scaleX = -1 } else { scaleY = -1 }
        }
        scaleX *= (a * a + b * b).squareRoot()
        a /= scaleX; b /= scaleX
        // The xy shear is the projection of the second column on the (now unit) first one.
        let shear = a * c + b * d
        c -= a * shear; d -= b * shear
        scaleY *= (c * c + d * d).squareRoot()
        result.scale = SIMD3(scaleX, scaleY, 1)
        result.skew = SIMD3(shear / scaleY, 0, 0)
        let angle = atan2(b, a)
        result.quaternion = SIMD4(0, 0, sin(angle / 2), cos(angle / 2))
        return result
    }

    /// The 3D decomposition (CSS Transforms Level 2, "Decomposing a 3D matrix"), or `nil` when
    /// the matrix cannot be normalised or its perspective part is singular.
    func decomposed3D() -> Decomposition? {
        // Rows of the row-vector matrix are the columns of the spec's column-vector matrix.
        var rows = [
            SIMD4(Double(m11), Double(m12), Double(m13), Double(m14)),
            SIMD4(Double(m21), Double(m22), Double(m23), Double(m24)),
            SIMD4(Double(m31), Double(m32), Double(m33), Double(m34)),
            SIMD4(Double(m41), Double(m42), Double(m43), Double(m44)),
        ]
        let w = rows[3][3]
        guard w != 0, w.isFinite else { return nil }
        for index in 0..<4 { rows[index] /= w }

        var result = Decomposition.identity
        // The perspective part: the matrix with its perspective column cleared must be invertible.
        var perspectiveMatrix = Transform3D(rows: rows)
        perspectiveMatrix.m14 = 0; perspectiveMatrix.m24 = 0; perspectiveMatrix.m34 = 0; perspectiveMatrix.m44 = 1
        guard abs(Double(perspectiveMatrix.determinant)) >= 1e-8 else { return nil }
        if rows[0][3] != 0 || rows[1][3] != 0 || rows[2][3] != 0 {
            // The spec solves Pᶜ·p = rhs with the transposed inverse of the column-vector matrix Pᶜ;
            // in the row-vector convention that transposed inverse is simply P⁻¹.
            guard let inverse = perspectiveMatrix.inverted() else { return nil }
            let rhs = SIMD4(rows[0][3], rows[1][3], rows[2][3], rows[3][3])
            result.perspective = inverse.rowMajorProduct(rhs)
        }
        result.translation = SIMD3(rows[3][0], rows[3][1], rows[3][2])

        var axes = [SIMD3(rows[0][0], rows[0][1], rows[0][2]),
                    SIMD3(rows[1][0], rows[1][1], rows[1][2]),
                    SIMD3(rows[2][0], rows[2][1], rows[2][2])]
        // Gram–Schmidt: scale, then shears that make each axis orthogonal to the previous ones.
        var scale = SIMD3<Double>.one, skew = SIMD3<Double>.zero
        scale.x = length(axes[0])
        if scale.x != 0 { axes[0] /= scale.x }
        skew.x = dot(axes[0], axes[1])
        axes[1] -= axes[0] * skew.x
        scale.y = length(axes[1])
        if scale.y != 0 { axes[1] /= scale.y }
        skew.x /= scale.y
        skew.y = dot(axes[0], axes[2])
        axes[2] -= axes[0] * skew.y
        skew.z = dot(axes[1], axes[2])
        axes[2] -= axes[1] * skew.z
        scale.z = length(axes[2])
        if scale.z != 0 { axes[2] /= scale.z }
        skew.y /= scale.z
        skew.z /= scale.z
        // A left-handed basis is a mirror: negate every scale and axis.
        if dot(axes[0], cross(axes[1], axes[2])) < 0 {
            scale = -scale
            for index in 0..<3 { axes[index] = -axes[index] }
        }
        result.scale = scale
        result.skew = skew
        result.quaternion = Self.quaternion(rotationAxes: axes)
        return result
    }

    /// The unit quaternion of an orthonormal basis (`axes[i]` is the image of the i-th unit vector),
    /// by the numerically robust branch on the largest diagonal term.
    static func quaternion(rotationAxes axes: [SIMD3<Double>]) -> SIMD4<Double> {
        // r(i, j): row i, column j of the column-vector rotation matrix.
        func r(_ i: Int, _ j: Int) -> Double { axes[j][i] }
        let trace = r(0, 0) + r(1, 1) + r(2, 2)
        if trace > 0 {
            let root = (1 + trace).squareRoot(), s = 0.5 / root
            return SIMD4((r(2, 1) - r(1, 2)) * s, (r(0, 2) - r(2, 0)) * s, (r(1, 0) - r(0, 1)) * s, 0.5 * root)
        } else if r(0, 0) > r(1, 1) && r(0, 0) > r(2, 2) {
            let root = (1 + r(0, 0) - r(1, 1) - r(2, 2)).squareRoot(), s = 0.5 / root
            return SIMD4(0.5 * root, (r(0, 1) + r(1, 0)) * s, (r(0, 2) + r(2, 0)) * s, (r(2, 1) - r(1, 2)) * s)
        } else if r(1, 1) > r(2, 2) {
            let root = (1 - r(0, 0) + r(1, 1) - r(2, 2)).squareRoot(), s = 0.5 / root
            return SIMD4((r(0, 1) + r(1, 0)) * s, 0.5 * root, (r(1, 2) + r(2, 1)) * s, (r(0, 2) - r(2, 0)) * s)
        } else {
            let root = (1 - r(0, 0) - r(1, 1) + r(2, 2)).squareRoot(), s = 0.5 / root
            return SIMD4((r(0, 2) + r(2, 0)) * s, (r(1, 2) + r(2, 1)) * s, 0.5 * root, (r(1, 0) - r(0, 1)) * s)
        }
    }

    /// Recomposes a decomposition: `perspective · translate · rotate · skew(yz) · skew(xz) ·
    /// skew(xy) · scale` with column vectors.
    public init(_ decomposition: Decomposition) {
        let d = decomposition
        // Built with column vectors (c[row][column]) and transposed at the end.
        var c = ColumnMatrix.identity
        c[3] = SIMD4(d.perspective.x, d.perspective.y, d.perspective.z, d.perspective.w)
        c = c.multiplied(by: ColumnMatrix.translation(d.translation))
        c = c.multiplied(by: ColumnMatrix.rotation(d.quaternion))
        if d.skew.z != 0 { var k = ColumnMatrix.identity; k[1][2] = d.skew.z; c = c.multiplied(by: k) }
        if d.skew.y != 0 { var k = ColumnMatrix.identity; k[0][2] = d.skew.y; c = c.multiplied(by: k) }
        if d.skew.x != 0 { var k = ColumnMatrix.identity; k[0][1] = d.skew.x; c = c.multiplied(by: k) }
        for row in 0..<4 { c[row] *= SIMD4(d.scale.x, d.scale.y, d.scale.z, 1) }
        self.init(
            m11: c[0][0], m12: c[1][0], m13: c[2][0], m14: c[3][0],
            m21: c[0][1], m22: c[1][1], m23: c[2][1], m24: c[3][1],
            m31: c[0][2], m32: c[1][2], m33: c[2][2], m34: c[3][2],
            m41: c[0][3], m42: c[1][3], m43: c[2][3], m44: c[3][3]
        )
    }

    /// A transform from four rows of the row-vector matrix.
    init(rows: [SIMD4<Double>]) {
        self.init(
            m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: rows[0][3],
            m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: rows[1][3],
            m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: rows[2][3],
            m41: rows[3][0], m42: rows[3][1], m43: rows[3][2], m44: rows[3][3]
        )
    }

    /// `M · v`, the entries read row by row as an ordinary matrix times a column vector.
    func rowMajorProduct(_ v: SIMD4<Double>) -> SIMD4<Double> {
        SIMD4(
            Double(m11) * v.x + Double(m12) * v.y + Double(m13) * v.z + Double(m14) * v.w,
            Double(m21) * v.x + Double(m22) * v.y + Double(m23) * v.z + Double(m24) * v.w,
            Double(m31) * v.x + Double(m32) * v.y + Double(m33) * v.z + Double(m34) * v.w,
            Double(m41) * v.x + Double(m42) * v.y + Double(m43) * v.z + Double(m44) * v.w
        )
    }
}

/// A 4×4 matrix in the column-vector convention of the CSS specification, row by row.
struct ColumnMatrix {
    var rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)

    static let identity = ColumnMatrix(rows: (SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1)))

    subscript(row: Int) -> SIMD4<Double> {
        get {
            switch row {
            case 0: rows.0
            case 1: rows.1
            case 2: rows.2
            default: rows.3
            }
        }
        set {
            switch row {
            case 0: rows.0 = newValue
            case 1: rows.1 = newValue
            case 2: rows.2 = newValue
            default: rows.3 = newValue
            }
        }
    }

    static func translation(_ t: SIMD3<Double>) -> ColumnMatrix {
        var m = identity
        m[0][3] = t.x; m[1][3] = t.y; m[2][3] = t.z
        return m
    }

    static func rotation(_ q: SIMD4<Double>) -> ColumnMatrix {
        let x = q.x, y = q.y, z = q.z, w = q.w
        return ColumnMatrix(rows: (
            SIMD4(1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w), 0),
            SIMD4(2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w), 0),
            SIMD4(2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y), 0),
            SIMD4(0, 0, 0, 1)
        ))
    }

    /// `self · other`.
    func multiplied(by other: ColumnMatrix) -> ColumnMatrix {
        var result = ColumnMatrix.identity
        for row in 0..<4 {
            let r = self[row]
            result[row] = other[0] * r.x + other[1] * r.y + other[2] * r.z + other[3] * r.w
        }
        return result
    }
}

func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }
func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
