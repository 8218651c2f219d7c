/// Axis helpers on `FlexDirection` (Yoga's `FlexDirection.h`).
extension FlexDirection {
    @inline(__always) var isRow: Bool { self == .row || self == .rowReverse }
    @inline(__always) var isColumn: Bool { self == .column || self == .columnReverse }

    /// The direction with `row` flipped in right-to-left layouts (Yoga's `resolveDirection`).
    @inline(__always)
    func resolved(_ direction: FlexLayoutDirection) -> FlexDirection {
        if direction == .rtl {
            if self == .row { return .rowReverse }
            if self == .rowReverse { return .row }
        }
        return self
    }

    /// The cross axis of this main axis (Yoga's `resolveCrossDirection`).
    @inline(__always)
    func cross(_ direction: FlexLayoutDirection) -> FlexDirection {
        isColumn ? FlexDirection.row.resolved(direction) : .column
    }

    /// The physical edge where the axis starts (Yoga's `flexStartEdge`).
    @inline(__always)
    var flexStartEdge: PhysicalEdge {
        switch self {
        case .column: return .top
        case .columnReverse: return .bottom
        case .row: return .left
        case .rowReverse: return .right
        }
    }

    /// The physical edge where the axis ends (Yoga's `flexEndEdge`).
    @inline(__always)
    var flexEndEdge: PhysicalEdge {
        switch self {
        case .column: return .bottom
        case .columnReverse: return .top
        case .row: return .right
        case .rowReverse: return .left
        }
    }

    /// The physical edge where the inline direction starts on this axis (Yoga's
    /// `inlineStartEdge`): left or right for rows by layout direction, top for columns.
    @inline(__always)
    func inlineStartEdge(_ direction: FlexLayoutDirection) -> PhysicalEdge {
        isRow ? (direction == .rtl ? .right : .left) : .top
    }

    /// The physical edge where the inline direction ends on this axis (Yoga's `inlineEndEdge`).
    @inline(__always)
    func inlineEndEdge(_ direction: FlexLayoutDirection) -> PhysicalEdge {
        isRow ? (direction == .rtl ? .left : .right) : .bottom
    }

    /// The dimension measured along this axis.
    @inline(__always)
    var dimension: Dimension { isRow ? .width : .height }

    /// Whether children's positions must be mirrored from the far edge (reverse axes).
    @inline(__always)
    var needsTrailingPosition: Bool { self == .rowReverse || self == .columnReverse }
}
