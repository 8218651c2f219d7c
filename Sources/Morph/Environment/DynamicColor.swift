import Foundation

/// A colour with a value for each appearance — light and dark, each optionally with a
/// high-contrast variant — that resolves by a ``TraitCollection`` (UIKit's dynamic `UIColor`, an
/// asset catalog's colour set, Compose's light and dark colour schemes).
///
/// ```swift
/// let background = DynamicColor(light: Color(white: 0.96), dark: Color(white: 0.11))
/// node.setDynamicColor(background, for: .backgroundColor)
/// ```
///
/// A node holding a dynamic colour (``DisplayNode/setDynamicColor(_:for:)``) resolves it again
/// whenever its ``TraitCollection/userInterfaceStyle`` or ``TraitCollection/accessibilityContrast``
/// changes, inside the ambient animation: a window switching to dark mode cross-fades every such
/// colour with the default transition. A declarative element resolves one with ``resolved(in:)``
/// in its node description.
public struct DynamicColor: Sendable, Hashable {
    /// The colour in the light appearance.
    public var light: Color
    /// The colour in the dark appearance.
    public var dark: Color
    /// The colour in the light appearance with increased contrast; ``light`` when nil.
    public var highContrastLight: Color?
    /// The colour in the dark appearance with increased contrast; ``dark`` when nil.
    public var highContrastDark: Color?

    /// A colour for each appearance.
    public init(light: Color, dark: Color, highContrastLight: Color? = nil, highContrastDark: Color? = nil) {
        self.light = light
        self.dark = dark
        self.highContrastLight = highContrastLight
        self.highContrastDark = highContrastDark
    }

    /// The same colour in every appearance.
    public init(_ color: Color) {
        self.init(light: color, dark: color)
    }

    /// The colour for `traits`' appearance and contrast.
    public func resolved(in traits: TraitCollection) -> Color {
        let isHighContrast = traits.accessibilityContrast == .high
        switch traits.userInterfaceStyle {
        case .light: return isHighContrast ? highContrastLight ?? light : light
        case .dark: return isHighContrast ? highContrastDark ?? dark : dark
        }
    }
}
