/// Step 9 of Yoga's algorithm — the container's used size (CSS Flexbox §9.4 step 15, "determine
/// the flex container's used cross size", and §9.3 step 4 for the main size).
extension LayoutEngine {
    /// Sets the node's measured size: the constraints where they are exact, else the content
    /// (the longest line, the sum of the lines) within the node's limits. A scrolling container
    /// under an "at most" constraint takes the content size but at most the available size.
    func computeFinalDimensions(_ node: Int, _ direction: FlexLayoutDirection, _ mainAxis: FlexDirection, _ crossAxis: FlexDirection, _ availableWidth: Float, _ availableHeight: Float, _ sizingModeMainDim: SizingMode, _ sizingModeCrossDim: SizingMode, _ ownerWidth: Float, _ ownerHeight: Float, _ mainAxisOwnerSize: Float, _ crossAxisOwnerSize: Float, _ availableInnerMainDim: Float, _ availableInnerCrossDim: Float, _ paddingAndBorderAxisMain: Float, _ paddingAndBorderAxisCross: Float, _ maxLineMainDim: Float, _ totalLineCrossDim: Float) {
        nodes[node].layout.measuredWidth = boundAxis(node, .row, direction, availableWidth, ownerWidth, ownerWidth)
        nodes[node].layout.measuredHeight = boundAxis(node, .column, direction, availableHeight, ownerHeight, ownerWidth)

        let overflow = nodes[node].style.overflow
        // Without a given size, the size comes from the children.
        if sizingModeMainDim == .maxContent || (overflow != .scroll && sizingModeMainDim == .fitContent) {
            // Within the limits, and never below padding and border.
            nodes[node].layout.setMeasuredDimension(
                mainAxis.dimension,
                boundAxis(node, mainAxis, direction, maxLineMainDim, mainAxisOwnerSize, ownerWidth))
        } else if sizingModeMainDim == .fitContent && overflow == .scroll {
            nodes[node].layout.setMeasuredDimension(
                mainAxis.dimension,
                FlexMath.maxOrDefined(
                    FlexMath.minOrDefined(
                        availableInnerMainDim + paddingAndBorderAxisMain,
                        boundAxisWithinMinAndMax(node, direction, mainAxis, maxLineMainDim, mainAxisOwnerSize, ownerWidth)),
                    paddingAndBorderAxisMain))
        }

        if sizingModeCrossDim == .maxContent || (overflow != .scroll && sizingModeCrossDim == .fitContent) {
            nodes[node].layout.setMeasuredDimension(
                crossAxis.dimension,
                boundAxis(node, crossAxis, direction, totalLineCrossDim + paddingAndBorderAxisCross, crossAxisOwnerSize, ownerWidth))
        } else if sizingModeCrossDim == .fitContent && overflow == .scroll {
            nodes[node].layout.setMeasuredDimension(
                crossAxis.dimension,
                FlexMath.maxOrDefined(
                    FlexMath.minOrDefined(
                        availableInnerCrossDim + paddingAndBorderAxisCross,
                        boundAxisWithinMinAndMax(node, direction, crossAxis, totalLineCrossDim + paddingAndBorderAxisCross, crossAxisOwnerSize, ownerWidth)),
                    paddingAndBorderAxisCross))
        }
    }
}
