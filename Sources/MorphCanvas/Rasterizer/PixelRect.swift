import Foundation

/// A rectangle of whole pixels on a surface: what a draw changed (see
/// ``Rasterizer/damagedRects``), for a window that uploads only those pixels.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// A rectangle of pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The number of pixels covered.
    public var area: Int { width * height }

    /// `x,y widthxheight`.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}
