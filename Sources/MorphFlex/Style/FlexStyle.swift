import Foundation

/// The flexbox style of one node: Yoga's style properties with Yoga's defaults.
///
/// A `FlexStyle` is a plain value; set it on a node of a ``FlexTree`` with
/// ``FlexTree/setStyle(_:for:)``. Changing a node's style marks the node and its ancestors dirty,
/// so the next layout recomputes them (and only them).
///
/// Defaults are Yoga's, which differ from CSS: `flexDirection` is ``FlexDirection/column``,
/// `flexShrink` is 0, `alignContent` is ``FlexAlign/flexStart`` and sizes are border-box. Start
/// from ``webDefaults`` (and a ``FlexConfig`` with `useWebDefaults`) for CSS's defaults.
///
/// Bad values are clamped as documented per property: non-finite lengths become undefined;
/// negative or non-finite `flexGrow`/`flexShrink` become unset (CSS ignores invalid values);
/// an `aspectRatio` that is not finite and positive becomes unset. Finite numbers beyond
/// ``maximumLength`` are clamped to it (lengths, percentages, flex factors), and aspect ratios
/// into `1 / maximumLength ... maximumLength`, so that sums of them stay finite in the
/// engine's 32-bit arithmetic.
public struct FlexStyle: Hashable, Sendable {
    /// The largest magnitude of a length the engine keeps: 10⁷ points (the bound of a layout
    /// size in MorphLayout too). Style lengths and percentages, flex factors, measure and
    /// baseline answers, available sizes and constraints beyond it are clamped to it. Yoga keeps
    /// them and computes with them in `float`, where two lengths of 3·10³⁸ already sum to
    /// infinity.
    public static let maximumLength: CGFloat = 10_000_000

    /// `value` as the engine stores it: NaN for a non-finite value, else clamped to
    /// ±``maximumLength``.
    static func clampedLength(_ value: CGFloat) -> Float {
        guard value.isFinite else { return .nan }
        return Float(min(max(value, -maximumLength), maximumLength))
    }

    /// The inline direction of the node's content; `inherit` (the default) takes the parent's.
    public var direction: FlexLayoutDirection = .inherit
    /// The main axis along which children are placed. Default ``FlexDirection/column``.
    public var flexDirection: FlexDirection = .column
    /// Distribution of free space on the main axis. Default ``FlexJustify/flexStart``.
    public var justifyContent: FlexJustify = .flexStart
    /// Alignment of lines in a wrapping container. Default ``FlexAlign/flexStart``.
    public var alignContent: FlexAlign = .flexStart
    /// Cross-axis alignment of the children within their line. Default ``FlexAlign/stretch``.
    public var alignItems: FlexAlign = .stretch
    /// This node's cross-axis alignment in its parent's line; ``FlexAlign/auto`` (the default)
    /// uses the parent's `alignItems`.
    public var alignSelf: FlexAlign = .auto
    /// Whether the node is in its parent's flow. Default ``FlexPositionType/relative``.
    public var positionType: FlexPositionType = .relative
    /// Whether children wrap onto several lines. Default ``FlexWrap/noWrap``.
    public var flexWrap: FlexWrap = .noWrap
    /// Overflow behaviour; only ``FlexOverflow/scroll`` changes layout. Default visible.
    public var overflow: FlexOverflow = .visible
    /// Whether the node generates a box. Default ``FlexDisplay/flex``.
    public var display: FlexDisplay = .flex
    /// What sizes measure. Default ``FlexBoxSizing/borderBox``.
    public var boxSizing: FlexBoxSizing = .borderBox

    var storedFlex: Float = .nan
    var storedFlexGrow: Float = .nan
    var storedFlexShrink: Float = .nan
    var storedFlexBasis: StyleValue = .auto
    var storedMargin = StyleEdges()
    var storedPosition = StyleEdges()
    var storedPadding = StyleEdges()
    var storedBorder = StyleEdges()
    var storedColumnGap: StyleValue = .undefined
    var storedRowGap: StyleValue = .undefined
    var storedAllGap: StyleValue = .undefined
    var storedWidth: StyleValue = .auto
    var storedHeight: StyleValue = .auto
    var storedMinWidth: StyleValue = .undefined
    var storedMinHeight: StyleValue = .undefined
    var storedMaxWidth: StyleValue = .undefined
    var storedMaxHeight: StyleValue = .undefined
    var storedAspectRatio: Float = .nan

