import Foundation

/// A stack's own properties, resolved and validated, as the stack algorithm reads them
/// (Texture's `ASStackLayoutSpecStyle`).
struct StackConfiguration {
    var direction: StackDirection
    var spacing: CGFloat
    var justifyContent: StackJustifyContent
    var alignItems: StackAlignItems
    var flexWrap: StackFlexWrap
    var alignContent: StackAlignContent
    var lineSpacing: CGFloat
}

/// One child as the stack algorithm sees it: its style read once (reading a node's style takes
/// its lock) and the size of its current layout (Texture's `ASStackLayoutSpecItem`). The element
/// and the layout itself sit in the algorithm's parallel arrays, so the steps that only read
/// sizes and styles copy plain values and never touch a reference count.
struct StackItem {
    let style: LayoutStyle
    var size: CGSize

    /// The child's cross-axis alignment in this stack.
    @inline(__always)
    func alignment(in configuration: StackConfiguration) -> StackAlignItems {
        style.alignSelf.resolved(in: configuration.alignItems)
    }

    /// Texture's `isFlexibleInBothDirections`: it may both grow and shrink.
    @inline(__always)
    var isFlexibleInBothDirections: Bool {
        style.flexGrow > 0 && style.flexShrink > 0
    }
}

/// A line of a stack: a run of consecutive items (Texture's `ASStackUnpositionedLine`).
struct StackLine {
    /// The items of the line, as offsets into the stack's item list.
    var items: Range<Int>
    /// The children's stack-axis sizes plus all spacing.
    var stackDimensionSum: CGFloat = 0
    /// The line's cross size.
    var crossSize: CGFloat = 0
    /// The distance from the line's cross-start to the baseline its baseline-aligned items share.
    var baseline: CGFloat = 0
}
