import Foundation

/// The properties of a grapheme cluster that line breaking and alignment look at, computed once
/// per character while it is measured.
///
/// Morph breaks lines with a small subset of UAX #14 (Unicode line breaking): after a run of
/// breaking spaces, after a zero-width space, and after a hyphen or dash that joins two words
/// ("well-known" may break after the hyphen; "-5" may not). Non-breaking spaces (U+00A0, U+2007,
/// U+202F) never break.
struct CharacterFlags: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    /// A space at which lines may break; such spaces hang past the end of a line (they are not
    /// counted in its width and never start a wrapped line).
    static let breakingSpace = CharacterFlags(rawValue: 1 << 0)
    /// U+200B: a line may break after it.
    static let zeroWidthSpace = CharacterFlags(rawValue: 1 << 1)
    /// A hyphen or dash after which a word may wrap.
    static let hyphen = CharacterFlags(rawValue: 1 << 2)
    /// A letter.
    static let letter = CharacterFlags(rawValue: 1 << 3)
    /// A digit or other number.
    static let number = CharacterFlags(rawValue: 1 << 4)
    /// A strong right-to-left character (Hebrew, Arabic, Syriac, Thaana, N'Ko and their
    /// presentation forms): UAX #9's rule P2, approximated by script blocks.
    static let rightToLeft = CharacterFlags(rawValue: 1 << 5)

    /// A letter or a digit: the sides a hyphen must join to be a break.
    var isWordCharacter: Bool { !isDisjoint(with: [.letter, .number]) }

    /// A character with a strong direction (a letter); paragraphs take the direction of the first.
    var isStrong: Bool { contains(.letter) || contains(.rightToLeft) }

    /// The flags of `character`.
    init(_ character: Character) {
        if let ascii = character.asciiValue {
            self = Self.asciiTable[Int(ascii)]
        } else {
            self = Self.classify(character)
        }
    }

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The flags of the 128 ASCII characters, computed once.
    static let asciiTable: [CharacterFlags] = (0..<128).map { classify(Character(Unicode.Scalar(UInt8($0)))) }

    private static func classify(_ character: Character) -> CharacterFlags {
        var flags: CharacterFlags = []
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first else { return flags }
        let isSingle = scalars.count == 1
        switch scalar.value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000:
            if isSingle { flags.insert(.breakingSpace) }
        case 0x200B:
            flags.insert(.zeroWidthSpace)
        case 0x2D, 0x2010, 0x2012, 0x2013, 0x2014:
            if isSingle { flags.insert(.hyphen) }
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            flags.insert(.rightToLeft)
        default:
            break
        }
        if character.isLetter { flags.insert(.letter) }
        if character.isNumber { flags.insert(.number) }
        return flags
    }
}
