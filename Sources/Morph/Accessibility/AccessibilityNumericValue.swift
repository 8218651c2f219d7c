import Foundation

/// A value within a range, as a progress indicator or an adjustable control shows it: what
/// AT-SPI's `Value` interface reports (Compose's `ProgressBarRangeInfo`, Flutter's value
/// semantics). ``DisplayNode/accessibilityValue`` stays the text a screen reader speaks ("30%");
/// this is the number behind it.
///
/// **Bad input** is clamped, never trapped on: non-finite bounds give the range 0…1, a NaN
/// current value is the minimum and others are clamped into the range, and a negative or
/// non-finite step is 0 (continuous).
public struct AccessibilityNumericValue: Hashable, Sendable {
    /// The value, within ``minimum``…``maximum``.
    public let current: Double
    /// The smallest value.
    public let minimum: Double
    /// The largest value.
    public let maximum: Double
    /// The smallest change the control makes (an adjustable control's step); 0 for continuous.
    public let step: Double

    /// `current` within `range`, changing by `step` (see the type's discussion for bad input).
    public init(current: Double, range: ClosedRange<Double> = 0...1, step: Double = 0) {
        var lower = range.lowerBound, upper = range.upperBound
        if !lower.isFinite || !upper.isFinite {
            lower = 0
            upper = 1
        }
        minimum = lower
        maximum = upper
        self.current = current.isNaN ? lower : min(max(current, lower), upper)
        self.step = step.isFinite && step > 0 ? step : 0
    }

    /// The value as a fraction of the range, 0…1 (0 for an empty range).
    public var fraction: Double {
        maximum > minimum ? (current - minimum) / (maximum - minimum) : 0
    }
}
