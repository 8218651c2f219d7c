/// The engine's per-node results and bookkeeping (Yoga's `LayoutResults`).
struct LayoutResults: Sendable {
    var computedFlexBasisGeneration: UInt32 = 0
    var computedFlexBasis: Float = .nan
    var computedAutoMinMainSize: Float = .nan
    var generationCount: UInt32 = 0
    var configVersion: UInt32 = 0
    var lastOwnerDirection: FlexLayoutDirection = .inherit
    var nextCachedMeasurementsIndex: Int32 = 0
    var cachedLayout = CachedMeasurement()
    /// The requests the node's last measurement answer also answers (``MeasurementRange/none``
    /// after a layout): what the parent folds into its own range.
    var measurementRange = MeasurementRange.none
    /// While the node is measured: its range so far, from its own conditions and its
    /// children's answers, with minimums as inner sizes.
    var childrenRange = MeasurementRange.none
    /// Whether a container above may read this node's measured size, or its descendants',
    /// without measuring them again: baseline alignment follows first children down and reads
    /// what they last measured. Such a node is never answered from a range, which would skip
    /// measuring its children (and so change what is read). Set by the parent before each
    /// measurement; true until then.
    var mayBeReadForBaseline = true

    var direction: FlexLayoutDirection = .inherit
    var hadOverflow = false
    var width: Float = .nan
    var height: Float = .nan
    var measuredWidth: Float = .nan
    var measuredHeight: Float = .nan
    var position = EdgeFloats()
    /// The frame on the pixel grid, what ``FlexTree/layout(of:)`` reports. Kept apart from the
    /// unrounded `position`, `width` and `height`, which the algorithm reads again in later
    /// passes (a node a cache answers is not visited): rounding always starts from unrounded
    /// values, so a repeated layout gives the same frames bit for bit.
    var roundedLeft: Float = 0
    var roundedTop: Float = 0
    var roundedWidth: Float = 0
    var roundedHeight: Float = 0
    var margin = EdgeFloats()
    var border = EdgeFloats()
    var padding = EdgeFloats()

    @inline(__always)
    func measuredDimension(_ dimension: Dimension) -> Float {
        dimension == .width ? measuredWidth : measuredHeight
    }

    @inline(__always)
    mutating func setMeasuredDimension(_ dimension: Dimension, _ value: Float) {
        if dimension == .width { measuredWidth = value } else { measuredHeight = value }
    }

    @inline(__always)
    func dimension(_ dimension: Dimension) -> Float {
        dimension == .width ? width : height
    }

    @inline(__always)
    mutating func setDimension(_ dimension: Dimension, _ value: Float) {
        if dimension == .width { width = value } else { height = value }
    }
}
