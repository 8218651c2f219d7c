import Foundation

/// One cached measurement of a ``LayoutBox``: the inputs and the size they gave.
///
/// ``CachedLayout``'s rule (the same range, parent size, version and pixel grid; a NaN parent
/// dimension equals NaN), keeping only the size: a leaf's layout is its size and nothing else,
/// so a hit builds the layout again without copying or detaching a stored one.
struct LeafCacheEntry: Sendable {
    let constrainedSize: SizeRange
    let parentSize: CGSize
    let version: Int
    let rounding: PixelRounding
    /// The layout's size, on the pixel grid.
    let size: CGSize

    /// Whether this entry answers a request with these inputs.
    func isValid(for constrainedSize: SizeRange, parentSize: CGSize, version: Int, rounding: PixelRounding) -> Bool {
        version == self.version
            && rounding == self.rounding
            && constrainedSize == self.constrainedSize
            && Self.sameLength(parentSize.width, self.parentSize.width)
            && Self.sameLength(parentSize.height, self.parentSize.height)
    }

    private static func sameLength(_ a: CGFloat, _ b: CGFloat) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }
}
