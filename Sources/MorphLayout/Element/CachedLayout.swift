import Foundation

/// A node's layout together with the inputs it was computed for (Texture's
/// `ASDisplayNodeLayout`): the cache entry behind a node's
/// ``LayoutElement/layoutThatFits(_:parentSize:context:)``.
///
/// Texture's rule: a layout computed for the same constrained range, the same parent size and
/// the same layout version is reused without measuring again. Morph adds the screen scale to
/// the key (Texture has one global scale) and treats a NaN ("not known yet") parent dimension as
/// equal to NaN, where Texture's `CGSizeEqualToSize` never matches it and measures again.
public struct CachedLayout: Sendable {
    /// The cached layout.
    public let layout: Layout
    /// The range it was computed for.
    public let constrainedSize: SizeRange
    /// The parent size it was computed for.
    public let parentSize: CGSize
    /// The node's layout version when it was computed; a node bumps its version whenever its
    /// content, style or children change (Texture's `setNeedsLayout`).
    public let version: Int
    /// The pixel grid it was computed on.
    public let context: LayoutContext

    /// Records `layout` as computed for these inputs.
    public init(layout: Layout, constrainedSize: SizeRange, parentSize: CGSize, version: Int, context: LayoutContext) {
        self.layout = layout
        self.constrainedSize = constrainedSize
        self.parentSize = parentSize
        self.version = version
        self.context = context
    }

    /// Whether the cached layout answers a request with these inputs (Texture's `isValid`).
    public func isValid(for constrainedSize: SizeRange, parentSize: CGSize, version: Int, context: LayoutContext) -> Bool {
        version == self.version
            && context == self.context
            && constrainedSize == self.constrainedSize
            && Self.sameLength(parentSize.width, self.parentSize.width)
            && Self.sameLength(parentSize.height, self.parentSize.height)
    }

    private static func sameLength(_ a: CGFloat, _ b: CGFloat) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }
}
