import Foundation

extension Spring {
    /// The progress at `time` seconds after the start: 0 at the start, 1 at the target.
    ///
    /// Closed form of `m·x″ + c·x′ + k·x = 0` for the displacement `x = 1 − progress` with
    /// `x(0) = 1` and `x′(0) = −initialVelocity`. Negative times give 0.
    ///
    /// - Complexity: O(1).
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        let basis = SpringSolution(self).basis(at: time)
        return 1 - basis.f + initialVelocity * basis.g
    }

    /// The rate of progress (per second) at `time` seconds after the start.
    ///
    /// At `time == 0` this is ``initialVelocity``. Negative times give 0.
    public func velocity(at time: Double) -> Double {
        guard time >= 0 else { return 0 }
        let basis = SpringSolution(self).basis(at: time)
        return -basis.fRate + initialVelocity * basis.gRate
    }

    /// The tolerance of ``settlingDuration``: 0.001, a thousandth of the distance travelled.
    public static let defaultSettlingEpsilon: Double = 1e-3

    /// The time after which the value stays within ``defaultSettlingEpsilon`` of the distance
    /// from its target for good; `.infinity` for an undamped spring.
    public var settlingDuration: Double { settlingDuration(epsilon: Self.defaultSettlingEpsilon) }

    /// The earliest time after which `|1 − value(at: t)| ≤ epsilon` for every later t.
    ///
    /// Computed exactly (to 1e-9 s), not from the exponential envelope alone: the last excursion
    /// beyond `epsilon` is found in closed form among the extrema of the solution and the crossing
    /// is solved by a bracketed Newton iteration. When the answer is more than 2⁴⁰ radians of
    /// oscillation away (10¹¹ s for a 1 s response), the phase is lost in rounding and the time is
    /// exact to within half a period. `epsilon` that is not finite and positive is replaced by
    /// ``defaultSettlingEpsilon``. An undamped spring (damping 0) gives `.infinity`; every damped
    /// spring a finite time (see ``dampingRatioRange``).
    ///
    /// - Complexity: O(1), whatever the parameters.
    public func settlingDuration(epsilon: Double) -> Double {
        let epsilon = (epsilon.isFinite && epsilon > 0) ? epsilon : Self.defaultSettlingEpsilon
        return SpringSolution(self).settlingTime(displacement: 1, velocity: -initialVelocity, epsilon: epsilon)
    }
}
