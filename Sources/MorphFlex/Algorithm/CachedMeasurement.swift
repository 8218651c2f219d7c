/// One entry of a node's measurement cache: the constraints a layout or measurement was made
/// under and the size it produced (Yoga's `CachedMeasurement`), plus the range of other
/// constraints that provably give the same size (see ``MeasurementRange``).
///
/// Stored inline, eight per node, in the tree's cache array: 32 bytes, no references.
struct CachedMeasurement: Sendable {
    var availableWidth: Float = -1
    var availableHeight: Float = -1
    var computedWidth: Float = -1
    var computedHeight: Float = -1
    /// ``MeasurementRange/minimumWidth`` and ``MeasurementRange/minimumHeight`` of the
    /// measurement.
    var minimumWidth: Float = .infinity
    var minimumHeight: Float = .infinity
    /// The tree's kept-basis epoch when the measurement was made: a range that used kept flex
    /// bases holds only while none of them changed since (see ``MeasurementRange/usesKeptBases``).
    var keptBasisEpoch: UInt32 = 0
    var widthSizingMode: SizingMode = .maxContent
    var heightSizingMode: SizingMode = .maxContent
    /// The three flags below in one byte, to keep the entry at 32 bytes.
    private var flags: UInt8 = 0

    /// ``MeasurementRange/isReusable`` of the measurement.
    var isReusable: Bool {
        get { flags & 1 != 0 }
        set { flags = newValue ? flags | 1 : flags & ~1 }
    }
    /// ``MeasurementRange/usesKeptBases`` of the measurement.
    var usesKeptBases: Bool {
        get { flags & 2 != 0 }
        set { flags = newValue ? flags | 2 : flags & ~2 }
    }
    /// The node's `hadOverflow` after the measurement, restored when the entry answers a
    /// request through its range (a recomputation would have set it).
    var hadOverflow: Bool {
        get { flags & 4 != 0 }
        set { flags = newValue ? flags | 4 : flags & ~4 }
    }

    /// How many measurement entries each node keeps besides its layout entry.
    static let entriesPerNode = 8

    init() {}

    init(availableWidth: Float, availableHeight: Float, widthSizingMode: SizingMode, heightSizingMode: SizingMode, computedWidth: Float, computedHeight: Float, range: MeasurementRange = .none, hadOverflow: Bool = false, keptBasisEpoch: UInt32 = 0) {
        self.availableWidth = availableWidth
        self.availableHeight = availableHeight
        self.widthSizingMode = widthSizingMode
        self.heightSizingMode = heightSizingMode
        self.computedWidth = computedWidth
        self.computedHeight = computedHeight
        self.isReusable = range.isReusable
        self.usesKeptBases = range.usesKeptBases
        self.minimumWidth = range.minimumWidth
        self.minimumHeight = range.minimumHeight
        self.hadOverflow = hadOverflow
        self.keptBasisEpoch = keptBasisEpoch
    }

    /// The range of requests the measurement answers.
    var range: MeasurementRange {
        MeasurementRange(isReusable: isReusable, minimumWidth: minimumWidth, minimumHeight: minimumHeight, usesKeptBases: usesKeptBases)
    }

    /// Whether recomputing the measurement for these constraints would give this entry's size
    /// exactly: the same sizing modes, exact and max-content sizes equal bit for bit, fit-content
    /// sizes no smaller than the range's minimums, and, if the measurement read kept flex bases,
    /// none changed since (`keptBasisEpoch` is the tree's current epoch).
    @inline(__always)
    func answersExactly(_ availableWidth: Float, _ availableHeight: Float, _ widthSizingMode: SizingMode, _ heightSizingMode: SizingMode, keptBasisEpoch: UInt32) -> Bool {
        isReusable && (!usesKeptBases || keptBasisEpoch == self.keptBasisEpoch)
            && widthSizingMode == self.widthSizingMode && heightSizingMode == self.heightSizingMode
            && Self.sizeIsInRange(widthSizingMode, availableWidth, self.availableWidth, minimumWidth)
            && Self.sizeIsInRange(heightSizingMode, availableHeight, self.availableHeight, minimumHeight)
    }

    @inline(__always)
    static func sizeIsInRange(_ mode: SizingMode, _ size: Float, _ measuredSize: Float, _ minimum: Float) -> Bool {
        switch mode {
        case .fitContent:
            // NaN (never offered with fit-content) compares false: no reuse.
            return size >= minimum
        case .stretchFit, .maxContent:
            return size.bitPattern == measuredSize.bitPattern || (size.isNaN && measuredSize.isNaN)
        }
    }
}
