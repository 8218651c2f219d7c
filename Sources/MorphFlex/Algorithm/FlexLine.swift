/// One flex line: a run of the container's layout children, and the running state of the
/// steps that lay it out (Yoga's `FlexLine` and `FlexLineRunningLayout`).
///
/// The line does not copy its items: it is the range `startIndex..<endIndex` of the
/// container's layout children, of which the in-flow ones (not absolute, not `display: none`)
/// are its items. So building lines allocates nothing.
struct FlexLine {
    /// First layout-child index of the line.
    var startIndex: Int
    /// One past the last layout-child index of the line.
    var endIndex: Int
    /// How many in-flow items the line has.
    var itemCount: Int
    /// The last in-flow item, or -1.
    var lastItem: Int
    /// Sum of the items' clamped flex bases, margins and gaps.
    var sizeConsumed: Float
    /// Auto margins on the main axis among the items.
    var numberOfAutoMargins: Int

    /// Sum of the grow factors still to be served (floored to 1 when between 0 and 1).
    var totalFlexGrowFactors: Float
    /// Sum of shrink factors times flex bases still to be served (floored to 1 likewise).
    var totalFlexShrinkScaledFactors: Float
    /// Free space left to distribute on the main axis.
    var remainingFreeSpace: Float = 0
    /// The line's main size, padding and border included, after justification.
    var mainDim: Float = 0
    /// The line's cross size.
    var crossDim: Float = 0
}

extension LayoutEngine {
    /// Whether a layout child is an item of the flow (not absolute, not `display: none`).
    @inline(__always)
    func isInFlow(_ child: Int) -> Bool {
        nodes[child].style.display != .none && nodes[child].style.positionType != .absolute
    }

    /// Collects the items of the line that starts at layout child `startIndex` (Yoga's
    /// `calculateFlexLine`; CSS Flexbox §9.3 "Main Size Determination", step 5: collect flex
    /// items into flex lines).
    ///
    /// In a wrapping container an item starts a new line when its clamped flex basis, margins
    /// and gap would overflow the available main size — unless it is the line's first item.
    func calculateFlexLine(_ node: Int, _ ownerDirection: FlexLayoutDirection, _ ownerWidth: Float, _ mainAxisOwnerSize: Float, _ availableInnerWidth: Float, _ availableInnerMainDim: Float, _ startIndex: Int, _ lineCount: Int) -> FlexLine {
        var sizeConsumed: Float = 0
        var totalFlexGrowFactors: Float = 0
        var totalFlexShrinkScaledFactors: Float = 0
        var numberOfAutoMargins = 0
        var itemCount = 0
        var lastItem = -1
        var sizeConsumedIncludingMinConstraint: Float = 0

        let direction = resolveDirection(node, ownerDirection)
        let mainAxis = nodes[node].style.flexDirection.resolved(direction)
        let isNodeFlexWrap = nodes[node].style.flexWrap != .noWrap
        let gap = computeGapForAxis(node, mainAxis, availableInnerMainDim)

        let childCount = layoutChildCount(node)
        var index = startIndex
        while index < childCount {
            let child = layoutChild(node, index)
            if !isInFlow(child) {
                index += 1
                continue
            }
            let isFirstItem = itemCount == 0

            // Yoga counts the auto margins and sets the line index before deciding whether the
            // item still fits, so an item that starts the next line counts here too.
            if flexStartMarginIsAuto(child, mainAxis, ownerDirection) { numberOfAutoMargins += 1 }
            if flexEndMarginIsAuto(child, mainAxis, ownerDirection) { numberOfAutoMargins += 1 }
            nodes[child].lineIndex = Int32(lineCount)

            let childMarginMainAxis = computeMarginForAxis(child, mainAxis, availableInnerWidth)
            let childLeadingGapMainAxis: Float = isFirstItem ? 0 : gap
            let flexBasisWithMinAndMaxConstraints = boundAxisWithinMinAndMax(
                child, direction, mainAxis, nodes[child].layout.computedFlexBasis, mainAxisOwnerSize, ownerWidth)

            // An item that overflows a wrapping line starts the next one.
            if sizeConsumedIncludingMinConstraint + flexBasisWithMinAndMaxConstraints + childMarginMainAxis + childLeadingGapMainAxis > availableInnerMainDim
                && isNodeFlexWrap && itemCount > 0 {
                break
            }

            sizeConsumedIncludingMinConstraint += flexBasisWithMinAndMaxConstraints + childMarginMainAxis + childLeadingGapMainAxis
            sizeConsumed += flexBasisWithMinAndMaxConstraints + childMarginMainAxis + childLeadingGapMainAxis

            if isNodeFlexible(child) {
                totalFlexGrowFactors += resolveFlexGrow(child)
                // Unlike the grow factor, the shrink factor is scaled by the flex basis.
                totalFlexShrinkScaledFactors += -resolveFlexShrink(child) * nodes[child].layout.computedFlexBasis
            }

            itemCount += 1
            lastItem = child
            index += 1
        }

        // The total flex factors are floored to 1.
        if totalFlexGrowFactors > 0 && totalFlexGrowFactors < 1 {
            totalFlexGrowFactors = 1
        }
        if totalFlexShrinkScaledFactors > 0 && totalFlexShrinkScaledFactors < 1 {
            totalFlexShrinkScaledFactors = 1
        }

        return FlexLine(
            startIndex: startIndex, endIndex: index, itemCount: itemCount, lastItem: lastItem,
            sizeConsumed: sizeConsumed, numberOfAutoMargins: numberOfAutoMargins,
            totalFlexGrowFactors: totalFlexGrowFactors,
            totalFlexShrinkScaledFactors: totalFlexShrinkScaledFactors)
    }
}
