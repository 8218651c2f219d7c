import Foundation

extension Color: Interpolatable {
    /// The premultiplied components `(red·alpha, green·alpha, blue·alpha, alpha)`.
    ///
    /// Colours interpolate premultiplied, as CSS Color 4 and Core Animation blend: a fade from
    /// transparent black to opaque white passes through translucent white, never through grey.
    public var animatableData: SIMD4<Double> {
        let a = Double(alpha)
        return SIMD4(Double(red) * a, Double(green) * a, Double(blue) * a, a)
    }

    /// The colour with premultiplied components; components leaving `0...1` (a spring's overshoot)
    /// are clamped, and a zero alpha gives transparent black.
    public init(animatableData: SIMD4<Double>) {
        let alpha = Color.clampedComponent(animatableData[3])
        guard alpha > 0 else {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        self.init(
            red: animatableData[0] / alpha,
            green: animatableData[1] / alpha,
            blue: animatableData[2] / alpha,
            alpha: alpha
        )
    }
}
