/// Resolution of edge values, gaps and size limits to points (Yoga's `Style` accessors).
///
/// `widthSize` is the reference for percentages of margins and paddings: the containing block's
/// width on both axes, as CSS specifies.
extension FlexStyle {
    @inline(__always) func dimension(_ dimension: Dimension) -> StyleValue {
        dimension == .width ? storedWidth : storedHeight
    }

    @inline(__always) func minDimension(_ dimension: Dimension) -> StyleValue {
        dimension == .width ? storedMinWidth : storedMinHeight
    }

    @inline(__always) func maxDimension(_ dimension: Dimension) -> StyleValue {
        dimension == .width ? storedMaxWidth : storedMaxHeight
    }

    // MARK: Margins

    @inline(__always)
    func computeFlexStartMargin(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        orZero(storedMargin.physical(axis.flexStartEdge, direction).resolve(widthSize))
    }

    @inline(__always)
    func computeFlexEndMargin(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        orZero(storedMargin.physical(axis.flexEndEdge, direction).resolve(widthSize))
    }

    @inline(__always)
    func computeInlineStartMargin(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        orZero(storedMargin.physical(axis.inlineStartEdge(direction), direction).resolve(widthSize))
    }

    @inline(__always)
    func computeInlineEndMargin(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        orZero(storedMargin.physical(axis.inlineEndEdge(direction), direction).resolve(widthSize))
    }

    /// Both margins on an axis, resolved left-to-right (Yoga's `computeMarginForAxis`).
    @inline(__always)
    func computeMarginForAxis(_ axis: FlexDirection, _ widthSize: Float) -> Float {
        computeInlineStartMargin(axis, .ltr, widthSize) + computeInlineEndMargin(axis, .ltr, widthSize)
    }

    @inline(__always)
    func flexStartMarginIsAuto(_ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        storedMargin.physical(axis.flexStartEdge, direction).isAuto
    }

    @inline(__always)
    func flexEndMarginIsAuto(_ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        storedMargin.physical(axis.flexEndEdge, direction).isAuto
    }

    // MARK: Borders and paddings

