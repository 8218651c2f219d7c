import Foundation

/// Anything that can be laid out: a layout spec (a value) or a node (an object).
///
/// A parent lays out a child by calling ``layoutThatFits(_:parentSize:context:)`` with the range
/// it offers and its own size (so the child can resolve fractions); the child answers with a
/// ``Layout`` whose size lies in that range. This is Texture's `ASLayoutElement` protocol.
///
/// ## Conforming
///
/// - A **layout spec** is a `Sendable` value that implements
///   ``calculateLayoutThatFits(_:context:)`` and keeps the default
///   ``layoutThatFits(_:parentSize:context:)``, which first restricts the range by the spec's own
///   style size (``resolvedSizeRange(for:parentSize:)``). Its ``layoutElementKind`` is
///   ``LayoutElementKind/layoutSpec`` by default.
/// - A **node** is a class conforming to ``LayoutNode``; its kind is
///   ``LayoutElementKind/node(_:)`` with its object identity. A node usually overrides
///   ``layoutThatFits(_:parentSize:context:)`` to add a cache (Texture's rule: the same
///   constrained range, parent size and layout version give the cached layout; see
///   ``CachedLayout``) and calls ``calculateLayoutThatFits(_:relativeToParentSize:context:)`` on a
///   miss. ``LayoutBox`` is the reference implementation.
///
/// Every requirement may be called from any thread: a spec is an immutable value, and a node
/// must guard its style, children and cache with a lock.
///
/// An element that overrides ``layoutThatFits(_:parentSize:context:)`` should reach its own
/// layout through ``calculateLayoutThatFits(_:relativeToParentSize:context:)``, as nodes do on a
/// cache miss: that is where the pass counts its depth and moves to a thread with a large stack
/// when the tree is deep (see ``LayoutContext``).
public protocol LayoutElement: Sendable {
    /// Whether this is a spec or a node (with its identity).
    var layoutElementKind: LayoutElementKind { get }

    /// The properties a parent reads: size dimensions, flex factors, alignment, baselines,
    /// absolute position. A snapshot: a node returns a copy taken under its lock.
    var style: LayoutStyle { get }

    /// A short human-readable name used in errors and descriptions.
    var debugName: String { get }

    /// The layout of this element within `constrainedSize`, for a parent of `parentSize`
    /// (Texture's `layoutThatFits:parentSize:`).
    ///
    /// The default resolves ``style``'s size against `parentSize`, intersects the result with
    /// `constrainedSize` (the parent's range wins where they do not overlap) and calls
    /// ``calculateLayoutThatFits(_:context:)``. A node adds its cache here; a spec that must see
    /// the unrestricted range (``InsetLayoutSpec``, ``OverlayLayoutSpec``,
    /// ``BackgroundLayoutSpec``, as in Texture) overrides it.
    ///
    /// - Parameters:
    ///   - constrainedSize: the sizes the parent allows.
    ///   - parentSize: the parent's size, for resolving fractions; NaN in a dimension the parent
    ///     does not know yet.
    ///   - context: the pixel grid.
    func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) throws(LayoutError) -> Layout

    /// The layout of this element for an already-resolved range (Texture's
    /// `calculateLayoutThatFits:`). Called by ``layoutThatFits(_:parentSize:context:)``; a
    /// parent calls that instead.
    func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout

    /// Whether a spec above this element may memoize layouts that contain it: `true` promises
    /// that, for the same inputs, the element lays out the same way as long as its value is the
    /// same and ``LayoutEpoch`` has not advanced — so it depends on nothing mutable that changes
    /// without advancing the epoch.
    ///
    /// `false` by default, which keeps every layout that contains the element out of the
    /// memos (it is laid out again each time, as before memoization). Morph's specs and
    /// ``LayoutBox`` return `true`. A spec of your own whose layout depends only on its stored
    /// values and its children may return `true`; a node type, only if it calls
    /// ``LayoutEpoch/advance()`` after every change that can change its layout.
    var reportsLayoutChanges: Bool { get }
}

extension LayoutElement {
    /// A spec unless the type is a ``LayoutNode``.
    public var layoutElementKind: LayoutElementKind {
        .layoutSpec
    }

    /// `false`: an element must opt in to memoization (see the requirement).
    public var reportsLayoutChanges: Bool {
        false
    }

    /// The type's name.
    public var debugName: String {
        String(describing: Self.self)
    }

    /// Restricts the range, then calculates (the default behaviour described at the
    /// requirement).
    public func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) throws(LayoutError) -> Layout {
        try calculateLayoutThatFits(constrainedSize, relativeToParentSize: parentSize, context: context)
    }

    /// The layout within `constrainedSize`, for a parent as large as the range's maximum
    /// (Texture's `layoutThatFits:`).
    public func layoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        try layoutThatFits(constrainedSize, parentSize: constrainedSize.max, context: context)
    }

    /// `constrainedSize` restricted by the element's style size resolved against `parentSize`
    /// (Texture's `ASSizeRangeIntersect(constrainedSize, ASLayoutElementSizeResolve(style.size,
    /// parentSize))`): where the two do not overlap, `constrainedSize` wins.
    ///
    /// - Throws: ``LayoutError/invalidDimension(_:property:element:)`` for an invalid style size.
    public func resolvedSizeRange(for constrainedSize: SizeRange, parentSize: CGSize) throws(LayoutError) -> SizeRange {
        let size = style.size
        if size.isAuto { return constrainedSize.intersect(.unconstrained) }
        return constrainedSize.intersect(try size.resolve(parentSize: parentSize, element: debugName))
    }

    /// Resolves the range (``resolvedSizeRange(for:parentSize:)``) and calls
    /// ``calculateLayoutThatFits(_:context:)``, without any cache (Texture's
    /// `calculateLayoutThatFits:restrictedToSize:relativeToParentSize:`). A node calls this on a
    /// cache miss.
    ///
    /// This is where a pass counts its depth: the element is one level deeper than the element
    /// that gave it `context`, and ``calculateLayoutThatFits(_:context:)`` gets the deeper
    /// context to pass to the children (see ``LayoutContext``'s discussion of depth).
    ///
    /// - Throws: ``LayoutError/treeTooDeep(limit:element:)`` beyond ``LayoutContext/depthLimit``
    ///   levels, and the errors of the resolution and of the layout.
    public func calculateLayoutThatFits(
        _ constrainedSize: SizeRange,
        relativeToParentSize parentSize: CGSize,
        context: LayoutContext
    ) throws(LayoutError) -> Layout {
        try context.descending(into: self) { context throws(LayoutError) in
            try calculateLayoutThatFits(resolvedSizeRange(for: constrainedSize, parentSize: parentSize), context: context)
        }
    }

    /// The root layout of this element for `constrainedSize` on a screen of `screenScale`
    /// (Texture's `ASCalculateRootLayout`): the parent size is the range's maximum. The result
    /// is the unflattened tree; call ``Layout/flattened()`` for the nodes' frames.
    public func layout(in constrainedSize: SizeRange, screenScale: CGFloat) throws(LayoutError) -> Layout {
        try layoutThatFits(constrainedSize, context: LayoutContext(screenScale: screenScale))
    }
}
