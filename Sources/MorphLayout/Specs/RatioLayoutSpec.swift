import Foundation

/// Lays out its child at a fixed aspect ratio, `height = ratio × width` (Texture's
/// `ASRatioLayoutSpec`).
///
/// From the finite maxima of the offered range it builds up to two candidate sizes — the full
/// maximum width with `ratio × width` (floored to the pixel grid), and the full maximum height
/// with `height / ratio` — each clamped to the range, and offers the child exactly the candidate
/// whose clamped ratio is closest to `ratio` (the first on a tie). With no finite maximum the
/// child gets the offered range unchanged. The spec is the child's size.
///
/// `ratio` must be finite and > 0 (``LayoutError/invalidValue(property:value:element:expected:)``
/// otherwise; Texture asserts).
public struct RatioLayoutSpec: LayoutSpecElement {
    /// `true`: the layout depends only on the spec's values and its children's layouts (see
    /// ``LayoutElement/reportsLayoutChanges``).
    public var reportsLayoutChanges: Bool {
        true
    }

    /// The spec's style.
    public var style: LayoutStyle
    /// Height divided by width.
    public var ratio: CGFloat
    /// The child.
    public var child: any LayoutElement

    /// Lays out `child` at `ratio` (height / width).
    public init(ratio: CGFloat, child: any LayoutElement, style: LayoutStyle = LayoutStyle()) {
        self.ratio = ratio
        self.child = child
        self.style = style
    }

    /// See the type's discussion.
    public func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        guard ratio.isFinite, ratio > 0 else {
            throw .invalidValue(property: "ratio", value: ratio, element: debugName, expected: "finite and > 0")
        }
        let rounding = context.rounding
        var best: CGSize?
        func consider(_ candidate: CGSize) {
            // Texture keeps the first of equally good options (std::max_element).
            guard let current = best else {
                best = candidate
                return
            }
            if abs(current.height / current.width - ratio) > abs(candidate.height / candidate.width - ratio) {
                best = candidate
            }
        }
        let maxSize = constrainedSize.max
        if TextureArithmetic.isValidForSize(maxSize.width) {
            consider(constrainedSize.clamp(CGSize(width: maxSize.width, height: rounding.floor(ratio * maxSize.width))))
        }
        if TextureArithmetic.isValidForSize(maxSize.height) {
            consider(constrainedSize.clamp(CGSize(width: rounding.floor(maxSize.height / ratio), height: maxSize.height)))
        }
        let childRange: SizeRange
        let parentSize: CGSize
        if let best {
            childRange = constrainedSize.intersect(SizeRange(uncheckedMin: best, max: best))
            parentSize = best
        } else {
            // No finite maximum on either axis: the ratio cannot be applied.
            childRange = constrainedSize
            parentSize = CGSize(width: TextureArithmetic.undefined, height: TextureArithmetic.undefined)
        }
        let sublayout = try child.layoutThatFits(childRange, parentSize: parentSize, context: context)
        return try Layout(element: self, size: sublayout.size, sublayouts: [sublayout.positioned(at: .zero)], context: context)
    }
}
