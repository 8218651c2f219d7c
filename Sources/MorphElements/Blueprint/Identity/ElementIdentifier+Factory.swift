import Foundation

extension ElementIdentifier {
    /// Makes the identifiers of one parent's children, in order: each (type, key) pair counts
    /// its own occurrences from 1.
    ///
    /// Requesting `A`, `A`, `A/'k'`, `B` gives `A.1`, `A.2`, `A.'k'.1`, `B.1`.
    public struct Factory: Sendable {
        private struct Pair: Hashable, Sendable {
            let elementType: ElementType
            let key: ElementKey?
        }

        private var nextCounts: [Pair: Int]

        /// A factory for a parent with about `elementCount` children (a capacity hint).
        public init(elementCount: Int = 0) {
            nextCounts = Dictionary(minimumCapacity: max(elementCount, 0))
        }

        /// The identifier of the next child of `elementType` with `key`.
        ///
        /// - Complexity: O(1) amortised.
        public mutating func nextIdentifier(for elementType: ElementType, key: ElementKey?) -> ElementIdentifier {
            let pair = Pair(elementType: elementType, key: key)
            let count = nextCounts[pair, default: 1]
            nextCounts[pair] = count + 1
            return ElementIdentifier(elementType: elementType, key: key, count: count)
        }

        /// The identifier of the next child of `type` with `key`.
        public mutating func nextIdentifier(for type: any Element.Type, key: ElementKey?) -> ElementIdentifier {
            nextIdentifier(for: ElementType(type), key: key)
        }
    }
}
