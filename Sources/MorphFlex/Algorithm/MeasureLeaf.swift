import Foundation

/// Sizing of nodes whose size needs no flex layout of children: leaves with a measure
/// function, empty containers, and containers whose size is already fixed by the constraints.
extension LayoutEngine {
    /// Calls the node's measure function with its content-box constraints and clamps the
    /// result to the node's limits (Yoga's `measureNodeWithMeasureFunc`).
    ///
    /// A max-content constraint is passed as an undefined size; negative available sizes are
    /// passed as 0; a measured size that is NaN or negative counts as 0.
    func measureNodeWithMeasureFunc(_ node: Int, _ direction: FlexLayoutDirection, _ availableWidthIn: Float, _ availableHeightIn: Float, _ widthSizingMode: SizingMode, _ heightSizingMode: SizingMode, _ ownerWidth: Float, _ ownerHeight: Float) {
        var availableWidth = availableWidthIn
        var availableHeight = availableHeightIn
        if widthSizingMode == .maxContent { availableWidth = .nan }
        if heightSizingMode == .maxContent { availableHeight = .nan }
        let paddingAndBorderAxisRow = nodes[node].layout.padding.left + nodes[node].layout.padding.right + nodes[node].layout.border.left + nodes[node].layout.border.right
        let paddingAndBorderAxisColumn = nodes[node].layout.padding.top + nodes[node].layout.padding.bottom + nodes[node].layout.border.top + nodes[node].layout.border.bottom

        let innerWidth = availableWidth.isNaN ? availableWidth : FlexMath.maxOrDefined(0, availableWidth - paddingAndBorderAxisRow)
        let innerHeight = availableHeight.isNaN ? availableHeight : FlexMath.maxOrDefined(0, availableHeight - paddingAndBorderAxisColumn)

        if widthSizingMode == .stretchFit && heightSizingMode == .stretchFit {
            // Both sizes are given: no need to ask the content.
            nodes[node].layout.measuredWidth = boundAxis(node, .row, direction, availableWidth, ownerWidth, ownerWidth)
            nodes[node].layout.measuredHeight = boundAxis(node, .column, direction, availableHeight, ownerHeight, ownerWidth)
        } else {
            let measured = measure(node, innerWidth, widthSizingMode.measureMode, innerHeight, heightSizingMode.measureMode)
            nodes[node].layout.measuredWidth = boundAxis(
                node, .row, direction,
                (widthSizingMode == .maxContent || widthSizingMode == .fitContent) ? measured.width + paddingAndBorderAxisRow : availableWidth,
                ownerWidth, ownerWidth)
            nodes[node].layout.measuredHeight = boundAxis(
                node, .column, direction,
                (heightSizingMode == .maxContent || heightSizingMode == .fitContent) ? measured.height + paddingAndBorderAxisColumn : availableHeight,
                ownerHeight, ownerWidth)
        }
    }

    /// Calls a node's measure function; NaN or negative results count as 0 (Yoga logs a
    /// warning and does the same), and results beyond ``FlexStyle/maximumLength`` (∞ included)
    /// count as that length.
    func measure(_ node: Int, _ width: Float, _ widthMode: FlexMeasureMode, _ height: Float, _ heightMode: FlexMeasureMode) -> (width: Float, height: Float) {
        statistics.pointee.measureCallbacks += 1
        guard let function = measureFunctions[node] else { return (0, 0) }
        let size = function(FlexMeasureInput(
            width: CGFloat(width), widthMode: widthMode,
            height: CGFloat(height), heightMode: heightMode))
        return (Self.measuredLength(size.width), Self.measuredLength(size.height))
    }

    /// A measured length as the engine uses it: NaN and negative are 0, and more than
    /// ``FlexStyle/maximumLength`` is that length.
    static func measuredLength(_ value: CGFloat) -> Float {
        guard value > 0 else { return 0 }
        return Float(min(value, FlexStyle.maximumLength))
    }

    /// An empty container is as large as the constraints say, or its padding and border when
    /// sized by content (Yoga's `measureNodeWithoutChildren`).
    func measureNodeWithoutChildren(_ node: Int, _ direction: FlexLayoutDirection, _ availableWidth: Float, _ availableHeight: Float, _ widthSizingMode: SizingMode, _ heightSizingMode: SizingMode, _ ownerWidth: Float, _ ownerHeight: Float) {
        var width = availableWidth
        if widthSizingMode == .maxContent || widthSizingMode == .fitContent {
            width = nodes[node].layout.padding.left + nodes[node].layout.padding.right + nodes[node].layout.border.left + nodes[node].layout.border.right
        }
        nodes[node].layout.measuredWidth = boundAxis(node, .row, direction, width, ownerWidth, ownerWidth)

        var height = availableHeight
        if heightSizingMode == .maxContent || heightSizingMode == .fitContent {
            height = nodes[node].layout.padding.top + nodes[node].layout.padding.bottom + nodes[node].layout.border.top + nodes[node].layout.border.bottom
        }
        nodes[node].layout.measuredHeight = boundAxis(node, .column, direction, height, ownerHeight, ownerWidth)
    }

