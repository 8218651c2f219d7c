import Foundation

/// Offsets the animations of a group of children in time: by their index (Framer Motion's
/// `staggerChildren`, with `staggerDirection`), or by their distance from a point (Android's
/// `CircularPropagation`), so that a change ripples through them.
///
/// A stagger only computes delays; whoever animates the children adds them to each child's
/// animation (the default layout transition does, see `DisplayNode.defaultLayoutTransitionStagger`):
///
/// ```
/// let ripple = Stagger.byDistance(from: CGPoint(x: 160, y: 0), delayPerPoint: 0.001)
/// let delay = ripple.delay(forChildAt: 2, of: 5, center: CGPoint(x: 160, y: 100))  // 0.1 s
/// ```
public struct Stagger: Hashable, Sendable {
    /// What a child's delay depends on.
    public enum Order: Hashable, Sendable {
        /// The child's index among its siblings: `index × interval`, or `(count − 1 − index) ×
        /// interval` when `reversed` (the last child starts first).
        case index(reversed: Bool)
        /// The distance from the child's centre to `origin`: `distance × interval`, the interval
        /// being seconds per point.
        case distance(from: CGPoint)
    }

    /// What the delay depends on.
    public let order: Order
    /// Seconds per index step, or per point of distance. Always finite and not negative.
    public let interval: TimeInterval

    /// A stagger of `interval` seconds per step of `order`. An interval that is NaN, infinite or
    /// negative becomes 0 (no stagger); a non-finite origin becomes (0, 0).
    public init(order: Order, interval: TimeInterval) {
        if case .distance(let origin) = order, !(origin.x.isFinite && origin.y.isFinite) {
            self.order = .distance(from: .zero)
        } else {
            self.order = order
        }
        self.interval = AnimationAttributes.clampedTime(interval)
    }

    /// Each child `interval` seconds after the previous one, in order (`reversed`: last first).
    public static func byIndex(_ interval: TimeInterval, reversed: Bool = false) -> Stagger {
        Stagger(order: .index(reversed: reversed), interval: interval)
    }

    /// Each child `delayPerPoint` seconds later per point between its centre and `origin`.
    public static func byDistance(from origin: CGPoint, delayPerPoint: TimeInterval) -> Stagger {
        Stagger(order: .distance(from: origin), interval: delayPerPoint)
    }

    /// The delay of the child at `index` among `count` children whose centre is at `center` (in
    /// the same coordinates as the origin of a distance stagger), in seconds: never negative,
    /// always finite (a non-finite centre counts as the origin). An index outside `0..<count` is
    /// clamped into it.
    ///
    /// - Complexity: O(1).
    public func delay(forChildAt index: Int, of count: Int, center: CGPoint) -> TimeInterval {
        switch order {
        case .index(let reversed):
            let last = max(count - 1, 0)
            let clamped = min(max(index, 0), last)
            return Double(reversed ? last - clamped : clamped) * interval
        case .distance(let origin):
            guard center.x.isFinite, center.y.isFinite else { return 0 }
            let distance = Double(hypot(center.x - origin.x, center.y - origin.y))
            let delay = distance * interval
            return delay.isFinite ? delay : 0
        }
    }
}
