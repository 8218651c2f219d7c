import Foundation

/// Settings that apply to a whole ``FlexTree``: Yoga's `YGConfig`.
///
/// Changing a tree's configuration invalidates every cached layout of that tree.
public struct FlexConfig: Hashable, Sendable {
    /// CSS defaults instead of Yoga's: `flexShrink` defaults to 1 and `flex: N` keeps an `auto`
    /// flex basis. (New styles should start from ``FlexStyle/webDefaults`` too.)
    public var useWebDefaults: Bool
    /// Pixels per point for rounding the final layout to the pixel grid (Yoga's
    /// `pointScaleFactor`, named `screenScale` as everywhere else in Morph); 0 turns rounding off.
    /// A negative or non-finite value is clamped to 0.
    public var screenScale: CGFloat {
        get { CGFloat(storedPointScaleFactor) }
        set {
            let value = Float(newValue)
            storedPointScaleFactor = (value.isFinite && value > 0) ? value : 0
        }
    }
    /// Compatibility deviations from CSS. Default: ``FlexErrata/minSizeUndefinedInsteadOfAuto``,
    /// as Yoga's default configuration.
    public var errata: FlexErrata
    /// Enabled experimental features. Default: none.
    public var experimentalFeatures: Set<FlexExperimentalFeature>

    var storedPointScaleFactor: Float = 1

    /// Yoga's default configuration: Yoga defaults, a scale of 1 pixel per point, and the
    /// `minSizeUndefinedInsteadOfAuto` erratum.
    public init(
        useWebDefaults: Bool = false,
        screenScale: CGFloat = 1,
        errata: FlexErrata = .minSizeUndefinedInsteadOfAuto,
        experimentalFeatures: Set<FlexExperimentalFeature> = []
    ) {
        self.useWebDefaults = useWebDefaults
        self.errata = errata
        self.experimentalFeatures = experimentalFeatures
        self.screenScale = screenScale
    }
}
