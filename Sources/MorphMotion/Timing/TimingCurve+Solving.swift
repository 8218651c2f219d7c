import Foundation

extension TimingCurve {
    /// The eased progress shown at `fraction` of the duration.
    ///
    /// `fraction` is clamped to `0...1` (NaN counts as 0). The result is 0 at 0 and 1 at 1 and may
    /// leave `0...1` in between for overshooting curves.
    ///
    /// - Complexity: O(1): a few Newton steps, with a bounded bisection as fallback.
    public func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        if isLinear { return fraction }
        return sampleY(parameter(forX: fraction))
    }

    /// The slope of the curve, d(progress)/d(fraction), at `fraction` (clamped to `0...1`).
    ///
    /// Multiplied by `1 / duration` this is the rate of progress per second; the animator uses it
    /// to carry a curve animation's velocity into a spring that retargets it.
    public func slope(at fraction: Double) -> Double {
        if isLinear { return 1 }
        let x = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let t = parameter(forX: x)
        let dx = sampleDerivativeX(t)
        let dy = sampleDerivativeY(t)
        if abs(dx) < 1e-12 {
            // The curve is vertical here (x stands still while y moves): report the steepest finite slope.
            return dy == 0 ? 0 : (dy > 0 ? 1e12 : -1e12)
        }
        return dy / dx
    }

    // The Bernstein form B(t) = 3(1-t)²t·p1 + 3(1-t)t²·p2 + t³ written as ((a·t + b)·t + c)·t.

    var cx: Double { 3 * x1 }
    var bx: Double { 3 * (x2 - x1) - cx }
    var ax: Double { 1 - cx - bx }
    var cy: Double { 3 * y1 }
    var by: Double { 3 * (y2 - y1) - cy }
    var ay: Double { 1 - cy - by }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    func sampleDerivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The tolerance in x of the solver.
    static let solverTolerance = 1e-9

    /// The Bézier parameter t whose x is `x` (in `0...1`).
    ///
    /// x(t) is non-decreasing on `0...1` because both control x coordinates are in `0...1`, so the
    /// root is unique. Newton's method from t = x converges in a few steps for ordinary curves;
    /// when it stalls (a flat derivative) or leaves `0...1`, bisection finishes the job.
    func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < Self.solverTolerance { return t }
            let derivative = sampleDerivativeX(t)
            if abs(derivative) < 1e-7 { break }
            t -= error / derivative
            if !(t >= 0 && t <= 1) { break }
        }
        return bisectParameter(forX: x)
    }

    /// Bisection on `0...1`; at most 64 halvings.
    func bisectParameter(forX x: Double) -> Double {
        var low = 0.0, high = 1.0
        var t = x
        for _ in 0..<64 {
            let value = sampleX(t)
            if abs(value - x) < Self.solverTolerance { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
