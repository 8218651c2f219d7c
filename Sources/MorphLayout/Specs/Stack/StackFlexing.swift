import Foundation

extension StackLayoutAlgorithm {
    /// Step 3: resolves each line's violation by growing or shrinking its flexible items
    /// (Texture's `flexLinesAlongStackDimension`; CSS Flexbox §9.7 "Resolving Flexible Lengths",
    /// but in one pass rather than the spec's loop).
    ///
    /// - A positive violation (free space) is shared by `flexGrow`: each item gets
    ///   `floor(violation × flexGrow / Σ flexGrow)`, and what flooring leaves over goes to the
    ///   first item that changes, if it has a `flexGrow` > 0.
    /// - A negative violation (overflow) is shared by `flexShrink` weighted by each item's
    ///   size: an item gives up `|violation| × size × flexShrink / Σ(size × flexShrink)`.
    ///   Items shrink to no less than 0; a violation left over is not redistributed.
    /// - Violations under 0.01 points are ignored.
    ///
    /// Changed items are measured again with exactly their new stack length.
    ///
    /// - Complexity: O(n).
    mutating func flexLinesAlongStackDimension() throws(LayoutError) {
        for line in lines {
            let range = line.items
            let violation = stackViolation(for: stackDimensionSum(of: range))
            let flexFactorSum = range.reduce(into: CGFloat(0)) { sum, index in
                sum += flexFactor(of: items[index], violation: violation)
            }
            // Nothing can flex: the line keeps its first-pass sizes.
            if flexFactorSum == 0 {
                if usesOptimizedFlexing {
                    try measureFlexibleItemsAtZeroSize(in: range)
                }
                continue
            }
            let adjustments = flexAdjustments(in: range, violation: violation, flexFactorSum: flexFactorSum)
            // What the (floored) adjustments leave of the violation.
            let remainingViolation = adjustments.reduce(violation) { $0 - $1 }
            // Items are inflexible if they do not need an adjustment.
            guard let firstFlexOffset = adjustments.firstIndex(where: { $0 != 0 }) else { continue }
            for (offset, adjustment) in adjustments.enumerated() where adjustment != 0 {
                let index = range.lowerBound + offset
                let item = items[index]
                let originalStackSize = direction.stack(item.layout.size)
                // Only the first flexible item, and only if it may grow, takes the remainder.
                let remainder = offset == firstFlexOffset && item.style.flexGrow > 0 ? remainingViolation : 0
                let flexedStackSize = originalStackSize + adjustment + remainder
                items[index].layout = try crossChildLayout(
                    item,
                    stackMin: TextureArithmetic.max(flexedStackSize, 0),
                    stackMax: TextureArithmetic.max(flexedStackSize, 0),
                    crossMin: direction.cross(sizeRange.min),
                    crossMax: direction.cross(sizeRange.max)
                )
            }
        }
    }

    /// The factor an item flexes by for this violation: `flexGrow` for free space, `flexShrink`
    /// for overflow, 0 for a violation under the epsilon (Texture's
    /// `flexFactorInViolationDirection`).
    private func flexFactor(of item: StackItem, violation: CGFloat) -> CGFloat {
        if abs(violation) < Self.violationEpsilon {
            return 0
        }
        return violation > 0 ? item.style.flexGrow : item.style.flexShrink
    }

    /// Each item's change of stack length (Texture's `flexAdjustmentInViolationDirection`).
    private func flexAdjustments(in range: Range<Int>, violation: CGFloat, flexFactorSum: CGFloat) -> [CGFloat] {
        if violation > 0 {
            // Texture's `flexGrowAdjustment`: the share floored to whole points.
            return range.map { index in
                (violation * (items[index].style.flexGrow / flexFactorSum)).rounded(.down)
            }
        }
        // Texture's `flexShrinkAdjustment`: shares weighted by the items' sizes.
        let scaledFactors = range.map { index in
            direction.stack(items[index].layout.size) * (items[index].style.flexShrink / flexFactorSum)
        }
        let scaledFactorSum = scaledFactors.reduce(CGFloat(0), +)
        return scaledFactors.map { scaledFactor in
            scaledFactorSum == 0 ? 0 : -abs(scaledFactor / scaledFactorSum * violation)
        }
    }

    /// Measures the items that the optimized first pass skipped at a stack length of 0 (Texture's
    /// `layoutFlexibleChildrenAtZeroSize`), so they have a real layout when nothing flexes.
    private mutating func measureFlexibleItemsAtZeroSize(in range: Range<Int>) throws(LayoutError) {
        for index in range where items[index].isFlexibleInBothDirections {
            items[index].layout = try crossChildLayout(
                items[index],
                stackMin: 0,
                stackMax: 0,
                crossMin: direction.cross(sizeRange.min),
                crossMax: direction.cross(sizeRange.max)
            )
        }
    }
}
