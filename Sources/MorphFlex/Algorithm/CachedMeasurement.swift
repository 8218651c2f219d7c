/// One entry of a node's measurement cache: the constraints a layout or measurement was made
/// under and the size it produced (Yoga's `CachedMeasurement`).
struct CachedMeasurement: Sendable {
    var availableWidth: Float = -1
    var availableHeight: Float = -1
    var widthSizingMode: SizingMode = .maxContent
    var heightSizingMode: SizingMode = .maxContent
    var computedWidth: Float = -1
    var computedHeight: Float = -1

    /// How many measurement entries each node keeps besides its layout entry.
    static let entriesPerNode = 8
}
