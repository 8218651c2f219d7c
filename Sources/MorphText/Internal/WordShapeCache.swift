import Foundation
import MorphLayout

/// The words a font shaped, per script: the cache browsers keep (Blink's `ShapeCache`) so that text
/// made of common words is shaped once. Each ``HarfBuzzFont`` has one.
///
/// Only used for left-to-right runs of faces where a word shapes the same alone as between spaces
/// (see ``HarfBuzzFace/isWordCacheable(script:)``); the shaping conformance suite checks that
/// words shaped through the cache agree with HarfBuzz shaping the whole string.
///
/// An open-addressing hash table keyed by the word's UTF-8 bytes (FNV-1a), the font and the
/// script, so a lookup needs no `String` and no allocation. It holds at most ``capacity`` words:
/// inserting one more empties it (a working set larger than the capacity is shaped again, never
/// kept without bound).
///
/// - Complexity: O(length of the word) per lookup and insertion, expected.
struct WordShapeCache: Sendable {
    /// A word's glyphs (clusters relative to the word's start) and their total advance.
    struct Entry: Sendable {
        let font: Int
        let script: UInt32
        let hash: UInt64
        let word: [UInt8]
        let glyphs: [ShapedGlyph]
        let advance: Int
    }

    let capacity: Int
    private var entries: [Entry] = []
    /// Indices into `entries` plus one; 0 is an empty slot. Always at least twice `capacity`.
    private var slots: [Int32]
    private let mask: Int

    init(capacity: Int) {
        self.capacity = capacity
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: 0, count: capacity > 0 ? size : 0)
        mask = size - 1
    }

    var count: Int { entries.count }

    /// The FNV-1a hash of a word in a font and script.
    static func hash(_ word: UnsafeBufferPointer<UInt8>, font: Int, script: UInt32) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(truncatingIfNeeded: font) &* 0x100_0000_01B3 ^ UInt64(script)
        for byte in word {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return hash
    }

    /// The index of `word`'s entry, if cached.
    func index(of word: UnsafeBufferPointer<UInt8>, font: Int, script: UInt32, hash: UInt64) -> Int? {
        guard capacity > 0 else { return nil }
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            let isMatch = entries.withUnsafeBufferPointer { entries in
                let entry = entries[stored - 1]
                // Words are never empty, so both base addresses exist.
                return entry.hash == hash && entry.font == font && entry.script == script && entry.word.count == word.count
                    && entry.word.withUnsafeBufferPointer { memcmp($0.baseAddress!, word.baseAddress!, word.count) == 0 }
            }
            if isMatch { return stored - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Appends the glyphs of entry `index` to `glyphs`, clusters moved by `offset`; returns the
    /// word's advance.
    func appendGlyphs(of index: Int, offset: Int32, to glyphs: inout [ShapedGlyph]) -> Int {
        entries.withUnsafeBufferPointer { entries in
            let start = glyphs.count
            glyphs.append(contentsOf: entries[index].glyphs)
            glyphs.withUnsafeMutableBufferPointer { buffer in
                for position in start..<buffer.count { buffer[position].cluster += offset }
            }
            return entries[index].advance
        }
    }

    /// Stores a word's shaping (a word already cached is replaced by the same value, harmlessly).
    ///
    /// When the cache is full it starts again empty, and returns the words it held, for the
    /// caller to release after leaving its lock (4,096 words' glyph arrays).
    mutating func insert(_ entry: Entry) -> [Entry] {
        guard capacity > 0 else { return [] }
        var discarded: [Entry] = []
        if entries.count >= capacity {
            swap(&discarded, &entries)
            entries.reserveCapacity(capacity)
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        }
        var slot = Int(truncatingIfNeeded: entry.hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        entries.append(entry)
        slots[slot] = Int32(entries.count)
        return discarded
    }
}
