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
            var flexFactorSum: CGFloat = 0
            for index in range {
                flexFactorSum += flexFactor(of: items[index], violation: violation)
            }
            // Nothing can flex: the line keeps its first-pass sizes.
            if flexFactorSum == 0 {
                if usesOptimizedFlexing {
                    try measureFlexibleItemsAtZeroSize(in: range)
                }
                continue
            }
            let adjustment = FlexAdjustment(algorithm: self, range: range, violation: violation, flexFactorSum: flexFactorSum)
            // What the (floored) adjustments leave of the violation, and the first item that
            // changes (items that need no adjustment are inflexible).
            var remainingViolation = violation
            var firstFlexIndex: Int?
            for index in range {
                let change = adjustment.of(items[index])
                remainingViolation = remainingViolation - change
                if firstFlexIndex == nil && change != 0 { firstFlexIndex = index }
            }
            guard let firstFlexIndex else { continue }
            for index in range {
                let item = items[index]
                let change = adjustment.of(item)
                guard change != 0 else { continue }
                let originalStackSize = direction.stack(item.size)
                // Only the first flexible item, and only if it may grow, takes the remainder.
                let remainder = index == firstFlexIndex && item.style.flexGrow > 0 ? remainingViolation : 0
                let flexedStackSize = originalStackSize + change + remainder
                try measureChild(
                    at: index,
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

    /// Each item's change of stack length for one line (Texture's
    /// `flexAdjustmentInViolationDirection`), computed from the item's first-pass size.
    struct FlexAdjustment {
        let direction: StackDirection
        let violation: CGFloat
        let flexFactorSum: CGFloat
        /// Σ size × flexShrink / Σ flexShrink, for overflow.
        let scaledFlexShrinkFactorSum: CGFloat

        init(algorithm: StackLayoutAlgorithm, range: Range<Int>, violation: CGFloat, flexFactorSum: CGFloat) {
            direction = algorithm.direction
            self.violation = violation
            self.flexFactorSum = flexFactorSum
            var sum: CGFloat = 0
            if violation <= 0 {
                for index in range {
                    sum += Self.scaledFlexShrinkFactor(of: algorithm.items[index], direction: direction, flexFactorSum: flexFactorSum)
                }
            }
            scaledFlexShrinkFactorSum = sum
        }

        private static func scaledFlexShrinkFactor(of item: StackItem, direction: StackDirection, flexFactorSum: CGFloat) -> CGFloat {
            direction.stack(item.size) * (item.style.flexShrink / flexFactorSum)
        }

        /// Texture's `flexGrowAdjustment` (the share floored to whole points) for free space,
        /// `flexShrinkAdjustment` (shares weighted by size) for overflow.
        func of(_ item: StackItem) -> CGFloat {
            if violation > 0 {
                return (violation * (item.style.flexGrow / flexFactorSum)).rounded(.down)
            }
            if scaledFlexShrinkFactorSum == 0 {
                return 0
            }
            let ratio = Self.scaledFlexShrinkFactor(of: item, direction: direction, flexFactorSum: flexFactorSum) / scaledFlexShrinkFactorSum
            return -abs(ratio * violation)
        }
    }

    /// Measures the items that the optimized first pass skipped at a stack length of 0 (Texture's
    /// `layoutFlexibleChildrenAtZeroSize`), so they have a real layout when nothing flexes.
    private mutating func measureFlexibleItemsAtZeroSize(in range: Range<Int>) throws(LayoutError) {
        for index in range where items[index].isFlexibleInBothDirections {
            try measureChild(
                at: index,
                stackMin: 0,
                stackMax: 0,
                crossMin: direction.cross(sizeRange.min),
                crossMax: direction.cross(sizeRange.max)
            )
        }
    }
}
