/// Step 11 of Yoga's algorithm — absolutely positioned children (CSS Flexbox §4.1 and CSS
/// Positioned Layout 3 §4; Yoga's `AbsoluteLayout.cpp`).
extension LayoutEngine {
    /// Whether the container's padding takes part in placing absolute children that have no
    /// insets (not with the ``FlexErrata/absolutePositionWithoutInsetsExcludesPadding``
    /// erratum).
    @inline(__always)
    var absoluteChildrenRespectPadding: Bool {
        !config.hasErrata(.absolutePositionWithoutInsetsExcludesPadding)
    }

    func setFlexStartLayoutPosition(_ parent: Int, _ child: Int, _ direction: FlexLayoutDirection, _ axis: FlexDirection, _ containingBlockWidth: Float) {
        var position = computeFlexStartMargin(child, axis, direction, containingBlockWidth)
            + nodes[parent].layout.border[axis.flexStartEdge]
        if absoluteChildrenRespectPadding {
            position += nodes[parent].layout.padding[axis.flexStartEdge]
        }
        nodes[child].layout.position[axis.flexStartEdge] = position
    }

    func setFlexEndLayoutPosition(_ parent: Int, _ child: Int, _ direction: FlexLayoutDirection, _ axis: FlexDirection, _ containingBlockWidth: Float) {
        var flexEndPosition = nodes[parent].layout.border[axis.flexEndEdge]
            + computeFlexEndMargin(child, axis, direction, containingBlockWidth)
        if absoluteChildrenRespectPadding {
            flexEndPosition += nodes[parent].layout.padding[axis.flexEndEdge]
        }
        nodes[child].layout.position[axis.flexStartEdge] = positionOfOppositeEdge(flexEndPosition, axis, parent, child)
    }

    func setCenterLayoutPosition(_ parent: Int, _ child: Int, _ direction: FlexLayoutDirection, _ axis: FlexDirection, _ containingBlockWidth: Float) {
        var parentContentBoxSize = measuredDimension(parent, axis.dimension)
            - nodes[parent].layout.border[axis.flexStartEdge] - nodes[parent].layout.border[axis.flexEndEdge]
        if absoluteChildrenRespectPadding {
            parentContentBoxSize -= nodes[parent].layout.padding[axis.flexStartEdge]
            parentContentBoxSize -= nodes[parent].layout.padding[axis.flexEndEdge]
        }
        let childOuterSize = measuredDimension(child, axis.dimension)
            + computeMarginForAxis(child, axis, containingBlockWidth)
        var position = (parentContentBoxSize - childOuterSize) / 2
            + nodes[parent].layout.border[axis.flexStartEdge]
            + computeFlexStartMargin(child, axis, direction, containingBlockWidth)
        if absoluteChildrenRespectPadding {
            position += nodes[parent].layout.padding[axis.flexStartEdge]
        }
        nodes[child].layout.position[axis.flexStartEdge] = position
    }

    /// Places an absolute child without main-axis insets by the parent's `justifyContent`.
    func justifyAbsoluteChild(_ parent: Int, _ child: Int, _ direction: FlexLayoutDirection, _ mainAxis: FlexDirection, _ containingBlockWidth: Float) {
        switch nodes[parent].style.justifyContent {
        case .flexStart, .spaceBetween:
            setFlexStartLayoutPosition(parent, child, direction, mainAxis, containingBlockWidth)
        case .flexEnd:
            setFlexEndLayoutPosition(parent, child, direction, mainAxis, containingBlockWidth)
        case .center, .spaceAround, .spaceEvenly:
            setCenterLayoutPosition(parent, child, direction, mainAxis, containingBlockWidth)
        }
    }

