/// The ranges of requests a measurement answers (``MeasurementRange``): gathered while a node
/// is measured, from its own conditions and its children's answers.
extension LayoutEngine {
    /// Folds a child's answer to a measurement request into the node's range. Called after
    /// each measurement of a child while the node itself is measured.
    @inline(__always)
    func includeChildMeasurement(_ node: Int, _ child: Int, _ widthSizingMode: SizingMode, _ heightSizingMode: SizingMode) {
        nodes[node].layout.childrenRange.include(
            nodes[child].layout.measurementRange,
            widthSizingMode: widthSizingMode, heightSizingMode: heightSizingMode)
    }

    /// The range of the node's measurement, once its children are measured: the smallest
    /// fit-content sizes that still offer every child at least its minimum and keep the node
    /// itself off the fixed-size shortcut (its inner size stays positive).
    ///
    /// `childrenRange` holds the children's minimums as inner sizes of the node; the other
    /// arguments are those of the measurement.
    func measurementRange(_ node: Int, _ direction: FlexLayoutDirection, childrenRange: MeasurementRange, _ availableWidth: Float, _ availableHeight: Float, _ widthSizingMode: SizingMode, _ heightSizingMode: SizingMode, _ marginAxisRow: Float, _ marginAxisColumn: Float, _ paddingAndBorderAxisRow: Float, _ paddingAndBorderAxisColumn: Float, _ ownerWidth: Float, _ ownerHeight: Float) -> MeasurementRange {
        guard childrenRange.isReusable else { return .none }
        var range = MeasurementRange.anySize
        range.usesKeptBases = childrenRange.usesKeptBases
        if widthSizingMode == .fitContent {
            range.minimumWidth = smallestAvailableSize(
                node, direction, .width, giving: childrenRange.minimumWidth,
                marginAxisRow, paddingAndBorderAxisRow, ownerWidth, ownerWidth)
        }
        if heightSizingMode == .fitContent {
            range.minimumHeight = smallestAvailableSize(
                node, direction, .height, giving: childrenRange.minimumHeight,
                marginAxisColumn, paddingAndBorderAxisColumn, ownerHeight, ownerWidth)
        }
        return range
    }

    /// The smallest available size (margins included) for which the node is not taken for a
    /// fixed size and its inner size, as ``calculateAvailableInnerDimension(_:_:_:_:_:_:_:)``
    /// computes it, is at least `requiredInner`. Every larger size qualifies too.
    func smallestAvailableSize(_ node: Int, _ direction: FlexLayoutDirection, _ dimension: Dimension, giving requiredInner: Float, _ margin: Float, _ paddingAndBorder: Float, _ ownerDim: Float, _ ownerWidth: Float) -> Float {
        // The fixed-size shortcut takes a fit-content size minus margins of 0 or less.
        let positive = margin.nextUp
        if requiredInner == -.infinity { return positive }
        // `calculateAvailableInnerDimension` is max(min(size - margin - paddingAndBorder,
        // maxInner), minInner).
        let (minInner, maxInner) = innerLimits(node, direction, dimension, paddingAndBorder, ownerDim, ownerWidth)
        if minInner >= requiredInner { return positive }
        if maxInner < requiredInner { return .infinity }
        let beforePaddingAndBorder = MeasurementRange.smallestMinuend(reaching: requiredInner, subtracting: paddingAndBorder)
        return max(positive, MeasurementRange.smallestMinuend(reaching: beforePaddingAndBorder, subtracting: margin))
    }
}
