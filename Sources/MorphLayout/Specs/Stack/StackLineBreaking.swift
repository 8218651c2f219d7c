import Foundation

extension StackLayoutAlgorithm {
    /// Step 2: collects the items into lines (Texture's `collectChildrenIntoLines`; CSS Flexbox
    /// §9.3 "Collect flex items into flex lines").
    ///
    /// Without wrapping every item is on one line. With wrapping, an item starts a new line when
    /// adding it — with its `spacingBefore`/`spacingAfter` and the stack's spacing — would make
    /// the line overflow the stack's maximum stack dimension; a line always takes at least one
    /// item. Sizes are the first-pass sizes.
    ///
    /// - Complexity: O(n).
    mutating func collectItemsIntoLines() {
        guard configuration.flexWrap == .wrap else {
            lines = StackLines()
            lines.append(StackLine(items: items.indices))
            return
        }
        lines = StackLines()
        var lineStart = items.startIndex
        var lineStackDimensionSum: CGFloat = 0
        var interitemSpacing: CGFloat = 0
        for index in items.indices {
            let item = items[index]
            let itemAndSpacing = item.style.spacingBefore + direction.stack(item.size) + item.style.spacingAfter
            let overflowsIfAdded = stackViolation(for: lineStackDimensionSum + interitemSpacing + itemAndSpacing) < 0
            if overflowsIfAdded && index > lineStart {
                lines.append(StackLine(items: lineStart..<index))
                lineStart = index
                lineStackDimensionSum = 0
                interitemSpacing = 0
            }
            lineStackDimensionSum += interitemSpacing + itemAndSpacing
            interitemSpacing = configuration.spacing
        }
        lines.append(StackLine(items: lineStart..<items.endIndex))
    }
}
