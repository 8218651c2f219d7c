import Foundation

/// Which corners a layer's ``ViewAttributes/cornerRadius`` rounds (`CALayer.maskedCorners`): the
/// others stay square, for the background, the border, the clip and the shadow alike.
///
/// Corners are named in the layer's bounds coordinates, y down: ``topLeft`` is Core Animation's
/// `layerMinXMinYCorner`. All four by default.
public struct CornerMask: OptionSet, Hashable, Sendable {
    /// The corners as bits: 1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right.
    public let rawValue: UInt8

    /// A mask of the corners in `rawValue` (bits above the four corners are dropped).
    public init(rawValue: UInt8) {
        self.rawValue = rawValue & 0x0F
    }

    /// The top-left corner (`layerMinXMinYCorner`).
    public static let topLeft = CornerMask(rawValue: 1)
    /// The top-right corner (`layerMaxXMinYCorner`).
    public static let topRight = CornerMask(rawValue: 2)
    /// The bottom-left corner (`layerMinXMaxYCorner`).
    public static let bottomLeft = CornerMask(rawValue: 4)
    /// The bottom-right corner (`layerMaxXMaxYCorner`).
    public static let bottomRight = CornerMask(rawValue: 8)
    /// Every corner (the default).
    public static let all: CornerMask = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    /// The two top corners.
    public static let top: CornerMask = [.topLeft, .topRight]
    /// The two bottom corners.
    public static let bottom: CornerMask = [.bottomLeft, .bottomRight]
}

extension CornerMask: Interpolatable {
    /// The bits as a number.
    public var animatableData: Double { Double(rawValue) }

    /// The mask whose bits are the number rounded (clamped to the four corners).
    public init(animatableData: Double) {
        self.init(rawValue: UInt8(min(max(animatableData.isNaN ? 15 : animatableData.rounded(), 0), 15)))
    }

    /// A switch to the new corners at the start: Core Animation does not animate `maskedCorners`.
    public static func interpolation(from start: CornerMask, to end: CornerMask) -> DiscreteInterpolation<CornerMask> {
        DiscreteInterpolation(start: start, end: end, midValue: end)
    }
}
