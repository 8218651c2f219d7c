/// Clamping of sizes to min/max limits and to padding plus border (Yoga's `BoundAxis.h`).
extension LayoutEngine {
    /// Padding plus border on both ends of an axis.
    @inline(__always)
    func paddingAndBorderForAxis(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ widthSize: Float) -> Float {
        if !nodes[node].hasPadding && !nodes[node].hasBorder { return 0 }
        return computeInlineStartPaddingAndBorder(node, axis, direction, widthSize)
            + computeInlineEndPaddingAndBorder(node, axis, direction, widthSize)
    }

    /// Clamps a size to the node's min and max on an axis. The max is applied first, so a min
    /// larger than the max wins (CSS 2.1 §10.4). Negative limits are ignored.
    @inline(__always)
    func boundAxisWithinMinAndMax(_ node: Int, _ direction: FlexLayoutDirection, _ axis: FlexDirection, _ value: Float, _ axisSize: Float, _ widthSize: Float) -> Float {
        let dimension = axis.dimension
        let minimum = resolvedMinDimension(node, direction, dimension, axisSize, widthSize)
        let maximum = resolvedMaxDimension(node, direction, dimension, axisSize, widthSize)
        if maximum >= 0 && value > maximum { return maximum }
        if minimum >= 0 && value < minimum { return minimum }
        return value
    }

    /// `boundAxisWithinMinAndMax`, and never below the node's padding plus border.
    @inline(__always)
    func boundAxis(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ value: Float, _ axisSize: Float, _ widthSize: Float) -> Float {
        FlexMath.maxOrDefined(
            boundAxisWithinMinAndMax(node, direction, axis, value, axisSize, widthSize),
            paddingAndBorderForAxis(node, axis, direction, widthSize)
        )
    }

    /// `boundAxis` with the automatic minimum size computed for this line as a further floor
    /// (main axis only; CSS Flexbox §4.5).
    @inline(__always)
    func boundAxisWithAutoMin(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ value: Float, _ axisSize: Float, _ widthSize: Float) -> Float {
        var bounded = boundAxis(node, axis, direction, value, axisSize, widthSize)
        let autoMin = nodes[node].layout.computedAutoMinMainSize
        if !autoMin.isNaN && bounded < autoMin {
            bounded = autoMin
        }
        return bounded
    }

    /// Limits a size to the node's maximum plus margins: an exact or at-most size is capped;
    /// a max-content size becomes "at most the maximum" (Yoga's `constrainMaxSizeForMode`).
    @inline(__always)
    func constrainMaxSizeForMode(_ node: Int, _ direction: FlexLayoutDirection, _ axis: FlexDirection, _ ownerAxisSize: Float, _ ownerWidth: Float, _ mode: inout SizingMode, _ size: inout Float) {
        let maxSize = resolvedMaxDimension(node, direction, axis.dimension, ownerAxisSize, ownerWidth)
            + computeMarginForAxis(node, axis, ownerWidth)
        switch mode {
        case .stretchFit, .fitContent:
            size = (maxSize.isNaN || size < maxSize) ? size : maxSize
        case .maxContent:
            if !maxSize.isNaN {
                mode = .fitContent
                size = maxSize
            }
        }
    }
}
