/// How a size passed down the layout is to be read (Yoga's `SizingMode`, after CSS Sizing 3's
/// auto box sizes).
enum SizingMode: UInt8, Sendable {
    /// Exactly the given size (CSS "stretch-fit"; Yoga's measure mode `exactly`).
    case stretchFit
    /// The content's ideal size; the given size is undefined (`undefined` measure mode).
    case maxContent
    /// The content size, but at most the given size (`at-most` measure mode).
    case fitContent

    /// The measure mode handed to measure functions.
    var measureMode: FlexMeasureMode {
        switch self {
        case .stretchFit: return .exactly
        case .maxContent: return .undefined
        case .fitContent: return .atMost
        }
    }
}
