/// Which gaps between children a `gap` value sets (CSS `column-gap`, `row-gap`, `gap`).
public enum FlexGutter: UInt8, CaseIterable, Hashable, Sendable {
    /// The gap between columns: between children along a row, and between lines of a wrapping
    /// column container.
    case column
    /// The gap between rows: between children along a column, and between lines of a wrapping
    /// row container.
    case row
    /// Both, unless ``column`` or ``row`` is set.
    case all
}
