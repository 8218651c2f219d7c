import Foundation

/// A set of item identities that answers "maybe" or "no" without hashing: one bit per identity
/// modulo 4,096. A pass over every item of a list that looks for a few dozen live cells tests each
/// identity here first and looks it up in the dictionary only on a "maybe".
struct ListIDFilter {
    private var bits = [UInt64](repeating: 0, count: 64)

    /// A filter holding `ids`.
    init(_ ids: some Sequence<UInt64>) {
        for id in ids { insert(id) }
    }

    mutating func insert(_ id: UInt64) {
        let bit = Int(id & 4095)
        bits[bit >> 6] |= 1 << UInt64(bit & 63)
    }

    /// False when `id` was certainly not inserted.
    func mayContain(_ id: UInt64) -> Bool {
        let bit = Int(id & 4095)
        return bits[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }
}
