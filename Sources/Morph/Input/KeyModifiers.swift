import Foundation

/// The modifier keys held during an input event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Modifiers from raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt (Option).
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// The platform's command key (Super/Windows on Linux, Command on macOS).
    public static let command = KeyModifiers(rawValue: 1 << 3)
}
