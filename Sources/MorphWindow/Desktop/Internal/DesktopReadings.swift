import Foundation
import Morph

/// What the desktop answered, raw: the portal's `org.freedesktop.appearance` values and GNOME's
/// settings (through the portal or GSettings). Nil where nothing answered.
struct DesktopReadings: Sendable, Hashable {
    /// `org.freedesktop.appearance` `color-scheme`: 0 no preference, 1 dark, 2 light.
    var portalColorScheme: UInt32?
    /// `org.freedesktop.appearance` `contrast`: 0 no preference, 1 high.
    var portalContrast: UInt32?
    /// `org.freedesktop.appearance` `reduced-motion`: 0 no preference, 1 reduced.
    var portalReducedMotion: UInt32?
    /// `org.gnome.desktop.interface` `color-scheme`: `default`, `prefer-dark`, `prefer-light`.
    var gnomeColorScheme: String?
    /// `org.gnome.desktop.interface` `text-scaling-factor`.
    var gnomeTextScalingFactor: Double?
    /// `org.gnome.desktop.interface` `enable-animations`.
    var gnomeEnableAnimations: Bool?
    /// `org.gnome.desktop.a11y.interface` `high-contrast`.
    var gnomeHighContrast: Bool?

    /// Whether the portal answered anything (so GSettings need not be asked).
    var hasPortalAnswers: Bool {
        self != DesktopReadings()
    }

    /// Fills what this reading lacks from `other`.
    mutating func merge(_ other: DesktopReadings) {
        portalColorScheme = portalColorScheme ?? other.portalColorScheme
        portalContrast = portalContrast ?? other.portalContrast
        portalReducedMotion = portalReducedMotion ?? other.portalReducedMotion
        gnomeColorScheme = gnomeColorScheme ?? other.gnomeColorScheme
        gnomeTextScalingFactor = gnomeTextScalingFactor ?? other.gnomeTextScalingFactor
        gnomeEnableAnimations = gnomeEnableAnimations ?? other.gnomeEnableAnimations
        gnomeHighContrast = gnomeHighContrast ?? other.gnomeHighContrast
    }

    /// The colour scheme: the portal's, else GNOME's; nil for no preference.
    func userInterfaceStyle(problems: inout [DesktopSettingError]) -> UserInterfaceStyle? {
        if let scheme = portalColorScheme {
            switch scheme {
            case 0: break
            case 1: return .dark
            case 2: return .light
            default:
                problems.append(.unknownValue(
                    setting: "org.freedesktop.appearance color-scheme", value: "\(scheme)",
                    expected: "0 (no preference), 1 (prefer dark) or 2 (prefer light)"
                ))
            }
        }
        if let scheme = gnomeColorScheme {
            switch scheme {
            case "default": return nil
            case "prefer-dark": return .dark
            case "prefer-light": return .light
            default:
                problems.append(.unknownValue(
                    setting: "org.gnome.desktop.interface color-scheme", value: scheme,
                    expected: "default, prefer-dark or prefer-light"
                ))
            }
        }
        return nil
    }

    /// The text size from GNOME's text scaling factor.
    func contentSizeCategory(problems: inout [DesktopSettingError]) -> ContentSizeCategory? {
        guard let factor = gnomeTextScalingFactor else { return nil }
        return Self.category(forTextScale: factor, setting: "org.gnome.desktop.interface text-scaling-factor", problems: &problems)
    }

    /// The contrast: the portal's, else GNOME's high-contrast switch.
    func accessibilityContrast(problems: inout [DesktopSettingError]) -> AccessibilityContrast? {
        if let contrast = portalContrast {
            switch contrast {
            case 0: break
            case 1: return .high
            default:
                problems.append(.unknownValue(
                    setting: "org.freedesktop.appearance contrast", value: "\(contrast)",
                    expected: "0 (no preference) or 1 (higher contrast)"
                ))
            }
        }
        return gnomeHighContrast.map { $0 ? .high : .normal }
    }

    /// Reduced motion: the portal's, else GNOME's animations switch.
    func prefersReducedMotion(problems: inout [DesktopSettingError]) -> Bool? {
        if let motion = portalReducedMotion {
            switch motion {
            case 0: break
            case 1: return true
            default:
                problems.append(.unknownValue(
                    setting: "org.freedesktop.appearance reduced-motion", value: "\(motion)",
                    expected: "0 (no preference) or 1 (reduced motion)"
                ))
            }
        }
        return gnomeEnableAnimations.map { !$0 }
    }

    /// The category of a text scaling factor: clamped when positive, a problem otherwise.
    static func category(forTextScale scale: Double, setting: String, problems: inout [DesktopSettingError]) -> ContentSizeCategory? {
        do {
            return try ContentSizeCategory(textScale: CGFloat(scale))
        } catch {
            problems.append(.invalidTextScale(setting: setting, value: scale))
            return nil
        }
    }
}
