import CCairo
import Foundation
import Morph

/// A 2D affine transform in Cairo's convention (column vectors): `x' = a·x + c·y + tx`,
/// `y' = b·x + d·y + ty`.
struct AffineMatrix: Equatable {
    var a: CGFloat
    var b: CGFloat
    var c: CGFloat
    var d: CGFloat
    var tx: CGFloat
    var ty: CGFloat

    static let identity = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A uniform scale.
    static func scale(_ factor: CGFloat) -> AffineMatrix {
        AffineMatrix(a: factor, b: 0, c: 0, d: factor, tx: 0, ty: 0)
    }

    /// The 2D affine part of a Core Animation transform (row vectors, translation in m41/m42),
    /// divided by m44: the layer is projected orthographically, perspective (m14, m24, m34) and
    /// depth (the third row and column) are dropped. Nil when m44 is 0.
    init?(affinePartOf transform: Transform3D) {
        let w = transform.m44
        guard w != 0 else { return nil }
        if w == 1 {
            self.init(a: transform.m11, b: transform.m12, c: transform.m21, d: transform.m22, tx: transform.m41, ty: transform.m42)
        } else {
            self.init(a: transform.m11 / w, b: transform.m12 / w, c: transform.m21 / w, d: transform.m22 / w, tx: transform.m41 / w, ty: transform.m42 / w)
        }
    }

    init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// `self ∘ other`: applies `other` first, then `self`.
    func concatenating(_ other: AffineMatrix) -> AffineMatrix {
        AffineMatrix(
            a: a * other.a + c * other.b,
            b: b * other.a + d * other.b,
            c: a * other.c + c * other.d,
            d: b * other.c + d * other.d,
            tx: a * other.tx + c * other.ty + tx,
            ty: b * other.tx + d * other.ty + ty
        )
    }

    /// `self ∘ translate(dx, dy)`.
    func translatedBy(_ dx: CGFloat, _ dy: CGFloat) -> AffineMatrix {
        AffineMatrix(a: a, b: b, c: c, d: d, tx: a * dx + c * dy + tx, ty: b * dx + d * dy + ty)
    }

    /// The matrix's scale for lengths that do not have a direction (a blur's radius): the square
    /// root of the determinant's magnitude.
    var deviceScale: CGFloat { abs(a * d - b * c).squareRoot() }

    /// Whether the matrix maps axis-aligned rectangles to axis-aligned rectangles without
    /// rotation (only scales, flips and translations).
    var isAxisAligned: Bool { b == 0 && c == 0 }

    /// Whether every entry is finite and the matrix can be inverted (a layer scaled to nothing
    /// draws nothing; Cairo refuses singular matrices).
    var isDrawable: Bool {
        let determinant = a * d - b * c
        return a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
            && determinant.isFinite && abs(determinant) > 1e-12
    }

    func apply(_ x: CGFloat, _ y: CGFloat) -> (x: CGFloat, y: CGFloat) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }

    /// The smallest axis-aligned rectangle holding `rect` transformed.
    func boundingBox(of rect: CGRect) -> (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
        let p0 = apply(rect.minX, rect.minY)
        let p1 = apply(rect.maxX, rect.minY)
        let p2 = apply(rect.minX, rect.maxY)
        let p3 = apply(rect.maxX, rect.maxY)
        return (
            min(p0.x, p1.x, p2.x, p3.x), min(p0.y, p1.y, p2.y, p3.y),
            max(p0.x, p1.x, p2.x, p3.x), max(p0.y, p1.y, p2.y, p3.y)
        )
    }

    /// The matrix as Cairo takes it.
    var cairo: cairo_matrix_t {
        cairo_matrix_t(xx: Double(a), yx: Double(b), xy: Double(c), yy: Double(d), x0: Double(tx), y0: Double(ty))
    }
}
