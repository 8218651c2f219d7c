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

extension LayoutEngine {
    /// Lays out the tree under `root` for constraints given by a parent outside the flex
    /// engine, the way a flex container constrains a child: the root's own definite size wins,
    /// its maximum caps the offered size, and the rest comes from the constraints. Then rounds
    /// to the pixel grid.
    func calculateLayout(_ root: Int, _ width: FlexConstraint, _ height: FlexConstraint, _ ownerDirection: FlexLayoutDirection) {
        processDimensions(root)
        let direction = resolveDirection(root, ownerDirection)
        var (availableWidth, widthMode) = width.engineValue
        var (availableHeight, heightMode) = height.engineValue
        // Percentages of the root resolve against the offered size, when there is one.
        let ownerWidth = availableWidth
        let ownerHeight = availableHeight

        if hasDefiniteLength(root, .width, ownerWidth) {
            availableWidth = resolvedDimension(root, direction, .width, ownerWidth, ownerWidth) + computeMarginForAxis(root, .row, ownerWidth)
            widthMode = .stretchFit
        } else {
            constrainMaxSizeForMode(root, direction, .row, ownerWidth, ownerWidth, &widthMode, &availableWidth)
        }
        if hasDefiniteLength(root, .height, ownerHeight) {
            availableHeight = resolvedDimension(root, direction, .height, ownerHeight, ownerWidth) + computeMarginForAxis(root, .column, ownerWidth)
            heightMode = .stretchFit
        } else {
            constrainMaxSizeForMode(root, direction, .column, ownerHeight, ownerWidth, &heightMode, &availableHeight)
        }

        if calculateLayoutInternal(root, availableWidth, availableHeight, ownerDirection, widthMode, heightMode, ownerWidth, ownerHeight, performLayout: true) {
            setPosition(root, nodes[root].layout.direction, ownerWidth, ownerHeight)
            roundLayoutResultsToPixelGrid(root, 0, 0)
        }
    }
}