    /// Yoga's default style.
    public init() {}

    /// CSS's defaults where they differ from Yoga's: `flexDirection` row and `alignContent`
    /// stretch (what Yoga's `useWebDefaults` sets on new nodes). Use with a ``FlexConfig`` whose
    /// `useWebDefaults` is true, which also makes `flexShrink` default to 1.
    public static var webDefaults: FlexStyle {
        var style = FlexStyle()
        style.flexDirection = .row
        style.alignContent = .stretch
        return style
    }

    /// The `flex` shorthand: a positive value grows by that factor (and, without web defaults,
    /// makes the flex basis 0); a negative value shrinks by its magnitude (without web defaults).
    /// `nil` when unset. A non-finite value unsets it.
    public var flex: CGFloat? {
        get { Self.optional(storedFlex) }
        set { storedFlex = newValue.map(Self.clampedLength) ?? .nan }
    }

    /// How much of the positive free space this node takes relative to its siblings. `nil` (the
    /// default) means "from `flex`, else 0". Negative or non-finite values unset it.
    public var flexGrow: CGFloat? {
        get { Self.optional(storedFlexGrow) }
        set { storedFlexGrow = Self.nonNegative(newValue) }
    }

    /// How much this node gives up, relative to its siblings and scaled by its flex basis, when
    /// the line overflows. `nil` (the default) means "from `flex`, else 0 (1 with web
    /// defaults)". Negative or non-finite values unset it.
    public var flexShrink: CGFloat? {
        get { Self.optional(storedFlexShrink) }
        set { storedFlexShrink = Self.nonNegative(newValue) }
    }

    /// The initial main size before free space is distributed. Default ``FlexSize/auto`` (use
    /// the main size, else the content).
    public var flexBasis: FlexSize {
        get { FlexSize(stored: storedFlexBasis) }
        set { storedFlexBasis = newValue.stored }
    }

    /// Outer spacing per edge; `auto` margins absorb free space.
    public var margin: FlexEdgeValues {
        get { FlexEdgeValues(storage: storedMargin) }
        set { storedMargin = newValue.storage }
    }

    /// Insets (`left`, `top`, …): offsets for relative nodes, placement for absolute ones.
    public var position: FlexEdgeValues {
        get { FlexEdgeValues(storage: storedPosition) }
        set { storedPosition = newValue.storage }
    }

    /// Inner spacing per edge. Negative values count as 0.
    public var padding: FlexEdgeValues {
        get { FlexEdgeValues(storage: storedPadding) }
        set { storedPadding = newValue.storage }
    }

    /// Border widths per edge (points only; percentages count as 0). Negative values count as 0.
    public var border: FlexEdgeValues {
        get { FlexEdgeValues(storage: storedBorder) }
        set { storedBorder = newValue.storage }
    }

    /// The gap for a gutter (`column`, `row`, or `all` for both). Negative values count as 0.
    public func gap(_ gutter: FlexGutter) -> FlexLength {
        switch gutter {
        case .column: return FlexLength(stored: storedColumnGap)
        case .row: return FlexLength(stored: storedRowGap)
        case .all: return FlexLength(stored: storedAllGap)
        }
    }

    /// Sets the gap for a gutter.
    public mutating func setGap(_ gutter: FlexGutter, _ value: FlexLength) {
        switch gutter {
        case .column: storedColumnGap = value.stored
        case .row: storedRowGap = value.stored
        case .all: storedAllGap = value.stored
        }
    }

    /// The preferred width. Default ``FlexSize/auto``.
    public var width: FlexSize {
        get { FlexSize(stored: storedWidth) }
        set { storedWidth = newValue.stored }
    }

