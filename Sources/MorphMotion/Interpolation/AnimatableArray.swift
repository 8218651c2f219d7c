import Foundation

/// A vector of any number of components: the ``AnimatableVector`` of values whose number of
/// components depends on the value (a gradient's stops, a path's points).
///
/// Vectors of different lengths combine as if the shorter one were padded with zeros, so a
/// velocity carried from a value with fewer components still adds up; ``zero`` is the empty
/// vector, which equals no other vector but acts as all zeros in arithmetic.
///
/// Each arithmetic operation allocates its result: values that animate per frame with this vector
/// (gradients, shadow paths) are rare next to frames and colours, which use fixed SIMD vectors.
public struct AnimatableArray: AnimatableVector, Hashable {
    /// The components.
    public var components: [Double]

    /// A vector of `components`.
    public init(_ components: [Double]) {
        self.components = components
    }

    /// The empty vector: zero in every component.
    public static var zero: AnimatableArray { AnimatableArray([]) }

    /// Component-wise sum; the shorter vector counts as padded with zeros.
    public static func + (lhs: AnimatableArray, rhs: AnimatableArray) -> AnimatableArray {
        combine(lhs, rhs, +)
    }

    /// Component-wise difference; the shorter vector counts as padded with zeros.
    public static func - (lhs: AnimatableArray, rhs: AnimatableArray) -> AnimatableArray {
        combine(lhs, rhs, -)
    }

    /// Every component multiplied by `factor`.
    public func scaled(by factor: Double) -> AnimatableArray {
        AnimatableArray(components.map { $0 * factor })
    }

    /// The sum of the squared components.
    public var magnitudeSquared: Double {
        components.reduce(0) { $0 + $1 * $1 }
    }

    /// The component at `index`, 0 past the end.
    public subscript(index: Int) -> Double {
        index < components.count ? components[index] : 0
    }

    private static func combine(_ lhs: AnimatableArray, _ rhs: AnimatableArray, _ operation: (Double, Double) -> Double) -> AnimatableArray {
        let count = max(lhs.components.count, rhs.components.count)
        var result = [Double]()
        result.reserveCapacity(count)
        for index in 0..<count {
            result.append(operation(lhs[index], rhs[index]))
        }
        return AnimatableArray(result)
    }
}
