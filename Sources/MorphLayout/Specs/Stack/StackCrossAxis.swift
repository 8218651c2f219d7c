import Foundation

extension StackLayoutAlgorithm {
    /// Step 4: each line's cross size and baseline (Texture's
    /// `computeLinesCrossSizeAndBaseline`; CSS Flexbox §9.4 "Calculate the cross size of each
    /// flex line").
    ///
    /// A single line in a stack with an exact cross size takes that size. Otherwise a line is
    /// as large as its largest item, or — for baseline-aligned items — as the largest distance
    /// above the shared baseline plus the largest below it, whichever is larger; a single line
    /// is then clamped to the stack's cross range.
    ///
    /// - Complexity: O(n).
    mutating func computeLinesCrossSizeAndBaseline() {
        let isSingleLine = lines.count == 1
        let minCrossSize = direction.cross(sizeRange.min)
        let maxCrossSize = direction.cross(sizeRange.max)

        if isSingleLine && minCrossSize == maxCrossSize {
            lines[0].crossSize = minCrossSize
            // The baseline is still needed to align baseline items.
            for index in lines[0].items where isBaselineAligned(items[index]) {
                lines[0].baseline = TextureArithmetic.max(lines[0].baseline, baseline(of: items[index]))
            }
            return
        }

        for lineIndex in lines.indices {
            var maxStartToBaseline: CGFloat = 0
            var maxBaselineToEnd: CGFloat = 0
            var maxItemCrossSize: CGFloat = 0
            for index in lines[lineIndex].items {
                let item = items[index]
                let itemCrossSize = direction.cross(item.size)
                if isBaselineAligned(item) {
                    // CSS step 1: the largest distances from the items' baselines to their
                    // cross-start and cross-end edges.
                    let itemBaseline = baseline(of: item)
                    maxStartToBaseline = TextureArithmetic.max(maxStartToBaseline, itemBaseline)
                    maxBaselineToEnd = TextureArithmetic.max(maxBaselineToEnd, itemCrossSize - itemBaseline)
                } else {
                    // CSS step 2: the largest cross size among the other items.
                    maxItemCrossSize = TextureArithmetic.max(maxItemCrossSize, itemCrossSize)
                }
            }
            // CSS step 3: the larger of the two.
            var crossSize = TextureArithmetic.max(maxStartToBaseline + maxBaselineToEnd, maxItemCrossSize)
            if isSingleLine {
                crossSize = TextureArithmetic.min(TextureArithmetic.max(minCrossSize, crossSize), maxCrossSize)
            }
            lines[lineIndex].crossSize = crossSize
            lines[lineIndex].baseline = maxStartToBaseline
        }
    }

    /// Step 5: `align-content: stretch` and stretched items (Texture's
    /// `stretchLinesAlongCrossDimension`; CSS Flexbox §9.4 "Handle 'align-content: stretch'",
    /// "Determine the used cross size of each item").
    ///
    /// With several lines, `alignContent == .stretch` and free cross space, every line grows by
    /// an equal share. Then every stretched item smaller than its line (by more than 0.01) is
    /// measured again with exactly the line's cross size and its current stack length.
    ///
    /// - Complexity: O(n).
    mutating func stretchLinesAlongCrossDimension() throws(LayoutError) {
        let violation = crossViolation(for: linesCrossDimensionSum())
        // A single line was already clamped to the stack's cross range.
        let stretchesLines = lines.count > 1
            && configuration.alignContent == .stretch
            && violation > Self.violationEpsilon
        let extraCrossSizePerLine = violation / CGFloat(lines.count)
        for lineIndex in lines.indices {
            if stretchesLines {
                lines[lineIndex].crossSize += extraCrossSizePerLine
            }
            try stretchItems(in: lines[lineIndex].items, toCrossSize: lines[lineIndex].crossSize)
        }
    }

    /// Texture's `stretchItemsAlongCrossDimension`.
    private mutating func stretchItems(in range: Range<Int>, toCrossSize crossSize: CGFloat) throws(LayoutError) {
        for index in range where items[index].alignment(in: configuration) == .stretch {
            let item = items[index]
            let itemCrossSize = direction.cross(item.size)
            let itemStackSize = direction.stack(item.size)
            // Only stretch for a real (positive) violation.
            if crossSize - itemCrossSize > Self.violationEpsilon {
                try measureChild(
                    at: index,
                    stackMin: itemStackSize,
                    stackMax: itemStackSize,
                    crossMin: crossSize,
                    crossMax: crossSize
                )
            }
        }
    }

    /// Whether the item aligns on a baseline.
    func isBaselineAligned(_ item: StackItem) -> Bool {
        let alignment = item.alignment(in: configuration)
        return alignment == .baselineFirst || alignment == .baselineLast
    }

    /// The distance from the item's cross-start edge to its baseline (Texture's
    /// `baselineForItem`): its ascender for `baselineFirst`, its cross size plus its descender
    /// for `baselineLast`, else 0.
    func baseline(of item: StackItem) -> CGFloat {
        switch item.alignment(in: configuration) {
        case .baselineFirst:
            return item.style.ascender
        case .baselineLast:
            return direction.cross(item.size) + item.style.descender
        default:
            return 0
        }
    }
}
