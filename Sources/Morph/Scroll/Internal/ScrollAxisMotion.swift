import Foundation

/// The motion of a scroll node's offset along one axis after the finger let go (or a wheel, a
/// key or code asked for a move): one or two closed-form segments of time — a glide, a spring or
/// an eased step, the second starting where the first ends (a glide that reaches an edge and
/// bounces back). Evaluated at any time, so the same motion gives the same offsets at every frame
/// rate.
struct ScrollAxisMotion {
    /// One closed-form piece of a motion.
    enum Segment {
        /// UIKit's deceleration (``ScrollPhysics/glideOffset(from:velocity:rate:after:)``) from
        /// `start` at `velocity` points per second, kept for `duration` seconds; it ends at `end`
        /// (its projection, or the edge where it was cut).
        case glide(start: Double, velocity: Double, rate: Double, duration: Double, end: Double)
        /// A critically damped spring toward `target`, `displacement` points away at `velocity`,
        /// of natural frequency `omega`, settled after `duration` seconds.
        case spring(target: Double, displacement: Double, velocity: Double, omega: Double, duration: Double)
        /// A cubic Hermite step from `start` at `velocity` to rest at `end`, in `duration` seconds.
        case ease(start: Double, end: Double, velocity: Double, duration: Double)

        /// How long the segment lasts, in seconds.
        var duration: Double {
            switch self {
            case .glide(_, _, _, let duration, _), .spring(_, _, _, _, let duration), .ease(_, _, _, let duration): duration
            }
        }

        /// Where the segment ends.
        var end: Double {
            switch self {
            case .glide(_, _, _, _, let end): end
            case .spring(let target, _, _, _, _): target
            case .ease(_, let end, _, _): end
            }
        }

        /// The offset and its rate of change (points per second) `elapsed` seconds in.
        func sample(_ elapsed: Double) -> (offset: Double, velocity: Double) {
            switch self {
            case let .glide(start, velocity, rate, _, _):
                let milliseconds = elapsed * 1000
                let perMillisecond = velocity / 1000
                let factor = pow(rate, milliseconds)
                let offset = start + perMillisecond * rate * (1 - factor) / (1 - rate)
                // d/dt of the offset: the per-millisecond steps' velocity times −r·ln r / (1 − r)
                // (within 0.1 % of it at the normal rate).
                let speed = velocity * rate * -log(rate) / (1 - rate) * factor
                return (offset, speed)
            case let .spring(target, displacement, velocity, omega, _):
                let c2 = velocity + omega * displacement
                let decay = exp(-omega * elapsed)
                return (target + (displacement + c2 * elapsed) * decay, (c2 - omega * (displacement + c2 * elapsed)) * decay)
            case let .ease(start, end, velocity, duration):
                guard duration > 0 else { return (end, 0) }
                let s = min(max(elapsed / duration, 0), 1)
                let s2 = s * s, s3 = s2 * s
                let distance = end - start
                // Hermite basis: h01 = −2s³ + 3s², h10 = s³ − 2s² + s (end velocity 0).
                let offset = start + distance * (-2 * s3 + 3 * s2) + duration * velocity * (s3 - 2 * s2 + s)
                let rate = distance * (-6 * s2 + 6 * s) + duration * velocity * (3 * s2 - 4 * s + 1)
                return (offset, rate / duration)
            }
        }
    }

    /// When the motion began, on the animator's clock.
    let startTime: Double
    /// The first segment.
    let first: Segment
    /// The segment that follows the first, if any.
    let second: Segment?

    /// When the motion ends.
    var endTime: Double {
        startTime + first.duration + (second?.duration ?? 0)
    }

    /// Where the motion ends.
    var end: Double {
        (second ?? first).end
    }

    /// The offset and velocity at clock time `time`, and whether the motion has ended there (then
    /// the offset is exactly ``end``).
    func sample(at time: Double) -> (offset: Double, velocity: Double, isFinished: Bool) {
        let elapsed = max(time - startTime, 0)
        if elapsed < first.duration {
            let (offset, velocity) = first.sample(elapsed)
            return (offset, velocity, false)
        }
        guard let second else { return (first.end, 0, true) }
        let rest = elapsed - first.duration
        guard rest < second.duration else { return (second.end, 0, true) }
        let (offset, velocity) = second.sample(rest)
        return (offset, velocity, false)
    }

    // MARK: - Making motions

