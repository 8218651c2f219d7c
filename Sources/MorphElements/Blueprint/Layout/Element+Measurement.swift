import Foundation

extension Element {
    /// The size this element tree takes within `range` (Blueprint's `content.measure(in:)`):
    /// what a host node showing it reports to its parent's layout.
    ///
    /// - Parameters:
    ///   - range: the sizes the parent allows.
    ///   - screenScale: pixels per point, for rounding to the pixel grid (a scale that is not
    ///     finite and positive is clamped to 1).
    ///   - traits: the trait collection the tree is laid out in; the default collection unless
    ///     given.
    /// - Throws: ``ElementError/layout(_:)`` when the layout fails (an invalid style, a bad
    ///   measured size…).
    /// - Complexity: the layout of the tree, O(n) in the number of elements for most specs.
    public func measuredSize(in range: SizeRange, screenScale: CGFloat = 1, traits: TraitCollection = .default) throws(ElementError) -> CGSize {
        do {
            return try layoutSize(in: range, context: LayoutContext(screenScale: screenScale), traits: traits)
        } catch {
            throw .layout(error)
        }
    }

    /// The size this element tree takes within `range` on the pixel grid of `context`, in `traits`.
    func layoutSize(in range: SizeRange, context: LayoutContext, traits: TraitCollection) throws(LayoutError) -> CGSize {
        try ElementLayoutNode(element: self, traits: traits).layoutThatFits(range, parentSize: range.max, context: context).size
    }
}
