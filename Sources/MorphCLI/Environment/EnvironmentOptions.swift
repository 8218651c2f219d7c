import ArgumentParser
import Foundation
import Morph

/// The environment options of `morph render` and `morph play`: the trait collection the example
/// is shown in.
struct EnvironmentOptions: ParsableArguments {
    @Option(help: "The appearance: light or dark (light by default; `morph play` follows the desktop's colour scheme unless given).")
    var appearance: String?

    @Option(name: .customLong("layout-direction"), help: "The layout direction: ltr or rtl (ltr by default; `morph play` follows the locale unless given).")
    var layoutDirection: String?

    // Parsed unconditionally, so `--text-scale -1` reaches validate() and gets its message.
    @Option(name: .customLong("text-scale"), parsing: .unconditional, help: "The text size as a scale of body text's 17 points, from 0.82 to 3.12 (UIKit's extra small to the largest accessibility size; 1 by default, `morph play` follows the desktop's text scaling factor unless given).")
    var textScale: Double?

    func validate() throws {
        if let appearance, Self.style(appearance) == nil {
            throw ValidationError("--appearance must be light or dark (got \"\(appearance)\")")
        }
        if let layoutDirection, Self.direction(layoutDirection) == nil {
            throw ValidationError("--layout-direction must be ltr or rtl (got \"\(layoutDirection)\")")
        }
        if let textScale {
            do {
                _ = try ContentSizeCategory(validatingTextScale: textScale)
            } catch {
                throw ValidationError("--text-scale: \(error.description)")
            }
        }
    }

    /// Whether any option was given.
    var isEmpty: Bool {
        appearance == nil && layoutDirection == nil && textScale == nil
    }

    /// The given options as overrides of the traits they name (after ``validate()``).
    var overrides: TraitOverrides {
        TraitOverrides(
            userInterfaceStyle: appearance.flatMap(Self.style),
            layoutDirection: layoutDirection.flatMap(Self.direction),
            preferredContentSizeCategory: textScale.flatMap { try? ContentSizeCategory(validatingTextScale: $0) }
        )
    }

    /// `base` with the given options applied (after ``validate()``).
    func applied(to base: TraitCollection) -> TraitCollection {
        base.applying(overrides)
    }

    /// The appearance named `text` (`light`, `dark`), or nil.
    static func style(_ text: String) -> UserInterfaceStyle? {
        UserInterfaceStyle(rawValue: text.lowercased())
    }

    /// The direction named `text` (`ltr`, `rtl`), or nil.
    static func direction(_ text: String) -> LayoutDirection? {
        switch text.lowercased() {
        case "ltr": .leftToRight
        case "rtl": .rightToLeft
        default: nil
        }
    }
}