    /// A glide from `offset` at `velocity` (points per second) within `range`: it lands on its
    /// projection, on `target` when one was chosen (a page, or the delegate's
    /// `targetContentOffset`), or — reaching an edge of `range` — bounces back from it on a
    /// spring (`bounces`) or stops there.
    ///
    /// A target other than the projection is reached along a glide whose rate is adjusted to end
    /// there, when that rate lies between the fast rate (0.99) and the normal one (0.998) and the
    /// target lies ahead; otherwise a critically damped spring carries the content to it from the
    /// release velocity (capped so that the spring does not pass the target).
    static func release(
        at time: Double,
        offset: Double,
        velocity: Double,
        rate: Double,
        range: ClosedRange<Double>,
        target: Double?,
        bounces: Bool
    ) -> ScrollAxisMotion? {
        // Released past an edge: back to it.
        if offset < range.lowerBound || offset > range.upperBound {
            let edge = min(max(offset, range.lowerBound), range.upperBound)
            return spring(at: time, from: offset, to: edge, velocity: velocity, omega: ScrollPhysics.bounceFrequency, capsVelocity: false)
        }
        let projection = offset + velocity / 1000 * rate / (1 - rate)
        if let target, abs(target - projection) > 1e-9 {
            let clamped = min(max(target, range.lowerBound), range.upperBound)
            return approach(at: time, from: offset, to: clamped, velocity: velocity)
        }
        let travel = projection - offset
        guard abs(travel) > Double(ScrollPhysics.glideStopDistance) else {
            return abs(travel) > 1e-12 ? ScrollAxisMotion(startTime: time, first: .ease(start: offset, end: projection, velocity: 0, duration: 0), second: nil) : nil
        }
        let duration = log(Double(ScrollPhysics.glideStopDistance) / abs(travel)) / log(rate) / 1000
        if projection >= range.lowerBound, projection <= range.upperBound {
            return ScrollAxisMotion(startTime: time, first: .glide(start: offset, velocity: velocity, rate: rate, duration: duration, end: projection), second: nil)
        }
        // The glide reaches an edge at t_c, where rate^t_c = 1 − (edge − offset)(1 − rate)/(v · rate).
        let edge = projection < range.lowerBound ? range.lowerBound : range.upperBound
        let perMillisecond = velocity / 1000
        let remaining = 1 - (edge - offset) * (1 - rate) / (perMillisecond * rate)
        let crossing = remaining > 0 && remaining <= 1 ? log(remaining) / log(rate) / 1000 : 0
        let glide = Segment.glide(start: offset, velocity: velocity, rate: rate, duration: crossing, end: edge)
        guard bounces else { return ScrollAxisMotion(startTime: time, first: glide, second: nil) }
        let speedAtEdge = glide.sample(crossing).velocity
        let bounce = springSegment(from: edge, to: edge, velocity: speedAtEdge, omega: ScrollPhysics.bounceFrequency)
        return ScrollAxisMotion(startTime: time, first: glide, second: bounce)
    }

    /// A motion from `offset` at `velocity` that ends exactly at `target`: a glide of adjusted
    /// rate when it fits (see ``release(at:offset:velocity:rate:range:target:bounces:)``), else a
    /// snapping spring.
    static func approach(at time: Double, from offset: Double, to target: Double, velocity: Double) -> ScrollAxisMotion? {
        let distance = target - offset
        if abs(distance) <= 1e-9, abs(velocity) < 1e-9 { return nil }
        let perMillisecond = velocity / 1000
        if distance * perMillisecond > 0 {
            // v · r / (1 − r) = d  ⇒  r = d / (d + v).
            let adjusted = distance / (distance + perMillisecond)
            if adjusted >= DecelerationRate.fast.rawValue, adjusted <= DecelerationRate.normal.rawValue {
                let duration = abs(distance) > Double(ScrollPhysics.glideStopDistance)
                    ? log(Double(ScrollPhysics.glideStopDistance) / abs(distance)) / log(adjusted) / 1000 : 0
                return ScrollAxisMotion(startTime: time, first: .glide(start: offset, velocity: velocity, rate: adjusted, duration: duration, end: target), second: nil)
            }
        }
        return spring(at: time, from: offset, to: target, velocity: velocity, omega: ScrollPhysics.snapFrequency, capsVelocity: true)
    }

    /// A critically damped spring from `offset` at `velocity` to `target`. `capsVelocity`: a
    /// velocity toward the target that would carry the spring past it is reduced to the largest
    /// that does not (`ω · |displacement|`).
    static func spring(at time: Double, from offset: Double, to target: Double, velocity: Double, omega: Double, capsVelocity: Bool) -> ScrollAxisMotion? {
        var speed = velocity
        let displacement = offset - target
        if capsVelocity, speed * displacement < 0 {
            let limit = omega * abs(displacement)
            speed = speed > 0 ? min(speed, limit) : max(speed, -limit)
        }
        let segment = springSegment(from: offset, to: target, velocity: speed, omega: omega)
        guard segment.duration > 0 || offset != target else { return nil }
        return ScrollAxisMotion(startTime: time, first: segment, second: nil)
    }

    /// An eased step from `offset` at `velocity` to rest at `target` in `duration` seconds.
    static func ease(at time: Double, from offset: Double, to target: Double, velocity: Double, duration: Double) -> ScrollAxisMotion {
        ScrollAxisMotion(startTime: time, first: .ease(start: offset, end: target, velocity: velocity, duration: max(duration, 0)), second: nil)
    }

    /// The spring segment from `offset` at `velocity` to `target`, with its settling time: the
    /// moment its envelope `(|C₁| + |C₂| t) e^(−ω t)` falls below
    /// ``ScrollPhysics/springSettleDistance`` for good.
    static func springSegment(from offset: Double, to target: Double, velocity: Double, omega: Double) -> Segment {
        let c1 = abs(offset - target)
        let c2 = abs(velocity + omega * (offset - target))
        let epsilon = Double(ScrollPhysics.springSettleDistance)
        func envelope(_ t: Double) -> Double { (c1 + c2 * t) * exp(-omega * t) }
        // The envelope rises until t* = 1/ω − |C₁|/|C₂| (when positive), then falls for good.
        var low = c2 > 0 ? max(0, 1 / omega - c1 / c2) : 0
        var duration = 0.0
        if envelope(low) > epsilon {
            var high = max(low, 1 / omega)
            while envelope(high) > epsilon { high *= 2 }
            for _ in 0..<64 {
                let middle = (low + high) / 2
                if envelope(middle) > epsilon { low = middle } else { high = middle }
            }
            duration = high
        }
        return .spring(target: target, displacement: offset - target, velocity: velocity, omega: omega, duration: duration)
    }
}
