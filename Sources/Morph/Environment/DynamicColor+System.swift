import Foundation

extension DynamicColor {
    /// A colour from 8-bit channels and an opacity.
    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> Color {
        Color(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    /// The background of a plain screen: white, black in dark mode (UIKit's `systemBackground`).
    public static let systemBackground = DynamicColor(light: .white, dark: .black)
    /// The background of grouped content: light grey, black in dark mode
    /// (`systemGroupedBackground`).
    public static let systemGroupedBackground = DynamicColor(light: rgb(242, 242, 247), dark: .black)
    /// A card or a grouped section on ``systemGroupedBackground``: white, dark grey in dark mode
    /// (`secondarySystemGroupedBackground`).
    public static let secondarySystemGroupedBackground = DynamicColor(light: .white, dark: rgb(28, 28, 30))
    /// A filled control's track or a lane: light grey, a lighter dark grey in dark mode
    /// (`systemGray5`).
    public static let systemGray5 = DynamicColor(light: rgb(229, 229, 234), dark: rgb(44, 44, 46))
    /// Text: near black, white in dark mode (`label`), black and white in high contrast.
    public static let label = DynamicColor(light: rgb(28, 28, 30), dark: .white, highContrastLight: .black, highContrastDark: .white)
    /// Secondary text (`secondaryLabel`): grey, a light grey in dark mode; darker and lighter in high
    /// contrast.
    public static let secondaryLabel = DynamicColor(
        light: rgb(108, 108, 114), dark: rgb(174, 174, 178),
        highContrastLight: rgb(64, 64, 68), highContrastDark: rgb(214, 214, 220)
    )
    /// A hairline between pieces of content (`separator`).
    public static let separator = DynamicColor(light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    /// The accent blue (`systemBlue`), brighter in dark mode.
    public static let systemBlue = DynamicColor(light: rgb(0, 122, 255), dark: rgb(10, 132, 255), highContrastLight: rgb(0, 64, 221), highContrastDark: rgb(64, 156, 255))
    /// Green (`systemGreen`), brighter in dark mode.
    public static let systemGreen = DynamicColor(light: rgb(52, 199, 89), dark: rgb(48, 209, 88), highContrastLight: rgb(36, 138, 61), highContrastDark: rgb(48, 219, 91))
    /// Red (`systemRed`), brighter in dark mode.
    public static let systemRed = DynamicColor(light: rgb(255, 59, 48), dark: rgb(255, 69, 58), highContrastLight: rgb(215, 0, 21), highContrastDark: rgb(255, 105, 97))
    /// Orange (`systemOrange`), brighter in dark mode.
    public static let systemOrange = DynamicColor(light: rgb(255, 149, 0), dark: rgb(255, 159, 10), highContrastLight: rgb(201, 52, 0), highContrastDark: rgb(255, 179, 64))
    /// Purple (`systemPurple`), brighter in dark mode.
    public static let systemPurple = DynamicColor(light: rgb(175, 82, 222), dark: rgb(191, 90, 242), highContrastLight: rgb(137, 68, 171), highContrastDark: rgb(218, 143, 255))
}
