/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`, the desktop's colour scheme).
///
/// ``DynamicColor`` resolves to its light or dark colour by it; a window takes it from the
/// desktop's preference (see <doc:TheEnvironment>).
public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable, Codable {
    /// Dark content on light backgrounds: the default.
    case light
    /// Light content on dark backgrounds.
    case dark
}
