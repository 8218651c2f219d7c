import Foundation

/// The properties of a grapheme cluster that line breaking and alignment look at.
///
/// Morph breaks lines with a small subset of UAX #14 (Unicode line breaking): after a run of
/// breaking spaces, after a zero-width space, and after a hyphen or dash that joins two words
/// ("well-known" may break after the hyphen; "-5" may not). Non-breaking spaces (U+00A0, U+2007,
/// U+202F) never break.
enum CharacterClass {
    /// Whether `character` is a space at which lines may break; such spaces hang past the end of a
    /// line (they are not counted in its width and never start a wrapped line).
    static func isBreakingSpace(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else {
            return false
        }
        switch scalar.value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }

    /// Whether a line may break after `character` (a zero-width space).
    static func isZeroWidthSpace(_ character: Character) -> Bool {
        character.unicodeScalars.first?.value == 0x200B
    }

    /// Whether `character` is a hyphen or dash after which a word may wrap.
    static func isHyphen(_ character: Character) -> Bool {
        switch character.unicodeScalars.first?.value {
        case 0x2D, 0x2010, 0x2012, 0x2013, 0x2014:
            return character.unicodeScalars.count == 1
        default:
            return false
        }
    }

    /// Whether `character` is a letter or a digit (the sides a hyphen must join to be a break).
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// The writing direction of a paragraph given by its first strong character (UAX #9's rule
    /// P2, approximated by script blocks): right to left for Hebrew, Arabic, Syriac, Thaana, N'Ko
    /// and their presentation forms; `nil` for characters without a strong direction.
    static func strongDirectionIsRightToLeft(_ character: Character) -> Bool? {
        guard let scalar = character.unicodeScalars.first else { return nil }
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return true
        default:
            return character.isLetter ? false : nil
        }
    }
}
