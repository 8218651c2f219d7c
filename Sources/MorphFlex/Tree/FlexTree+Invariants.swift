/// The tree's structural invariants, as swift-collections keeps them
/// (`OrderedDictionary+Invariants.swift`): a list of what is broken, for tests, and a check that
/// traps on it, compiled in only under the `MORPH_FLEX_INTERNAL_CHECKS` condition.
///
/// Package.swift defines that condition for MorphFlex's debug builds, so every layout in the
/// debug test suite checks the tree before and after its pass; a release build carries none of
/// it. The layout engine reads the tree through the buffers these invariants describe (slot
/// indices and child ranges), so a violation here is what would send it past an end.
extension FlexTree {
    /// Whether ``checkInvariants()`` checks anything (debug builds of MorphFlex).
    static var checksInvariants: Bool {
        #if MORPH_FLEX_INTERNAL_CHECKS
        true
        #else
        false
        #endif
    }

    /// Traps with the first broken invariant, when built with `MORPH_FLEX_INTERNAL_CHECKS`.
    ///
    /// - Complexity: O(n) for n slots (and the child index), when checked; O(1) otherwise.
    func checkInvariants() {
        #if MORPH_FLEX_INTERNAL_CHECKS
        let violations = invariantViolations()
        precondition(violations.isEmpty, "FlexTree invariant broken: \(violations[0])")
        #endif
    }

    /// Every broken invariant, described; empty for a sound tree.
    ///
    /// - The per-slot arrays have one entry per slot (cache entries
    ///   `CachedMeasurement.entriesPerNode` per slot), and ``nodeCount`` counts the live slots.
    /// - The free slots are exactly the slots that are not live, each once; a free slot has no
    ///   parent, no children and no functions.
    /// - Parent and child links agree: each child of a live node is live, has that node as its
    ///   parent and appears once; each live node's parent is live and lists it.
    /// - A node has a measure function exactly when its flag says so, and then no children; the
    ///   same for the baseline function's flag.
    /// - Unless the child index is stale: each live node's raw children are its child list, its
    ///   layout children lie inside the index, and ``maximumDepth`` is the deepest path's length.
    ///
    /// - Complexity: O(n) for n slots and their children, however wide or deep the tree.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        let slotCount = records.count
        if childLists.count != slotCount || measureFunctions.count != slotCount || baselineFunctions.count != slotCount {
            violations.append("per-slot arrays of \(childLists.count), \(measureFunctions.count), \(baselineFunctions.count) entries for \(slotCount) slots")
            return violations
        }
        if cacheEntries.count != slotCount * CachedMeasurement.entriesPerNode {
            violations.append("\(cacheEntries.count) cache entries for \(slotCount) slots")
        }
        let liveCount = records.lazy.filter(\.isLive).count
        if liveCount != nodeCount {
            violations.append("nodeCount \(nodeCount) for \(liveCount) live slots")
        }
        var isFree = [Bool](repeating: false, count: slotCount)
        for slot in freeSlots.map(Int.init) {
            guard slot >= 0 && slot < slotCount else {
                violations.append("free slot \(slot) outside 0..<\(slotCount)")
                continue
            }
            if isFree[slot] { violations.append("free slot \(slot) listed twice") }
            isFree[slot] = true
        }
        // How often each slot is listed as a child, counted in one pass over the child lists so
        // that the check stays linear however wide a node is.
        var timesListed = [Int](repeating: 0, count: slotCount)
        for list in childLists {
            for child in list where child >= 0 && Int(child) < slotCount {
                timesListed[Int(child)] += 1
            }
        }
        for slot in 0..<slotCount {
            violations.append(contentsOf: slotViolations(slot, isFree: isFree[slot], timesListed: timesListed[slot]))
        }
        if !childIndexIsStale {
            violations.append(contentsOf: childIndexViolations())
        }
        return violations
    }

    /// The broken invariants of one slot, which `timesListed` child lists name.
    private func slotViolations(_ slot: Int, isFree: Bool, timesListed: Int) -> [String] {
        var violations: [String] = []
        let record = records[slot]
        guard record.isLive else {
            if !isFree { violations.append("slot \(slot) is neither live nor free") }
            if record.parent != -1 || !childLists[slot].isEmpty || measureFunctions[slot] != nil || baselineFunctions[slot] != nil {
                violations.append("free slot \(slot) keeps a parent, children or functions")
            }
            return violations
        }
        if isFree { violations.append("live slot \(slot) is listed as free") }
        let parent = Int(record.parent)
        if parent >= 0 {
            if parent >= records.count || !records[parent].isLive {
                violations.append("slot \(slot) has parent \(parent), which is not a live slot")
            } else if timesListed != 1 {
                violations.append("slot \(slot) is not listed once among its parent \(parent)'s children")
            }
        } else if parent != -1 {
            violations.append("slot \(slot) has parent \(parent)")
        } else if timesListed != 0 {
            violations.append("root slot \(slot) is listed as a child")
        }
        for child in childLists[slot].map(Int.init) {
            if child < 0 || child >= records.count || !records[child].isLive {
                violations.append("slot \(slot) has child \(child), which is not a live slot")
            } else if Int(records[child].parent) != slot {
                violations.append("slot \(slot) lists child \(child), whose parent is \(records[child].parent)")
            }
        }
        if record.hasMeasureFunction != (measureFunctions[slot] != nil) {
            violations.append("slot \(slot)'s measure flag disagrees with its function")
        }
        if record.hasMeasureFunction && !childLists[slot].isEmpty {
            violations.append("slot \(slot) has a measure function and children")
        }
        if record.hasBaselineFunction != (baselineFunctions[slot] != nil) {
            violations.append("slot \(slot)'s baseline flag disagrees with its function")
        }
        return violations
    }

    /// The broken invariants of the child index the engine reads.
    private func childIndexViolations() -> [String] {
        var violations: [String] = []
        for slot in records.indices where records[slot].isLive {
            let record = records[slot]
            let rawStart = Int(record.rawChildrenStart), rawCount = Int(record.rawChildrenCount)
            let layoutStart = Int(record.layoutChildrenStart), layoutCount = Int(record.layoutChildrenCount)
            guard rawStart >= 0, rawCount >= 0, rawStart + rawCount <= childIndex.count,
                  layoutStart >= 0, layoutCount >= 0, layoutStart + layoutCount <= childIndex.count
            else {
                violations.append("slot \(slot)'s children lie outside the child index of \(childIndex.count) entries")
                continue
            }
            if !childIndex[rawStart..<(rawStart + rawCount)].elementsEqual(childLists[slot]) {
                violations.append("slot \(slot)'s raw children in the index differ from its child list")
            }
            for child in childIndex[layoutStart..<(layoutStart + layoutCount)] where child < 0 || Int(child) >= records.count {
                violations.append("slot \(slot) has layout child \(child) outside 0..<\(records.count)")
            }
        }
        let depth = computeMaximumDepth()
        if depth != maximumDepth {
            violations.append("maximumDepth \(maximumDepth) for a tree \(depth) levels deep")
        }
        return violations
    }
}
