import Foundation

/// The closed-form solution of a spring, reduced to two basis motions.
///
/// Every motion of a linear spring is `x(t) = x₀·f(t) + v₀·g(t)`, where `f` starts at 1 at rest
/// and `g` starts at 0 with unit velocity. The animator keeps one `SpringSolution` per track and
/// evaluates `f` and `g` once per tick; the per-component start displacement and velocity of a
/// value (a rect has four) then cost one multiply-add each.
struct SpringSolution: Hashable, Sendable {
    enum Regime: Hashable, Sendable {
        /// x = e^(−σt)(A cos ωd·t + B sin ωd·t).
        case underdamped(decay: Double, frequency: Double)
        /// x = (A + B·t) e^(−ω₀t).
        case critical(frequency: Double)
        /// x = C₁ e^(r₁t) + C₂ e^(r₂t), with r₂ < r₁ < 0.
        case overdamped(slowRoot: Double, fastRoot: Double)
    }

    let regime: Regime
    /// ω₀ = √(k/m).
    let naturalFrequency: Double

    /// Values and rates of the two basis motions at one time.
    struct Basis {
        var f: Double
        var g: Double
        var fRate: Double
        var gRate: Double
    }

    init(_ spring: Spring) {
        let omega = spring.naturalFrequency
        let ratio = spring.dampingRatio
        naturalFrequency = omega
        if abs(ratio - 1) <= 1e-9 {
            regime = .critical(frequency: omega)
        } else if ratio < 1 {
            regime = .underdamped(decay: ratio * omega, frequency: omega * (1 - ratio * ratio).squareRoot())
        } else {
            let root = (ratio * ratio - 1).squareRoot()
            let fast = -omega * (ratio + root)
            // r₁·r₂ = ω₀², which avoids cancellation in −ω₀(ζ − √(ζ²−1)) for large ζ.
            regime = .overdamped(slowRoot: omega * omega / fast, fastRoot: fast)
        }
    }

    /// f, g and their rates at `time` (≥ 0).
    func basis(at time: Double) -> Basis {
        switch regime {
        case .underdamped(let sigma, let omegaD):
            let envelope = exp(-sigma * time)
            let cosine = cos(omegaD * time), sine = sin(omegaD * time)
            let omega0Squared = sigma * sigma + omegaD * omegaD
            return Basis(
                f: envelope * (cosine + sigma / omegaD * sine),
                g: envelope * sine / omegaD,
                fRate: -envelope * omega0Squared / omegaD * sine,
                gRate: envelope * (cosine - sigma / omegaD * sine)
            )
        case .critical(let omega):
            let envelope = exp(-omega * time)
            // Long after rest the envelope underflows, and ω·t·0 would be ∞·0 = NaN.
            guard envelope > 0 else { return Basis(f: 0, g: 0, fRate: 0, gRate: 0) }
            return Basis(
                f: (1 + omega * time) * envelope,
                g: time * envelope,
                fRate: -omega * omega * time * envelope,
                gRate: (1 - omega * time) * envelope
            )
        case .overdamped(let r1, let r2):
            let e1 = exp(r1 * time), e2 = exp(r2 * time)
            let span = r1 - r2
            return Basis(
                f: (-r2 * e1 + r1 * e2) / span,
                g: (e1 - e2) / span,
                fRate: (-r2 * r1 * e1 + r1 * r2 * e2) / span,
                gRate: (r1 * e1 - r2 * e2) / span
            )
        }
    }

    /// x(t) = x₀·f + v₀·g.
    func displacement(_ x0: Double, _ v0: Double, at time: Double) -> Double {
        let b = basis(at: time)
        return x0 * b.f + v0 * b.g
    }

    /// The earliest time after which |x(t)| ≤ epsilon for good, for x(0) = x0, x′(0) = v0.
    ///
    /// Closed-form bounds bracket the answer in every regime, so the work does not grow with the
    /// parameters: a few evaluations of the closed form, then a bracketed Newton solve of at most
    /// 100 steps. `.infinity` when the spring is undamped or the time is not representable.
    ///
    /// - Complexity: O(1).
    func settlingTime(displacement x0: Double, velocity v0: Double, epsilon: Double) -> Double {
        if x0 == 0 && v0 == 0 { return 0 }
        guard x0.isFinite, v0.isFinite else { return .infinity }
        switch regime {
        case .underdamped(let sigma, let omegaD):
            guard sigma > 0 else { return .infinity }
            return underdampedSettlingTime(x0, v0, sigma: sigma, omegaD: omegaD, epsilon: epsilon)
        case .critical(let omega):
            // x = (A + B·t)e^(−ωt) with A = x0, B = v0 + ω·x0; x′ = e^(−ωt)((B − ωA) − ωB·t).
            let b = v0 + omega * x0
            let extremum: Double? = b != 0 ? (b - omega * x0) / (omega * b) : nil
            // |x| ≤ (|A| + |B|·t)e^(−ωt) ≤ (|A| + 2|B|/(eω))·e^(−ωt/2), since ωt·e^(−ωt/2) ≤ 2/e.
            let bound = abs(x0) + 2 * abs(b) / (exp(1) * omega)
            let settled = 2 * log(bound / epsilon) / omega
            return singleExtremumSettlingTime(x0, v0, extremum: extremum, settledBy: settled, epsilon: epsilon)
        case .overdamped(let r1, let r2):
            // C₁ = (v0 − r₂x0)/(r₁ − r₂), C₂ = x0 − C₁; x′ = 0 where e^((r₁−r₂)t) = −C₂r₂ / (C₁r₁).
            let c1 = (v0 - r2 * x0) / (r1 - r2), c2 = x0 - c1
            var extremum: Double?
            if c1 != 0 {
                let argument = -c2 * r2 / (c1 * r1)
                if argument > 0 { extremum = log(argument) / (r1 - r2) }
            }
            // |x| ≤ (|C₁| + |C₂|)·e^(r₁t), since r₂ < r₁ < 0.
            let settled = log((abs(c1) + abs(c2)) / epsilon) / -r1
            return singleExtremumSettlingTime(x0, v0, extremum: extremum, settledBy: settled, epsilon: epsilon)
        }
    }