    @inline(__always)
    func isFixedSize(_ dimension: Float, _ sizingMode: SizingMode) -> Bool {
        sizingMode == .stretchFit || (!dimension.isNaN && sizingMode == .fitContent && dimension <= 0)
    }

    /// When only measuring, a container whose size is fixed by both constraints needs no
    /// look at its children (Yoga's `measureNodeWithFixedSize`). Returns whether it applied.
    func measureNodeWithFixedSize(_ node: Int, _ direction: FlexLayoutDirection, _ availableWidth: Float, _ availableHeight: Float, _ widthSizingMode: SizingMode, _ heightSizingMode: SizingMode, _ ownerWidth: Float, _ ownerHeight: Float) -> Bool {
        guard isFixedSize(availableWidth, widthSizingMode) && isFixedSize(availableHeight, heightSizingMode) else {
            return false
        }
        nodes[node].layout.measuredWidth = boundAxis(
            node, .row, direction,
            (availableWidth.isNaN || (widthSizingMode == .fitContent && availableWidth < 0)) ? 0 : availableWidth,
            ownerWidth, ownerWidth)
        nodes[node].layout.measuredHeight = boundAxis(
            node, .column, direction,
            (availableHeight.isNaN || (heightSizingMode == .fitContent && availableHeight < 0)) ? 0 : availableHeight,
            ownerHeight, ownerWidth)
        return true
    }

    /// Gives a `display: none` subtree an empty layout at the origin.
    func zeroOutLayoutRecursively(_ node: Int) {
        nodes[node].layout = LayoutResults()
        nodes[node].layout.width = 0
        nodes[node].layout.height = 0
        nodes[node].hasNewLayout = true
        for k in 0..<rawChildCount(node) {
            zeroOutLayoutRecursively(rawChild(node, k))
        }
    }

    /// Gives the `display: contents` children of a node (whose own children were laid out in
    /// their place) an empty layout.
    func cleanupContentsNodesRecursively(_ node: Int, _ didPerformLayout: Bool) {
        guard nodes[node].contentsChildrenCount != 0 else { return }
        for k in 0..<rawChildCount(node) {
            let child = rawChild(node, k)
            if nodes[child].style.display == .contents {
                nodes[child].layout = LayoutResults()
                nodes[child].layout.width = 0
                nodes[child].layout.height = 0
                if didPerformLayout {
                    nodes[child].hasNewLayout = true
                }
                nodes[child].isDirty = false
                cleanupContentsNodesRecursively(child, didPerformLayout)
            }
        }
    }

    /// The space inside padding and border, within the node's min and max (Yoga's
    /// `calculateAvailableInnerDimension`).
    func calculateAvailableInnerDimension(_ node: Int, _ direction: FlexLayoutDirection, _ dimension: Dimension, _ availableDim: Float, _ paddingAndBorder: Float, _ ownerDim: Float, _ ownerWidth: Float) -> Float {
        var availableInnerDim = availableDim - paddingAndBorder
        if !availableInnerDim.isNaN {
            let (minInnerDim, maxInnerDim) = innerLimits(node, direction, dimension, paddingAndBorder, ownerDim, ownerWidth)
            availableInnerDim = FlexMath.maxOrDefined(FlexMath.minOrDefined(availableInnerDim, maxInnerDim), minInnerDim)
        }
        return availableInnerDim
    }

    /// The node's min and max inside padding and border: 0 and the largest float when unset.
    @inline(__always)
    func innerLimits(_ node: Int, _ direction: FlexLayoutDirection, _ dimension: Dimension, _ paddingAndBorder: Float, _ ownerDim: Float, _ ownerWidth: Float) -> (min: Float, max: Float) {
        let minDimension = resolvedMinDimension(node, direction, dimension, ownerDim, ownerWidth)
        let maxDimension = resolvedMaxDimension(node, direction, dimension, ownerDim, ownerWidth)
        return (minDimension.isNaN ? 0 : minDimension - paddingAndBorder,
                maxDimension.isNaN ? Float.greatestFiniteMagnitude : maxDimension - paddingAndBorder)
    }
}
