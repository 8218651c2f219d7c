/// Step 3 of Yoga's algorithm — CSS Flexbox §9.2 "Line Length Determination", item 3:
/// determine the flex base size and hypothetical main size of each item.
extension LayoutEngine {
    /// Computes one child's flex basis (Yoga's `computeFlexBasisForChild`).
    ///
    /// In CSS order: a definite `flex-basis` (Yoga: only while the container's main size is
    /// definite); else a definite main size; else the child is measured at max-content (capped
    /// by the available size where CSS §9.2.3.E allows it, stretched on the cross axis where
    /// the container's cross size is exact).
    ///
    /// Where Yoga differs from CSS: the computed basis is kept until the child is dirtied, even
    /// when a later pass has other constraints (unless ``FlexExperimentalFeature/webFlexBasis``
    /// is on); a scrolling container does not cap its children's basis on its main axis.
    func computeFlexBasisForChild(_ node: Int, _ child: Int, _ width: Float, _ widthMode: SizingMode, _ height: Float, _ ownerWidth: Float, _ ownerHeight: Float, _ heightMode: SizingMode, _ direction: FlexLayoutDirection) {
        let mainAxis = nodes[node].style.flexDirection.resolved(direction)
        let isMainAxisRow = mainAxis.isRow
        let mainAxisSize = isMainAxisRow ? width : height
        let mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight

        var childWidth = Float.nan
        var childHeight = Float.nan
        var childWidthSizingMode: SizingMode
        var childHeightSizingMode: SizingMode

        let resolvedFlexBasis = resolveFlexBasis(child, direction, mainAxis, mainAxisOwnerSize, ownerWidth)
        let isRowStyleDimDefined = hasDefiniteLength(child, .width, ownerWidth)
        let isColumnStyleDimDefined = hasDefiniteLength(child, .height, ownerHeight)

        let fixFlexBasisFitContent = config.fixFlexBasisFitContent
        var useResolvedFlexBasis = !resolvedFlexBasis.isNaN && !mainAxisSize.isNaN
        if fixFlexBasisFitContent && !resolvedFlexBasis.isNaN && resolvedFlexBasis > 0 {
            useResolvedFlexBasis = true
        }

        if useResolvedFlexBasis {
            if nodes[child].layout.computedFlexBasis.isNaN
                || (config.webFlexBasis && nodes[child].layout.computedFlexBasisGeneration != generationCount) {
                let paddingAndBorder = paddingAndBorderForAxis(child, mainAxis, direction, ownerWidth)
                setComputedFlexBasis(node, child, FlexMath.maxOrDefined(resolvedFlexBasis, paddingAndBorder))
            } else if nodes[node].layout.childrenRange.isReusable {
                // The kept basis may come from an earlier computation under other constraints
                // (a measurement, or 0 as the single flexible child): a measurement that reads
                // anything but the basis computed here answers nothing else.
                let paddingAndBorder = paddingAndBorderForAxis(child, mainAxis, direction, ownerWidth)
                let basis = FlexMath.maxOrDefined(resolvedFlexBasis, paddingAndBorder)
                if nodes[child].layout.computedFlexBasis.bitPattern != basis.bitPattern {
                    nodes[node].layout.childrenRange.isReusable = false
                }
            }
            // The measurement holds while the basis it read stays.
            nodes[node].layout.childrenRange.usesKeptBases = true
        } else if isMainAxisRow && isRowStyleDimDefined {
            // The width is definite, so use that as the flex basis.
            let paddingAndBorder = paddingAndBorderForAxis(child, .row, direction, ownerWidth)
            setComputedFlexBasis(node, child, FlexMath.maxOrDefined(
                resolvedDimension(child, direction, .width, ownerWidth, ownerWidth), paddingAndBorder))
        } else if !isMainAxisRow && isColumnStyleDimDefined {
            // The height is definite, so use that as the flex basis.
            let paddingAndBorder = paddingAndBorderForAxis(child, .column, direction, ownerWidth)
            setComputedFlexBasis(node, child, FlexMath.maxOrDefined(
                resolvedDimension(child, direction, .height, ownerHeight, ownerWidth), paddingAndBorder))
        } else {
            // Measure the content for the flex basis and hypothetical main size.
            childWidthSizingMode = .maxContent
            childHeightSizingMode = .maxContent
            let marginRow = computeMarginForAxis(child, .row, ownerWidth)
            let marginColumn = computeMarginForAxis(child, .column, ownerWidth)

            if isRowStyleDimDefined {
                childWidth = resolvedDimension(child, direction, .width, ownerWidth, ownerWidth) + marginRow
                childWidthSizingMode = .stretchFit
            }
            if isColumnStyleDimDefined {
                childHeight = resolvedDimension(child, direction, .height, ownerHeight, ownerWidth) + marginColumn
                childHeightSizingMode = .stretchFit
            }

            // Browsers cap the width by the available width unless the container scrolls
            // along the row (the specification says nothing about overflow here).
            let nodeOverflow = nodes[node].style.overflow
            if (!isMainAxisRow && nodeOverflow == .scroll) || nodeOverflow != .scroll {
                if childWidth.isNaN && !width.isNaN {
                    childWidth = width
                    childWidthSizingMode = .fitContent
                }
            }

            var applyHeightFitContent = isMainAxisRow || nodeOverflow != .scroll
            if fixFlexBasisFitContent {
                applyHeightFitContent = isMainAxisRow
                    || ((nodes[child].hasMeasureFunction || !hasScrollAncestor(node)) && nodeOverflow != .scroll)
            }
            if applyHeightFitContent && childHeight.isNaN && !height.isNaN {
                childHeight = height
                childHeightSizingMode = .fitContent
            }

            let aspectRatio = nodes[child].style.storedAspectRatio
            if !aspectRatio.isNaN {
                if !isMainAxisRow && childWidthSizingMode == .stretchFit {
                    childHeight = marginColumn + (childWidth - marginRow) / aspectRatio
                    childHeightSizingMode = .stretchFit
                } else if isMainAxisRow && childHeightSizingMode == .stretchFit {
                    childWidth = marginRow + (childHeight - marginColumn) * aspectRatio
                    childWidthSizingMode = .stretchFit
                }
            }

            // A stretched child without a cross size is measured at the container's exact
            // cross size.
            let hasExactWidth = !width.isNaN && widthMode == .stretchFit
            let childWidthStretch = resolveChildAlignment(node, child) == .stretch && childWidthSizingMode != .stretchFit
            if !isMainAxisRow && !isRowStyleDimDefined && hasExactWidth && childWidthStretch {
                childWidth = width
                childWidthSizingMode = .stretchFit
                if !aspectRatio.isNaN {
                    childHeight = (childWidth - marginRow) / aspectRatio
                    childHeightSizingMode = .stretchFit
                }
            }

            let hasExactHeight = !height.isNaN && heightMode == .stretchFit
            let childHeightStretch = resolveChildAlignment(node, child) == .stretch && childHeightSizingMode != .stretchFit
            if isMainAxisRow && !isColumnStyleDimDefined && hasExactHeight && childHeightStretch {
                childHeight = height
                childHeightSizingMode = .stretchFit
                if !aspectRatio.isNaN {
                    childWidth = (childHeight - marginColumn) * aspectRatio
                    childWidthSizingMode = .stretchFit
                }
            }

            constrainMaxSizeForMode(child, direction, .row, ownerWidth, ownerWidth, &childWidthSizingMode, &childWidth)
            constrainMaxSizeForMode(child, direction, .column, ownerHeight, ownerWidth, &childHeightSizingMode, &childHeight)

            // Measure the child.
            _ = calculateLayoutInternal(
                child, childWidth, childHeight, direction,
                childWidthSizingMode, childHeightSizingMode,
                ownerWidth, ownerHeight, performLayout: false)
            includeChildMeasurement(node, child, childWidthSizingMode, childHeightSizingMode)

            setComputedFlexBasis(node, child, FlexMath.maxOrDefined(
                measuredDimension(child, mainAxis.dimension),
                paddingAndBorderForAxis(child, mainAxis, direction, ownerWidth)))
        }
        nodes[child].layout.computedFlexBasisGeneration = generationCount
    }

