/// Deliberate deviations from CSS that Yoga keeps for compatibility with older layouts
/// (Yoga's `YGErrata`). Each flag restores one old behaviour.
public struct FlexErrata: OptionSet, Hashable, Sendable {
    /// Yoga's bit mask (`YGErrata`).
    public let rawValue: UInt32

    /// Creates a set from Yoga's bit values.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A container sized by its content (under an "at most" constraint) still stretches to the
    /// available size when it has flexible children (`stretch-flex-basis`).
    public static let stretchFlexBasis = FlexErrata(rawValue: 1)
    /// Absolute children without insets are placed against the border box, ignoring the
    /// container's padding (`absolute-position-without-insets-excludes-padding`).
    public static let absolutePositionWithoutInsetsExcludesPadding = FlexErrata(rawValue: 2)
    /// Percentages on absolute children resolve against the container's inner size instead of
    /// its padding box (`absolute-percent-against-inner-size`).
    public static let absolutePercentAgainstInnerSize = FlexErrata(rawValue: 4)
    /// No automatic minimum size for flex items: `min-width/height: auto` counts as 0
    /// (`min-size-undefined-instead-of-auto`). Yoga's default configuration has this one.
    public static let minSizeUndefinedInsteadOfAuto = FlexErrata(rawValue: 8)

    /// No errata: CSS behaviour everywhere Yoga implements it.
    public static let none: FlexErrata = []
    /// Every erratum (Yoga's `YGErrataAll`).
    public static let all = FlexErrata(rawValue: 0x7FFF_FFFF)
    /// Every erratum but `stretchFlexBasis` (Yoga's `YGErrataClassic`).
    public static let classic = FlexErrata(rawValue: 0x7FFF_FFFE)

    /// The name Yoga's test fixtures use for one erratum (`"stretch-flex-basis"`, …), or `nil`.
    public init?(name: String) {
        switch name {
        case "none": self = .none
        case "stretch-flex-basis": self = .stretchFlexBasis
        case "absolute-position-without-insets-excludes-padding":
            self = .absolutePositionWithoutInsetsExcludesPadding
        case "absolute-percent-against-inner-size": self = .absolutePercentAgainstInnerSize
        case "min-size-undefined-instead-of-auto": self = .minSizeUndefinedInsteadOfAuto
        case "all": self = .all
        case "classic": self = .classic
        default: return nil
        }
    }
}
