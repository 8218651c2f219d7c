import Foundation

/// Rounding of layout values to the device pixel grid, as Texture's `ASCeilPixelValue`,
/// `ASFloorPixelValue` and `ASRoundPixelValue` do, with the screen scale passed in rather than
/// read from a global screen.
///
/// A scale that is not finite or not positive is clamped to 1 (one pixel per point), and one
/// outside ``screenScaleRange`` to the nearest end of it.
public struct PixelRounding: Hashable, Sendable {
    /// Pixels per point (2 for a "@2x" screen). Always within ``screenScaleRange``.
    public let screenScale: CGFloat

    /// The screen scales a layout accepts: `0.5...16` pixels per point. Beyond them rounding
    /// stops being rounding (a scale of 10⁻²⁵ ceils a size to 10²⁵ points; 10²⁹ turns an origin
    /// of 0 into −1.2·10⁻⁷; 10³⁰⁸ overflows to infinity).
    public static let screenScaleRange: ClosedRange<CGFloat> = 0.5...16

    /// Creates a rounding rule for a screen with `screenScale` pixels per point.
    ///
    /// A scale that is NaN, infinite, zero or negative is clamped to 1; another scale outside
    /// ``screenScaleRange`` to the nearest end of the range.
    public init(screenScale: CGFloat) {
        guard screenScale.isFinite, screenScale > 0 else {
            self.screenScale = 1
            return
        }
        self.screenScale = min(max(screenScale, Self.screenScaleRange.lowerBound), Self.screenScaleRange.upperBound)
    }

    /// One pixel per point.
    public static let scale1 = PixelRounding(screenScale: 1)

    /// Texture's tolerance for values a rounding error away from a pixel boundary: `FLT_EPSILON`.
    ///
    /// `302.00000035751782 / 3 * 3` must floor to 302 and `100.000001` must not ceil to 100.5,
    /// so Texture nudges the value by this epsilon before rounding (Texture issue #838).
    public static let epsilon = CGFloat(Float.ulpOfOne)

    /// The smallest value on the pixel grid that is not less than `value - epsilon`
    /// (Texture's `ASCeilPixelValue`).
    public func ceil(_ value: CGFloat) -> CGFloat {
        ((value - Self.epsilon) * screenScale).rounded(.up) / screenScale
    }

    /// The largest value on the pixel grid that is not greater than `value + epsilon`
    /// (Texture's `ASFloorPixelValue`).
    public func floor(_ value: CGFloat) -> CGFloat {
        ((value + Self.epsilon) * screenScale).rounded(.down) / screenScale
    }

    /// The value on the pixel grid nearest to `value`, halves away from zero
    /// (Texture's `ASRoundPixelValue`).
    public func round(_ value: CGFloat) -> CGFloat {
        (value * screenScale).rounded() / screenScale
    }

    /// Both coordinates ceiled (Texture's `ASCeilPointValues`).
    public func ceil(_ point: CGPoint) -> CGPoint {
        CGPoint(x: ceil(point.x), y: ceil(point.y))
    }

    /// Both sides ceiled (Texture's `ASCeilSizeValues`).
    public func ceil(_ size: CGSize) -> CGSize {
        CGSize(width: ceil(size.width), height: ceil(size.height))
    }
}