    /// Places an absolute child without cross-axis insets by its alignment (mirrored in a
    /// `wrap-reverse` parent).
    func alignAbsoluteChild(_ parent: Int, _ child: Int, _ direction: FlexLayoutDirection, _ crossAxis: FlexDirection, _ containingBlockWidth: Float) {
        var itemAlign = resolveChildAlignment(parent, child)
        if nodes[parent].style.flexWrap == .wrapReverse {
            if itemAlign == .flexEnd {
                itemAlign = .flexStart
            } else if itemAlign != .center {
                itemAlign = .flexEnd
            }
        }
        switch itemAlign {
        case .auto, .flexStart, .baseline, .spaceAround, .spaceBetween, .stretch, .spaceEvenly:
            setFlexStartLayoutPosition(parent, child, direction, crossAxis, containingBlockWidth)
        case .flexEnd:
            setFlexEndLayoutPosition(parent, child, direction, crossAxis, containingBlockWidth)
        case .center:
            setCenterLayoutPosition(parent, child, direction, crossAxis, containingBlockWidth)
        }
    }

    /// Places an absolute child on one axis: by its inline-start inset, else its inline-end
    /// inset, else by the parent's alignment. The position is stored on the axis's flex-start
    /// edge, relative to the containing block when insets were used.
    func positionAbsoluteChild(_ containingNode: Int, _ parent: Int, _ child: Int, _ direction: FlexLayoutDirection, _ axis: FlexDirection, _ isMainAxis: Bool, _ containingBlockWidth: Float, _ containingBlockHeight: Float) {
        let containingBlockSize = axis.isRow ? containingBlockWidth : containingBlockHeight
        let flexStartIsInlineStart = axis.inlineStartEdge(direction) == axis.flexStartEdge

        if isInlineStartPositionDefined(child, axis, direction) && !isInlineStartPositionAuto(child, axis, direction) {
            let positionRelativeToInlineStart = computeInlineStartPosition(child, axis, direction, containingBlockSize)
                + computeInlineStartBorder(containingNode, axis, direction)
                + computeInlineStartMargin(child, axis, direction, containingBlockSize)
            nodes[child].layout.position[axis.flexStartEdge] = flexStartIsInlineStart
                ? positionRelativeToInlineStart
                : positionOfOppositeEdge(positionRelativeToInlineStart, axis, containingNode, child)
        } else if isInlineEndPositionDefined(child, axis, direction) && !isInlineEndPositionAuto(child, axis, direction) {
            let positionRelativeToInlineStart = measuredDimension(containingNode, axis.dimension)
                - measuredDimension(child, axis.dimension)
                - computeInlineEndBorder(containingNode, axis, direction)
                - computeInlineEndMargin(child, axis, direction, containingBlockSize)
                - computeInlineEndPosition(child, axis, direction, containingBlockSize)
            nodes[child].layout.position[axis.flexStartEdge] = flexStartIsInlineStart
                ? positionRelativeToInlineStart
                : positionOfOppositeEdge(positionRelativeToInlineStart, axis, containingNode, child)
        } else if isMainAxis {
            justifyAbsoluteChild(parent, child, direction, axis, containingBlockWidth)
        } else {
            alignAbsoluteChild(parent, child, direction, axis, containingBlockWidth)
        }
    }

