/// Whether a person asked for more contrast (UIKit's `UIAccessibilityContrast`, the desktop's
/// high-contrast setting).
///
/// ``DynamicColor`` resolves to its high-contrast colours when it is ``high``.
public enum AccessibilityContrast: String, Hashable, Sendable, CaseIterable, Codable {
    /// The usual contrast: the default.
    case normal
    /// Increased contrast.
    case high
}
