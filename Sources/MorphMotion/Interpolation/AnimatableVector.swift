import Foundation

/// A vector of animatable components: the space in which values move, add velocities and are
/// measured.
///
/// Morph conforms `Double`, `SIMD2<Double>`, `SIMD4<Double>` and `SIMD16<Double>`. A custom
/// ``Interpolatable`` type normally picks one of those as its ``Interpolatable/AnimatableData``.
public protocol AnimatableVector: Sendable, Equatable {
    /// The zero vector.
    static var zero: Self { get }
    /// Component-wise sum.
    static func + (lhs: Self, rhs: Self) -> Self
    /// Component-wise difference.
    static func - (lhs: Self, rhs: Self) -> Self
    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// The sum of the squared components.
    var magnitudeSquared: Double { get }
}

extension Double: AnimatableVector {
    /// `self * factor`.
    public func scaled(by factor: Double) -> Double { self * factor }
    /// `self * self`.
    public var magnitudeSquared: Double { self * self }
}

extension SIMD2: AnimatableVector where Scalar == Double {
    /// Every component multiplied by `factor`.
    public func scaled(by factor: Double) -> SIMD2<Double> { self * factor }
    /// The sum of the squared components.
    public var magnitudeSquared: Double { (self * self).sum() }
}

extension SIMD4: AnimatableVector where Scalar == Double {
    /// Every component multiplied by `factor`.
    public func scaled(by factor: Double) -> SIMD4<Double> { self * factor }
    /// The sum of the squared components.
    public var magnitudeSquared: Double { (self * self).sum() }
}

extension SIMD16: AnimatableVector where Scalar == Double {
    /// Every component multiplied by `factor`.
    public func scaled(by factor: Double) -> SIMD16<Double> { self * factor }
    /// The sum of the squared components.
    public var magnitudeSquared: Double { (self * self).sum() }
}
