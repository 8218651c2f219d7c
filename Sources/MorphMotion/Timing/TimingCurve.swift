import Foundation

/// An easing curve: maps the elapsed fraction of an animation's duration to the fraction of the
/// change that is shown on screen.
///
/// Every curve is a cubic Bézier from (0, 0) to (1, 1) with two control points, as in Core
/// Animation's `CAMediaTimingFunction` and CSS's `cubic-bezier()`. The x coordinates of the
/// control points stay in `0...1`, so time never runs backwards; the y coordinates are free, so a
/// curve may overshoot (y above 1) or anticipate (y below 0).
///
/// ```
/// let eased = TimingCurve.easeInOut.progress(at: 0.25)   // ≈ 0.129
/// ```
///
/// `progress(at:)` solves the curve to within 1e-9 in x for every input, so the result is within
/// about 1e-7 of the exact curve (Chromium's tolerance is about 1e-6).
public struct TimingCurve: Hashable, Sendable {
    /// The first control point's x, in `0...1`.
    let x1: Double
    /// The first control point's y.
    let y1: Double
    /// The second control point's x, in `0...1`.
    let x2: Double
    /// The second control point's y.
    let y2: Double

    /// Creates the curve through (0, 0), `controlPoint1`, `controlPoint2` and (1, 1).
    ///
    /// Clamps instead of failing: an x coordinate outside `0...1` is clamped to `0...1`; a NaN or
    /// infinite coordinate is replaced by the matching coordinate of the linear curve (0 for the
    /// first control point, 1 for the second). Use
    /// ``init(validatingControlPoint1:controlPoint2:)`` to get an error instead.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        x1 = Self.clampedX(Double(controlPoint1.x), fallback: 0)
        y1 = Double(controlPoint1.y).isFinite ? Double(controlPoint1.y) : 0
        x2 = Self.clampedX(Double(controlPoint2.x), fallback: 1)
        y2 = Double(controlPoint2.y).isFinite ? Double(controlPoint2.y) : 1
    }

    /// Creates the curve through (0, 0), `controlPoint1`, `controlPoint2` and (1, 1), or throws
    /// ``MotionError/controlPointOutOfRange(index:x:y:)`` when a coordinate is not finite or an x
    /// coordinate is outside `0...1`.
    public init(validatingControlPoint1 controlPoint1: CGPoint, controlPoint2: CGPoint) throws(MotionError) {
        for (index, point) in [(1, controlPoint1), (2, controlPoint2)] {
            let x = Double(point.x), y = Double(point.y)
            guard x.isFinite, y.isFinite, (0...1).contains(x) else {
                throw .controlPointOutOfRange(index: index, x: x, y: y)
            }
        }
        self.init(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }

    /// The first control point.
    public var controlPoint1: CGPoint { CGPoint(x: x1, y: y1) }
    /// The second control point.
    public var controlPoint2: CGPoint { CGPoint(x: x2, y: y2) }

    /// A curve from its two control points, clamped as ``init(controlPoint1:controlPoint2:)`` says.
    public static func cubicBezier(_ controlPoint1: CGPoint, _ controlPoint2: CGPoint) -> TimingCurve {
        TimingCurve(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }

    /// Constant speed: `progress(at: t) == t`.
    public static let linear = TimingCurve(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
    /// Starts slowly and ends at full speed: Core Animation's `easeIn`, (0.42, 0) (1, 1).
    public static let easeIn = TimingCurve(controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
    /// Starts at full speed and slows down: Core Animation's `easeOut`, (0, 0) (0.58, 1).
    public static let easeOut = TimingCurve(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))
    /// Slow at both ends: Core Animation's `easeInEaseOut`, (0.42, 0) (0.58, 1).
    public static let easeInOut = TimingCurve(controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))

    /// Whether this curve is the identity (both control points on the diagonal), so progress
    /// equals time.
    public var isLinear: Bool { x1 == y1 && x2 == y2 }

    static func clampedX(_ x: Double, fallback: Double) -> Double {
        x.isFinite ? min(max(x, 0), 1) : fallback
    }
}

extension TimingCurve: CustomStringConvertible {
    /// The CSS form of the curve, `cubic-bezier(x1, y1, x2, y2)`.
    public var description: String { "cubic-bezier(\(x1), \(y1), \(x2), \(y2))" }
}
