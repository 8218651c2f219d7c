import Foundation
@_spi(MorphInternals) import MorphLayout

/// The faces fontconfig ranks for one family, weight and slant, and which of them draws each
/// character: the font fallback Pango does, on the same ranking.
///
/// A grapheme cluster is drawn by the first face (best ranked) that covers every one of its
/// visible scalars; when none covers them all, by the first face that covers its first scalar;
/// when none covers even that, by the primary face (which draws `.notdef`). Clusters that should
/// look like emoji (an emoji-presentation character, VS16, a ZWJ sequence, a skin-tone modifier
/// or a keycap) try the `emoji` family's faces first. Choices are cached per scalar.
final class FontSet: Sendable {
    /// The family, weight and slant the set was sorted for.
    let key: FontSetKey
    /// The ranked faces, best first; never empty.
    let candidates: [FaceCandidate]
    /// The faces of fontconfig's `emoji` family (empty when the configuration has none).
    let emojiCandidates: [FaceCandidate]
    /// For each ASCII scalar, the index of the candidate that draws it.
    private let asciiChoices: [UInt8]
    /// Choices for other single scalars, by scalar.
    private let choices = Locked<[UInt32: Int]>([:])
    /// A set for `key` over `candidates` (not empty) with `emojiCandidates` for emoji clusters.
    ///
    /// - Complexity: O(candidates) character-set lookups for each ASCII character: build it
    ///   before taking a lock.
    init(key: FontSetKey, candidates: [FaceCandidate], emojiCandidates: [FaceCandidate]) {
        self.key = key
        self.candidates = candidates
        self.emojiCandidates = emojiCandidates
        asciiChoices = (0..<128).map { value in
            let index = candidates.firstIndex { $0.covers(UInt32(value)) } ?? 0
            return UInt8(clamping: index)
        }
    }

    /// The candidate for an ASCII byte. Indices beyond 255 are clamped (never seen in practice:
    /// ASCII is covered by one of the first faces).
    func candidateIndex(ascii byte: UInt8) -> Int {
        Int(asciiChoices[Int(byte & 0x7F)])
    }

    /// The face that draws `cluster` (its scalars, in order): an index into ``candidates``, or
    /// into ``emojiCandidates`` when `isEmoji` is returned.
    func choice(for cluster: some Sequence<Unicode.Scalar>) -> (index: Int, isEmoji: Bool) {
        var scalars = cluster.makeIterator()
        guard let first = scalars.next() else { return (0, false) }
        var visible: [UInt32] = []
        var isSingle = true
        var wantsEmoji = first.properties.isEmojiPresentation
        var wantsText = false
        while let scalar = scalars.next() {
            isSingle = false
            switch scalar.value {
            case 0xFE0F, 0x200D, 0x20E3: wantsEmoji = true
            case 0xFE0E: wantsText = true
            default:
                if scalar.properties.isEmojiModifier { wantsEmoji = true }
                if !Self.isInvisible(scalar) { visible.append(scalar.value) }
            }
        }
        if first.properties.isEmoji && wantsEmoji && !wantsText,
           let emoji = emojiCandidates.firstIndex(where: { $0.covers(first.value) }) {
            return (emoji, true)
        }
        if isSingle || visible.isEmpty {
            return (choice(forScalar: first), false)
        }
        let all = [first.value] + visible
        if let index = candidates.firstIndex(where: { candidate in all.allSatisfy(candidate.covers) }) {
            return (index, false)
        }
        return (choice(forScalar: first), false)
    }

    /// The first candidate covering `scalar` (0 when none does), cached.
    func choice(forScalar scalar: Unicode.Scalar) -> Int {
        if scalar.isASCII { return candidateIndex(ascii: UInt8(scalar.value)) }
        if Self.isInvisible(scalar) { return 0 }
        let value = scalar.value
        if let known = choices.withLock({ $0[value] }) { return known }
        let index = candidates.firstIndex { $0.covers(value) } ?? 0
        choices.withLock { $0[value] = index }
        return index
    }

    /// Scalars that never decide a face: controls and default-ignorable code points (joiners,
    /// variation selectors, bidi controls, soft hyphen), which HarfBuzz draws as nothing.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.properties.isDefaultIgnorableCodePoint
    }
}
