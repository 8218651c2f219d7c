/// Step 5 of Yoga's algorithm — CSS Flexbox §9.7 "Resolving Flexible Lengths".
extension LayoutEngine {
    /// Distributes a line's free space among its flexible items and lays each item out at its
    /// resulting main size (Yoga's `resolveFlexibleLength`).
    ///
    /// Where Yoga differs from CSS: instead of the specification's loop that freezes items
    /// violating their min/max until none is left, Yoga makes exactly two passes — the first
    /// finds the items whose limits trigger and takes them out of the distribution, the second
    /// sizes every item. Some rare min/max combinations therefore differ from browsers.
    func resolveFlexibleLength(_ node: Int, _ line: inout FlexLine, _ mainAxis: FlexDirection, _ crossAxis: FlexDirection, _ direction: FlexLayoutDirection, _ ownerWidth: Float, _ mainAxisOwnerSize: Float, _ availableInnerMainDim: Float, _ availableInnerCrossDim: Float, _ availableInnerWidth: Float, _ availableInnerHeight: Float, _ mainAxisOverflows: Bool, _ sizingModeCrossDim: SizingMode, _ performLayout: Bool) {
        let originalFreeSpace = line.remainingFreeSpace

        // CSS Flexbox §4.5: each item's automatic minimum size, used as a floor below.
        let computeAutoMin = !config.hasErrata(.minSizeUndefinedInsteadOfAuto)
        for k in line.startIndex..<line.endIndex {
            let child = layoutChild(node, k)
            guard isInFlow(child) else { continue }
            nodes[child].layout.computedAutoMinMainSize = computeAutoMin
                ? computeAutoMinMainSize(child, mainAxis, direction, mainAxisOwnerSize, availableInnerWidth, availableInnerHeight)
                : .nan
        }

        // First pass: find the items whose min/max constraints trigger.
        distributeFreeSpaceFirstPass(node, &line, direction, mainAxis, ownerWidth, mainAxisOwnerSize, availableInnerMainDim, availableInnerWidth)

        // Second pass: size the items.
        let distributedFreeSpace = distributeFreeSpaceSecondPass(
            node, &line, mainAxis, crossAxis, direction, ownerWidth, mainAxisOwnerSize,
            availableInnerMainDim, availableInnerCrossDim, availableInnerWidth, availableInnerHeight,
            mainAxisOverflows, sizingModeCrossDim, performLayout)

        line.remainingFreeSpace = originalFreeSpace - distributedFreeSpace
    }

