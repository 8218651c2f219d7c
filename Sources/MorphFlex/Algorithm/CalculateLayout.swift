/// The flex layout of one node (Yoga's `calculateLayoutImpl`), following CSS Flexbox §9
/// "Flex Layout Algorithm" in Yoga's eleven steps.
///
/// Yoga's general deviations, kept here: there is no `order` property, no `visibility:
/// collapse`, no forced breaks and no vertical writing modes; the default `flexDirection` is
/// `column`; min/max limits are honoured in two passes rather than the specification's loop;
/// automatic minimum sizes are off unless the erratum is removed.
extension LayoutEngine {
    /// Computes the node's size for the given constraints and, when `performLayout` is set,
    /// the positions and sizes of its whole subtree.
    ///
    /// `availableWidth`/`availableHeight` include the node's margins; an undefined (NaN) size
    /// always comes with ``SizingMode/maxContent``. Sets the node's direction, margins,
    /// borders, paddings and measured size, and its children's positions.
    func calculateLayoutImpl(_ node: Int, _ availableWidth: Float, _ availableHeight: Float, _ ownerDirection: FlexLayoutDirection, _ widthSizingModeIn: SizingMode, _ heightSizingModeIn: SizingMode, _ ownerWidth: Float, _ ownerHeight: Float, _ performLayout: Bool) {
        if performLayout { statistics.pointee.layouts += 1 } else { statistics.pointee.measures += 1 }
        // Whether this measurement may answer other constraints (``MeasurementRange``); the
        // steps below withdraw it where the offered size matters.
        let tracksRange = !performLayout && config.reusesMeasurementRanges
            && nodes[node].hasOnlyPointLengths && !nodes[node].hasMeasureFunction
        nodes[node].layout.measurementRange = .none

        // Resolve the direction and the box edges.
        let direction = resolveDirection(node, ownerDirection)
        nodes[node].layout.direction = direction

        let flexRowDirection = FlexDirection.row.resolved(direction)
        let flexColumnDirection = FlexDirection.column.resolved(direction)
        let startEdge: PhysicalEdge = direction == .ltr ? .left : .right
        let endEdge: PhysicalEdge = direction == .ltr ? .right : .left
        let marginRowLeading = computeInlineStartMargin(node, flexRowDirection, direction, ownerWidth)
        let marginRowTrailing = computeInlineEndMargin(node, flexRowDirection, direction, ownerWidth)
        let marginColumnLeading = computeInlineStartMargin(node, flexColumnDirection, direction, ownerWidth)
        let marginColumnTrailing = computeInlineEndMargin(node, flexColumnDirection, direction, ownerWidth)
        nodes[node].layout.margin[startEdge] = marginRowLeading
        nodes[node].layout.margin[endEdge] = marginRowTrailing
        nodes[node].layout.margin.top = marginColumnLeading
        nodes[node].layout.margin.bottom = marginColumnTrailing
        let marginAxisRow = marginRowLeading + marginRowTrailing
        let marginAxisColumn = marginColumnLeading + marginColumnTrailing

        nodes[node].layout.border[startEdge] = computeInlineStartBorder(node, flexRowDirection, direction)
        nodes[node].layout.border[endEdge] = computeInlineEndBorder(node, flexRowDirection, direction)
        nodes[node].layout.border.top = computeInlineStartBorder(node, flexColumnDirection, direction)
        nodes[node].layout.border.bottom = computeInlineEndBorder(node, flexColumnDirection, direction)

        nodes[node].layout.padding[startEdge] = computeInlineStartPadding(node, flexRowDirection, direction, ownerWidth)
        nodes[node].layout.padding[endEdge] = computeInlineEndPadding(node, flexRowDirection, direction, ownerWidth)
        nodes[node].layout.padding.top = computeInlineStartPadding(node, flexColumnDirection, direction, ownerWidth)
        nodes[node].layout.padding.bottom = computeInlineEndPadding(node, flexColumnDirection, direction, ownerWidth)

        if nodes[node].hasMeasureFunction {
            measureNodeWithMeasureFunc(
                node, direction, availableWidth - marginAxisRow, availableHeight - marginAxisColumn,
                widthSizingModeIn, heightSizingModeIn, ownerWidth, ownerHeight)
            cleanupContentsNodesRecursively(node, performLayout)
            return
        }

        let childCount = layoutChildCount(node)
        if childCount == 0 {
            measureNodeWithoutChildren(
                node, direction, availableWidth - marginAxisRow, availableHeight - marginAxisColumn,
                widthSizingModeIn, heightSizingModeIn, ownerWidth, ownerHeight)
            cleanupContentsNodesRecursively(node, performLayout)
            // Padding and border, or the exact size: nothing else is read.
            if tracksRange { nodes[node].layout.measurementRange = .anySize }
            return
        }

        // When only measuring, a size fixed by the constraints needs no look at the children.
        if !performLayout && measureNodeWithFixedSize(
            node, direction, availableWidth - marginAxisRow, availableHeight - marginAxisColumn,
            widthSizingModeIn, heightSizingModeIn, ownerWidth, ownerHeight) {
            cleanupContentsNodesRecursively(node, false)
            // Only two exact sizes give a size that no other offer changes.
            if tracksRange && widthSizingModeIn == .stretchFit && heightSizingModeIn == .stretchFit {
                nodes[node].layout.measurementRange = .anySize
            }
            return
        }

        nodes[node].layout.hadOverflow = false
        cleanupContentsNodesRecursively(node, performLayout)
        // Wrapping breaks lines at the offered size; a scrolling container is capped by it.
        nodes[node].layout.childrenRange = tracksRange
            && nodes[node].style.flexWrap == .noWrap && nodes[node].style.overflow != .scroll
            ? .anySize : .none

        // STEP 1: CALCULATE VALUES FOR REMAINDER OF ALGORITHM
        let mainAxis = nodes[node].style.flexDirection.resolved(direction)
        let crossAxis = mainAxis.cross(direction)
        let isMainAxisRow = mainAxis.isRow
        let isNodeFlexWrap = nodes[node].style.flexWrap != .noWrap

        let mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight
        let crossAxisOwnerSize = isMainAxisRow ? ownerHeight : ownerWidth

        let paddingAndBorderAxisMain = paddingAndBorderForAxis(node, mainAxis, direction, ownerWidth)
        let paddingAndBorderAxisCross = paddingAndBorderForAxis(node, crossAxis, direction, ownerWidth)
        let leadingPaddingAndBorderCross = computeFlexStartPaddingAndBorder(node, crossAxis, direction, ownerWidth)

        var sizingModeMainDim = isMainAxisRow ? widthSizingModeIn : heightSizingModeIn
        let sizingModeCrossDim = isMainAxisRow ? heightSizingModeIn : widthSizingModeIn

        let paddingAndBorderAxisRow = isMainAxisRow ? paddingAndBorderAxisMain : paddingAndBorderAxisCross
        let paddingAndBorderAxisColumn = isMainAxisRow ? paddingAndBorderAxisCross : paddingAndBorderAxisMain

        // STEP 2: DETERMINE AVAILABLE SIZE IN MAIN AND CROSS DIRECTIONS (CSS §9.2 step 2)
        let availableInnerWidth = calculateAvailableInnerDimension(
            node, direction, .width, availableWidth - marginAxisRow, paddingAndBorderAxisRow, ownerWidth, ownerWidth)
        let availableInnerHeight = calculateAvailableInnerDimension(
            node, direction, .height, availableHeight - marginAxisColumn, paddingAndBorderAxisColumn, ownerHeight, ownerWidth)

        var availableInnerMainDim = isMainAxisRow ? availableInnerWidth : availableInnerHeight
        let availableInnerCrossDim = isMainAxisRow ? availableInnerHeight : availableInnerWidth

        // STEP 3: DETERMINE FLEX BASIS FOR EACH ITEM (CSS §9.2 step 3)
        var ownerWidthForChildren = availableInnerWidth
        var ownerHeightForChildren = availableInnerHeight
        if config.fixFlexBasisFitContent {
            // Under a max-content constraint the inner size is undefined; keep percentages of
            // descendants resolvable against the owner's size.
            let owner = Int(nodes[node].parent)
            let isChildOfScrollContainer = owner >= 0 && nodes[owner].style.overflow == .scroll
            if !isChildOfScrollContainer {
                if ownerWidthForChildren.isNaN && !ownerWidth.isNaN {
                    ownerWidthForChildren = calculateAvailableInnerDimension(
                        node, direction, .width, ownerWidth - marginAxisRow, paddingAndBorderAxisRow, ownerWidth, ownerWidth)
                }
                if ownerHeightForChildren.isNaN && !ownerHeight.isNaN {
                    ownerHeightForChildren = calculateAvailableInnerDimension(
                        node, direction, .height, ownerHeight - marginAxisColumn, paddingAndBorderAxisColumn, ownerHeight, ownerWidth)
                }
            }
        }

        // Whether the lines align on baselines: a scan of the children, so once per node.
        let isNodeBaselineLayout = isBaselineLayout(node)

        var totalMainDim: Float = 0
        totalMainDim += computeFlexBasisForChildren(
            node, availableInnerWidth, availableInnerHeight, ownerWidthForChildren, ownerHeightForChildren,
            widthSizingModeIn, heightSizingModeIn, direction, mainAxis, performLayout,
            childrenMayBeReadForBaseline: isNodeBaselineLayout
                || (nodes[node].parent >= 0 && nodes[node].layout.mayBeReadForBaseline))

        if childCount > 1 {
            totalMainDim += computeGapForAxis(node, mainAxis, availableInnerMainDim) * Float(childCount - 1)
        }

        let mainAxisOverflows = sizingModeMainDim != .maxContent && totalMainDim > availableInnerMainDim
        if isNodeFlexWrap && mainAxisOverflows && sizingModeMainDim == .fitContent {
            sizingModeMainDim = .stretchFit
        }

        // STEP 4: COLLECT FLEX ITEMS INTO FLEX LINES (CSS §9.3 step 5)
        var startOfLine = 0
        var lineCount = 0
        // Accumulated cross sizes of the lines so far.
        var totalLineCrossDim: Float = 0
        let crossAxisGap = computeGapForAxis(node, crossAxis, availableInnerCrossDim)
        // Largest main size among the lines.
        var maxLineMainDim: Float = 0

        while startOfLine < childCount {
            var line = calculateFlexLine(
                node, ownerDirection, ownerWidth, mainAxisOwnerSize, availableInnerWidth,
                availableInnerMainDim, startOfLine, lineCount)
            startOfLine = line.endIndex

            // Without layout, an exact cross size makes the flex step unnecessary.
            let canSkipFlex = !performLayout && sizingModeCrossDim == .stretchFit

            // STEP 5: RESOLVING FLEXIBLE LENGTHS ON MAIN AXIS (CSS §9.7)
            // The free space to distribute. When the main size is not known it is that of the
            // line, so there is none.
            var sizeBasedOnContent = false
            // Whether the fit-content main size was replaced by one from the content or the
            // limits (otherwise it is the offered size).
            var mainSizeIsFromContent = false
            if sizingModeMainDim != .stretchFit {
                let minInnerWidth = resolvedMinDimension(node, direction, .width, ownerWidth, ownerWidth) - paddingAndBorderAxisRow
                let maxInnerWidth = resolvedMaxDimension(node, direction, .width, ownerWidth, ownerWidth) - paddingAndBorderAxisRow
                let minInnerHeight = resolvedMinDimension(node, direction, .height, ownerHeight, ownerWidth) - paddingAndBorderAxisColumn
                let maxInnerHeight = resolvedMaxDimension(node, direction, .height, ownerHeight, ownerWidth) - paddingAndBorderAxisColumn
                let minInnerMainDim = isMainAxisRow ? minInnerWidth : minInnerHeight
                let maxInnerMainDim = isMainAxisRow ? maxInnerWidth : maxInnerHeight

                if !minInnerMainDim.isNaN && line.sizeConsumed < minInnerMainDim {
                    availableInnerMainDim = minInnerMainDim
                    mainSizeIsFromContent = true
                } else if !maxInnerMainDim.isNaN && line.sizeConsumed > maxInnerMainDim {
                    availableInnerMainDim = maxInnerMainDim
                    mainSizeIsFromContent = true
                } else {
                    let useLegacyStretchBehaviour = config.hasErrata(.stretchFlexBasis)
                    if !useLegacyStretchBehaviour
                        && ((!line.totalFlexGrowFactors.isNaN && line.totalFlexGrowFactors == 0)
                            || (!resolveFlexGrow(node).isNaN && resolveFlexGrow(node) == 0)) {
                        // Nothing can flex: the space used is all the space needed (a root
                        // shrinks to its content too).
                        availableInnerMainDim = line.sizeConsumed
                        mainSizeIsFromContent = true
                    }
                    sizeBasedOnContent = !useLegacyStretchBehaviour
                }
            }

            if !sizeBasedOnContent && !availableInnerMainDim.isNaN {
                line.remainingFreeSpace = availableInnerMainDim - line.sizeConsumed
            } else if line.sizeConsumed < 0 {
                // Sized by content, and the content is negative (negative margins): the node
                // gets 0 for its content, so the free space is 0 - sizeConsumed.
                line.remainingFreeSpace = -line.sizeConsumed
            }

            if !canSkipFlex {
                resolveFlexibleLength(
                    node, &line, mainAxis, crossAxis, direction, ownerWidth, mainAxisOwnerSize,
                    availableInnerMainDim, availableInnerCrossDim, availableInnerWidth, availableInnerHeight,
                    mainAxisOverflows, sizingModeCrossDim, performLayout)
            }

            nodes[node].layout.hadOverflow = nodes[node].layout.hadOverflow || line.remainingFreeSpace < 0
            // Justification keeps free space under a fit-content main size only up to the
            // minimum size, measured from the offered size when that was not replaced.
            if sizingModeMainDim == .fitContent && !mainSizeIsFromContent && line.remainingFreeSpace > 0 {
                nodes[node].layout.childrenRange.isReusable = false
            }

            // STEP 6: MAIN-AXIS JUSTIFICATION & CROSS-AXIS SIZE DETERMINATION (CSS §9.5, §9.4)
            justifyMainAxis(
                node, &line, mainAxis, crossAxis, direction, sizingModeMainDim, sizingModeCrossDim,
                mainAxisOwnerSize, ownerWidth, availableInnerMainDim, availableInnerCrossDim,
                availableInnerWidth, isNodeBaselineLayout, performLayout)

            var containerCrossAxis = availableInnerCrossDim
            if sizingModeCrossDim == .maxContent || sizingModeCrossDim == .fitContent {
                // The cross size is that of the largest item.
                containerCrossAxis = boundAxis(
                    node, crossAxis, direction, line.crossDim + paddingAndBorderAxisCross,
                    crossAxisOwnerSize, ownerWidth) - paddingAndBorderAxisCross
            }

            // A single line fills an exact cross size.
            if !isNodeFlexWrap && sizingModeCrossDim == .stretchFit {
                line.crossDim = availableInnerCrossDim
            }

            // CSS §9.4 step 8: a single line's cross size is clamped to the container's
            // limits before the items are aligned in it.
            if !isNodeFlexWrap {
                line.crossDim = boundAxis(
                    node, crossAxis, direction, line.crossDim + paddingAndBorderAxisCross,
                    crossAxisOwnerSize, ownerWidth) - paddingAndBorderAxisCross
            }

            // STEP 7: CROSS-AXIS ALIGNMENT (CSS §9.6, "align-items" and "align-self")
            if performLayout {
                alignItemsInLine(
                    node, line, mainAxis, crossAxis, direction, isMainAxisRow, isNodeFlexWrap,
                    availableInnerMainDim, availableInnerCrossDim, availableInnerWidth, availableInnerHeight,
                    containerCrossAxis, leadingPaddingAndBorderCross, totalLineCrossDim)
            }

            let appliedCrossGap: Float = lineCount != 0 ? crossAxisGap : 0
            totalLineCrossDim += line.crossDim + appliedCrossGap
            maxLineMainDim = FlexMath.maxOrDefined(maxLineMainDim, line.mainDim)
            lineCount += 1
        }

        if tracksRange {
            // Baseline alignment reads the positions of an earlier layout.
            if isNodeBaselineLayout { nodes[node].layout.childrenRange.isReusable = false }
            nodes[node].layout.measurementRange = measurementRange(
                node, direction, childrenRange: nodes[node].layout.childrenRange,
                availableWidth, availableHeight, widthSizingModeIn, heightSizingModeIn,
                marginAxisRow, marginAxisColumn, paddingAndBorderAxisRow, paddingAndBorderAxisColumn,
                ownerWidth, ownerHeight)
        }

        // STEP 8: MULTI-LINE CONTENT ALIGNMENT (CSS §9.6 "align-content")
        if performLayout && (isNodeFlexWrap || isNodeBaselineLayout) {
            alignLines(
                node, lineCount, mainAxis, crossAxis, direction, isMainAxisRow, sizingModeCrossDim,
                availableInnerCrossDim, availableInnerWidth, availableInnerHeight,
                paddingAndBorderAxisCross, leadingPaddingAndBorderCross, crossAxisOwnerSize, ownerWidth,
                totalLineCrossDim, crossAxisGap)
        }

        // STEP 9: COMPUTING FINAL DIMENSIONS (CSS §9.4 step 15, §9.8)
        computeFinalDimensions(
            node, direction, mainAxis, crossAxis, availableWidth - marginAxisRow, availableHeight - marginAxisColumn,
            sizingModeMainDim, sizingModeCrossDim, ownerWidth, ownerHeight, mainAxisOwnerSize, crossAxisOwnerSize,
            availableInnerMainDim, availableInnerCrossDim, paddingAndBorderAxisMain, paddingAndBorderAxisCross,
            maxLineMainDim, totalLineCrossDim)

        // Lines were stacked in the normal direction; mirror them for wrap-reverse.
        if performLayout && nodes[node].style.flexWrap == .wrapReverse {
            let crossStart = crossAxis.flexStartEdge
            let crossDimension = crossAxis.dimension
            let containerCross = measuredDimension(node, crossDimension)
            for k in 0..<childCount {
                let child = layoutChild(node, k)
                // Yoga reverses `display: none` children too, whose measured size it has reset to
                // undefined, which gives them a NaN position: they stay 0×0 at the origin here,
                // as Yoga's zeroing of hidden subtrees intends.
                if nodes[child].style.positionType != .absolute && nodes[child].style.display != .none {
                    nodes[child].layout.position[crossStart] = containerCross
                        - nodes[child].layout.position[crossStart]
                        - measuredDimension(child, crossDimension)
                }
            }
        }

        if performLayout {
            // STEP 10: SETTING TRAILING POSITIONS FOR CHILDREN
            setTrailingPositions(node, mainAxis, crossAxis)

            // STEP 11: SIZING AND POSITIONING ABSOLUTE CHILDREN
            // The containing block lays out its absolute descendants.
            if nodes[node].style.positionType != .static || nodes[node].alwaysFormsContainingBlock || node == layoutRoot {
                _ = layoutAbsoluteDescendants(
                    node, node, isMainAxisRow ? sizingModeMainDim : sizingModeCrossDim, direction,
                    0, 0, availableInnerWidth, availableInnerHeight)
            }
        }
    }

