import Foundation
import MorphLayout

/// The families, font sets, faces and sized fonts a ``FontStore`` has resolved; only reachable
/// through the store's lock, and only for lookups and insertions.
///
/// Everything slow — fontconfig's queries, reading a font file, creating a HarfBuzz font — happens
/// before the lock is taken (see ``FontLibrary/fontSet(for:)`` and
/// ``FontLibrary/harfBuzzFont(in:at:isEmoji:scale:)``). Two threads that miss the same entry
/// both build it; the first to insert wins, the other's copy is released after the lock.
///
/// Every cache is bounded, least recently used first out (``familyCapacity``,
/// ``fontSetCapacity``, ``faceCapacity``, ``sizedFontCapacity``), so a process that measures text
/// in ever new families, weights, slants and sizes (a font picker) keeps a bounded number of fonts.
/// An evicted font stays alive while a layout or a font set that uses it does.
struct FontRegistry: Sendable {
    /// Whether each family asked for is installed (unknown names too, so a missing family costs
    /// one fontconfig query, not one per measurement).
    var knownFamilies = LeastRecentlyUsedCache<String, Bool>()
    var fontSets = LeastRecentlyUsedCache<FontSetKey, FontSet>()
    /// The faces of the `emoji` family, sorted once.
    var emojiCandidates: [FaceCandidate]?
    /// Opened faces by file and index, shared by every font set and size.
    var faces = LeastRecentlyUsedCache<FaceFileKey, HarfBuzzFace>()
    /// The HarfBuzz fonts of every set, candidate and size.
    var sizedFonts = LeastRecentlyUsedCache<SizedFontKey, HarfBuzzFont>()
    /// The fonts resolved most recently, newest last (at most ``recentCapacity``), found by
    /// comparing fonts rather than hashing them.
    var recent: [RecentFont] = []

    static let recentCapacity = 8
    /// The most family names remembered as installed or not.
    static let familyCapacity = 1_024
    /// The most font sets (family, weight and slant) kept.
    static let fontSetCapacity = 64
    /// The most opened faces kept.
    static let faceCapacity = 64
    /// The most sized fonts kept, over all sets and sizes. Each keeps up to
    /// ``HarfBuzzFont/wordCacheCapacity`` shaped words (about 60 KB when full).
    static let sizedFontCapacity = 256

    /// A font resolved recently: its set and its primary face at its size.
    struct RecentFont: Sendable {
        var font: Font
        var set: FontSet
        var primary: HarfBuzzFont
    }

    /// What an insertion removed, for the caller to release after unlocking (a font set's
    /// candidates, a face's mapped file, a font's word cache).
    struct Evicted: Sendable {
        var fontSets: [FontSet] = []
        var faces: [HarfBuzzFace] = []
        var fonts: [HarfBuzzFont] = []
        var recent: [RecentFont] = []
    }

    /// Remembers whether `family` is installed.
    mutating func rememberFamily(_ family: String, isInstalled: Bool) {
        knownFamilies.insert(isInstalled, for: family)
        while knownFamilies.count > Self.familyCapacity { _ = knownFamilies.removeLeastRecentlyUsed() }
    }

    /// Keeps `set` unless a set for its key is kept already; returns the set kept.
    mutating func insert(_ set: FontSet, evicting evicted: inout Evicted) -> FontSet {
        fontSets.keepFirst(set, for: set.key, capacity: Self.fontSetCapacity, removing: &evicted.fontSets)
    }

    /// Keeps `face` unless a face of its file is kept already; returns the face kept.
    mutating func insert(_ face: HarfBuzzFace, evicting evicted: inout Evicted) -> HarfBuzzFace {
        faces.keepFirst(face, for: face.key, capacity: Self.faceCapacity, removing: &evicted.faces)
    }

    /// Keeps `font` under `key` unless a font is kept under it already; returns the font kept.
    mutating func insert(_ font: HarfBuzzFont, for key: SizedFontKey, evicting evicted: inout Evicted) -> HarfBuzzFont {
        sizedFonts.keepFirst(font, for: key, capacity: Self.sizedFontCapacity, removing: &evicted.fonts)
    }

    /// Remembers `entry` as the most recently resolved font.
    mutating func remember(_ entry: RecentFont, evicting evicted: inout Evicted) {
        if recent.count >= Self.recentCapacity { evicted.recent.append(recent.removeFirst()) }
        recent.append(entry)
    }
}

/// What a font set depends on: family, weight and slant (not the size).
struct FontSetKey: Hashable, Sendable {
    var family: String
    var weight: FontWeight
    var isItalic: Bool
}

/// What a sized font depends on: its font set, which candidate of it, and the size.
struct SizedFontKey: Hashable, Sendable {
    var set: FontSetKey
    var candidate: Int
    var isEmoji: Bool
    var scale: Int32
}