    /// The preferred height. Default ``FlexSize/auto``.
    public var height: FlexSize {
        get { FlexSize(stored: storedHeight) }
        set { storedHeight = newValue.stored }
    }

    /// The smallest width. When it exceeds `maxWidth`, the minimum wins (as in CSS and Yoga).
    public var minWidth: FlexSize {
        get { FlexSize(stored: storedMinWidth) }
        set { storedMinWidth = newValue.stored }
    }

    /// The smallest height. When it exceeds `maxHeight`, the minimum wins.
    public var minHeight: FlexSize {
        get { FlexSize(stored: storedMinHeight) }
        set { storedMinHeight = newValue.stored }
    }

    /// The largest width.
    public var maxWidth: FlexSize {
        get { FlexSize(stored: storedMaxWidth) }
        set { storedMaxWidth = newValue.stored }
    }

    /// The largest height.
    public var maxHeight: FlexSize {
        get { FlexSize(stored: storedMaxHeight) }
        set { storedMaxHeight = newValue.stored }
    }

    /// Width divided by height, used when only one of them is known. Values that are not finite
    /// and positive unset it (Yoga unsets 0 and ∞; Morph also refuses negative ratios, which
    /// would produce negative sizes).
    public var aspectRatio: CGFloat? {
        get { Self.optional(storedAspectRatio) }
        set {
            guard let ratio = newValue, ratio.isFinite, ratio > 0 else {
                storedAspectRatio = .nan
                return
            }
            storedAspectRatio = Float(min(max(ratio, 1 / Self.maximumLength), Self.maximumLength))
        }
    }

    private static func optional(_ value: Float) -> CGFloat? {
        value.isNaN ? nil : CGFloat(value)
    }

    private static func nonNegative(_ value: CGFloat?) -> Float {
        guard let value, value.isFinite, value >= 0 else { return .nan }
        return clampedLength(value)
    }

    /// Whether two styles lay out the same (unset numbers compare equal).
    public static func == (lhs: FlexStyle, rhs: FlexStyle) -> Bool {
        lhs.direction == rhs.direction && lhs.flexDirection == rhs.flexDirection
            && lhs.justifyContent == rhs.justifyContent && lhs.alignContent == rhs.alignContent
            && lhs.alignItems == rhs.alignItems && lhs.alignSelf == rhs.alignSelf
            && lhs.positionType == rhs.positionType && lhs.flexWrap == rhs.flexWrap
            && lhs.overflow == rhs.overflow && lhs.display == rhs.display
            && lhs.boxSizing == rhs.boxSizing
            && sameNumber(lhs.storedFlex, rhs.storedFlex)
            && sameNumber(lhs.storedFlexGrow, rhs.storedFlexGrow)
            && sameNumber(lhs.storedFlexShrink, rhs.storedFlexShrink)
            && lhs.storedFlexBasis == rhs.storedFlexBasis
            && lhs.storedMargin == rhs.storedMargin && lhs.storedPosition == rhs.storedPosition
            && lhs.storedPadding == rhs.storedPadding && lhs.storedBorder == rhs.storedBorder
            && lhs.storedColumnGap == rhs.storedColumnGap && lhs.storedRowGap == rhs.storedRowGap
            && lhs.storedAllGap == rhs.storedAllGap
            && lhs.storedWidth == rhs.storedWidth && lhs.storedHeight == rhs.storedHeight
            && lhs.storedMinWidth == rhs.storedMinWidth && lhs.storedMinHeight == rhs.storedMinHeight
            && lhs.storedMaxWidth == rhs.storedMaxWidth && lhs.storedMaxHeight == rhs.storedMaxHeight
            && sameNumber(lhs.storedAspectRatio, rhs.storedAspectRatio)
    }

    /// Hashes the most distinguishing properties (consistent with `==`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(flexDirection)
        hasher.combine(storedWidth)
        hasher.combine(storedHeight)
        hasher.combine(storedFlexBasis)
        hasher.combine(storedMargin)
        hasher.combine(storedPadding)
    }

    private static func sameNumber(_ a: Float, _ b: Float) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }
}
