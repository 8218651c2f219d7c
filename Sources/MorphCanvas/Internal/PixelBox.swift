import Foundation

/// A half-open box of whole pixels, `minX..<maxX` × `minY..<maxY`; empty when either range is.
struct PixelBox: Equatable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    static let empty = PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0)

    var isEmpty: Bool { minX >= maxX || minY >= maxY }

    var area: Int { isEmpty ? 0 : (maxX - minX) * (maxY - minY) }

    /// The pixels touched by a box of real device coordinates (grown to whole pixels, plus
    /// `margin` pixels for antialiasing), limited to `limit`.
    init(covering box: (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat), margin: Int, within limit: PixelBox) {
        guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else {
            self = box.minX.isNaN || box.minY.isNaN || box.maxX.isNaN || box.maxY.isNaN ? .empty : limit
            return
        }
        func clamped(_ value: CGFloat) -> Int {
            Int(min(max(value, CGFloat(Int32.min)), CGFloat(Int32.max)))
        }
        self = PixelBox(
            minX: clamped(box.minX.rounded(.down)) - margin,
            minY: clamped(box.minY.rounded(.down)) - margin,
            maxX: clamped(box.maxX.rounded(.up)) + margin,
            maxY: clamped(box.maxY.rounded(.up)) + margin
        ).intersection(limit)
    }

    /// The pixels of a rectangle with whole-pixel edges (a snapped ``LayerShape``'s).
    init(_ rect: CGRect) {
        self.init(minX: Int(rect.minX), minY: Int(rect.minY), maxX: Int(rect.maxX), maxY: Int(rect.maxY))
    }

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    func intersection(_ other: PixelBox) -> PixelBox {
        let box = PixelBox(minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return box.isEmpty ? .empty : box
    }

    func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// Whether every pixel of `other` is in this box (an empty box is in every box).
    func contains(_ other: PixelBox) -> Bool {
        other.isEmpty || (minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY)
    }

    func intersects(_ other: PixelBox) -> Bool {
        !isEmpty && !other.isEmpty && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    var rect: PixelRect { PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
}
