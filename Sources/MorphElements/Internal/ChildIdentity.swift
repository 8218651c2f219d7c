import Foundation

/// A child among its siblings for the 4-step animation: its replace key and its 1-based
/// occurrence among the siblings with that replace key.
///
/// Katana compares lists by replace key alone, so of two unkeyed children of the same kind only
/// one takes part in merges and transformations; counting occurrences pairs the k-th with the
/// k-th, as node matching does (first come, first served). With unique keys both agree.
struct ChildIdentity: Hashable {
    let replaceKey: ReplaceKey
    let occurrence: Int

    /// The identities of `children`, in order.
    ///
    /// - Complexity: O(n).
    static func identities(of children: [ChildDescription]) -> [ChildIdentity] {
        var counts: [ReplaceKey: Int] = [:]
        counts.reserveCapacity(children.count)
        return children.map { child in
            let key = child.replaceKey
            let occurrence = counts[key, default: 0] + 1
            counts[key] = occurrence
            return ChildIdentity(replaceKey: key, occurrence: occurrence)
        }
    }

    /// Position by identity.
    static func index(of identities: [ChildIdentity]) -> [ChildIdentity: Int] {
        var index: [ChildIdentity: Int] = [:]
        index.reserveCapacity(identities.count)
        for (position, identity) in identities.enumerated() {
            index[identity] = position
        }
        return index
    }
}