    /// x = e^(−σt)(A cos ωd·t + B sin ωd·t) = R·e^(−σt)·cos(ωd·t − θ). Its extrema are half a
    /// period apart, at (φ + kπ)/ωd, and |x| there is R·(ωd/ω₀)·e^(−σt): the last one beyond
    /// epsilon follows in closed form, and the answer is the crossing just after it.
    private func underdampedSettlingTime(_ x0: Double, _ v0: Double, sigma: Double, omegaD: Double, epsilon: Double) -> Double {
        let a = x0, b = (v0 + sigma * x0) / omegaD
        let amplitude = hypot(a, b)
        guard amplitude.isFinite else { return .infinity }
        guard amplitude > epsilon else { return 0 }
        // Extrema where (ωd·B − σ·A) cos + (−σ·B − ωd·A) sin = 0, i.e. at (φ + kπ)/ωd.
        var phase = atan2(omegaD * b - sigma * a, sigma * b + omegaD * a)
        if phase < 0 { phase += .pi }
        let halfPeriod = Double.pi / omegaD
        // The extrema exceed epsilon until this time, and never after it.
        let peak = amplitude * omegaD / hypot(sigma, omegaD)
        let lastExcursion = log(peak / epsilon) / sigma
        guard lastExcursion.isFinite else { return .infinity }
        // Past 2⁴⁰ radians rounding hides where in its period the oscillation is; the answer lies
        // within half a period of `lastExcursion`, a relative error below 10⁻¹¹.
        if lastExcursion * omegaD > 0x1p40 { return lastExcursion }
        let last = ((lastExcursion * omegaD - phase) / .pi).rounded(.down)
        // The closed form names the extremum; the values decide at the rounding boundary.
        var k = last + 1
        while k >= max(last - 2, 0) {
            let extremum = (phase + k * .pi) / omegaD
            let value = displacement(x0, v0, at: extremum)
            if abs(value) > epsilon {
                return crossing(x0, v0, from: extremum, to: extremum + halfPeriod, target: value > 0 ? epsilon : -epsilon)
            }
            k -= 1
        }
        if last > 1 { return lastExcursion }
        guard abs(x0) > epsilon else { return 0 }
        let first = phase / omegaD
        return crossing(x0, v0, from: 0, to: first, target: x0 > 0 ? epsilon : -epsilon)
    }

    /// Critically and over-damped motions have at most one extremum; past it |x| decreases for
    /// good, and is within epsilon by `settledBy` (a closed-form bound).
    private func singleExtremumSettlingTime(_ x0: Double, _ v0: Double, extremum: Double?, settledBy bound: Double, epsilon: Double) -> Double {
        var segmentStart = 0.0
        if let extremum, extremum > 0 {
            let value = displacement(x0, v0, at: extremum)
            if abs(value) > epsilon {
                segmentStart = extremum
            } else {
                // The extremum is already inside the band: the last exit is on the way to it.
                guard abs(x0) > epsilon else { return 0 }
                return crossing(x0, v0, from: 0, to: extremum, target: x0 > 0 ? epsilon : -epsilon)
            }
        }
        let startValue = displacement(x0, v0, at: segmentStart)
        guard abs(startValue) > epsilon else { return segmentStart }
        guard bound.isFinite else { return .infinity }
        return crossing(x0, v0, from: segmentStart, to: max(bound, segmentStart), target: startValue > 0 ? epsilon : -epsilon)
    }

    /// The time in `start...end`, where x is monotone, at which x passes `target`.
    ///
    /// Safeguarded Newton: Newton steps with the closed-form derivative, falling back to bisection
    /// whenever a step leaves the bracket; converges in a handful of steps.
    private func crossing(_ x0: Double, _ v0: Double, from start: Double, to end: Double, target: Double) -> Double {
        var low = start, high = end
        let increasing = displacement(x0, v0, at: end) > displacement(x0, v0, at: start)
        var time = (low + high) / 2
        for _ in 0..<100 {
            let b = basis(at: time)
            let value = x0 * b.f + v0 * b.g - target
            let rate = x0 * b.fRate + v0 * b.gRate
            if value == 0 { return time }
            if (value < 0) == increasing { low = time } else { high = time }
            if high - low <= 1e-12 * max(1, high) { break }
            var next = rate != 0 ? time - value / rate : .nan
            if !(next > low && next < high) { next = (low + high) / 2 }
            if abs(next - time) <= 1e-13 * max(1, time) { return next }
            time = next
        }
        return high
    }
}
