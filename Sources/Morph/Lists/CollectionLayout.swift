import Foundation
import MorphLayout

/// How a ``CollectionNode`` places its items: a vertical list, a horizontal list, or a grid that
/// flows its items into lines of a fixed number of columns (UICollectionViewFlowLayout's common
/// use), each with spacing and section insets.
///
/// Items are laid out in lines along the scroll axis, section after section: a section's header,
/// its items, its footer. In a list each line holds one item; in a grid, ``columns`` items share a
/// line, each as wide as the line's space less the spacing divided by the columns, and the line
/// is as tall as its tallest item. Headers and footers span the cross axis.
///
/// ```swift
/// let photos = CollectionNode(layout: .grid(columns: 3, spacing: 2, insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)))
/// let feed = CollectionNode(layout: .verticalList(spacing: 12))
/// ```
public struct CollectionLayout: Hashable, Sendable {
    /// The axis along which the items follow each other and the list scrolls.
    public enum Axis: Hashable, Sendable {
        /// Top to bottom.
        case vertical
        /// Left to right.
        case horizontal
    }

    /// The scroll axis.
    public var axis: Axis
    /// Items per line: 1 for a list. Values below 1 count as 1.
    public var columns: Int
    /// Space between two lines along the scroll axis, in points.
    public var lineSpacing: CGFloat
    /// Space between two items of a line (across the scroll axis), in points.
    public var interitemSpacing: CGFloat
    /// Space around each section's items (inside its header and footer), in points. A section
    /// without items has no insets.
    public var sectionInsets: EdgeInsets

    /// A layout; non-finite or negative spacings and insets count as 0.
    public init(axis: Axis = .vertical, columns: Int = 1, lineSpacing: CGFloat = 0, interitemSpacing: CGFloat = 0, sectionInsets: EdgeInsets = .zero) {
        self.axis = axis
        self.columns = columns
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.sectionInsets = sectionInsets
    }

    /// Items top to bottom, `spacing` points apart.
    public static func verticalList(spacing: CGFloat = 0, insets: EdgeInsets = .zero) -> CollectionLayout {
        CollectionLayout(axis: .vertical, lineSpacing: spacing, sectionInsets: insets)
    }

    /// Items left to right, `spacing` points apart; each as tall as the list less the insets.
    public static func horizontalList(spacing: CGFloat = 0, insets: EdgeInsets = .zero) -> CollectionLayout {
        CollectionLayout(axis: .horizontal, lineSpacing: spacing, sectionInsets: insets)
    }

    /// A vertical grid of `columns` equal columns, `spacing` points apart in both directions.
    public static func grid(columns: Int, spacing: CGFloat = 0, insets: EdgeInsets = .zero) -> CollectionLayout {
        CollectionLayout(axis: .vertical, columns: columns, lineSpacing: spacing, interitemSpacing: spacing, sectionInsets: insets)
    }

    // MARK: - Resolved values

    /// ``columns``, at least 1.
    var resolvedColumns: Int { max(columns, 1) }

    /// A length as the layout uses it: finite and not negative.
    static func clean(_ value: CGFloat) -> Double {
        value.isFinite && value > 0 ? Double(value) : 0
    }

    /// The insets before and after a section's items along the axis, and before and after across it.
    var insetsAlongAxis: (before: Double, after: Double) {
        axis == .vertical
            ? (Self.clean(sectionInsets.top), Self.clean(sectionInsets.bottom))
            : (Self.clean(sectionInsets.left), Self.clean(sectionInsets.right))
    }

    /// The insets before and after across the axis.
    var insetsAcrossAxis: (before: Double, after: Double) {
        axis == .vertical
            ? (Self.clean(sectionInsets.left), Self.clean(sectionInsets.right))
            : (Self.clean(sectionInsets.top), Self.clean(sectionInsets.bottom))
    }

    /// The cross extent of one item in a list `crossExtent` points across.
    func itemCrossExtent(in crossExtent: Double) -> Double {
        let insets = insetsAcrossAxis
        let spacing = Self.clean(interitemSpacing) * Double(resolvedColumns - 1)
        return max(0, (crossExtent - insets.before - insets.after - spacing) / Double(resolvedColumns))
    }
}
