/// Resolution of edge values, gaps and size limits to points (Yoga's `Style` accessors).
///
/// `widthSize` is the reference for percentages of margins and paddings: the containing block's
/// width on both axes, as CSS specifies.
extension LayoutEngine {
    @inline(__always) func dimension(_ node: Int, _ dimension: Dimension) -> StyleValue {
        dimension == .width ? nodes[node].style.storedWidth : nodes[node].style.storedHeight
    }

    @inline(__always) func minDimension(_ node: Int, _ dimension: Dimension) -> StyleValue {
        dimension == .width ? nodes[node].style.storedMinWidth : nodes[node].style.storedMinHeight
    }

    @inline(__always) func maxDimension(_ node: Int, _ dimension: Dimension) -> StyleValue {
        dimension == .width ? nodes[node].style.storedMaxWidth : nodes[node].style.storedMaxHeight
    }

    // MARK: Margins

    @inline(__always)
    func computeFlexStartMargin(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        if !nodes[node].hasMargin { return 0 }
        return orZero(edgeValue(&nodes[node].style.storedMargin, axis.flexStartEdge, direction).resolve(widthSize))
    }

    @inline(__always)
    func computeFlexEndMargin(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        if !nodes[node].hasMargin { return 0 }
        return orZero(edgeValue(&nodes[node].style.storedMargin, axis.flexEndEdge, direction).resolve(widthSize))
    }

    @inline(__always)
    func computeInlineStartMargin(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        if !nodes[node].hasMargin { return 0 }
        return orZero(edgeValue(&nodes[node].style.storedMargin, axis.inlineStartEdge(direction), direction).resolve(widthSize))
    }

    @inline(__always)
    func computeInlineEndMargin(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        if !nodes[node].hasMargin { return 0 }
        return orZero(edgeValue(&nodes[node].style.storedMargin, axis.inlineEndEdge(direction), direction).resolve(widthSize))
    }

    /// Both margins on an axis, resolved left-to-right (Yoga's `computeMarginForAxis`).
    @inline(__always)
    func computeMarginForAxis(_ node: Int, _ axis: FlexDirection, _ widthSize: Float) -> Float {
        if !nodes[node].hasMargin { return 0 }
        return computeInlineStartMargin(node, axis, .ltr, widthSize) + computeInlineEndMargin(node, axis, .ltr, widthSize)
    }

    @inline(__always)
    func flexStartMarginIsAuto(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        if !nodes[node].hasMargin { return false }
        return edgeValue(&nodes[node].style.storedMargin, axis.flexStartEdge, direction).isAuto
    }

    @inline(__always)
    func flexEndMarginIsAuto(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        if !nodes[node].hasMargin { return false }
        return edgeValue(&nodes[node].style.storedMargin, axis.flexEndEdge, direction).isAuto
    }

    // MARK: Borders and paddings

