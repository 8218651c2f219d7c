import Foundation

/// A stack's own properties, resolved and validated, as the stack algorithm reads them
/// (Texture's `ASStackLayoutSpecStyle`).
struct StackConfiguration: Equatable, Sendable {
    var direction: StackDirection
    var spacing: CGFloat
    var justifyContent: StackJustifyContent
    var alignItems: StackAlignItems
    var flexWrap: StackFlexWrap
    var alignContent: StackAlignContent
    var lineSpacing: CGFloat
}

/// One child as the stack algorithm sees it: the style properties a stack reads, taken once
/// from the child's style (reading a node's style takes its lock), and the size of its current
/// layout (Texture's `ASStackLayoutSpecItem`). The element and the layout itself sit in the
/// algorithm's parallel arrays, so the steps that only read sizes and styles copy small plain
/// values and never touch a reference count.
struct StackItem {
    let style: StackItemStyle
    var size: CGSize

    /// The child's cross-axis alignment in this stack.
    func alignment(in configuration: StackConfiguration) -> StackAlignItems {
        style.alignSelf.resolved(in: configuration.alignItems)
    }

    /// Texture's `isFlexibleInBothDirections`: it may both grow and shrink.
    var isFlexibleInBothDirections: Bool {
        style.flexGrow > 0 && style.flexShrink > 0
    }
}

/// The part of a child's ``LayoutStyle`` that its stack reads, a third of the style's size,
/// so the algorithm's passes over the items move little memory.
struct StackItemStyle {
    let spacingBefore: CGFloat
    let spacingAfter: CGFloat
    let flexGrow: CGFloat
    let flexShrink: CGFloat
    let ascender: CGFloat
    let descender: CGFloat
    /// The cross-axis bounds of the child's own range (its style size resolved without a
    /// parent size), which bound a stretched child; resolved only for a stretched child with
    /// a valid size.
    let ownCrossMin: CGFloat
    let ownCrossMax: CGFloat
    let flexBasis: LayoutDimension
    let alignSelf: StackAlignSelf
    /// Whether the style size is valid; if not, the stack throws its error when it measures
    /// the child stretched, where Texture resolves it.
    let hasValidSize: Bool

    /// The stack properties of `style`, for the stack of `configuration`.
    init(_ style: LayoutStyle, configuration: StackConfiguration) {
        spacingBefore = style.spacingBefore
        spacingAfter = style.spacingAfter
        flexGrow = style.flexGrow
        flexShrink = style.flexShrink
        ascender = style.ascender
        descender = style.descender
        flexBasis = style.flexBasis
        alignSelf = style.alignSelf
        hasValidSize = style.size.isValid
        // Only a stretched child reads its own range.
        if hasValidSize && style.alignSelf.resolved(in: configuration.alignItems) == .stretch {
            let direction = configuration.direction
            let ownRange = style.size.resolveValidated(parentSize: CGSize(width: TextureArithmetic.undefined, height: TextureArithmetic.undefined))
            ownCrossMin = direction.cross(ownRange.min)
            ownCrossMax = direction.cross(ownRange.max)
        } else {
            ownCrossMin = 0
            ownCrossMax = .infinity
        }
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