    /// Sets a child's computed flex basis. A child whose flex basis is a length keeps its
    /// computed basis between computations (Yoga computes it once), so when such a basis
    /// changes, measurements anywhere in the tree that read kept bases stop answering other
    /// constraints: the tree's kept-basis epoch moves on. (A first value, over NaN, was read by
    /// no measurement yet.)
    ///
    /// The node's measurement then depends on kept bases too: skipping a recomputation would
    /// skip this write.
    @inline(__always)
    func setComputedFlexBasis(_ node: Int, _ child: Int, _ basis: Float) {
        if processFlexBasis(child).isLength {
            let old = nodes[child].layout.computedFlexBasis
            if !old.isNaN && old.bitPattern != basis.bitPattern {
                keptBasisEpoch.pointee &+= 1
            }
            nodes[node].layout.childrenRange.usesKeptBases = true
        }
        nodes[child].layout.computedFlexBasis = basis
    }

    /// Computes the flex basis of every in-flow child and returns their sum with margins
    /// (Yoga's `computeFlexBasisForChildren`). Also zeroes `display: none` children and sets
    /// initial positions when laying out.
    ///
    /// Yoga shortcut (not in CSS): when the main size is exact and exactly one child is
    /// flexible, with both grow and shrink, its basis is taken as 0 — it will get all the
    /// remaining space anyway.
    ///
    /// `childrenMayBeReadForBaseline` is stored on every child first
    /// (``LayoutResults/mayBeReadForBaseline``).
    func computeFlexBasisForChildren(_ node: Int, _ availableInnerWidth: Float, _ availableInnerHeight: Float, _ ownerWidth: Float, _ ownerHeight: Float, _ widthSizingMode: SizingMode, _ heightSizingMode: SizingMode, _ direction: FlexLayoutDirection, _ mainAxis: FlexDirection, _ performLayout: Bool, childrenMayBeReadForBaseline: Bool) -> Float {
        var totalOuterFlexBasis: Float = 0
        var singleFlexChild = -1
        let childCount = layoutChildCount(node)
        let sizingModeMainDim = mainAxis.isRow ? widthSizingMode : heightSizingMode

        if sizingModeMainDim == .stretchFit {
            for k in 0..<childCount {
                let child = layoutChild(node, k)
                if isNodeFlexible(child) {
                    if singleFlexChild >= 0
                        || FlexMath.inexactEquals(resolveFlexGrow(child), 0)
                        || FlexMath.inexactEquals(resolveFlexShrink(child), 0) {
                        // Several flexible children, or one that does not both grow and shrink.
                        singleFlexChild = -1
                        break
                    } else {
                        singleFlexChild = child
                    }
                }
            }
        }

        for k in 0..<childCount {
            let child = layoutChild(node, k)
            nodes[child].layout.mayBeReadForBaseline = childrenMayBeReadForBaseline
            processDimensions(child)
            if nodes[child].style.display == .none {
                // Zeroing sets the subtree's `hasNewLayout` again each time: a measurement that
                // did it is not to be skipped.
                nodes[node].layout.childrenRange.isReusable = false
                zeroOutLayoutRecursively(child)
                nodes[child].hasNewLayout = true
                nodes[child].isDirty = false
                continue
            }
            if performLayout {
                // Set the initial position (relative to the owner).
                let childDirection = resolveDirection(child, direction)
                setPosition(child, childDirection, availableInnerWidth, availableInnerHeight)
            }

            if nodes[child].style.positionType == .absolute {
                continue
            }
            // The node reads each item's lengths (basis, margins, limits) whether or not it
            // measures the item: a percentage would resolve against the offered size.
            if !nodes[child].hasOnlyPointLengths {
                nodes[node].layout.childrenRange.isReusable = false
            }
            if child == singleFlexChild {
                nodes[child].layout.computedFlexBasisGeneration = generationCount
                setComputedFlexBasis(node, child, 0)
            } else {
                computeFlexBasisForChild(
                    node, child, availableInnerWidth, widthSizingMode, availableInnerHeight,
                    ownerWidth, ownerHeight, heightSizingMode, direction)
            }

            totalOuterFlexBasis += nodes[child].layout.computedFlexBasis
                + computeMarginForAxis(child, mainAxis, availableInnerWidth)
        }
        return totalOuterFlexBasis
    }
}
