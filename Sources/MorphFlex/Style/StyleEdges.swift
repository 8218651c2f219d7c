/// The nine edge slots of one edge property (margin, padding, border or position), as Yoga keeps
/// them. `edgeValue(_:_:_:)` applies Yoga's rules for which slot a physical edge uses.
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

    /// Whether every slot is points or unset (see ``StyleValue/isPointsOrUnset``).
    var hasOnlyPointsOrUnset: Bool {
        left.isPointsOrUnset && top.isPointsOrUnset && right.isPointsOrUnset && bottom.isPointsOrUnset
            && start.isPointsOrUnset && end.isPointsOrUnset && horizontal.isPointsOrUnset
            && vertical.isPointsOrUnset && all.isPointsOrUnset
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
}
