import Foundation

extension Element {
    /// Lays this element tree out at `size` and returns its node-backed elements as trees of
    /// ``ResolvedNode``s (Blueprint's layout and `resolve()`): what a host shows.
    ///
    /// The root element takes exactly `size`. Every element is laid out with its
    /// ``ElementContent``; children left out of their parent's spec are not shown. Then each
    /// element without a node hands its node-backed descendants up, their attributes moved into
    /// its parent's coordinates (``LayoutAttributes/within(_:)``) and its identifier put in front
    /// of their paths. A node-backed root is the single result, with an empty path.
    ///
    /// - Parameters:
    ///   - size: the host's size.
    ///   - screenScale: pixels per point, for rounding sizes and positions to the pixel grid (a
    ///     scale that is not finite and positive is clamped to 1).
    ///   - traits: the trait collection the tree is laid out in (a host's); the default collection
    ///     unless given. Right to left, each element's layout mirrors within it, as a node's does.
    /// - Throws: ``ElementError/invalidRootSize(_:)`` for a NaN, infinite or negative size;
    ///   ``ElementError/layout(_:)`` when the layout fails.
    /// - Complexity: O(n) in the number of elements, plus the layout itself.
    public func resolvedNodes(in size: CGSize, screenScale: CGFloat, traits: TraitCollection = .default) throws(ElementError) -> [ResolvedNode] {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw .invalidRootSize(size)
        }
        let context = LayoutContext(screenScale: screenScale)
        let root = ElementLayoutNode(element: self, traits: traits)
        do {
            let range = try SizeRange(exactly: size)
            let layout = try root.layoutThatFits(range, parentSize: size, context: context)
            return try ElementResolution.resolve(
                root,
                layout: layout,
                attributes: LayoutAttributes(size: layout.size),
                context: context
            )
        } catch {
            throw .layout(error)
        }
    }
}

/// The recursive step of ``Element/resolvedNodes(in:screenScale:traits:)``.
enum ElementResolution {
    /// The node-backed elements of `node`'s subtree, with paths relative to `node`'s parent
    /// node (without `node`'s own identifier) and attributes in `node`'s parent's coordinates.
    static func resolve(
        _ node: ElementLayoutNode,
        layout: Layout,
        attributes: LayoutAttributes,
        context: LayoutContext
    ) throws(LayoutError) -> [ResolvedNode] {
        var resolvedChildren: [ResolvedNode] = []
        var subtreeExtent: CGRect?
        for sublayout in layout.sublayouts {
            guard let (identifier, child) = node.child(for: sublayout) else { continue }
            let frame = CGRect(origin: sublayout.position ?? .zero, size: sublayout.size)
            subtreeExtent = subtreeExtent?.union(frame) ?? frame
            let childLayout = try child.layoutThatFits(
                SizeRange(exactly: sublayout.size),
                parentSize: layout.size,
                context: context
            )
            for var resolved in try resolve(child, layout: childLayout, attributes: LayoutAttributes(frame: frame), context: context) {
                resolved.path.prepend(identifier)
                resolvedChildren.append(resolved)
            }
        }

        let descriptionContext = NodeDescriptionContext(bounds: attributes.bounds, subtreeExtent: subtreeExtent, traitCollection: node.traits)
        if let description = node.element.backingNodeDescription(with: descriptionContext) {
            return [ResolvedNode(
                path: .empty,
                element: node.element,
                description: description,
                layoutAttributes: description.applying(to: attributes),
                children: resolvedChildren
            )]
        }
        for index in resolvedChildren.indices {
            resolvedChildren[index].layoutAttributes = resolvedChildren[index].layoutAttributes.within(attributes)
        }
        return resolvedChildren
    }
}