    @inline(__always)
    func computeFlexStartBorder(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Float {
        if !nodes[node].hasBorder { return 0 }
        return FlexMath.maxOrDefined(edgeValue(&nodes[node].style.storedBorder, axis.flexStartEdge, direction).resolve(0), 0)
    }

    @inline(__always)
    func computeFlexEndBorder(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Float {
        if !nodes[node].hasBorder { return 0 }
        return FlexMath.maxOrDefined(edgeValue(&nodes[node].style.storedBorder, axis.flexEndEdge, direction).resolve(0), 0)
    }

    @inline(__always)
    func computeInlineStartBorder(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Float {
        if !nodes[node].hasBorder { return 0 }
        return FlexMath.maxOrDefined(edgeValue(&nodes[node].style.storedBorder, axis.inlineStartEdge(direction), direction).resolve(0), 0)
    }

    @inline(__always)
    func computeInlineEndBorder(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Float {
        if !nodes[node].hasBorder { return 0 }
        return FlexMath.maxOrDefined(edgeValue(&nodes[node].style.storedBorder, axis.inlineEndEdge(direction), direction).resolve(0), 0)
    }

    @inline(__always)
    func computeFlexStartPadding(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        if !nodes[node].hasPadding { return 0 }
        return FlexMath.maxOrDefined(edgeValue(&nodes[node].style.storedPadding, axis.flexStartEdge, direction).resolve(widthSize), 0)
    }

    @inline(__always)
    func computeFlexEndPadding(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        if !nodes[node].hasPadding { return 0 }
        return FlexMath.maxOrDefined(edgeValue(&nodes[node].style.storedPadding, axis.flexEndEdge, direction).resolve(widthSize), 0)
    }

    @inline(__always)
    func computeInlineStartPadding(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        if !nodes[node].hasPadding { return 0 }
        return FlexMath.maxOrDefined(edgeValue(&nodes[node].style.storedPadding, axis.inlineStartEdge(direction), direction).resolve(widthSize), 0)
    }

    @inline(__always)
    func computeInlineEndPadding(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        if !nodes[node].hasPadding { return 0 }
        return FlexMath.maxOrDefined(edgeValue(&nodes[node].style.storedPadding, axis.inlineEndEdge(direction), direction).resolve(widthSize), 0)
    }

    @inline(__always)
    func computeFlexStartPaddingAndBorder(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        if !nodes[node].hasPadding && !nodes[node].hasBorder { return 0 }
        return computeFlexStartPadding(node, axis, direction, widthSize) + computeFlexStartBorder(node, axis, direction)
    }

    @inline(__always)
    func computeFlexEndPaddingAndBorder(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        if !nodes[node].hasPadding && !nodes[node].hasBorder { return 0 }
        return computeFlexEndPadding(node, axis, direction, widthSize) + computeFlexEndBorder(node, axis, direction)
    }

    @inline(__always)
    func computeInlineStartPaddingAndBorder(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        if !nodes[node].hasPadding && !nodes[node].hasBorder { return 0 }
        return computeInlineStartPadding(node, axis, direction, widthSize) + computeInlineStartBorder(node, axis, direction)
    }

    @inline(__always)
    func computeInlineEndPaddingAndBorder(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        if !nodes[node].hasPadding && !nodes[node].hasBorder { return 0 }
        return computeInlineEndPadding(node, axis, direction, widthSize) + computeInlineEndBorder(node, axis, direction)
    }

    /// Padding and border along a dimension, used to turn content-box sizes into border-box ones.
    @inline(__always)
    func computePaddingAndBorderForDimension(_ node: Int, _ direction: FlexLayoutDirection, _ dimension: Dimension, _ widthSize: Float) -> Float {
        if !nodes[node].hasPadding && !nodes[node].hasBorder { return 0 }
        let axis: FlexDirection = dimension == .width ? .row : .column
        return computeFlexStartPaddingAndBorder(node, axis, direction, widthSize)
            + computeFlexEndPaddingAndBorder(node, axis, direction, widthSize)
    }

    /// Both borders on an axis, resolved left-to-right.
    @inline(__always)
    func computeBorderForAxis(_ node: Int, _ axis: FlexDirection) -> Float {
        if !nodes[node].hasBorder { return 0 }
        return computeInlineStartBorder(node, axis, .ltr) + computeInlineEndBorder(node, axis, .ltr)
    }

    // MARK: Gaps

    /// The gap between items along an axis: `columnGap` for rows, `rowGap` for columns, each
    /// falling back to `gap` (Yoga's `computeGapForAxis`). Never negative.
    @inline(__always)
    func computeGapForAxis(_ node: Int, _ axis: FlexDirection, _ ownerSize: Float) -> Float {
        let gap: StyleValue
        if axis.isRow {
            gap = nodes[node].style.storedColumnGap.isDefined ? nodes[node].style.storedColumnGap : nodes[node].style.storedAllGap
        } else {
            gap = nodes[node].style.storedRowGap.isDefined ? nodes[node].style.storedRowGap : nodes[node].style.storedAllGap
        }
        return FlexMath.maxOrDefined(gap.resolve(ownerSize), 0)
    }

    // MARK: Insets

    @inline(__always)
    func insetValue(_ node: Int, _ edge: PhysicalEdge, _ direction: FlexLayoutDirection) -> StyleValue {
        edgeValue(&nodes[node].style.storedPosition, edge, direction)
    }

    @inline(__always)
    func isFlexStartPositionDefined(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        insetValue(node, axis.flexStartEdge, direction).isDefined
    }

    @inline(__always)
    func isFlexStartPositionAuto(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        insetValue(node, axis.flexStartEdge, direction).isAuto
    }

    @inline(__always)
    func isFlexEndPositionDefined(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        insetValue(node, axis.flexEndEdge, direction).isDefined
    }

    @inline(__always)
    func isFlexEndPositionAuto(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        insetValue(node, axis.flexEndEdge, direction).isAuto
    }

    @inline(__always)
    func isInlineStartPositionDefined(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        insetValue(node, axis.inlineStartEdge(direction), direction).isDefined
    }

    @inline(__always)
    func isInlineStartPositionAuto(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        insetValue(node, axis.inlineStartEdge(direction), direction).isAuto
    }

    @inline(__always)
    func isInlineEndPositionDefined(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        insetValue(node, axis.inlineEndEdge(direction), direction).isDefined
    }

    @inline(__always)
    func isInlineEndPositionAuto(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        insetValue(node, axis.inlineEndEdge(direction), direction).isAuto
    }

    @inline(__always)
    func computeFlexStartPosition(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ axisSize: Float) -> Float {
        orZero(insetValue(node, axis.flexStartEdge, direction).resolve(axisSize))
    }

    @inline(__always)
    func computeFlexEndPosition(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ axisSize: Float) -> Float {
        orZero(insetValue(node, axis.flexEndEdge, direction).resolve(axisSize))
    }

    @inline(__always)
    func computeInlineStartPosition(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ axisSize: Float) -> Float {
        orZero(insetValue(node, axis.inlineStartEdge(direction), direction).resolve(axisSize))
    }

    @inline(__always)
    func computeInlineEndPosition(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ axisSize: Float) -> Float {
        orZero(insetValue(node, axis.inlineEndEdge(direction), direction).resolve(axisSize))
    }

    /// Whether any horizontal inset is set (`auto` counts as set, as in Yoga).
    func horizontalInsetsDefined(_ node: Int) -> Bool {
        nodes[node].style.storedPosition.left.isDefined || nodes[node].style.storedPosition.right.isDefined || nodes[node].style.storedPosition.all.isDefined
            || nodes[node].style.storedPosition.horizontal.isDefined || nodes[node].style.storedPosition.start.isDefined
            || nodes[node].style.storedPosition.end.isDefined
    }

    /// Whether any vertical inset is set (`auto` counts as set, as in Yoga).
    func verticalInsetsDefined(_ node: Int) -> Bool {
        nodes[node].style.storedPosition.top.isDefined || nodes[node].style.storedPosition.bottom.isDefined || nodes[node].style.storedPosition.all.isDefined
            || nodes[node].style.storedPosition.vertical.isDefined
    }

    // MARK: Size limits

    /// The minimum size in border-box points, or NaN (Yoga's `resolvedMinDimension`).
    @inline(__always)
    func resolvedMinDimension(_ node: Int, _ direction: FlexLayoutDirection, _ dimension: Dimension, _ referenceLength: Float, _ ownerWidth: Float) -> Float {
        let stored = minDimension(node, dimension)
        if stored.isUndefined { return .nan }
        let value = stored.resolve(referenceLength)
        if nodes[node].style.boxSizing == .borderBox || value.isNaN { return value }
        return value + computePaddingAndBorderForDimension(node, direction, dimension, ownerWidth)
    }

    /// The maximum size in border-box points, or NaN (Yoga's `resolvedMaxDimension`).
    @inline(__always)
    func resolvedMaxDimension(_ node: Int, _ direction: FlexLayoutDirection, _ dimension: Dimension, _ referenceLength: Float, _ ownerWidth: Float) -> Float {
        let stored = maxDimension(node, dimension)
        if stored.isUndefined { return .nan }
        let value = stored.resolve(referenceLength)
        if nodes[node].style.boxSizing == .borderBox || value.isNaN { return value }
        return value + computePaddingAndBorderForDimension(node, direction, dimension, ownerWidth)
    }
}

@inline(__always)
func orZero(_ value: Float) -> Float {
    value.isNaN ? 0 : value
}

/// The slot of an edge property that applies to a physical edge, read in place (copying the
/// whole style to call a method on it would cost more than the lookup).
@inline(__always)
func edgeValue(_ edges: UnsafeMutablePointer<StyleEdges>, _ edge: PhysicalEdge, _ direction: FlexLayoutDirection) -> StyleValue {
    switch edge {
    case .left:
        if direction == .ltr && edges.pointee.start.unit != .undefined { return edges.pointee.start }
        if direction == .rtl && edges.pointee.end.unit != .undefined { return edges.pointee.end }
        if edges.pointee.left.unit != .undefined { return edges.pointee.left }
        if edges.pointee.horizontal.unit != .undefined { return edges.pointee.horizontal }
        return edges.pointee.all
    case .right:
        if direction == .ltr && edges.pointee.end.unit != .undefined { return edges.pointee.end }
        if direction == .rtl && edges.pointee.start.unit != .undefined { return edges.pointee.start }
        if edges.pointee.right.unit != .undefined { return edges.pointee.right }
        if edges.pointee.horizontal.unit != .undefined { return edges.pointee.horizontal }
        return edges.pointee.all
    case .top:
        if edges.pointee.top.unit != .undefined { return edges.pointee.top }
        if edges.pointee.vertical.unit != .undefined { return edges.pointee.vertical }
        return edges.pointee.all
    case .bottom:
        if edges.pointee.bottom.unit != .undefined { return edges.pointee.bottom }
        if edges.pointee.vertical.unit != .undefined { return edges.pointee.vertical }
        return edges.pointee.all
    }
}
