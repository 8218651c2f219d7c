import Foundation

extension Double: Interpolatable {
    /// The number itself.
    public var animatableData: Double { self }
    /// The number itself.
    public init(animatableData: Double) { self = animatableData }
}

extension CGFloat: Interpolatable {
    /// The number as a `Double`.
    public var animatableData: Double { Double(self) }
    /// The number from a `Double`.
    public init(animatableData: Double) { self.init(animatableData) }
}

extension CGPoint: Interpolatable {
    /// `(x, y)`.
    public var animatableData: SIMD2<Double> { SIMD2(Double(x), Double(y)) }
    /// The point `(x, y)`.
    public init(animatableData: SIMD2<Double>) {
        self.init(x: animatableData.x, y: animatableData.y)
    }
}

extension CGSize: Interpolatable {
    /// `(width, height)`.
    public var animatableData: SIMD2<Double> { SIMD2(Double(width), Double(height)) }
    /// The size `(width, height)`; an overshooting animation may pass through negative sizes.
    public init(animatableData: SIMD2<Double>) {
        self.init(width: animatableData.x, height: animatableData.y)
    }
}

extension CGRect: Interpolatable {
    /// `(origin.x, origin.y, width, height)`: origin and size move independently, as Core
    /// Animation animates `frame`.
    public var animatableData: SIMD4<Double> {
        SIMD4(Double(origin.x), Double(origin.y), Double(size.width), Double(size.height))
    }
    /// The rect `(x, y, width, height)`.
    public init(animatableData: SIMD4<Double>) {
        self.init(x: animatableData[0], y: animatableData[1], width: animatableData[2], height: animatableData[3])
    }
}

extension Bool: Interpolatable {
    /// 1 for `true`, 0 for `false`.
    public var animatableData: Double { self ? 1 : 0 }
    /// `true` when the component is at least 0.5.
    public init(animatableData: Double) { self = animatableData >= 0.5 }

    /// A discrete path that is `start && end` strictly between its ends.
    ///
    /// For a flag like `isHidden` this keeps the value visible for the whole animation whenever
    /// either end is visible (CSS's rule for `visibility`), so a fade-out still shows.
    public static func interpolation(from start: Bool, to end: Bool) -> DiscreteInterpolation<Bool> {
        DiscreteInterpolation(start: start, end: end, midValue: start && end)
    }
}
