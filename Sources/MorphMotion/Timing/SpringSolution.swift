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
    @inline(__always)
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
    func settlingTime(displacement x0: Double, velocity v0: Double, epsilon: Double) -> Double {
        if x0 == 0 && v0 == 0 { return 0 }
        switch regime {
        case .underdamped(let sigma, let omegaD):
            guard sigma > 0 else { return .infinity }
            return underdampedSettlingTime(x0, v0, sigma: sigma, omegaD: omegaD, epsilon: epsilon)
        case .critical(let omega):
            // x′ = e^(−ωt)((B − ωA) − ωB·t) with A = x0, B = v0 + ω·x0.
            let b = v0 + omega * x0
            let extremum: Double? = b != 0 ? (b - omega * x0) / (omega * b) : nil
            return singleExtremumSettlingTime(x0, v0, extremum: extremum, timeScale: 1 / omega, epsilon: epsilon)
        case .overdamped(let r1, let r2):
            // C₁ = (v0 − r₂x0)/(r₁ − r₂), C₂ = x0 − C₁; x′ = 0 where e^((r₁−r₂)t) = −C₂r₂ / (C₁r₁).
            let c1 = (v0 - r2 * x0) / (r1 - r2), c2 = x0 - c1
            var extremum: Double?
            if c1 != 0 {
                let argument = -c2 * r2 / (c1 * r1)
                if argument > 0 { extremum = log(argument) / (r1 - r2) }
            }
            return singleExtremumSettlingTime(x0, v0, extremum: extremum, timeScale: -1 / r1, epsilon: epsilon)
        }
    }

    private func underdampedSettlingTime(_ x0: Double, _ v0: Double, sigma: Double, omegaD: Double, epsilon: Double) -> Double {
        let a = x0, b = (v0 + sigma * x0) / omegaD
        let amplitude = (a * a + b * b).squareRoot()
        guard amplitude > epsilon else { return 0 }
        // |x| ≤ amplitude·e^(−σt), so nothing exceeds epsilon after the envelope time.
        let envelopeTime = log(amplitude / epsilon) / sigma
        // Extrema where (ωd·B − σ·A) cos + (−σ·B − ωd·A) sin = 0, i.e. at (φ + kπ)/ωd.
        var phase = atan2(omegaD * b - sigma * a, sigma * b + omegaD * a)
        if phase < 0 { phase += .pi }
        let halfPeriod = Double.pi / omegaD
        var k = ((envelopeTime * omegaD - phase) / .pi).rounded(.down)
        while k >= 0 {
            let extremum = (phase + k * .pi) / omegaD
            let value = displacement(x0, v0, at: extremum)
            if abs(value) > epsilon {
                return crossing(x0, v0, from: extremum, to: extremum + halfPeriod, target: value > 0 ? epsilon : -epsilon)
            }
            k -= 1
        }
        guard abs(x0) > epsilon else { return 0 }
        let first = phase / omegaD
        return crossing(x0, v0, from: 0, to: first, target: x0 > 0 ? epsilon : -epsilon)
    }

    /// Critically and over-damped motions have at most one extremum; past it |x| decreases for good.
    private func singleExtremumSettlingTime(_ x0: Double, _ v0: Double, extremum: Double?, timeScale: Double, epsilon: Double) -> Double {
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
        var end = segmentStart + timeScale
        var iterations = 0
        while abs(displacement(x0, v0, at: end)) > epsilon && iterations < 200 {
            end += (end - segmentStart)
            iterations += 1
        }
        return crossing(x0, v0, from: segmentStart, to: end, target: startValue > 0 ? epsilon : -epsilon)
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