    /// Finds the items whose min/max limits clamp their share of the free space, freezes them
    /// at the clamped size and takes their size and flex factor out of the distribution
    /// (CSS §9.7 step 4, done once).
    func distributeFreeSpaceFirstPass(_ node: Int, _ line: inout FlexLine, _ direction: FlexLayoutDirection, _ mainAxis: FlexDirection, _ ownerWidth: Float, _ mainAxisOwnerSize: Float, _ availableInnerMainDim: Float, _ availableInnerWidth: Float) {
        var deltaFreeSpace: Float = 0

        for k in line.startIndex..<line.endIndex {
            let child = layoutChild(node, k)
            guard isInFlow(child) else { continue }
            let childFlexBasis = boundAxisWithinMinAndMax(
                child, direction, mainAxis, nodes[child].layout.computedFlexBasis, mainAxisOwnerSize, ownerWidth)

            if line.remainingFreeSpace < 0 {
                let flexShrinkScaledFactor = -resolveFlexShrink(child) * childFlexBasis
                // Is this child able to shrink?
                if !flexShrinkScaledFactor.isNaN && flexShrinkScaledFactor != 0 {
                    let baseMainSize = childFlexBasis
                        + line.remainingFreeSpace / line.totalFlexShrinkScaledFactors * flexShrinkScaledFactor
                    let boundMainSize = boundAxisWithAutoMin(child, mainAxis, direction, baseMainSize, availableInnerMainDim, availableInnerWidth)
                    if !baseMainSize.isNaN && !boundMainSize.isNaN && baseMainSize != boundMainSize {
                        // Excluding this item makes its limit trigger again in the second
                        // pass, so both passes give it the same size.
                        deltaFreeSpace += boundMainSize - childFlexBasis
                        line.totalFlexShrinkScaledFactors -= -resolveFlexShrink(child) * nodes[child].layout.computedFlexBasis
                    }
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let flexGrowFactor = resolveFlexGrow(child)
                // Is this child able to grow?
                if !flexGrowFactor.isNaN && flexGrowFactor != 0 {
                    let baseMainSize = childFlexBasis
                        + line.remainingFreeSpace / line.totalFlexGrowFactors * flexGrowFactor
                    let boundMainSize = boundAxis(child, mainAxis, direction, baseMainSize, availableInnerMainDim, availableInnerWidth)
                    if !baseMainSize.isNaN && !boundMainSize.isNaN && baseMainSize != boundMainSize {
                        deltaFreeSpace += boundMainSize - childFlexBasis
                        line.totalFlexGrowFactors -= flexGrowFactor
                    }
                }
            }
        }
        line.remainingFreeSpace -= deltaFreeSpace
    }

    /// Gives each item its share of the free space, clamped to its limits, and lays it out at
    /// that main size with the cross size it will have before stretching (CSS §9.7 step 4 and
    /// §9.4 step 7, "determine the hypothetical cross size"). Returns the space handed out.
    func distributeFreeSpaceSecondPass(_ node: Int, _ line: inout FlexLine, _ mainAxis: FlexDirection, _ crossAxis: FlexDirection, _ direction: FlexLayoutDirection, _ ownerWidth: Float, _ mainAxisOwnerSize: Float, _ availableInnerMainDim: Float, _ availableInnerCrossDim: Float, _ availableInnerWidth: Float, _ availableInnerHeight: Float, _ mainAxisOverflows: Bool, _ sizingModeCrossDim: SizingMode, _ performLayout: Bool) -> Float {
        var deltaFreeSpace: Float = 0
        let isMainAxisRow = mainAxis.isRow
        let isNodeFlexWrap = nodes[node].style.flexWrap != .noWrap

        for k in line.startIndex..<line.endIndex {
            let child = layoutChild(node, k)
            guard isInFlow(child) else { continue }
            let childFlexBasis = boundAxisWithinMinAndMax(
                child, direction, mainAxis, nodes[child].layout.computedFlexBasis, mainAxisOwnerSize, ownerWidth)
            var updatedMainSize = childFlexBasis

            if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace < 0 {
                let flexShrinkScaledFactor = -resolveFlexShrink(child) * childFlexBasis
                // Is this child able to shrink?
                if flexShrinkScaledFactor != 0 {
                    let childSize: Float
                    if !line.totalFlexShrinkScaledFactors.isNaN && line.totalFlexShrinkScaledFactors == 0 {
                        childSize = childFlexBasis + flexShrinkScaledFactor
                    } else {
                        childSize = childFlexBasis
                            + (line.remainingFreeSpace / line.totalFlexShrinkScaledFactors) * flexShrinkScaledFactor
                    }
                    updatedMainSize = boundAxisWithAutoMin(child, mainAxis, direction, childSize, availableInnerMainDim, availableInnerWidth)
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let flexGrowFactor = resolveFlexGrow(child)
                // Is this child able to grow?
                if !flexGrowFactor.isNaN && flexGrowFactor != 0 {
                    updatedMainSize = boundAxisWithAutoMin(
                        child, mainAxis, direction,
                        childFlexBasis + line.remainingFreeSpace / line.totalFlexGrowFactors * flexGrowFactor,
                        availableInnerMainDim, availableInnerWidth)
                }
            }

            deltaFreeSpace += updatedMainSize - childFlexBasis
            let marginMain = computeMarginForAxis(child, mainAxis, availableInnerWidth)
            let marginCross = computeMarginForAxis(child, crossAxis, availableInnerWidth)

            var childCrossSize = Float.nan
            var childMainSize = updatedMainSize + marginMain
            var childCrossSizingMode: SizingMode
            var childMainSizingMode = SizingMode.stretchFit

            let aspectRatio = nodes[child].style.storedAspectRatio
            let crossStartAuto = flexStartMarginIsAuto(child, crossAxis, direction)
            let crossEndAuto = flexEndMarginIsAuto(child, crossAxis, direction)
            let childAlignment = resolveChildAlignment(node, child)
            if !aspectRatio.isNaN {
                childCrossSize = isMainAxisRow
                    ? (childMainSize - marginMain) / aspectRatio
                    : (childMainSize - marginMain) * aspectRatio
                childCrossSizingMode = .stretchFit
                childCrossSize += marginCross
            } else if !availableInnerCrossDim.isNaN
                && !hasDefiniteLength(child, crossAxis.dimension, availableInnerCrossDim)
                && sizingModeCrossDim == .stretchFit
                && !(isNodeFlexWrap && mainAxisOverflows)
                && childAlignment == .stretch
                && !crossStartAuto && !crossEndAuto {
                childCrossSize = availableInnerCrossDim
                childCrossSizingMode = .stretchFit
            } else if !hasDefiniteLength(child, crossAxis.dimension, availableInnerCrossDim) {
                childCrossSize = availableInnerCrossDim
                childCrossSizingMode = childCrossSize.isNaN ? .maxContent : .fitContent
            } else {
                childCrossSize = resolvedDimension(child, direction, crossAxis.dimension, availableInnerCrossDim, availableInnerWidth) + marginCross
                let isLoosePercentageMeasurement = processedDimension(child, crossAxis.dimension).isPercent
                    && sizingModeCrossDim != .stretchFit
                childCrossSizingMode = (childCrossSize.isNaN || isLoosePercentageMeasurement) ? .maxContent : .stretchFit
            }

            constrainMaxSizeForMode(child, direction, mainAxis, availableInnerMainDim, availableInnerWidth, &childMainSizingMode, &childMainSize)
            constrainMaxSizeForMode(child, direction, crossAxis, availableInnerCrossDim, availableInnerWidth, &childCrossSizingMode, &childCrossSize)

            let requiresStretchLayout = !hasDefiniteLength(child, crossAxis.dimension, availableInnerCrossDim)
                && childAlignment == .stretch && !crossStartAuto && !crossEndAuto

            let childWidth = isMainAxisRow ? childMainSize : childCrossSize
            let childHeight = !isMainAxisRow ? childMainSize : childCrossSize
            let childWidthSizingMode = isMainAxisRow ? childMainSizingMode : childCrossSizingMode
            let childHeightSizingMode = !isMainAxisRow ? childMainSizingMode : childCrossSizingMode

            let isLayoutPass = performLayout && !requiresStretchLayout
            // Lay the child out (or measure it, when it will be stretched later) at its new
            // main size.
            _ = calculateLayoutInternal(
                child, childWidth, childHeight, nodes[node].layout.direction,
                childWidthSizingMode, childHeightSizingMode,
                availableInnerWidth, availableInnerHeight, performLayout: isLayoutPass)
            if !isLayoutPass {
                includeChildMeasurement(node, child, childWidthSizingMode, childHeightSizingMode)
            }
            nodes[node].layout.hadOverflow = nodes[node].layout.hadOverflow || nodes[child].layout.hadOverflow
        }
        return deltaFreeSpace
    }
}
