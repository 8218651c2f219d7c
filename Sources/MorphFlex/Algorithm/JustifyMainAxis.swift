/// Step 6 of Yoga's algorithm — CSS Flexbox §9.5 "Main-Axis Alignment" (auto margins and
/// `justify-content`), and the line's cross size (§9.4 step 8, "calculate the cross size of
/// each flex line").
extension LayoutEngine {
    /// Places the line's items along the main axis and computes the line's main and cross
    /// sizes (Yoga's `justifyMainAxis`).
    ///
    /// Where Yoga differs from CSS: a container sized "at most" its available space does not
    /// distribute its free space (it will shrink to the content), unless its minimum size leaves
    /// room; overflowing `space-*` lines fall back to `flex-start`.
    ///
    /// `isNodeBaselineLayout` is ``isBaselineLayout(_:)`` of `node`, computed once per layout
    /// of the node: it scans every child, so computing it per line made wrapping quadratic.
    ///
    /// - Complexity: O(items in the line).
    func justifyMainAxis(_ node: Int, _ line: inout FlexLine, _ mainAxis: FlexDirection, _ crossAxis: FlexDirection, _ direction: FlexLayoutDirection, _ sizingModeMainDim: SizingMode, _ sizingModeCrossDim: SizingMode, _ mainAxisOwnerSize: Float, _ ownerWidth: Float, _ availableInnerMainDim: Float, _ availableInnerCrossDim: Float, _ availableInnerWidth: Float, _ isNodeBaselineLayout: Bool, _ performLayout: Bool) {
        let leadingPaddingAndBorderMain = computeFlexStartPaddingAndBorder(node, mainAxis, direction, ownerWidth)
        let trailingPaddingAndBorderMain = computeFlexEndPaddingAndBorder(node, mainAxis, direction, ownerWidth)
        let gap = computeGapForAxis(node, mainAxis, availableInnerMainDim)

        // Under an "at most" main size, free space is only kept up to the minimum size.
        if sizingModeMainDim == .fitContent && line.remainingFreeSpace > 0 {
            let resolvedMin = resolvedMinDimension(node, direction, mainAxis.dimension, mainAxisOwnerSize, ownerWidth)
            if minDimension(node, mainAxis.dimension).isDefined && !resolvedMin.isNaN {
                // The smallest space the children may be laid out in, padding and border excluded.
                let minAvailableMainDim = resolvedMin - leadingPaddingAndBorderMain - trailingPaddingAndBorderMain
                let occupiedSpaceByChildNodes = availableInnerMainDim - line.remainingFreeSpace
                line.remainingFreeSpace = FlexMath.maxOrDefined(0, minAvailableMainDim - occupiedSpaceByChildNodes)
            } else {
                line.remainingFreeSpace = 0
            }
        }

        // Space before the first item, and between items.
        var leadingMainDim: Float = 0
        var betweenMainDim = gap
        let justifyContent = line.remainingFreeSpace >= 0 ? nodes[node].style.justifyContent : nodes[node].style.justifyContent.fallback

        if line.numberOfAutoMargins == 0 {
            switch justifyContent {
            case .flexStart:
                break
            case .center:
                leadingMainDim = line.remainingFreeSpace / 2
            case .flexEnd:
                leadingMainDim = line.remainingFreeSpace
            case .spaceBetween:
                if line.itemCount > 1 {
                    betweenMainDim += line.remainingFreeSpace / Float(line.itemCount - 1)
                }
            case .spaceEvenly:
                // Equal space around and between the items.
                leadingMainDim = line.remainingFreeSpace / Float(line.itemCount + 1)
                betweenMainDim += leadingMainDim
            case .spaceAround:
                // The space at the edges is half the space between items. A line without items
                // (only absolute or `display: none` children) has nothing to space: Yoga divides
                // by its zero items here and places the container's content at infinity.
                if line.itemCount > 0 {
                    leadingMainDim = 0.5 * line.remainingFreeSpace / Float(line.itemCount)
                    betweenMainDim += leadingMainDim * 2
                }
            }
        }

        line.mainDim = leadingPaddingAndBorderMain + leadingMainDim
        line.crossDim = 0

        var maxAscentForCurrentLine: Float = 0
        var maxDescentForCurrentLine: Float = 0
        let mainStartEdge = mainAxis.flexStartEdge
        let canSkipFlex = !performLayout && sizingModeCrossDim == .stretchFit
        // As Yoga, the line counted its auto margins with the owner's direction and they are
        // applied with the node's own: a node whose `direction` differs from its parent's can
        // find auto `start`/`end` margins here that the line did not count. Yoga then divides by
        // zero; without counted auto margins the free space is not given to them.
        let hasCountedAutoMargins = line.numberOfAutoMargins > 0

        for k in line.startIndex..<line.endIndex {
            let child = layoutChild(node, k)
            guard isInFlow(child) else { continue }
            if hasCountedAutoMargins && flexStartMarginIsAuto(child, mainAxis, direction) && line.remainingFreeSpace > 0 {
                line.mainDim += line.remainingFreeSpace / Float(line.numberOfAutoMargins)
            }

            if performLayout {
                nodes[child].layout.position[mainStartEdge] = nodes[child].layout.position[mainStartEdge] + line.mainDim
            }

            if child != line.lastItem {
                line.mainDim += betweenMainDim
            }

            if hasCountedAutoMargins && flexEndMarginIsAuto(child, mainAxis, direction) && line.remainingFreeSpace > 0 {
                line.mainDim += line.remainingFreeSpace / Float(line.numberOfAutoMargins)
            }

            if canSkipFlex {
                // The flex step was skipped, so measured sizes are not current: use the bases.
                line.mainDim += computeMarginForAxis(child, mainAxis, availableInnerWidth)
                    + boundAxisWithinMinAndMax(child, direction, mainAxis, nodes[child].layout.computedFlexBasis, mainAxisOwnerSize, ownerWidth)
                line.crossDim = availableInnerCrossDim
            } else {
                // The main size is the sum of the items' sizes plus the spacing.
                line.mainDim += dimensionWithMargin(child, mainAxis, availableInnerWidth)

                if isNodeBaselineLayout {
                    // Baseline-aligned lines are as tall as the largest ascent plus the
                    // largest descent.
                    let ascent = calculateBaseline(child) + computeFlexStartMargin(child, .column, direction, availableInnerWidth)
                    let descent = nodes[child].layout.measuredHeight
                        + computeMarginForAxis(child, .column, availableInnerWidth) - ascent
                    maxAscentForCurrentLine = FlexMath.maxOrDefined(maxAscentForCurrentLine, ascent)
                    maxDescentForCurrentLine = FlexMath.maxOrDefined(maxDescentForCurrentLine, descent)
                } else {
                    // Otherwise the line is as large as its largest item.
                    line.crossDim = FlexMath.maxOrDefined(line.crossDim, dimensionWithMargin(child, crossAxis, availableInnerWidth))
                }
            }
        }
        line.mainDim += trailingPaddingAndBorderMain

        if isNodeBaselineLayout {
            line.crossDim = maxAscentForCurrentLine + maxDescentForCurrentLine
        }
    }
}
