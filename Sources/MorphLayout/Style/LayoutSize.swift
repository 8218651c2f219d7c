import Foundation

/// A width and a height as ``LayoutDimension``s (Texture's `ASLayoutSize`): a size that may be relative
/// to the parent.
public struct LayoutSize: Hashable, Sendable {
    /// The width.
    public var width: LayoutDimension
    /// The height.
    public var height: LayoutDimension

    /// Creates a size from two dimensions.
    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }

    /// Both dimensions ``LayoutDimension/auto``.
    public static let auto = LayoutSize(width: .auto, height: .auto)

    /// The size for a parent of `parentSize`, using `autoSize` where a dimension is ``LayoutDimension/auto``
    /// (Texture's `ASLayoutSizeResolveSize`). A NaN parent dimension means "not known yet".
    public func resolve(parentSize: CGSize, autoSize: CGSize) -> CGSize {
        CGSize(
            width: width.resolve(parentLength: parentSize.width, autoLength: autoSize.width),
            height: height.resolve(parentLength: parentSize.height, autoLength: autoSize.height)
        )
    }
}
