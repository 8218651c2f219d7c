import Foundation
import Morph
import Testing
@testable import MorphWindow

@Suite("Desktop settings")
struct DesktopSettingsTests {
    @Test("the portal's colour scheme, contrast and motion become traits; 0 means no preference")
    func portalValues() {
        var readings = DesktopReadings()
        readings.portalColorScheme = 1
        readings.portalContrast = 1
        readings.portalReducedMotion = 1
        var settings = DesktopSettings(readings: readings, environment: [:])
        #expect(settings.userInterfaceStyle == .dark)
        #expect(settings.accessibilityContrast == .high)
        #expect(settings.prefersReducedMotion == true)
        #expect(settings.problems.isEmpty)
        readings.portalColorScheme = 2
        #expect(DesktopSettings(readings: readings, environment: [:]).userInterfaceStyle == .light)
        readings = DesktopReadings()
        readings.portalColorScheme = 0
        settings = DesktopSettings(readings: readings, environment: [:])
        #expect(settings.userInterfaceStyle == nil)
        #expect(settings.traitCollection.userInterfaceStyle == .light)
    }

    @Test("GNOME's settings fill in: its colour scheme, text scaling factor, animations and high contrast")
    func gnomeValues() throws {
        var readings = DesktopReadings()
        readings.gnomeColorScheme = "prefer-dark"
        readings.gnomeTextScalingFactor = 1.25
        readings.gnomeEnableAnimations = false
        readings.gnomeHighContrast = true
        let settings = DesktopSettings(readings: readings, environment: [:])
        #expect(settings.userInterfaceStyle == .dark)
        #expect(settings.preferredContentSizeCategory == (try ContentSizeCategory(textScale: 1.25)))
        #expect(settings.prefersReducedMotion == true)
        #expect(settings.accessibilityContrast == .high)
        let traits = settings.traitCollection
        #expect(traits.preferredContentSizeCategory.textScale == 1.25)
    }

    @Test("unknown desktop values keep their trait's default and are listed as typed errors")
    func unknownValues() {
        var readings = DesktopReadings()
        readings.portalColorScheme = 7
        readings.portalContrast = 3
        readings.gnomeColorScheme = "purple"
        readings.gnomeTextScalingFactor = .nan
        let settings = DesktopSettings(readings: readings, environment: [:])
        #expect(settings.userInterfaceStyle == nil)
        #expect(settings.preferredContentSizeCategory == nil)
        #expect(settings.problems.count == 4)
        #expect(settings.problems.contains(.unknownValue(
            setting: "org.freedesktop.appearance color-scheme", value: "7",
            expected: "0 (no preference), 1 (prefer dark) or 2 (prefer light)"
        )))
        #expect(settings.problems.contains { if case .invalidTextScale = $0 { true } else { false } })
        for factor in [0.0, -1, .infinity] {
            var bad = DesktopReadings()
            bad.gnomeTextScalingFactor = factor
            #expect(DesktopSettings(readings: bad, environment: [:]).problems.count == 1)
        }
        // A positive factor outside Morph's sizes is clamped, not refused.
        var large = DesktopReadings()
        large.gnomeTextScalingFactor = 100
        #expect(DesktopSettings(readings: large, environment: [:]).preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
    }

    @Test("environment variables override each setting; bad ones are typed errors")
    func environmentOverrides() {
        var readings = DesktopReadings()
        readings.portalColorScheme = 1
        readings.gnomeTextScalingFactor = 2
        let settings = DesktopSettings(readings: readings, environment: [
            "MORPH_APPEARANCE": "light", "MORPH_TEXT_SCALE": "1.5", "MORPH_LAYOUT_DIRECTION": "rtl",
            "MORPH_CONTRAST": "high", "MORPH_REDUCE_MOTION": "1", "LANG": "en_GB.UTF-8",
        ])
        #expect(settings.userInterfaceStyle == .light)
        #expect(settings.preferredContentSizeCategory?.textScale == 1.5)
        #expect(settings.layoutDirection == .rightToLeft)
        #expect(settings.accessibilityContrast == .high)
        #expect(settings.prefersReducedMotion == true)
        #expect(settings.problems.isEmpty)
        let bad = DesktopSettings(readings: DesktopReadings(), environment: [
            "MORPH_APPEARANCE": "purple", "MORPH_TEXT_SCALE": "0", "MORPH_LAYOUT_DIRECTION": "sideways",
            "MORPH_CONTRAST": "max", "MORPH_REDUCE_MOTION": "maybe",
        ])
        #expect(bad.problems.count == 5)
        #expect(bad.traitCollection == TraitCollection())
        let nan = DesktopSettings(readings: DesktopReadings(), environment: ["MORPH_TEXT_SCALE": "nan"])
        #expect(nan.problems.count == 1 && nan.preferredContentSizeCategory == nil)
    }

    @Test("the locale's direction: Arabic, Hebrew, Persian and Urdu read right to left")
    func localeDirection() {
        for locale in ["ar_EG.UTF-8", "he_IL", "fa_IR.UTF-8", "ur_PK", "iw_IL", "ckb_IQ.UTF-8", "yi"] {
            #expect(LocaleDirection.direction(in: ["LANG": locale]) == .rightToLeft, "\(locale)")
        }
        for locale in ["en_US.UTF-8", "C", "POSIX", "de_DE@euro", "ja_JP.UTF-8", ""] {
            #expect(LocaleDirection.direction(in: ["LANG": locale]) == .leftToRight, "\(locale)")
        }
        // LANGUAGE (a list), LC_ALL, LC_MESSAGES and LANG, first set first.
        #expect(LocaleDirection.direction(in: ["LANGUAGE": "he:en", "LANG": "en_US"]) == .rightToLeft)
        #expect(LocaleDirection.direction(in: ["LC_ALL": "en_US", "LANG": "ar_EG"]) == .leftToRight)
        #expect(LocaleDirection.direction(in: ["LC_MESSAGES": "ar_EG", "LANG": "en_US"]) == .rightToLeft)
        #expect(LocaleDirection.direction(in: [:]) == .leftToRight)
    }

    @Test("without a session bus, only the environment counts")
    func noBus() {
        let settings = DesktopSettings.read(environment: ["MORPH_APPEARANCE": "dark"], busAddress: .some(nil), readsGSettings: false)
        #expect(settings.userInterfaceStyle == .dark)
        #expect(settings.problems.isEmpty)
        // A bus that cannot be reached is a problem, not a failure.
        let unreachable = DesktopSettings.read(environment: [:], busAddress: "unix:path=/nonexistent/morph-bus", readsGSettings: false)
        #expect(unreachable.problems.count == 1)
        #expect(unreachable.traitCollection == TraitCollection())
    }
}
