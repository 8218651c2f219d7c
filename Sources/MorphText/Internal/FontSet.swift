import Foundation
@_spi(MorphInternals) import MorphLayout
import Synchronization

/// The faces fontconfig ranks for one family, weight and slant, and which of them draws each
/// character: the font fallback Pango does, on the same ranking.
///
/// A grapheme cluster is drawn by the first face (best ranked) that covers every one of its
/// visible scalars; when none covers them all, by the first face that covers its first scalar;
/// when none covers even that, by the primary face (which draws `.notdef`). Clusters that should
/// look like emoji (an emoji-presentation character, VS16, a ZWJ sequence, a skin-tone modifier
/// or a keycap) try the `emoji` family's faces first. Choices are cached per scalar. A face that
/// HarfBuzz turns out not to read (a Type 1 font fontconfig ranks) is skipped from then on
/// (``skipUnreadable(_:isEmoji:)``).
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
    /// The candidates HarfBuzz cannot read, by index (emoji candidates as −1 − index).
    private let unreadable = Locked<Set<Int>>([])
    /// Whether ``unreadable`` has any, so that the usual choice reads no lock for it.
    private let hasUnreadable = Atomic(false)
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
        let index = Int(asciiChoices[Int(byte & 0x7F)])
        guard index != 0, hasUnreadable.load(ordering: .acquiring) else { return index }
        let skipped = skippedCandidates()
        guard skipped.contains(index) else { return index }
        return candidates.indices.first { !skipped.contains($0) && candidates[$0].covers(UInt32(byte)) } ?? 0
    }

    /// Skips candidate `index` (of ``emojiCandidates`` when `isEmoji`) in every later choice:
    /// HarfBuzz cannot read its face. The primary face (candidate 0) is never skipped.
    func skipUnreadable(_ index: Int, isEmoji: Bool) {
        guard isEmoji || index != 0 else { return }
        unreadable.withLock { _ = $0.insert(isEmoji ? -1 - index : index) }
        hasUnreadable.store(true, ordering: .releasing)
    }

    /// The candidates skipped (see ``skipUnreadable(_:isEmoji:)``); empty without a lock when none is.
    private func skippedCandidates() -> Set<Int> {
        hasUnreadable.load(ordering: .acquiring) ? unreadable.withLock { $0 } : []
    }

    /// The face that draws `cluster` (its scalars, in order): an index into ``candidates``, or
    /// into ``emojiCandidates`` when `isEmoji` is returned.
    func choice(for cluster: some Sequence<Unicode.Scalar>) -> (index: Int, isEmoji: Bool) {
        var scalars = cluster.makeIterator()
        guard let first = scalars.next() else { return (0, false) }
        // The distinct visible scalars: a cluster of 100,000 copies of one mark checks one.
        var visible: Set<UInt32> = []
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
                if !Self.isInvisible(scalar) { visible.insert(scalar.value) }
            }
        }
        let skipped = skippedCandidates()
        if first.properties.isEmoji && wantsEmoji && !wantsText,
           let emoji = emojiCandidates.indices.first(where: { !skipped.contains(-1 - $0) && emojiCandidates[$0].covers(first.value) }) {
            return (emoji, true)
        }
        if isSingle || visible.isEmpty {
            return (choice(forScalar: first), false)
        }
        visible.insert(first.value)
        if let index = candidates.indices.first(where: { !skipped.contains($0) && visible.allSatisfy(candidates[$0].covers) }) {
            return (index, false)
        }
        return (choice(forScalar: first), false)
    }

    /// The first candidate covering `scalar` (0 when none does), cached.
    func choice(forScalar scalar: Unicode.Scalar) -> Int {
        if scalar.isASCII { return candidateIndex(ascii: UInt8(scalar.value)) }
        if Self.isInvisible(scalar) { return 0 }
        let value = scalar.value
        let skipped = skippedCandidates()
        if let known = choices.withLock({ $0[value] }), !skipped.contains(known) { return known }
        let index = candidates.indices.first { !skipped.contains($0) && candidates[$0].covers(value) } ?? 0
        choices.withLock { $0[value] = index }
        return index
    }

    /// Scalars that never decide a face: controls and default-ignorable code points (joiners,
    /// variation selectors, bidi controls, soft hyphen), which HarfBuzz draws as nothing.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.properties.isDefaultIgnorableCodePoint
    }
}
