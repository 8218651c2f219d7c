import Foundation

/// A layout element that is a node: a reference type that appears in flattened layouts and is
/// identified by object identity (Texture's elements of type `ASLayoutElementTypeDisplayNode`).
///
/// ``LayoutBox`` conforms; so does the node layer's `DisplayNode`. A conforming class must be
/// safe to lay out from any thread: guard the style, the children and the layout cache with a
/// lock (`Sendable` conformance, usually `@unchecked` with that lock).
public protocol LayoutNode: LayoutElement, AnyObject {}

extension LayoutNode {
    /// ``LayoutElementKind/node(_:)`` with this object's identity.
    public var layoutElementKind: LayoutElementKind {
        .node(ObjectIdentifier(self))
    }

    /// The layout of a node whose content is `spec` (Texture's `calculateLayoutLayoutSpec:`):
    /// lays out `spec` within `constrainedSize` (parent size = its maximum), makes this node the
    /// root of the result (wrapping the spec's layout at position zero unless the spec returned
    /// this node's own layout) and flattens it, so the result's sublayouts are this node's
    /// direct subnodes with positions relative to it.
    ///
    /// A node that builds its content from a spec calls this from its
    /// ``LayoutElement/calculateLayoutThatFits(_:context:)``.
    ///
    /// In a right-to-left `layoutDirection` the spec is laid out as written and the result is
    /// mirrored within the node: every subnode's frame `x` becomes `width − subnodeWidth − x`
    /// (Texture's rule, see ``LayoutDirection``). The spec itself never sees the direction, so a
    /// spec's layout is the same in both directions and stays in the memos and caches.
    ///
    /// - Parameters:
    ///   - spec: the node's content.
    ///   - constrainedSize: the range the node is laid out in.
    ///   - context: the pixel grid.
    ///   - layoutDirection: the node's reading direction; left to right by default.
    /// - Throws: any error of the spec's layout, ``LayoutError/duplicateNode(element:)`` when
    ///   a node appears twice in it, and ``LayoutError/nodeHostsItself(element:)`` when `spec` is
    ///   this node (deeper cycles go through subnodes, which the node layer rejects).
    public func calculateLayout(
        hosting spec: any LayoutElement,
        constrainedSize: SizeRange,
        context: LayoutContext,
        layoutDirection: LayoutDirection = .leftToRight
    ) throws(LayoutError) -> Layout {
        guard spec.layoutElementKind != layoutElementKind else {
            throw .nodeHostsItself(element: debugName)
        }
        let layout = try spec.layoutThatFits(constrainedSize, context: context)
        if layout.element.layoutElementKind == layoutElementKind {
            return try layout.flattened(layoutDirection: layoutDirection)
        }
        return try Layout.flattened(node: self, hosting: layout, context: context, layoutDirection: layoutDirection)
    }

    /// The layout of a leaf node that measured itself as `measuredSize` (Texture's manual size
    /// calculation via `calculateSizeThatFits:`): `measuredSize` clamped to `constrainedSize`,
    /// no sublayouts.
    ///
    /// - Throws: ``LayoutError/invalidMeasuredSize(_:element:)`` when `measuredSize` is NaN,
    ///   infinite or negative, and ``LayoutError/invalidLayoutSize(_:element:)`` when the clamped
    ///   size cannot be displayed.
    public func leafLayout(
        measuredSize: CGSize,
        constrainedSize: SizeRange,
        context: LayoutContext
    ) throws(LayoutError) -> Layout {
        guard measuredSize.width.isFinite, measuredSize.height.isFinite,
              measuredSize.width >= 0, measuredSize.height >= 0
        else {
            throw .invalidMeasuredSize(measuredSize, element: debugName)
        }
        return try Layout(element: self, size: constrainedSize.clamp(measuredSize), context: context)
    }

    /// Texture's default `calculateSizeThatFits:` for a plain node: the offered size when it can
    /// be displayed (each side finite, ≥ 0 and < 10⁷), else 0×0. A leaf with no content of its
    /// own thus fills a finite range and collapses in an infinite one.
    public static func defaultSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        Layout.isValidSize(constrainedSize) ? constrainedSize : .zero
    }
}
