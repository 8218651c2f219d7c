/// Yoga's numeric helpers (`Comparison.h`): NaN stands for "undefined".
enum FlexMath {
    /// The larger defined value; if one is undefined, the other (`maxOrDefined`).
    @inline(__always)
    static func maxOrDefined(_ a: Float, _ b: Float) -> Float {
        if !a.isNaN && !b.isNaN { return a < b ? b : a }
        return a.isNaN ? b : a
    }

    /// The smaller defined value; if one is undefined, the other (`minOrDefined`).
    @inline(__always)
    static func minOrDefined(_ a: Float, _ b: Float) -> Float {
        if !a.isNaN && !b.isNaN { return b < a ? b : a }
        return a.isNaN ? b : a
    }

    /// Equal within 1e-4, or both undefined (`inexactEquals`).
    @inline(__always)
    static func inexactEquals(_ a: Float, _ b: Float) -> Bool {
        if !a.isNaN && !b.isNaN { return abs(a - b) < 0.0001 }
        return a.isNaN && b.isNaN
    }

    /// Equal within 1e-4, or both undefined, in double precision.
    @inline(__always)
    static func inexactEquals(_ a: Double, _ b: Double) -> Bool {
        if !a.isNaN && !b.isNaN { return abs(a - b) < 0.0001 }
        return a.isNaN && b.isNaN
    }
}