    @inline(__always)
    func computeFlexStartBorder(_ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Float {
        FlexMath.maxOrDefined(storedBorder.physical(axis.flexStartEdge, direction).resolve(0), 0)
    }

    @inline(__always)
    func computeFlexEndBorder(_ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Float {
        FlexMath.maxOrDefined(storedBorder.physical(axis.flexEndEdge, direction).resolve(0), 0)
    }

    @inline(__always)
    func computeInlineStartBorder(_ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Float {
        FlexMath.maxOrDefined(storedBorder.physical(axis.inlineStartEdge(direction), direction).resolve(0), 0)
    }

    @inline(__always)
    func computeInlineEndBorder(_ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Float {
        FlexMath.maxOrDefined(storedBorder.physical(axis.inlineEndEdge(direction), direction).resolve(0), 0)
    }

    @inline(__always)
    func computeFlexStartPadding(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        FlexMath.maxOrDefined(storedPadding.physical(axis.flexStartEdge, direction).resolve(widthSize), 0)
    }

    @inline(__always)
    func computeFlexEndPadding(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        FlexMath.maxOrDefined(storedPadding.physical(axis.flexEndEdge, direction).resolve(widthSize), 0)
    }

    @inline(__always)
    func computeInlineStartPadding(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        FlexMath.maxOrDefined(storedPadding.physical(axis.inlineStartEdge(direction), direction).resolve(widthSize), 0)
    }

    @inline(__always)
    func computeInlineEndPadding(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        FlexMath.maxOrDefined(storedPadding.physical(axis.inlineEndEdge(direction), direction).resolve(widthSize), 0)
    }

    @inline(__always)
    func computeFlexStartPaddingAndBorder(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        computeFlexStartPadding(axis, direction, widthSize) + computeFlexStartBorder(axis, direction)
    }

    @inline(__always)
    func computeFlexEndPaddingAndBorder(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        computeFlexEndPadding(axis, direction, widthSize) + computeFlexEndBorder(axis, direction)
    }

    @inline(__always)
    func computeInlineStartPaddingAndBorder(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        computeInlineStartPadding(axis, direction, widthSize) + computeInlineStartBorder(axis, direction)
    }

    @inline(__always)
    func computeInlineEndPaddingAndBorder(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        computeInlineEndPadding(axis, direction, widthSize) + computeInlineEndBorder(axis, direction)
    }

    /// Padding and border along a dimension, used to turn content-box sizes into border-box ones.
    @inline(__always)
    func computePaddingAndBorderForDimension(_ direction: FlexLayoutDirection, _ dimension: Dimension, _ widthSize: Float) -> Float {
        let axis: FlexDirection = dimension == .width ? .row : .column
        return computeFlexStartPaddingAndBorder(axis, direction, widthSize)
            + computeFlexEndPaddingAndBorder(axis, direction, widthSize)
    }

    /// Both borders on an axis, resolved left-to-right.
    @inline(__always)
    func computeBorderForAxis(_ axis: FlexDirection) -> Float {
        computeInlineStartBorder(axis, .ltr) + computeInlineEndBorder(axis, .ltr)
    }

    // MARK: Gaps

    /// The gap between items along an axis: `columnGap` for rows, `rowGap` for columns, each
    /// falling back to `gap` (Yoga's `computeGapForAxis`). Never negative.
    @inline(__always)
    func computeGapForAxis(_ axis: FlexDirection, _ ownerSize: Float) -> Float {
        let gap: StyleValue
        if axis.isRow {
            gap = storedColumnGap.isDefined ? storedColumnGap : storedAllGap
        } else {
            gap = storedRowGap.isDefined ? storedRowGap : storedAllGap
        }
        return FlexMath.maxOrDefined(gap.resolve(ownerSize), 0)
    }

    // MARK: Insets

    @inline(__always)
    func position(_ edge: PhysicalEdge, _ direction: FlexLayoutDirection) -> StyleValue {
        storedPosition.physical(edge, direction)
    }

    @inline(__always)
    func isFlexStartPositionDefined(_ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        position(axis.flexStartEdge, direction).isDefined
    }

    @inline(__always)
    func isFlexStartPositionAuto(_ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        position(axis.flexStartEdge, direction).isAuto
    }

    @inline(__always)
    func isFlexEndPositionDefined(_ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        position(axis.flexEndEdge, direction).isDefined
    }

    @inline(__always)
    func isFlexEndPositionAuto(_ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        position(axis.flexEndEdge, direction).isAuto
    }

    @inline(__always)
    func isInlineStartPositionDefined(_ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        position(axis.inlineStartEdge(direction), direction).isDefined
    }

    @inline(__always)
    func isInlineStartPositionAuto(_ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        position(axis.inlineStartEdge(direction), direction).isAuto
    }

    @inline(__always)
    func isInlineEndPositionDefined(_ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        position(axis.inlineEndEdge(direction), direction).isDefined
    }

    @inline(__always)
    func isInlineEndPositionAuto(_ axis: FlexDirection, _ direction: FlexLayoutDirection) -> Bool {
        position(axis.inlineEndEdge(direction), direction).isAuto
    }

    @inline(__always)
    func computeFlexStartPosition(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ axisSize: Float) -> Float {
        orZero(position(axis.flexStartEdge, direction).resolve(axisSize))
    }

    @inline(__always)
    func computeFlexEndPosition(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ axisSize: Float) -> Float {
        orZero(position(axis.flexEndEdge, direction).resolve(axisSize))
    }

    @inline(__always)
    func computeInlineStartPosition(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ axisSize: Float) -> Float {
        orZero(position(axis.inlineStartEdge(direction), direction).resolve(axisSize))
    }

    @inline(__always)
    func computeInlineEndPosition(_ axis: FlexDirection, _ direction: FlexLayoutDirection, _ axisSize: Float) -> Float {
        orZero(position(axis.inlineEndEdge(direction), direction).resolve(axisSize))
    }

    /// Whether any horizontal inset is set (`auto` counts as set, as in Yoga).
    var horizontalInsetsDefined: Bool {
        storedPosition.left.isDefined || storedPosition.right.isDefined || storedPosition.all.isDefined
            || storedPosition.horizontal.isDefined || storedPosition.start.isDefined
            || storedPosition.end.isDefined
    }

    /// Whether any vertical inset is set (`auto` counts as set, as in Yoga).
    var verticalInsetsDefined: Bool {
        storedPosition.top.isDefined || storedPosition.bottom.isDefined || storedPosition.all.isDefined
            || storedPosition.vertical.isDefined
    }

    // MARK: Size limits

    /// The minimum size in border-box points, or NaN (Yoga's `resolvedMinDimension`).
    @inline(__always)
    func resolvedMinDimension(_ direction: FlexLayoutDirection, _ dimension: Dimension, _ referenceLength: Float, _ ownerWidth: Float) -> Float {
        let stored = minDimension(dimension)
        if stored.isUndefined { return .nan }
        let value = stored.resolve(referenceLength)
        if boxSizing == .borderBox || value.isNaN { return value }
        return value + computePaddingAndBorderForDimension(direction, dimension, ownerWidth)
    }

    /// The maximum size in border-box points, or NaN (Yoga's `resolvedMaxDimension`).
    @inline(__always)
    func resolvedMaxDimension(_ direction: FlexLayoutDirection, _ dimension: Dimension, _ referenceLength: Float, _ ownerWidth: Float) -> Float {
        let stored = maxDimension(dimension)
        if stored.isUndefined { return .nan }
        let value = stored.resolve(referenceLength)
        if boxSizing == .borderBox || value.isNaN { return value }
        return value + computePaddingAndBorderForDimension(direction, dimension, ownerWidth)
    }
}

@inline(__always)
func orZero(_ value: Float) -> Float {
    value.isNaN ? 0 : value
}