    /// Sizes an absolute child — its own size, else the space between opposite insets, else
    /// its aspect ratio, else its content (at most the containing block's width when the parent
    /// is a column) — lays it out, and places it (Yoga's `layoutAbsoluteChild`).
    func layoutAbsoluteChild(_ containingNode: Int, _ node: Int, _ child: Int, _ containingBlockWidth: Float, _ containingBlockHeight: Float, _ widthMode: SizingMode, _ direction: FlexLayoutDirection) {
        let mainAxis = nodes[node].style.flexDirection.resolved(direction)
        let crossAxis = mainAxis.cross(direction)
        let isMainAxisRow = mainAxis.isRow

        var childWidth = Float.nan
        var childHeight = Float.nan
        var childWidthSizingMode = SizingMode.maxContent
        var childHeightSizingMode = SizingMode.maxContent
        let marginRow = computeMarginForAxis(child, .row, containingBlockWidth)
        let marginColumn = computeMarginForAxis(child, .column, containingBlockWidth)

        if hasDefiniteLength(child, .width, containingBlockWidth) {
            childWidth = resolvedDimension(child, direction, .width, containingBlockWidth, containingBlockWidth) + marginRow
        } else if isFlexStartPositionDefined(child, .row, direction) && isFlexEndPositionDefined(child, .row, direction)
            && !isFlexStartPositionAuto(child, .row, direction) && !isFlexEndPositionAuto(child, .row, direction) {
            // No width: the left and right insets define it.
            childWidth = nodes[containingNode].layout.measuredWidth
                - (computeFlexStartBorder(containingNode, .row, direction) + computeFlexEndBorder(containingNode, .row, direction))
                - (computeFlexStartPosition(child, .row, direction, containingBlockWidth)
                    + computeFlexEndPosition(child, .row, direction, containingBlockWidth))
            childWidth = boundAxis(child, .row, direction, childWidth, containingBlockWidth, containingBlockWidth)
        }

        if hasDefiniteLength(child, .height, containingBlockHeight) {
            childHeight = resolvedDimension(child, direction, .height, containingBlockHeight, containingBlockWidth) + marginColumn
        } else if isFlexStartPositionDefined(child, .column, direction) && isFlexEndPositionDefined(child, .column, direction)
            && !isFlexStartPositionAuto(child, .column, direction) && !isFlexEndPositionAuto(child, .column, direction) {
            // No height: the top and bottom insets define it.
            childHeight = nodes[containingNode].layout.measuredHeight
                - (computeFlexStartBorder(containingNode, .column, direction) + computeFlexEndBorder(containingNode, .column, direction))
                - (computeFlexStartPosition(child, .column, direction, containingBlockHeight)
                    + computeFlexEndPosition(child, .column, direction, containingBlockHeight))
            childHeight = boundAxis(child, .column, direction, childHeight, containingBlockHeight, containingBlockWidth)
        }

        // With exactly one size known, the aspect ratio gives the other.
        if childWidth.isNaN != childHeight.isNaN {
            let aspectRatio = nodes[child].style.storedAspectRatio
            if !aspectRatio.isNaN {
                if childWidth.isNaN {
                    childWidth = marginRow + (childHeight - marginColumn) * aspectRatio
                } else if childHeight.isNaN {
                    childHeight = marginColumn + (childWidth - marginRow) / aspectRatio
                }
            }
        }

        // Still missing a size: measure the content.
        if childWidth.isNaN || childHeight.isNaN {
            childWidthSizingMode = childWidth.isNaN ? .maxContent : .stretchFit
            childHeightSizingMode = childHeight.isNaN ? .maxContent : .stretchFit

            // In a column parent with a known width, text in the absolute child wraps at that
            // width, as browsers do.
            if !isMainAxisRow && childWidth.isNaN && widthMode != .maxContent && !containingBlockWidth.isNaN && containingBlockWidth > 0 {
                childWidth = containingBlockWidth
                childWidthSizingMode = .fitContent
            }

            calculateLayoutInternal(
                child, childWidth, childHeight, direction, childWidthSizingMode, childHeightSizingMode,
                containingBlockWidth, containingBlockHeight, performLayout: false)
            childWidth = nodes[child].layout.measuredWidth + computeMarginForAxis(child, .row, containingBlockWidth)
            childHeight = nodes[child].layout.measuredHeight + computeMarginForAxis(child, .column, containingBlockWidth)
        }

        calculateLayoutInternal(
            child, childWidth, childHeight, direction, .stretchFit, .stretchFit,
            containingBlockWidth, containingBlockHeight, performLayout: true)

        positionAbsoluteChild(containingNode, node, child, direction, mainAxis, true, containingBlockWidth, containingBlockHeight)
        positionAbsoluteChild(containingNode, node, child, direction, crossAxis, false, containingBlockWidth, containingBlockHeight)
    }

