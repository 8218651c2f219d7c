/// Everything the engine keeps for one node, in one trivially copyable record so that a layout
/// pass touches no reference counts (Yoga's `Node` minus its callbacks).
struct NodeRecord: Sendable {
    /// The node's style. Change it only with ``setStyle(_:)``, so the summary flags stay
    /// current (it is settable only so the engine can read edge slots in place).
    var style: FlexStyle
    /// Whether any margin, padding, border or inset slot is set: most nodes have none, and the
    /// engine then skips resolving them.
    private(set) var hasMargin = false
    private(set) var hasPadding = false
    private(set) var hasBorder = false
    /// Whether every length of the style is points or unset: no percentage and no sizing
    /// keyword, so the node's own lengths do not depend on the sizes offered to it (a condition
    /// for reusing its measurements across fit-content sizes, see `MeasurementRange`).
    private(set) var hasOnlyPointLengths = true
    var layout = LayoutResults()
    /// The width and height the algorithm uses: the style's, or the maximum when the minimum
    /// equals it (Yoga's `processedDimensions`).
    var processedWidth: StyleValue = .auto
    var processedHeight: StyleValue = .auto

    /// The parent's slot, or -1 for a root.
    var parent: Int32 = -1
    /// This node's children in the flattened child index.
    var rawChildrenStart: Int32 = 0
    var rawChildrenCount: Int32 = 0
    /// The children that take part in layout (`display: contents` children replaced by theirs).
    var layoutChildrenStart: Int32 = 0
    var layoutChildrenCount: Int32 = 0
    /// How many direct children have `display: contents`.
    var contentsChildrenCount: Int32 = 0
    /// The flex line this node was placed on by its parent's last layout.
    var lineIndex: Int32 = 0
    /// Bumped when the slot is freed, so stale identifiers are recognised.
    var slotGeneration: UInt32 = 0

    var isLive = true
    var isDirty = true
    var hasNewLayout = true
    var hasMeasureFunction = false
    var hasBaselineFunction = false
    var isReferenceBaseline = false
    var alwaysFormsContainingBlock = false

    init(style: FlexStyle) {
        self.style = style
        updateStyleSummary()
    }

    mutating func setStyle(_ style: FlexStyle) {
        self.style = style
        updateStyleSummary()
    }

    private mutating func updateStyleSummary() {
        hasMargin = style.storedMargin.hasAnySlot
        hasPadding = style.storedPadding.hasAnySlot
        hasBorder = style.storedBorder.hasAnySlot
        hasOnlyPointLengths = style.storedFlexBasis.isPointsOrUnset
            && style.storedMargin.hasOnlyPointsOrUnset && style.storedPosition.hasOnlyPointsOrUnset
            && style.storedPadding.hasOnlyPointsOrUnset && style.storedBorder.hasOnlyPointsOrUnset
            && style.storedColumnGap.isPointsOrUnset && style.storedRowGap.isPointsOrUnset
            && style.storedAllGap.isPointsOrUnset
            && style.storedWidth.isPointsOrUnset && style.storedHeight.isPointsOrUnset
            && style.storedMinWidth.isPointsOrUnset && style.storedMinHeight.isPointsOrUnset
            && style.storedMaxWidth.isPointsOrUnset && style.storedMaxHeight.isPointsOrUnset
    }

    @inline(__always)
    func processedDimension(_ dimension: Dimension) -> StyleValue {
        dimension == .width ? processedWidth : processedHeight
    }
}
