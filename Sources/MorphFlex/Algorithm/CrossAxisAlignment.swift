/// Step 7 of Yoga's algorithm — CSS Flexbox §9.4 step 11 ("determine the used cross size of
/// each flex item": stretching) and §9.6 steps 13–14 (auto margins and `align-self` on the
/// cross axis).
extension LayoutEngine {
    /// Stretches and aligns the items of one line on the cross axis.
    ///
    /// `totalLineCrossDim` is the cross offset of this line (the lines before it).
    func alignItemsInLine(_ node: Int, _ line: FlexLine, _ mainAxis: FlexDirection, _ crossAxis: FlexDirection, _ direction: FlexLayoutDirection, _ isMainAxisRow: Bool, _ isNodeFlexWrap: Bool, _ availableInnerMainDim: Float, _ availableInnerCrossDim: Float, _ availableInnerWidth: Float, _ availableInnerHeight: Float, _ containerCrossAxis: Float, _ leadingPaddingAndBorderCross: Float, _ totalLineCrossDim: Float) {
        let crossStart = crossAxis.flexStartEdge
        for k in line.startIndex..<line.endIndex {
            let child = layoutChild(node, k)
            guard isInFlow(child) else { continue }
            var leadingCrossDim = leadingPaddingAndBorderCross

            // The child's alignment: its alignSelf, else the container's alignItems.
            let alignItem = resolveChildAlignment(node, child)
            let crossStartAuto = flexStartMarginIsAuto(child, crossAxis, direction)
            let crossEndAuto = flexEndMarginIsAuto(child, crossAxis, direction)

            if alignItem == .stretch && !crossStartAuto && !crossEndAuto {
                // A stretched child is laid out again at the line's cross size, unless its own
                // cross size is definite.
                if !hasDefiniteLength(child, crossAxis.dimension, availableInnerCrossDim) {
                    var childMainSize = measuredDimension(child, mainAxis.dimension)
                    let aspectRatio = nodes[child].style.storedAspectRatio
                    var childCrossSize = !aspectRatio.isNaN
                        ? computeMarginForAxis(child, crossAxis, availableInnerWidth)
                            + (isMainAxisRow ? childMainSize / aspectRatio : childMainSize * aspectRatio)
                        : line.crossDim

                    childMainSize += computeMarginForAxis(child, mainAxis, availableInnerWidth)

                    var childMainSizingMode = SizingMode.stretchFit
                    var childCrossSizingMode = SizingMode.stretchFit
                    constrainMaxSizeForMode(child, direction, mainAxis, availableInnerMainDim, availableInnerWidth, &childMainSizingMode, &childMainSize)
                    constrainMaxSizeForMode(child, direction, crossAxis, availableInnerCrossDim, availableInnerWidth, &childCrossSizingMode, &childCrossSize)

                    let childWidth = isMainAxisRow ? childMainSize : childCrossSize
                    let childHeight = !isMainAxisRow ? childMainSize : childCrossSize

                    let crossAxisDoesNotGrow = nodes[node].style.alignContent != .stretch && isNodeFlexWrap
                    let childWidthSizingMode: SizingMode = (childWidth.isNaN || (!isMainAxisRow && crossAxisDoesNotGrow)) ? .maxContent : .stretchFit
                    let childHeightSizingMode: SizingMode = (childHeight.isNaN || (isMainAxisRow && crossAxisDoesNotGrow)) ? .maxContent : .stretchFit

                    _ = calculateLayoutInternal(
                        child, childWidth, childHeight, direction, childWidthSizingMode, childHeightSizingMode,
                        availableInnerWidth, availableInnerHeight, performLayout: true)
                }
            } else {
                let remainingCrossDim = containerCrossAxis - dimensionWithMargin(child, crossAxis, availableInnerWidth)
                if crossStartAuto && crossEndAuto {
                    leadingCrossDim += FlexMath.maxOrDefined(0, remainingCrossDim / 2)
                } else if crossEndAuto {
                    // Pushed to the start by its end margin.
                } else if crossStartAuto {
                    leadingCrossDim += FlexMath.maxOrDefined(0, remainingCrossDim)
                } else if alignItem == .flexStart {
                    // Already at the start.
                } else if alignItem == .center {
                    leadingCrossDim += remainingCrossDim / 2
                } else {
                    leadingCrossDim += remainingCrossDim
                }
            }
            nodes[child].layout.position[crossStart] = nodes[child].layout.position[crossStart] + totalLineCrossDim + leadingCrossDim
        }
    }
}
