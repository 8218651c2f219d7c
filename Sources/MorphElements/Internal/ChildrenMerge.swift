import Foundation

/// The list operations of Katana's 4-step animation (`AnimationUtils`), in linear time.
enum ChildrenMerge {
    /// `primary` with the children of `secondary` it lacks inserted where they fit best
    /// (Katana's `mergedDescriptions(_:with:)`): the order of `primary` is kept, and each missing
    /// child goes right after the primary child with the highest primary position among the
    /// shared children that precede it in `secondary` (at the front if none does), after the
    /// children inserted there before it. Shared children keep their `primary` description; a
    /// shared container's children are merged the same way with its `secondary` counterpart's.
    ///
    /// Katana inserts into an array, O(n·m); here each child is placed once.
    ///
    /// - Parameter inserted: increased by the number of children inserted, at every depth.
    /// - Complexity: O(n + m) over all depths.
    static func merged(_ primary: [ChildDescription], with secondary: [ChildDescription], inserted: inout Int) -> [ChildDescription] {
        let primaryIdentities = ChildIdentity.identities(of: primary)
        let secondaryIdentities = ChildIdentity.identities(of: secondary)
        let primaryIndex = ChildIdentity.index(of: primaryIdentities)
        let secondaryIndex = ChildIdentity.index(of: secondaryIdentities)

        // Missing secondary children with the primary position they follow (-1: the front), in
        // secondary order; the positions never decrease.
        var insertions: [(after: Int, secondaryPosition: Int)] = []
        var highestPrimaryPosition = -1
        for (position, identity) in secondaryIdentities.enumerated() {
            if let primaryPosition = primaryIndex[identity] {
                highestPrimaryPosition = max(highestPrimaryPosition, primaryPosition)
            } else {
                insertions.append((highestPrimaryPosition, position))
            }
        }
        inserted += insertions.count

        var result: [ChildDescription] = []
        result.reserveCapacity(primary.count + insertions.count)
        var next = 0
        func insert(after position: Int) {
            while next < insertions.count, insertions[next].after == position {
                result.append(secondary[insertions[next].secondaryPosition])
                next += 1
            }
        }
        insert(after: -1)
        for position in primary.indices {
            var child = primary[position]
            if let children = child.children,
               let counterpart = secondaryIndex[primaryIdentities[position]],
               let counterpartChildren = secondary[counterpart].children {
                child.children = merged(children, with: counterpartChildren, inserted: &inserted)
            }
            result.append(child)
            insert(after: position)
        }
        return result
    }

    /// Which transformers a step applies.
    enum Phase {
        /// Step 1: entering children take their entry transformers.
        case entry
        /// Step 2: leaving children take their leave transformers.
        case leave
    }

    /// `children` with the transformers of `phase` applied to each child that `target` lacks
    /// (Katana's `updatedDescriptions(for:using:targetChildren:step:)`), looked up in
    /// `animations` by the child's key.
    ///
    /// A child present in `target` that is a container has its children compared with its
    /// counterpart's in `target` — Katana compares them with the container's own children, so
    /// nested children were never transformed. A child that is itself transformed keeps its
    /// children as they are: they move with it.
    ///
    /// - Complexity: O(n) over all depths, plus the transformers.
    static func transformingMissing(
        _ children: [ChildDescription],
        target: [ChildDescription],
        animations: AnyChildrenAnimations,
        phase: Phase
    ) -> [ChildDescription] {
        let identities = ChildIdentity.identities(of: children)
        let targetIndex = ChildIdentity.index(of: ChildIdentity.identities(of: target))
        var result = children
        for position in result.indices {
            if let targetPosition = targetIndex[identities[position]] {
                if let nested = result[position].children, let targetNested = target[targetPosition].children {
                    result[position].children = transformingMissing(nested, target: targetNested, animations: animations, phase: phase)
                }
            } else {
                let animation = animations[result[position]]
                let transformers = phase == .entry ? animation.entryTransformers : animation.leaveTransformers
                result[position] = transformers.apply(to: result[position])
            }
        }
        return result
    }
}
