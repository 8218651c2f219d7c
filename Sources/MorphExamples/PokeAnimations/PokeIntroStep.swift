import Foundation
import Morph

/// The four pages of the PokeAnimations intro, in order; the button moves to the next and the
/// last goes back to the first.
public enum PokeIntroStep: CaseIterable, Hashable, Sendable {
    /// "Hi Trainer! This is a Pokémon!" on charmander orange.
    case pokemon
    /// "Aren't they cute?" on eevee brown.
    case cute
    /// The Pokéball page, on a pale cyan.
    case pokeball
    /// The last page ("Catch'em All"), on a deep orange; its button reads "Restart".
    case gotcha

    /// The page the button leads to.
    public var next: PokeIntroStep {
        switch self {
        case .pokemon: .cute
        case .cute: .pokeball
        case .pokeball: .gotcha
        case .gotcha: .pokemon
        }
    }

    /// The background colour (the example's `UIColor` styles).
    public var backgroundColor: Color {
        switch self {
        case .pokemon: Color(red: 255 / 255, green: 168 / 255, blue: 72 / 255)
        case .cute: Color(red: 216 / 255, green: 168 / 255, blue: 120 / 255)
        case .pokeball: Color(red: 216 / 255, green: 240 / 255, blue: 240 / 255)
        case .gotcha: Color(red: 255 / 255, green: 144 / 255, blue: 24 / 255)
        }
    }

    /// The background colour in `traits`' appearance: the example's colours, or in dark mode a
    /// deep tone of each.
    public func backgroundColor(in traits: TraitCollection) -> Color {
        guard traits.userInterfaceStyle == .dark else { return backgroundColor }
        switch self {
        case .pokemon: return Color(red: 92 / 255, green: 44 / 255, blue: 8 / 255)
        case .cute: return Color(red: 74 / 255, green: 52 / 255, blue: 32 / 255)
        case .pokeball: return Color(red: 18 / 255, green: 52 / 255, blue: 60 / 255)
        case .gotcha: return Color(red: 100 / 255, green: 44 / 255, blue: 0 / 255)
        }
    }

    /// The title's ink in `traits`' appearance: ``inkColor``, or in dark mode a pale tone of the
    /// page's colour, as legible on the dark page and the dark button.
    public func inkColor(in traits: TraitCollection) -> Color {
        guard traits.userInterfaceStyle == .dark else { return inkColor }
        switch self {
        case .pokemon: return Color(red: 255 / 255, green: 214 / 255, blue: 170 / 255)
        case .cute: return Color(red: 240 / 255, green: 216 / 255, blue: 190 / 255)
        case .pokeball: return Color(red: 200 / 255, green: 240 / 255, blue: 245 / 255)
        case .gotcha: return Color(red: 255 / 255, green: 210 / 255, blue: 160 / 255)
        }
    }

    /// The button's fill: white, a dark grey in dark mode.
    public static let buttonColor = DynamicColor(light: .white, dark: Color(white: 0.14))

    /// The page's title text.
    public var title: String {
        switch self {
        case .pokemon: "Hi Trainer!\nThis is a Pokémon!"
        case .cute: "Aren't they cute?"
        case .pokeball: "You can capture Pokémons using a Pokéball!\nAim, launch and capture"
        case .gotcha: "All clear?\nThere is a world out there\nYour journey starts now!\nCatch'em All"
        }
    }

    /// The button's title: "Restart" on the last page, else "Next".
    public var buttonTitle: String { self == .gotcha ? "Restart" : "Next" }

    /// What the page's picture shows, for assistive technology.
    public var imageDescription: String {
        switch self {
        case .pokemon: "Charmander"
        case .cute: "Eevee"
        case .pokeball: "A Poké Ball"
        case .gotcha: "A caught Pokémon in its Poké Ball"
        }
    }

    /// The name of the page's picture (the example's image assets: charmander, eevee, pokeball,
    /// gotcha); Morph's pictures are drawn by `PokeArtwork` with nodes.
    public var imageName: String {
        switch self {
        case .pokemon: "charmander"
        case .cute: "eevee"
        case .pokeball: "pokeball"
        case .gotcha: "gotcha"
        }
    }

    /// The colour of the page's title and of the button's title: a dark tone of the page's
    /// background, at least 6:1 against it (WCAG AA asks 4.5:1 for body text). Contrast ratios,
    /// by WCAG 2's relative luminance: pokemon 7.29, cute 6.71, pokeball 10.15, gotcha 6.35;
    /// against the white button: 13.99, 14.4, 12.08, 14.41.
    public var inkColor: Color {
        switch self {
        case .pokemon: Color(red: 74 / 255, green: 32 / 255, blue: 8 / 255)
        case .cute: Color(red: 61 / 255, green: 36 / 255, blue: 16 / 255)
        case .pokeball: Color(red: 22 / 255, green: 58 / 255, blue: 74 / 255)
        case .gotcha: Color(red: 74 / 255, green: 28 / 255, blue: 0 / 255)
        }
    }

    /// The key of the page's image.
    public var imageKey: PokeIntro.Keys {
        switch self {
        case .pokemon: .pokemonImage
        case .cute: .cuteImage
        case .pokeball: .pokeballImage
        case .gotcha: .gotchaImage
        }
    }

    /// The key of the page's title.
    public var titleKey: PokeIntro.Keys {
        switch self {
        case .pokemon: .pokemonTitle
        case .cute: .cuteTitle
        case .pokeball: .pokeballTitle
        case .gotcha: .gotchaTitle
        }
    }
}
