import Foundation

extension Element {
    /// The size this element tree takes within `range` (Blueprint's `content.measure(in:)`):
    /// what a host node showing it reports to its parent's layout.
    ///
    /// - Parameters:
    ///   - range: the sizes the parent allows.
    ///   - screenScale: pixels per point, for rounding to the pixel grid (a scale that is not
    ///     finite and positive is clamped to 1).
    /// - Throws: ``ElementError/layout(_:)`` when the layout fails (an invalid style, a bad
    ///   measured size…).
    /// - Complexity: the layout of the tree, O(n) in the number of elements for most specs.
    public func measuredSize(in range: SizeRange, screenScale: CGFloat = 1) throws(ElementError) -> CGSize {
        do {
            return try layoutSize(in: range, context: LayoutContext(screenScale: screenScale))
        } catch {
            throw .layout(error)
        }
    }

    /// The size this element tree takes within `range` on the pixel grid of `context`.
    func layoutSize(in range: SizeRange, context: LayoutContext) throws(LayoutError) -> CGSize {
        try ElementLayoutNode(element: self).layoutThatFits(range, parentSize: range.max, context: context).size
    }
}
