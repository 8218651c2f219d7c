import Foundation

/// The families, font sets, faces and sized fonts a ``FontLibrary`` has resolved; only reachable
/// through the library's lock.
struct FontRegistry: Sendable {
    /// Whether each family asked for is installed.
    var knownFamilies: [String: Bool] = [:]
    var fontSets: [FontSetKey: FontSet] = [:]
    /// The faces of the `emoji` family, sorted once.
    var emojiCandidates: [FaceCandidate]?
    /// Opened faces by file and index, shared by every font set and size.
    var faces: [FaceFileKey: HarfBuzzFace] = [:]
    /// The fonts resolved most recently, newest last (at most ``recentCapacity``), found by
    /// comparing fonts rather than hashing them.
    var recent: [(font: Font, set: FontSet, primary: HarfBuzzFont)] = []
    static let recentCapacity = 8

    /// The font set for `key`, sorting the configuration's fonts on first use.
    mutating func fontSet(for key: FontSetKey, in configuration: FontconfigConfiguration) throws(TextError) -> FontSet {
        if let known = fontSets[key] { return known }
        let family = FontFamily(key.family)
        let isKnown: Bool
        if let cached = knownFamilies[key.family] {
            isKnown = cached
        } else {
            isKnown = family.isGeneric || configuration.hasFamily(key.family)
            knownFamilies[key.family] = isKnown
        }
        let candidates = isKnown ? configuration.sortedCandidates(family: key.family, weight: key.weight, isItalic: key.isItalic) : []
        guard !candidates.isEmpty else {
            throw .fontNotFound(family: key.family, weight: key.weight, isItalic: key.isItalic)
        }
        if emojiCandidates == nil {
            // The colour faces fontconfig ranks for the generic `emoji` family (Noto Color Emoji).
            emojiCandidates = Array(configuration.sortedCandidates(family: "emoji", weight: .regular, isItalic: false)
                .filter(\.isColor).prefix(2))
        }
        let set = FontSet(candidates: candidates, emojiCandidates: emojiCandidates ?? [])
        fontSets[key] = set
        return set
    }

    /// The face of `key`, opened on first use.
    mutating func face(for key: FaceFileKey) throws(TextError) -> HarfBuzzFace {
        if let face = faces[key] { return face }
        let face = try HarfBuzzFace(key: key)
        faces[key] = face
        return face
    }

}

/// What a font set depends on: family, weight and slant (not the size).
struct FontSetKey: Hashable, Sendable {
    var family: String
    var weight: FontWeight
    var isItalic: Bool
}

