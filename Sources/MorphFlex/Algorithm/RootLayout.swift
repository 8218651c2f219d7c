/// The entry point of a layout pass (Yoga's `calculateLayout`).
extension LayoutEngine {
    /// Lays out the tree under `root` for an owner of the given size (NaN: undefined) and
    /// direction, then rounds it to the pixel grid.
    ///
    /// The root's own size comes first from its definite `width`/`height`, else its maximum
    /// (as an "at most" constraint), else the owner's size (exact), else its content.
    func calculateLayout(_ root: Int, _ ownerWidth: Float, _ ownerHeight: Float, _ ownerDirection: FlexLayoutDirection) {
        processDimensions(root)
        let direction = resolveDirection(root, ownerDirection)

        var width = Float.nan
        var widthSizingMode = SizingMode.maxContent
        if hasDefiniteLength(root, .width, ownerWidth) {
            width = resolvedDimension(root, direction, .width, ownerWidth, ownerWidth)
                + computeMarginForAxis(root, .row, ownerWidth)
            widthSizingMode = .stretchFit
        } else if !resolvedMaxDimension(root, direction, .width, ownerWidth, ownerWidth).isNaN {
            width = resolvedMaxDimension(root, direction, .width, ownerWidth, ownerWidth)
            widthSizingMode = .fitContent
        } else {
            width = ownerWidth
            widthSizingMode = width.isNaN ? .maxContent : .stretchFit
        }

        var height = Float.nan
        var heightSizingMode = SizingMode.maxContent
        if hasDefiniteLength(root, .height, ownerHeight) {
            height = resolvedDimension(root, direction, .height, ownerHeight, ownerWidth)
                + computeMarginForAxis(root, .column, ownerWidth)
            heightSizingMode = .stretchFit
        } else if !resolvedMaxDimension(root, direction, .height, ownerHeight, ownerWidth).isNaN {
            height = resolvedMaxDimension(root, direction, .height, ownerHeight, ownerWidth)
            heightSizingMode = .fitContent
        } else {
            height = ownerHeight
            heightSizingMode = height.isNaN ? .maxContent : .stretchFit
        }

        if calculateLayoutInternal(root, width, height, ownerDirection, widthSizingMode, heightSizingMode, ownerWidth, ownerHeight, performLayout: true) {
            setPosition(root, nodes[root].layout.direction, ownerWidth, ownerHeight)
            roundLayoutResultsToPixelGrid(root, 0, 0)
        }
    }
}
