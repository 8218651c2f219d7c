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

    /// The page's title text.
    public var title: String {
        switch self {
        case .pokemon: "Hi Trainer!\nThis is a Pokémon!"
        case .cute: "Aren't they cute?"
        case .pokeball: "You can capture Pokémons using a Pokéball!\nAim, launch and capture"
        case .gotcha: "All clear?\nThere is a world out there\nYour journey stars now!\nCatch'em All"
        }
    }

    /// The button's title: "Restart" on the last page, else "Next".
    public var buttonTitle: String { self == .gotcha ? "Restart" : "Next" }

    /// The name of the page's picture (the example's image assets: charmander, eevee, pokeball,
    /// gotcha).
    public var imageName: String {
        switch self {
        case .pokemon: "charmander"
        case .cute: "eevee"
        case .pokeball: "pokeball"
        case .gotcha: "gotcha"
        }
    }

    /// The colour that stands for the picture (Morph draws no bitmaps in its renderings).
    public var imageColor: Color {
        switch self {
        case .pokemon: Color(red: 0.85, green: 0.33, blue: 0.12)
        case .cute: Color(red: 0.55, green: 0.36, blue: 0.2)
        case .pokeball: Color(red: 0.86, green: 0.1, blue: 0.12)
        case .gotcha: Color(red: 0.98, green: 0.85, blue: 0.2)
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
