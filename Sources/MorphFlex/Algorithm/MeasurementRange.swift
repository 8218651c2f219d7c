/// The requests a measurement of a node answers exactly: besides the constraints it was made
/// for, every request with the same sizing modes, the same exact (and max-content) sizes bit
/// for bit, and fit-content sizes of at least `minimumWidth` and `minimumHeight` (available
/// sizes, margins included).
///
/// Why such a range exists: under a fit-content constraint Yoga sizes a container by its
/// content (`computeFinalDimensions` takes the longest line and the sum of the lines), and the
/// offered size only reaches the result through the children it is offered to in turn. When
/// the node and everything measured below it has only point lengths (a percentage would resolve
/// against the offered size), does not wrap (lines break at the offered size), does not scroll
/// (a scrolling container is capped by the offered size), is not aligned on baselines (which
/// reads positions of an earlier layout) and has no measure function (whose answers Yoga's own
/// cache already reuses by its rules), the offered size can change the result in one way only:
/// a container offered a fit-content size of 0 or less on one axis, and an exact or
/// non-positive size on the other, takes Yoga's shortcut for fixed sizes and skips its
/// children. The minimums keep every container of the subtree clear of that shortcut: each
/// node's minimum is above its margin, and high enough that each child is offered at least
/// the child's own minimum. Offered sizes reach children through subtractions of constants and
/// clamps, all monotonic in floating point, so every size at or above the minimum keeps every
/// decision of the computation and gives the same result, bit for bit.
///
/// Caveats kept from Yoga: Yoga matches constraints within 1e-4 (``FlexMath/inexactEquals(_:_:)``),
/// so where two requests differ by less than that, its answer depends on which one it happened
/// to compute first; and a node's `hadOverflow` after a cache answer is whatever its last
/// computation left. Both already depend on the order of requests in Yoga.
struct MeasurementRange: Sendable {
    /// Whether the measurement answers the requests described above; if not, only Yoga's own
    /// matching rules apply.
    var isReusable: Bool
    /// The smallest fit-content available width the measurement answers (unused on other modes).
    var minimumWidth: Float
    /// The smallest fit-content available height the measurement answers.
    var minimumHeight: Float
    /// Whether the measurement (or one below it) read or wrote flex bases that Yoga keeps from
    /// one computation to the next (a flex basis that is a length is computed once): the range
    /// then holds only while no kept basis in the tree changes.
    var usesKeptBases = false

    /// A measurement that answers only the constraints it was made for.
    static let none = MeasurementRange(isReusable: false, minimumWidth: .infinity, minimumHeight: .infinity)
    /// A measurement that answers any fit-content size (a leaf's: its padding and border).
    static let anySize = MeasurementRange(isReusable: true, minimumWidth: -.infinity, minimumHeight: -.infinity)

    /// Folds in a child's answer to a request of the node's computation: the node's range can
    /// only be as reusable as its children's answers, and a child offered a fit-content size
    /// must keep being offered at least its minimum. Here the minimums are inner sizes of the
    /// node (what it offers its children).
    @inline(__always)
    mutating func include(_ child: MeasurementRange, widthSizingMode: SizingMode, heightSizingMode: SizingMode) {
        isReusable = isReusable && child.isReusable
        usesKeptBases = usesKeptBases || child.usesKeptBases
        if widthSizingMode == .fitContent { minimumWidth = max(minimumWidth, child.minimumWidth) }
        if heightSizingMode == .fitContent { minimumHeight = max(minimumHeight, child.minimumHeight) }
    }

    /// The smallest `x` for which `x - subtrahend`, rounded as Float arithmetic rounds it, is at
    /// least `target`. Rounding is monotonic, so every larger `x` qualifies too.
    static func smallestMinuend(reaching target: Float, subtracting subtrahend: Float) -> Float {
        var minuend = target + subtrahend
        while minuend - subtrahend < target {
            minuend = minuend.nextUp
        }
        // `target + subtrahend` is within an ulp or two of the answer.
        for _ in 0..<4 where minuend.nextDown - subtrahend >= target {
            minuend = minuend.nextDown
        }
        return minuend
    }
}
