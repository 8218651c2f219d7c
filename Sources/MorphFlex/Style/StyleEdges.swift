/// The nine edge slots of one edge property (margin, padding, border or position), as Yoga keeps
/// them, with Yoga's rules for which slot applies to a physical edge.
struct StyleEdges: Hashable, Sendable {
    var left = StyleValue.undefined
    var top = StyleValue.undefined
    var right = StyleValue.undefined
    var bottom = StyleValue.undefined
    var start = StyleValue.undefined
    var end = StyleValue.undefined
    var horizontal = StyleValue.undefined
    var vertical = StyleValue.undefined
    var all = StyleValue.undefined

    /// Whether any slot is set.
    var hasAnySlot: Bool {
        left.isDefined || top.isDefined || right.isDefined || bottom.isDefined || start.isDefined
            || end.isDefined || horizontal.isDefined || vertical.isDefined || all.isDefined
    }

    subscript(edge: FlexEdge) -> StyleValue {
        get {
            switch edge {
            case .left: return left
            case .top: return top
            case .right: return right
            case .bottom: return bottom
            case .start: return start
            case .end: return end
            case .horizontal: return horizontal
            case .vertical: return vertical
            case .all: return all
            }
        }
        set {
            switch edge {
            case .left: left = newValue
            case .top: top = newValue
            case .right: right = newValue
            case .bottom: bottom = newValue
            case .start: start = newValue
            case .end: end = newValue
            case .horizontal: horizontal = newValue
            case .vertical: vertical = newValue
            case .all: all = newValue
            }
        }
    }

    /// The slot that applies to the physical left edge (Yoga's `computeLeftEdge`).
    @inline(__always)
    func leftEdge(_ direction: FlexLayoutDirection) -> StyleValue {
        if direction == .ltr && start.isDefined { return start }
        if direction == .rtl && end.isDefined { return end }
        if left.isDefined { return left }
        if horizontal.isDefined { return horizontal }
        return all
    }

    /// The slot that applies to the physical right edge (Yoga's `computeRightEdge`).
    @inline(__always)
    func rightEdge(_ direction: FlexLayoutDirection) -> StyleValue {
        if direction == .ltr && end.isDefined { return end }
        if direction == .rtl && start.isDefined { return start }
        if right.isDefined { return right }
        if horizontal.isDefined { return horizontal }
        return all
    }

    /// The slot that applies to the physical top edge (Yoga's `computeTopEdge`).
    @inline(__always)
    var topEdge: StyleValue {
        if top.isDefined { return top }
        if vertical.isDefined { return vertical }
        return all
    }

    /// The slot that applies to the physical bottom edge (Yoga's `computeBottomEdge`).
    @inline(__always)
    var bottomEdge: StyleValue {
        if bottom.isDefined { return bottom }
        if vertical.isDefined { return vertical }
        return all
    }

    /// The slot that applies to a physical edge.
    @inline(__always)
    func physical(_ edge: PhysicalEdge, _ direction: FlexLayoutDirection) -> StyleValue {
        switch edge {
        case .left: return leftEdge(direction)
        case .top: return topEdge
        case .right: return rightEdge(direction)
        case .bottom: return bottomEdge
        }
    }
}
