import Foundation

/// A desktop setting Morph could not use, with the place it came from and the value it had.
///
/// Reading the desktop never fails as a whole: a setting that cannot be read or understood keeps
/// the default of its trait, and the problem is listed in ``DesktopSettings/problems`` (a window
/// reports each to its root's error handler).
public enum DesktopSettingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A value Morph does not know, e.g. a portal `color-scheme` of 7 or `MORPH_APPEARANCE=purple`.
    ///
    /// - Parameters:
    ///   - setting: where it came from (`org.freedesktop.appearance color-scheme`,
    ///     `MORPH_APPEARANCE`).
    ///   - value: the value, as text.
    ///   - expected: what Morph accepts.
    case unknownValue(setting: String, value: String, expected: String)
    /// A text scaling factor that is not a positive number (0, negative, NaN, infinite).
    /// Positive factors outside the text scales Morph has are clamped, not refused.
    case invalidTextScale(setting: String, value: Double)
    /// The session bus or the portal answered with an error other than "not there".
    case portal(String)

    /// A sentence naming the setting, its value and what was expected.
    public var description: String {
        switch self {
        case let .unknownValue(setting, value, expected):
            return "desktop setting \(setting) has the unknown value \"\(value)\" (expected \(expected)); its default is used"
        case let .invalidTextScale(setting, value):
            return "desktop setting \(setting) is \(value), not a positive text scaling factor; text stays at its default size"
        case let .portal(message):
            return "the desktop's settings portal could not be read: \(message)"
        }
    }
}
