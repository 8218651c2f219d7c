import Foundation
import Morph
import MorphAccessibility

/// The desktop's preferences that make a window's trait collection: its colour scheme, text
/// scaling factor, contrast and animation setting, and the locale's direction — each overridable
/// by an environment variable.
///
/// Where each comes from, first match wins:
///
/// | Trait | Environment variable | Desktop |
/// |---|---|---|
/// | appearance | `MORPH_APPEARANCE` = `light` / `dark` | the XDG settings portal's `org.freedesktop.appearance` `color-scheme` (1 prefer dark, 2 prefer light, 0 no preference); GNOME's `org.gnome.desktop.interface` `color-scheme` (`prefer-dark`, `prefer-light`, `default`) |
/// | text size | `MORPH_TEXT_SCALE` = a factor (1.5) | GNOME's `text-scaling-factor` (through the portal, else GSettings) |
/// | direction | `MORPH_LAYOUT_DIRECTION` = `ltr` / `rtl` | the locale: `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`; Arabic, Hebrew, Persian, Urdu… are right to left |
/// | contrast | `MORPH_CONTRAST` = `normal` / `high` | the portal's `contrast` (1 high); GNOME's `org.gnome.desktop.a11y.interface` `high-contrast` |
/// | reduced motion | `MORPH_REDUCE_MOTION` = `0` / `1` | the portal's `reduced-motion` (1 reduced); GNOME's `enable-animations` (false: reduced) |
///
/// The portal is asked over the session bus (D-Bus, through GIO's GDBus) with `ReadOne`, or `Read`
/// on portals older than version 2; a desktop without a portal falls back to GNOME's settings
/// through GSettings when their schemas are installed. Nothing is started for the read: a portal
/// that is not running counts as absent.
///
/// **Bad values.** A value Morph does not know — a `color-scheme` of 7, `MORPH_APPEARANCE=purple`,
/// a text scaling factor of 0, −1 or NaN — leaves its trait at the default and is listed in
/// ``problems`` as a ``DesktopSettingError``. A positive text scaling factor outside the sizes
/// Morph has (0.5, 100) is clamped to the nearest (`ContentSizeCategory.init(textScale:)`).
public struct DesktopSettings: Sendable, Hashable {
    /// The colour scheme asked for, or nil for no preference (light).
    public var userInterfaceStyle: UserInterfaceStyle?
    /// The text size asked for, or nil for the default.
    public var preferredContentSizeCategory: ContentSizeCategory?
    /// The locale's (or `MORPH_LAYOUT_DIRECTION`'s) direction.
    public var layoutDirection: LayoutDirection
    /// The contrast asked for, or nil for the default.
    public var accessibilityContrast: AccessibilityContrast?
    /// Whether less motion is asked for, or nil for no preference.
    public var prefersReducedMotion: Bool?
    /// The settings that could not be used.
    public var problems: [DesktopSettingError]

    /// Settings with no preference, left to right.
    public init(
        userInterfaceStyle: UserInterfaceStyle? = nil,
        preferredContentSizeCategory: ContentSizeCategory? = nil,
        layoutDirection: LayoutDirection = .leftToRight,
        accessibilityContrast: AccessibilityContrast? = nil,
        prefersReducedMotion: Bool? = nil,
        problems: [DesktopSettingError] = []
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.accessibilityContrast = accessibilityContrast
        self.prefersReducedMotion = prefersReducedMotion
        self.problems = problems
    }

    /// The settings as traits, over `base` (whose values stand where the desktop has no
    /// preference).
    public func traitCollection(over base: TraitCollection) -> TraitCollection {
        base.applying(TraitOverrides(
            userInterfaceStyle: userInterfaceStyle,
            layoutDirection: layoutDirection,
            preferredContentSizeCategory: preferredContentSizeCategory,
            accessibilityContrast: accessibilityContrast,
            prefersReducedMotion: prefersReducedMotion
        ))
    }

    /// The settings as traits over the default collection.
    public var traitCollection: TraitCollection {
        traitCollection(over: .default)
    }

