import Foundation

/// The formulas a ``ScrollNode`` moves by: UIKit's deceleration and its projection, the
/// rubber band, and the critically damped spring that brings overscrolled content back.
///
/// Every formula is a closed form of the time since the motion began, so a scroll node evaluates
/// it at whatever times its animator's clock ticks: a fling lands on the same offset at 30, 60 or
/// 120 frames per second, and on a `ManualClock` a test can check it at exact times. Velocities
/// are in points per second (as ``PanGestureRecognizer/velocity(in:)`` gives them); UIKit states
/// its rates per millisecond, so the formulas divide by 1,000. Sources are listed in the
/// "Scrolling" article.
///
/// Bad input is clamped: NaN or infinite offsets, velocities and times count as 0, a dimension
/// that is not positive and finite makes the rubber band give 0.
public enum ScrollPhysics {
    /// The rubber band's constant `c` in `(1 − 1 / (x · c / d + 1)) · d`: 0.55, UIKit's.
    public static let rubberBandCoefficient: CGFloat = 0.55

    /// A glide ends once the rest of it would carry the content less than this far, in points
    /// (a quarter point: half a pixel at 2×). Equivalently, once its speed falls below
    /// `glideStopDistance · (1 − rate) / rate` points per millisecond — 0.5 points per second at
    /// the normal rate. It then lands exactly on its projected offset.
    public static let glideStopDistance: CGFloat = 0.25

    /// The natural frequency of the spring that brings overscrolled content back, in radians per
    /// second: 10, a critically damped spring of stiffness 100 on a unit mass.
    public static let bounceFrequency: Double = 10

    /// The natural frequency of the spring that carries content to a page or a chosen target, in
    /// radians per second: 15, a little stiffer than the bounce.
    public static let snapFrequency: Double = 15

    /// A spring ends once its displacement and its envelope fall below this, in points.
    public static let springSettleDistance: CGFloat = 0.1

    // MARK: - Deceleration

    /// Where a glide from `offset` at `velocity` comes to rest: `offset + v · rate / (1 − rate)`
    /// with `v` in points per millisecond (the sum of UIKit's per-millisecond steps
    /// `v · rateⁿ`, as Apple's "Designing Fluid Interfaces" projects it).
    public static func projectedOffset(from offset: CGFloat, velocity: CGFloat, rate: DecelerationRate) -> CGFloat {
        let r = rate.rawValue
        return finite(offset) + finite(velocity) / 1000 * r / (1 - r)
    }

    /// The offset `time` seconds into a glide from `offset` at `velocity`:
    /// `offset + v · rate · (1 − rateᵗ) / (1 − rate)` with `v` in points per millisecond and `t`
    /// in milliseconds — UIKit's per-millisecond steps (`v ← v · rate; offset ← offset + v`)
    /// exactly at every whole millisecond, continuous in between; its limit is
    /// ``projectedOffset(from:velocity:rate:)``.
    public static func glideOffset(from offset: CGFloat, velocity: CGFloat, rate: DecelerationRate, after time: TimeInterval) -> CGFloat {
        let r = Double(rate.rawValue)
        let milliseconds = max(finite(time), 0) * 1000
        let travel = Double(finite(velocity)) / 1000 * r / (1 - r)
        return finite(offset) + CGFloat(travel * (1 - pow(r, milliseconds)))
    }

    /// The speed `time` seconds into a glide that began at `velocity`: `v · rateᵗ`, `t` in
    /// milliseconds, in points per second.
    public static func glideVelocity(_ velocity: CGFloat, rate: DecelerationRate, after time: TimeInterval) -> CGFloat {
        finite(velocity) * CGFloat(pow(Double(rate.rawValue), max(finite(time), 0) * 1000))
    }

    /// How long a glide at `velocity` lasts before it lands (see ``glideStopDistance``), in
    /// seconds; 0 when it would travel less than that in all.
    public static func glideDuration(velocity: CGFloat, rate: DecelerationRate) -> TimeInterval {
        let r = Double(rate.rawValue)
        let travel = abs(Double(finite(velocity)) / 1000 * r / (1 - r))
        guard travel > Double(glideStopDistance) else { return 0 }
        return log(Double(glideStopDistance) / travel) / log(r) / 1000
    }

    // MARK: - Rubber band

    /// How far content lies past its edge when the finger has pulled it `overscroll` points past
    /// it: `(1 − 1 / (x · c / d + 1)) · d` with `x = |overscroll|`, `c` =
    /// ``rubberBandCoefficient`` and `d` the viewport's extent along the axis — the further the
    /// pull, the less the content follows, and it never passes `d`. The sign follows
    /// `overscroll`.
    public static func rubberBand(_ overscroll: CGFloat, dimension: CGFloat, coefficient: CGFloat = rubberBandCoefficient) -> CGFloat {
        let x = abs(finite(overscroll))
        guard dimension.isFinite, dimension > 0, coefficient.isFinite, coefficient > 0, x > 0 else { return 0 }
        let banded = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return overscroll < 0 ? -banded : banded
    }

    /// The pull that ``rubberBand(_:dimension:coefficient:)`` turns into `banded`: its inverse,
    /// `b / (c · (1 − b / d))`, for a finger that catches overscrolled content. A `banded`
    /// distance of `d` or more (which the band never gives) maps to the largest finite pull.
    public static func overscroll(forRubberBanded banded: CGFloat, dimension: CGFloat, coefficient: CGFloat = rubberBandCoefficient) -> CGFloat {
        let b = abs(finite(banded))
        guard dimension.isFinite, dimension > 0, coefficient.isFinite, coefficient > 0, b > 0 else { return 0 }
        let fraction = min(b / dimension, 1 - 1e-9)
        let pull = b / (coefficient * (1 - fraction))
        return banded < 0 ? -pull : pull
    }

    // MARK: - Springs

    /// The offset `time` seconds after a critically damped spring of natural frequency
    /// `frequency` started `displacement` points from `target` at `velocity`:
    /// `target + (C₁ + C₂ · t) · e^(−ω t)`, `C₁ = displacement`, `C₂ = velocity + ω · C₁`.
    public static func springOffset(target: CGFloat, displacement: CGFloat, velocity: CGFloat, frequency: Double = bounceFrequency, after time: TimeInterval) -> CGFloat {
        let omega = frequency.isFinite && frequency > 0 ? frequency : bounceFrequency
        let t = max(finite(time), 0)
        let c1 = Double(finite(displacement))
        let c2 = Double(finite(velocity)) + omega * c1
        return finite(target) + CGFloat((c1 + c2 * t) * exp(-omega * t))
    }

    /// A finite value, 0 for NaN and infinities.
    static func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite ? value : 0
    }

    /// A finite value, 0 for NaN and infinities.
    static func finite(_ value: Double) -> Double {
        value.isFinite ? value : 0
    }
}
