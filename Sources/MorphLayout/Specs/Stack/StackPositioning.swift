import Foundation

extension StackLayoutAlgorithm {
    /// Step 6: positions the lines and the items, and sizes the stack (Texture's
    /// `ASStackPositionedLayout::compute`; CSS Flexbox §9.5 "Main-Axis Alignment", §9.6
    /// "Cross-Axis Alignment").
    ///
    /// Lines are placed by `alignContent` in the cross space left by their cross sizes and the
    /// line spacing; within a line, items follow each other with the stack's spacing and their
    /// own `spacingBefore`/`spacingAfter`, placed by `justifyContent` along the stack axis and by
    /// their alignment across it. The stack's size is the longest line by the lines' total cross
    /// size, clamped to the range. Positions are not rounded here (flattening ceils them).
    ///
    /// - Complexity: O(n).
    mutating func positionedSublayouts() -> (sublayouts: [Layout], size: CGSize) {
        var layoutStackDimensionSum: CGFloat = 0
        for lineIndex in lines.indices {
            let sum = stackDimensionSum(of: lines[lineIndex].items)
            lines[lineIndex].stackDimensionSum = sum
            layoutStackDimensionSum = TextureArithmetic.max(sum, layoutStackDimensionSum)
        }
        let layoutCrossDimensionSum = linesCrossDimensionSum()

        let (crossOffset, crossSpacing) = Self.offsetAndSpacing(
            count: lines.count,
            violation: crossViolation(for: layoutCrossDimensionSum),
            distribution: Distribution(configuration.alignContent)
        )

        var point = direction.point(stack: 0, cross: crossOffset)
        for (lineIndex, line) in lines.enumerated() {
            if lineIndex > 0 {
                point = point + direction.point(stack: 0, cross: crossSpacing + configuration.lineSpacing)
            }
            let (stackOffset, stackSpacing) = Self.offsetAndSpacing(
                count: line.items.count,
                violation: stackViolation(for: line.stackDimensionSum),
                distribution: Distribution(configuration.justifyContent)
            )
            point = direction.settingStack(stackOffset, of: point)
            positionItems(of: line, from: point, extraSpacing: stackSpacing)
            point = point + direction.point(stack: -stackOffset, cross: line.crossSize)
        }

        let size = direction.size(stack: layoutStackDimensionSum, cross: layoutCrossDimensionSum)
        // Lines are consecutive runs of items, so the positioned layouts are in item order.
        return (layouts, sizeRange.clamp(size))
    }

    /// Places the items of one line (Texture's `positionItemsInLine`).
    private mutating func positionItems(of line: StackLine, from start: CGPoint, extraSpacing: CGFloat) {
        var point = start
        for index in line.items {
            let item = items[index]
            point = point + direction.point(stack: item.style.spacingBefore, cross: 0)
            if index > line.items.lowerBound {
                point = point + direction.point(stack: configuration.spacing + extraSpacing, cross: 0)
            }
            let crossOffset = self.crossOffset(of: item, in: line)
            layouts[index].position = point + direction.point(stack: 0, cross: crossOffset)
            point = point + direction.point(stack: direction.stack(item.size) + item.style.spacingAfter, cross: 0)
        }
    }

    /// The item's offset from its line's cross-start (Texture's `crossOffsetForItem`); a
    /// centred item's offset is floored to the pixel grid.
    private func crossOffset(of item: StackItem, in line: StackLine) -> CGFloat {
        let itemCrossSize = direction.cross(item.size)
        switch item.alignment(in: configuration) {
        case .end:
            return line.crossSize - itemCrossSize
        case .center:
            return context.rounding.floor((line.crossSize - itemCrossSize) / 2)
        case .baselineFirst, .baselineLast:
            return line.baseline - baseline(of: item)
        case .start, .stretch:
            return 0
        }
    }

    /// The shared shape of `justifyContent` and `alignContent`.
    enum Distribution {
        case start, center, end, spaceBetween, spaceAround

        init(_ justifyContent: StackJustifyContent) {
            switch justifyContent {
            case .start: self = .start
            case .center: self = .center
            case .end: self = .end
            case .spaceBetween: self = .spaceBetween
            case .spaceAround: self = .spaceAround
            }
        }

        init(_ alignContent: StackAlignContent) {
            switch alignContent {
            case .start, .stretch: self = .start
            case .center: self = .center
            case .end: self = .end
            case .spaceBetween: self = .spaceBetween
            case .spaceAround: self = .spaceAround
            }
        }
    }

    /// The offset of the first of `count` things and the extra spacing between them, for a
    /// violation (free space) and a distribution (Texture's `stackOffsetAndSpacingForEachItem`
    /// and `crossOffsetAndSpacingForEachLine`): `spaceBetween` falls back to `start`, and
    /// `spaceAround` to `center`, with one thing or without free space.
    static func offsetAndSpacing(count: Int, violation: CGFloat, distribution: Distribution) -> (offset: CGFloat, spacing: CGFloat) {
        var distribution = distribution
        if distribution == .spaceBetween && (violation < violationEpsilon || count == 1) {
            distribution = .start
        } else if distribution == .spaceAround && (violation < violationEpsilon || count == 1) {
            distribution = .center
        }
        switch distribution {
        case .start:
            return (0, 0)
        case .center:
            return (violation / 2, 0)
        case .end:
            return (violation, 0)
        case .spaceBetween:
            return (0, violation / CGFloat(count - 1))
        case .spaceAround:
            let unit = violation / CGFloat(count * 2)
            return (unit, unit * 2)
        }
    }
}