    /// Reads the desktop's settings now: the environment variables of `environment`, the portal
    /// (or GSettings) on the session bus at `busAddress`, the locale of `environment`.
    ///
    /// - Parameters:
    ///   - environment: the process's environment by default.
    ///   - busAddress: the session bus; by default `DBUS_SESSION_BUS_ADDRESS` of `environment`
    ///     (or `$XDG_RUNTIME_DIR/bus`); nil skips the bus (and GSettings).
    ///   - readsGSettings: whether GNOME's settings are read through GSettings when the portal
    ///     does not answer; true by default.
    /// - Complexity: a few D-Bus calls on the calling thread, each bounded by a 500 ms timeout.
    public static func read(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        busAddress: String?? = .none,
        readsGSettings: Bool = true
    ) -> DesktopSettings {
        let address = busAddress ?? SessionBus.address(in: environment)
        var readings = DesktopReadings()
        var problems: [DesktopSettingError] = []
        if let address {
            do {
                readings = try SettingsPortal(address: address).read()
            } catch {
                problems.append(error)
            }
        }
        if readsGSettings, !readings.hasPortalAnswers {
            readings.merge(GNOMESettings.read())
        }
        var settings = DesktopSettings(readings: readings, environment: environment)
        settings.problems.insert(contentsOf: problems, at: 0)
        return settings
    }

    /// The settings for what the desktop answered and the environment says (no I/O).
    init(readings: DesktopReadings, environment: [String: String]) {
        self.init(layoutDirection: LocaleDirection.direction(in: environment))
        var problems: [DesktopSettingError] = []
        userInterfaceStyle = readings.userInterfaceStyle(problems: &problems)
        preferredContentSizeCategory = readings.contentSizeCategory(problems: &problems)
        accessibilityContrast = readings.accessibilityContrast(problems: &problems)
        prefersReducedMotion = readings.prefersReducedMotion(problems: &problems)
        applyEnvironmentOverrides(environment, problems: &problems)
        self.problems = problems
    }

    /// The `MORPH_*` variables over what the desktop said.
    private mutating func applyEnvironmentOverrides(_ environment: [String: String], problems: inout [DesktopSettingError]) {
        if let value = environment["MORPH_APPEARANCE"] {
            if let style = UserInterfaceStyle(rawValue: value.lowercased()) {
                userInterfaceStyle = style
            } else {
                problems.append(.unknownValue(setting: "MORPH_APPEARANCE", value: value, expected: "light or dark"))
            }
        }
        if let value = environment["MORPH_LAYOUT_DIRECTION"] {
            switch value.lowercased() {
            case "ltr": layoutDirection = .leftToRight
            case "rtl": layoutDirection = .rightToLeft
            default: problems.append(.unknownValue(setting: "MORPH_LAYOUT_DIRECTION", value: value, expected: "ltr or rtl"))
            }
        }
        if let value = environment["MORPH_TEXT_SCALE"] {
            if let scale = Double(value) {
                if let category = DesktopReadings.category(forTextScale: scale, setting: "MORPH_TEXT_SCALE", problems: &problems) {
                    preferredContentSizeCategory = category
                }
            } else {
                problems.append(.unknownValue(setting: "MORPH_TEXT_SCALE", value: value, expected: "a positive number such as 1.5"))
            }
        }
        if let value = environment["MORPH_CONTRAST"] {
            if let contrast = AccessibilityContrast(rawValue: value.lowercased()) {
                accessibilityContrast = contrast
            } else {
                problems.append(.unknownValue(setting: "MORPH_CONTRAST", value: value, expected: "normal or high"))
            }
        }
        if let value = environment["MORPH_REDUCE_MOTION"] {
            switch value.lowercased() {
            case "1", "true", "yes": prefersReducedMotion = true
            case "0", "false", "no": prefersReducedMotion = false
            default: problems.append(.unknownValue(setting: "MORPH_REDUCE_MOTION", value: value, expected: "1 or 0"))
            }
        }
    }
}
