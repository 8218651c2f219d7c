import Foundation

/// A value that can be animated: interpolated between two values, and moved by a velocity.
///
/// Conforming types: `CGFloat`, `Double`, `CGPoint`, `CGSize`, `CGRect`, ``Color`` (in
/// premultiplied RGBA), ``Transform3D`` (by decomposition, as CSS and Core Animation) and `Bool`
/// (a discrete value).
///
/// A conformance says how the value maps to a vector of components (``animatableData``), which
/// carries velocities and spring offsets, and how it travels from one value to another
/// (``interpolation(from:to:)``). For values whose components interpolate linearly, only the
/// two `animatableData` requirements are needed:
///
/// ```
/// struct Gauge: Interpolatable {
///     var level: Double
///     var animatableData: Double { level }
///     init(animatableData: Double) { level = animatableData }
/// }
/// ```
public protocol Interpolatable: Equatable, Sendable {
    /// The value's components as a vector.
    associatedtype AnimatableData: AnimatableVector
    /// The path from one value to another; ``LinearInterpolation`` unless the type says otherwise.
    associatedtype Interpolation: InterpolationPath = LinearInterpolation<Self> where Interpolation.Value == Self

    /// The value's components.
    var animatableData: AnimatableData { get }

    /// The value with the given components (the inverse of ``animatableData``).
    init(animatableData: AnimatableData)

    /// The path from `start` (fraction 0) to `end` (fraction 1).
    ///
    /// The animator builds the path once per animation and samples it on every tick, so a path
    /// precomputes whatever it can (``Transform3D`` decomposes both ends here).
    static func interpolation(from start: Self, to end: Self) -> Interpolation
}

extension Interpolatable where Interpolation == LinearInterpolation<Self> {
    /// A straight line between the components of `start` and `end`.
    public static func interpolation(from start: Self, to end: Self) -> LinearInterpolation<Self> {
        LinearInterpolation(from: start, to: end)
    }
}

extension Interpolatable {
    /// The value at `fraction` of the way from `self` to `end` (0 gives `self`, 1 gives `end`;
    /// fractions outside `0...1` extrapolate, as an overshooting curve or spring needs).
    public func interpolated(to end: Self, fraction: Double) -> Self {
        Self.interpolation(from: self, to: end).value(at: fraction)
    }
}

/// A precomputed path between two values, sampled by fraction.
public protocol InterpolationPath: Sendable {
    /// The type of value on the path.
    associatedtype Value: Interpolatable

    /// The value at `fraction` (0 = start, 1 = end; other fractions extrapolate).
    func value(at fraction: Double) -> Value

    /// d(value.animatableData)/d(fraction) at `fraction`: how fast the components change as the
    /// fraction moves. The animator multiplies it by the rate of progress to get a velocity.
    func derivative(at fraction: Double) -> Value.AnimatableData
}

extension InterpolationPath {
    /// A central difference of ``value(at:)`` with step 1e-4; exact for paths that are linear in
    /// their components.
    public func derivative(at fraction: Double) -> Value.AnimatableData {
        let step = 1e-4
        let ahead = value(at: fraction + step).animatableData
        let behind = value(at: fraction - step).animatableData
        return (ahead - behind).scaled(by: 1 / (2 * step))
    }
}

/// The straight path between the components of two values.
public struct LinearInterpolation<Value: Interpolatable>: InterpolationPath {
    /// The start's components.
    public let start: Value.AnimatableData
    /// `end − start`, in components.
    public let delta: Value.AnimatableData
    let startValue: Value
    let endValue: Value

    /// The path from `start` to `end`.
    public init(from start: Value, to end: Value) {
        self.start = start.animatableData
        self.delta = end.animatableData - start.animatableData
        self.startValue = start
        self.endValue = end
    }

    /// `start + delta · fraction`; exactly the end values at 0 and 1.
    @inline(__always) // Forced inlining, named by MotionBenchmarks' transform tick (Benchmarks/README.md, the reviewed list).
    public func value(at fraction: Double) -> Value {
        if fraction == 0 { return startValue }
        if fraction == 1 { return endValue }
        return Value(animatableData: start + delta.scaled(by: fraction))
    }

    /// `delta`, whatever the fraction.
    @inline(__always) // Forced inlining, named by MotionBenchmarks' transform tick (Benchmarks/README.md, the reviewed list).
    public func derivative(at fraction: Double) -> Value.AnimatableData { delta }
}

/// The path of a value that cannot be blended: it holds the start, then the end.
///
/// A fraction at or below 0 gives the start and one at or above 1 the end. Strictly between, the
/// path gives `midValue`, which the type chooses (`Bool` gives `start && end`, so a hidden flag
/// shows the value while either end shows it, as CSS interpolates `visibility`).
public struct DiscreteInterpolation<Value: Interpolatable>: InterpolationPath {
    /// The value at fraction 0 and below.
    public let start: Value
    /// The value at fraction 1 and above.
    public let end: Value
    /// The value strictly between.
    public let midValue: Value

    /// A discrete path.
    public init(start: Value, end: Value, midValue: Value) {
        self.start = start
        self.end = end
        self.midValue = midValue
    }

    /// The start, the mid value or the end.
    public func value(at fraction: Double) -> Value {
        if fraction <= 0 { return start }
        if fraction >= 1 { return end }
        return midValue
    }

    /// Zero: a discrete value has no velocity.
    public func derivative(at fraction: Double) -> Value.AnimatableData { .zero }
}