    /// Step 10: on reverse axes, positions were computed from the start edge; store them from
    /// the far edge too, so each child has its position relative to the physical start.
    func setTrailingPositions(_ node: Int, _ mainAxis: FlexDirection, _ crossAxis: FlexDirection) {
        let needsMainTrailingPosition = mainAxis.needsTrailingPosition
        let needsCrossTrailingPosition = crossAxis.needsTrailingPosition
        guard needsMainTrailingPosition || needsCrossTrailingPosition else { return }
        for k in 0..<layoutChildCount(node) {
            let child = layoutChild(node, k)
            // Absolute children are placed by their containing block.
            if nodes[child].style.display == .none || nodes[child].style.positionType == .absolute { continue }
            if needsMainTrailingPosition { setChildTrailingPosition(node, child, mainAxis) }
            if needsCrossTrailingPosition { setChildTrailingPosition(node, child, crossAxis) }
        }
    }

    /// The offset of the opposite edge on an axis, given an offset from one edge.
    @inline(__always)
    func positionOfOppositeEdge(_ position: Float, _ axis: FlexDirection, _ containingNode: Int, _ node: Int) -> Float {
        let dimension = axis.dimension
        return measuredDimension(containingNode, dimension) - measuredDimension(node, dimension) - position
    }

    @inline(__always)
    func setChildTrailingPosition(_ node: Int, _ child: Int, _ axis: FlexDirection) {
        let position = nodes[child].layout.position[axis.flexStartEdge]
        nodes[child].layout.position[axis.flexEndEdge] = positionOfOppositeEdge(position, axis, node, child)
    }
}
