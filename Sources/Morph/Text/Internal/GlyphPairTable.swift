import Foundation

/// A map from glyph pairs to kerning values: open addressing with linear probing and a
/// multiplicative hash, several times faster than `Dictionary`'s seeded SipHash for this hot
/// lookup (one per character measured).
///
/// - Complexity: O(1) expected per lookup and insertion; it grows at half load and is emptied
///   when it exceeds ``maximumCount`` pairs, so its memory stays bounded.
struct GlyphPairTable: Sendable {
    /// The most pairs kept; one more empties the table.
    static let maximumCount = 1 << 16

    /// Keys with the top bit set (glyph indices are 32-bit, so a pair never sets it); 0 = empty.
    private var keys: [UInt64]
    private var values: [CGFloat]
    private var shift: UInt64
    private(set) var count = 0

    init() {
        keys = [UInt64](repeating: 0, count: 64)
        values = [CGFloat](repeating: 0, count: 64)
        shift = 64 - 6
    }

    private static func key(_ left: UInt32, _ right: UInt32) -> UInt64 {
        1 << 63 | UInt64(left) << 32 | UInt64(right)
    }

    private func slot(for key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The value stored for the pair, if any.
    func value(_ left: UInt32, _ right: UInt32) -> CGFloat? {
        let key = Self.key(left, right)
        let mask = keys.count - 1
        var index = slot(for: key)
        while true {
            let stored = keys[index]
            if stored == key { return values[index] }
            if stored == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Stores a value for a pair not in the table yet.
    mutating func insert(_ value: CGFloat, _ left: UInt32, _ right: UInt32) {
        if count >= Self.maximumCount {
            self = GlyphPairTable()
        } else if (count + 1) * 2 > keys.count {
            grow()
        }
        place(Self.key(left, right), value)
        count += 1
    }

    private mutating func place(_ key: UInt64, _ value: CGFloat) {
        let mask = keys.count - 1
        var index = slot(for: key)
        while keys[index] != 0 && keys[index] != key {
            index = (index + 1) & mask
        }
        keys[index] = key
        values[index] = value
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        values = [CGFloat](repeating: 0, count: oldKeys.count * 2)
        shift -= 1
        for index in oldKeys.indices where oldKeys[index] != 0 {
            place(oldKeys[index], oldValues[index])
        }
    }
}
