import Foundation

/// The small arithmetic helpers Texture's layout code is written with, reproduced exactly —
/// including how they treat NaN, which stands for a parent length that is not known yet.
enum TextureArithmetic {
    /// Foundation's `MAX(a, b)`: `a < b ? b : a` (with NaN: `MAX(0, NaN) == 0`, `MAX(NaN, 0)` is NaN).
    static func max(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        a < b ? b : a
    }

    /// Foundation's `MIN(a, b)`: `a < b ? a : b` (with NaN: `MIN(NaN, 0) == 0`, `MIN(0, NaN)` is NaN).
    static func min(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        a < b ? a : b
    }

    /// Texture's `ASPointsValidForSize`: a normal number or zero, ≥ 0 and < 10⁷.
    static func isValidForSize(_ points: CGFloat) -> Bool {
        (points.isNormal || points == 0) && points >= 0 && points < 10_000_000
    }

    /// `value` when it is not infinite, else `substitute` (the inset spec's `finite`).
    static func finite(_ value: CGFloat, _ substitute: CGFloat) -> CGFloat {
        value.isInfinite ? substitute : value
    }

    /// Texture's "parent dimension undefined" (`ASLayoutElementParentDimensionUndefined`).
    static let undefined = CGFloat.nan

    /// `length` when it can size a parent, else undefined: how the relative, absolute and
    /// corner specs pass their maximum size to children as the parent size.
    static func definiteOrUndefined(_ length: CGFloat) -> CGFloat {
        isValidForSize(length) ? length : undefined
    }
}
