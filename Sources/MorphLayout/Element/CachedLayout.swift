import Foundation

/// A node's layout together with the inputs it was computed for (Texture's
/// `ASDisplayNodeLayout`): the cache entry behind a node's
/// ``LayoutElement/layoutThatFits(_:parentSize:context:)``.
///
/// Texture's rule: a layout computed for the same constrained range, the same parent size and
/// the same layout version is reused without measuring again. Morph adds the screen scale to
/// the key (Texture has one global scale) and treats a NaN ("not known yet") parent dimension as
/// equal to NaN, where Texture's `CGSizeEqualToSize` never matches it and measures again.
///
/// An entry does not keep the node itself alive: a node that stores its own layout would
/// otherwise retain itself through the layout's ``Layout/element`` (Texture's layouts hold
/// their element weakly for the same reason). ``layout(for:)`` hands the layout back with the
/// node as its element. Store a node's own layouts — cached or applied — in entries like this.
public struct CachedLayout: Sendable {
    /// The layout with its root element detached.
    private let detached: Layout
    /// The range it was computed for.
    public let constrainedSize: SizeRange
    /// The parent size it was computed for.
    public let parentSize: CGSize
    /// The node's layout version when it was computed; a node bumps its version whenever its
    /// content, style or children change (Texture's `setNeedsLayout`).
    public let version: Int
    /// The pixel grid it was computed on.
    public let context: LayoutContext

    /// Records `layout` as computed for these inputs. The layout's own element is not retained.
    public init(layout: Layout, constrainedSize: SizeRange, parentSize: CGSize, version: Int, context: LayoutContext) {
        detached = layout.replacingElement(with: DetachedElement(kind: layout.elementKind))
        self.constrainedSize = constrainedSize
        self.parentSize = parentSize
        self.version = version
        self.context = context
    }

    /// The cached layout's size.
    public var size: CGSize {
        detached.size
    }

    /// The cached layout, with `element` — the node the layout was computed for — as its element.
    public func layout(for element: any LayoutElement) -> Layout {
        detached.replacingElement(with: element)
    }

    /// Whether the cached layout is a leaf's: no sublayouts and no position. Its
    /// ``layout(for:)`` is then ``Layout/leaf(_:size:context:)`` of its size (a node's cache
    /// can answer a hit from the size alone, without copying the entry).
    package var isLeaf: Bool {
        detached.sublayouts.isEmpty && detached.position == nil
    }

    /// Whether the cached layout answers a request with these inputs (Texture's `isValid`).
    public func isValid(for constrainedSize: SizeRange, parentSize: CGSize, version: Int, context: LayoutContext) -> Bool {
        Self.request(
            (constrainedSize, parentSize, version, context),
            matches: (self.constrainedSize, self.parentSize, self.version, self.context)
        )
    }

    /// The rule of ``isValid(for:parentSize:version:context:)``, for a cache that keeps an
    /// entry's inputs apart from the entry: a request matches the inputs of an entry.
    package static func request(
        _ request: (constrainedSize: SizeRange, parentSize: CGSize, version: Int, context: LayoutContext),
        matches entry: (constrainedSize: SizeRange, parentSize: CGSize, version: Int, context: LayoutContext)
    ) -> Bool {
        request.version == entry.version
            && request.context == entry.context
            && request.constrainedSize == entry.constrainedSize
            && sameLength(request.parentSize.width, entry.parentSize.width)
            && sameLength(request.parentSize.height, entry.parentSize.height)
    }

    private static func sameLength(_ a: CGFloat, _ b: CGFloat) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }
}
