/// Step 8 of Yoga's algorithm — CSS Flexbox §9.6 step 15 (`align-content`) and §8.5
/// (baseline alignment across a line).
extension LayoutEngine {
    /// Distributes the container's free cross space among its lines and places each item in
    /// its line again: at the line's start, end or center, stretched to the line, or on the
    /// line's baseline.
    ///
    /// Where Yoga differs from CSS: overflowing `space-*` and `stretch` fall back to
    /// `flex-start`; with `align-content: stretch`, items stretch to the line plus its share of
    /// the free space.
    func alignLines(_ node: Int, _ lineCount: Int, _ mainAxis: FlexDirection, _ crossAxis: FlexDirection, _ direction: FlexLayoutDirection, _ isMainAxisRow: Bool, _ sizingModeCrossDim: SizingMode, _ availableInnerCrossDim: Float, _ availableInnerWidth: Float, _ availableInnerHeight: Float, _ paddingAndBorderAxisCross: Float, _ leadingPaddingAndBorderCross: Float, _ crossAxisOwnerSize: Float, _ ownerWidth: Float, _ totalLineCrossDim: Float, _ crossAxisGap: Float) {
        var leadPerLine: Float = 0
        var currentLead = leadingPaddingAndBorderCross
        var extraSpacePerLine: Float = 0

        let unclampedCrossDim: Float
        if sizingModeCrossDim == .stretchFit {
            unclampedCrossDim = availableInnerCrossDim + paddingAndBorderAxisCross
        } else if hasDefiniteLength(node, crossAxis.dimension, crossAxisOwnerSize) {
            unclampedCrossDim = resolvedDimension(node, direction, crossAxis.dimension, crossAxisOwnerSize, ownerWidth)
        } else {
            unclampedCrossDim = totalLineCrossDim + paddingAndBorderAxisCross
        }
        let innerCrossDim = boundAxis(node, crossAxis, direction, unclampedCrossDim, crossAxisOwnerSize, ownerWidth)
            - paddingAndBorderAxisCross
        let remainingAlignContentDim = innerCrossDim - totalLineCrossDim

        let alignContent = remainingAlignContentDim >= 0
            ? nodes[node].style.alignContent
            : nodes[node].style.alignContent.fallback
        let lines = Float(lineCount)

        switch alignContent {
        case .flexEnd:
            currentLead += remainingAlignContentDim
        case .center:
            currentLead += remainingAlignContentDim / 2
        // (Without lines there is nothing to stretch or space; Yoga would divide by zero.)
        case .stretch:
            if lineCount > 0 { extraSpacePerLine = remainingAlignContentDim / lines }
        case .spaceAround:
            if lineCount > 0 {
                currentLead += remainingAlignContentDim / (2 * lines)
                leadPerLine = remainingAlignContentDim / lines
            }
        case .spaceEvenly:
            currentLead += remainingAlignContentDim / Float(lineCount + 1)
            leadPerLine = remainingAlignContentDim / Float(lineCount + 1)
        case .spaceBetween:
            if lineCount > 1 {
                leadPerLine = remainingAlignContentDim / Float(lineCount - 1)
            }
        case .auto, .flexStart, .baseline:
            break
        }

        let childCount = layoutChildCount(node)
        let crossStart = crossAxis.flexStartEdge
        let crossDimension = crossAxis.dimension
        var endIndex = 0
        for lineIndex in 0..<lineCount {
            let startIndex = endIndex
            var index = startIndex

            // The line's cross size, its largest ascent and descent, and where it ends.
            var lineHeight: Float = 0
            var maxAscentForCurrentLine: Float = 0
            var maxDescentForCurrentLine: Float = 0
            while index < childCount {
                let child = layoutChild(node, index)
                if nodes[child].style.display == .none {
                    index += 1
                    continue
                }
                if nodes[child].style.positionType != .absolute {
                    if Int(nodes[child].lineIndex) != lineIndex { break }
                    if isLayoutDimensionDefined(child, crossAxis) {
                        lineHeight = FlexMath.maxOrDefined(
                            lineHeight,
                            measuredDimension(child, crossDimension)
                                + computeMarginForAxis(child, crossAxis, availableInnerWidth))
                    }
                    if resolveChildAlignment(node, child) == .baseline {
                        let ascent = calculateBaseline(child) + computeFlexStartMargin(child, .column, direction, availableInnerWidth)
                        let descent = nodes[child].layout.measuredHeight
                            + computeMarginForAxis(child, .column, availableInnerWidth) - ascent
                        maxAscentForCurrentLine = FlexMath.maxOrDefined(maxAscentForCurrentLine, ascent)
                        maxDescentForCurrentLine = FlexMath.maxOrDefined(maxDescentForCurrentLine, descent)
                        lineHeight = FlexMath.maxOrDefined(lineHeight, maxAscentForCurrentLine + maxDescentForCurrentLine)
                    }
                }
                index += 1
            }
            endIndex = index
            currentLead += lineIndex != 0 ? crossAxisGap : 0
            lineHeight += extraSpacePerLine

            for k in startIndex..<endIndex {
                let child = layoutChild(node, k)
                if nodes[child].style.display == .none || nodes[child].style.positionType == .absolute { continue }
                switch resolveChildAlignment(node, child) {
                case .flexStart:
                    nodes[child].layout.position[crossStart] = currentLead
                        + computeFlexStartPosition(child, crossAxis, direction, availableInnerWidth)
                case .flexEnd:
                    nodes[child].layout.position[crossStart] = currentLead + lineHeight
                        - computeFlexEndMargin(child, crossAxis, direction, availableInnerWidth)
                        - measuredDimension(child, crossDimension)
                case .center:
                    let childHeight = measuredDimension(child, crossDimension)
                    nodes[child].layout.position[crossStart] = currentLead + (lineHeight - childHeight) / 2
                case .stretch:
                    nodes[child].layout.position[crossStart] = currentLead
                        + computeFlexStartMargin(child, crossAxis, direction, availableInnerWidth)
                    // Lay the child out again at the line's cross size, which was not known
                    // when it was first measured.
                    if !hasDefiniteLength(child, crossDimension, availableInnerCrossDim) {
                        let childWidth = isMainAxisRow
                            ? nodes[child].layout.measuredWidth + computeMarginForAxis(child, mainAxis, availableInnerWidth)
                            : leadPerLine + lineHeight
                        let childHeight = !isMainAxisRow
                            ? nodes[child].layout.measuredHeight + computeMarginForAxis(child, crossAxis, availableInnerWidth)
                            : leadPerLine + lineHeight
                        if !(FlexMath.inexactEquals(childWidth, nodes[child].layout.measuredWidth)
                            && FlexMath.inexactEquals(childHeight, nodes[child].layout.measuredHeight)) {
                            _ = calculateLayoutInternal(
                                child, childWidth, childHeight, direction, .stretchFit, .stretchFit,
                                availableInnerWidth, availableInnerHeight, performLayout: true)
                        }
                    }
                case .baseline:
                    nodes[child].layout.position.top = currentLead + maxAscentForCurrentLine - calculateBaseline(child)
                        + computeFlexStartPosition(child, .column, direction, availableInnerCrossDim)
                case .auto, .spaceBetween, .spaceAround, .spaceEvenly:
                    break
                }
            }
            currentLead = currentLead + leadPerLine + lineHeight
        }
    }
}