    /// Lays out the absolute descendants whose containing block is `containingNode`: its
    /// absolute children, and those of its static descendants (which are not containing
    /// blocks), whose positions are then made relative to their parents (Yoga's
    /// `layoutAbsoluteDescendants`). Returns whether any got a new layout.
    @discardableResult
    func layoutAbsoluteDescendants(_ containingNode: Int, _ currentNode: Int, _ widthSizingMode: SizingMode, _ currentNodeDirection: FlexLayoutDirection, _ currentNodeLeftOffsetFromContainingBlock: Float, _ currentNodeTopOffsetFromContainingBlock: Float, _ containingNodeAvailableInnerWidth: Float, _ containingNodeAvailableInnerHeight: Float) -> Bool {
        var hasNewLayout = false
        for k in 0..<layoutChildCount(currentNode) {
            let child = layoutChild(currentNode, k)
            if nodes[child].style.display == .none {
                continue
            } else if nodes[child].style.positionType == .absolute {
                let absoluteErrata = config.hasErrata(.absolutePercentAgainstInnerSize)
                let containingBlockWidth = absoluteErrata
                    ? containingNodeAvailableInnerWidth
                    : nodes[containingNode].layout.measuredWidth - computeBorderForAxis(containingNode, .row)
                let containingBlockHeight = absoluteErrata
                    ? containingNodeAvailableInnerHeight
                    : nodes[containingNode].layout.measuredHeight - computeBorderForAxis(containingNode, .column)

                layoutAbsoluteChild(containingNode, currentNode, child, containingBlockWidth, containingBlockHeight, widthSizingMode, currentNodeDirection)
                hasNewLayout = hasNewLayout || nodes[child].hasNewLayout

                // The child is placed on its parent's flex-start edges, relative to the
                // containing block where it has insets: mirror reverse axes, then make the
                // position relative to the parent.
                let parentMainAxis = nodes[currentNode].style.flexDirection.resolved(currentNodeDirection)
                let parentCrossAxis = parentMainAxis.cross(currentNodeDirection)
                if parentMainAxis.needsTrailingPosition {
                    let mainInsetsDefined = parentMainAxis.isRow ? horizontalInsetsDefined(child) : verticalInsetsDefined(child)
                    setChildTrailingPosition(mainInsetsDefined ? containingNode : currentNode, child, parentMainAxis)
                }
                if parentCrossAxis.needsTrailingPosition {
                    let crossInsetsDefined = parentCrossAxis.isRow ? horizontalInsetsDefined(child) : verticalInsetsDefined(child)
                    setChildTrailingPosition(crossInsetsDefined ? containingNode : currentNode, child, parentCrossAxis)
                }

                let childLeftPosition = nodes[child].layout.position.left
                let childTopPosition = nodes[child].layout.position.top
                nodes[child].layout.position.left = horizontalInsetsDefined(child)
                    ? childLeftPosition - currentNodeLeftOffsetFromContainingBlock
                    : childLeftPosition
                nodes[child].layout.position.top = verticalInsetsDefined(child)
                    ? childTopPosition - currentNodeTopOffsetFromContainingBlock
                    : childTopPosition
            } else if nodes[child].style.positionType == .static && !nodes[child].alwaysFormsContainingBlock {
                // A static child is no containing block: its absolute descendants belong to
                // ours, offset by where the static child sits.
                let childDirection = resolveDirection(child, currentNodeDirection)
                let childLeftOffsetFromContainingBlock = currentNodeLeftOffsetFromContainingBlock + nodes[child].layout.position.left
                let childTopOffsetFromContainingBlock = currentNodeTopOffsetFromContainingBlock + nodes[child].layout.position.top

                hasNewLayout = layoutAbsoluteDescendants(
                    containingNode, child, widthSizingMode, childDirection,
                    childLeftOffsetFromContainingBlock, childTopOffsetFromContainingBlock,
                    containingNodeAvailableInnerWidth, containingNodeAvailableInnerHeight) || hasNewLayout

                cleanupContentsNodesRecursively(child, hasNewLayout)
                if hasNewLayout {
                    nodes[child].hasNewLayout = hasNewLayout
                }
            }
        }
        return hasNewLayout
    }
}
