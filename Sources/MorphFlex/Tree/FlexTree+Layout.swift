import Foundation

extension FlexTree {
    /// Lays out the tree under `root` for an owner of the given size and direction, then rounds
    /// the result to the pixel grid (Yoga's `YGNodeCalculateLayout`).
    ///
    /// `nil`, NaN or an infinite available size means "undefined": the root is then sized by
    /// its own style or its content. A finite size beyond ``FlexStyle/maximumLength`` is clamped
    /// to it. Every number of the resulting layouts is finite (see ``layout(of:)``). The root's own `width`/`height` win over the available
    /// size; a `maxWidth`/`maxHeight` makes it "at most" that size.
    ///
    /// Only dirty nodes, and nodes asked for new constraints, are computed; a layout of an
    /// unchanged tree for the same size returns after checking the root's cache.
    ///
    /// - Throws: ``FlexTreeError/treeTooDeep(depth:limit:)`` for trees deeper than
    ///   ``depthLimit``.
    /// - Complexity: O(n) for a fresh layout of n nodes in the common case; each node is
    ///   measured a bounded number of times thanks to the caches.
    public mutating func calculateLayout(
        for root: FlexNodeID,
        availableWidth: CGFloat? = nil,
        availableHeight: CGFloat? = nil,
        direction: FlexLayoutDirection = .ltr
    ) throws(FlexTreeError) {
        let width = Self.availableSize(availableWidth)
        let height = Self.availableSize(availableHeight)
        try runLayout(for: root) { engine, rootSlot in
            engine.calculateLayout(rootSlot, width, height, direction)
        }
    }

    /// Lays out the tree under `root` for the room a parent outside the flex engine offers
    /// (a layout spec hosting a flexbox subtree, say), then rounds it to the pixel grid.
    ///
    /// The root is treated as a flex container treats a child: its own definite
    /// `width`/`height` wins over the constraint, its `maxWidth`/`maxHeight` caps it, and its
    /// content decides within ``FlexConstraint/atMost(_:)``. Percentages of the root resolve
    /// against the offered size. The parent reads the resulting size from ``layout(of:)`` and
    /// clamps it to its own rules. Unchanged trees with unchanged constraints are answered by the
    /// root's cache.
    ///
    /// - Throws: ``FlexTreeError/treeTooDeep(depth:limit:)`` for trees deeper than
    ///   ``depthLimit``.
    public mutating func calculateLayout(
        for root: FlexNodeID,
        width: FlexConstraint,
        height: FlexConstraint,
        direction: FlexLayoutDirection = .ltr
    ) throws(FlexTreeError) {
        try runLayout(for: root) { engine, rootSlot in
            engine.calculateLayout(rootSlot, width, height, direction)
        }
    }

    /// Prepares the storage and runs one layout pass.
    private mutating func runLayout(for root: FlexNodeID, _ pass: (LayoutEngine, Int) -> Void) throws(FlexTreeError) {
        let rootSlot = checked(root)
        if childIndexIsStale {
            rebuildChildIndex()
        }
        checkInvariants()
        defer { checkInvariants() }
        if maximumDepth > Self.depthLimit {
            throw .treeTooDeep(depth: maximumDepth, limit: Self.depthLimit)
        }
        generationCount &+= 1
        let engineConfig = self.engineConfig
        let generation = generationCount
        var statistics = FlexLayoutStatistics()
        let depth = maximumDepth

        records.withUnsafeMutableBufferPointer { nodes in
            cacheEntries.withUnsafeMutableBufferPointer { cache in
                childIndex.withUnsafeBufferPointer { childIndex in
                    measureFunctions.withUnsafeBufferPointer { measureFunctions in
                        baselineFunctions.withUnsafeBufferPointer { baselineFunctions in
                            withUnsafeMutablePointer(to: &statistics) { statistics in
                                withUnsafeMutablePointer(to: &keptBasisEpoch) { keptBasisEpoch in
                                    let engine = LayoutEngine(
                                        nodes: nodes, childIndex: childIndex,
                                        cache: cache, measureFunctions: measureFunctions,
                                        baselineFunctions: baselineFunctions, config: engineConfig,
                                        generationCount: generation, statistics: statistics,
                                        keptBasisEpoch: keptBasisEpoch, layoutRoot: rootSlot)
                                    DeepPass.run(depth: depth) { pass(engine, rootSlot) }
                                }
                            }
                        }
                    }
                }
            }
        }
        lastLayoutStatistics = statistics
    }

    /// The node's layout from the last layout pass that reached it; zero before the node's
    /// first layout.
    ///
    /// Every number is finite. Lengths are clamped to ``FlexStyle/maximumLength`` where they
    /// enter the engine, so ordinary trees never leave the 32-bit range; a result that still
    /// does (a long chain of percentages or aspect ratios multiplying one another) is clamped:
    /// NaN to 0 and ±∞ to ±`Float.greatestFiniteMagnitude`, and counted in
    /// ``FlexLayoutStatistics/clampedResults``.
    public func layout(of node: FlexNodeID) -> FlexNodeLayout {
        let layout = records[checked(node)].layout
        return FlexNodeLayout(
            left: CGFloat(layout.roundedLeft), top: CGFloat(layout.roundedTop),
            width: CGFloat(layout.roundedWidth), height: CGFloat(layout.roundedHeight),
            direction: layout.direction, hadOverflow: layout.hadOverflow,
            margin: FlexInsets(layout.margin), border: FlexInsets(layout.border),
            padding: FlexInsets(layout.padding))
    }

    /// The node's frame in its parent's coordinates, from the last layout (finite, as
    /// ``layout(of:)``).
    public func frame(of node: FlexNodeID) -> CGRect {
        let layout = records[checked(node)].layout
        return CGRect(
            x: CGFloat(layout.roundedLeft), y: CGFloat(layout.roundedTop),
            width: CGFloat(layout.roundedWidth), height: CGFloat(layout.roundedHeight))
    }

    /// An available size as the engine reads it: undefined (NaN) when absent or not finite,
    /// else clamped to ±``FlexStyle/maximumLength``.
    static func availableSize(_ size: CGFloat?) -> Float {
        guard let size else { return .nan }
        return FlexStyle.clampedLength(size)
    }

    /// Rebuilds the flattened child index and the tree depth after structural changes.
    ///
    /// - Complexity: O(n).
    mutating func rebuildChildIndex() {
        var index = ContiguousArray<Int32>()
        index.reserveCapacity(records.count * 2 + 1)
        for slot in records.indices where records[slot].isLive {
            let children = childLists[slot]
            records[slot].rawChildrenStart = Int32(index.count)
            records[slot].rawChildrenCount = Int32(children.count)
            index.append(contentsOf: children)
            var contents: Int32 = 0
            for child in children where records[Int(child)].style.display == .contents {
                contents += 1
            }
            records[slot].contentsChildrenCount = contents
            if contents == 0 {
                records[slot].layoutChildrenStart = records[slot].rawChildrenStart
                records[slot].layoutChildrenCount = records[slot].rawChildrenCount
            } else {
                let start = index.count
                appendLayoutChildren(of: slot, to: &index)
                records[slot].layoutChildrenStart = Int32(start)
                records[slot].layoutChildrenCount = Int32(index.count - start)
            }
        }
        index.append(0)
        childIndex = index
        childIndexIsStale = false
        maximumDepth = computeMaximumDepth()
    }

    /// Appends the children that take part in the node's layout: `display: contents` children
    /// are replaced by their own layout children (Yoga's `LayoutableChildren`).
    private func appendLayoutChildren(of slot: Int, to index: inout ContiguousArray<Int32>) {
        for child in childLists[slot] {
            if records[Int(child)].style.display == .contents {
                appendLayoutChildren(of: Int(child), to: &index)
            } else {
                index.append(child)
            }
        }
    }

    /// The number of levels of the deepest root-to-leaf path (without recursion).
    func computeMaximumDepth() -> Int {
        var deepest = 1
        var depth = [Int32](repeating: 0, count: records.count)
        var stack: [Int32] = []
        stack.reserveCapacity(records.count)
        for slot in records.indices where records[slot].isLive && records[slot].parent < 0 {
            depth[slot] = 1
            stack.append(Int32(slot))
            while let node = stack.popLast() {
                let level = depth[Int(node)]
                deepest = max(deepest, Int(level))
                for child in childLists[Int(node)] {
                    depth[Int(child)] = level + 1
                    stack.append(child)
                }
            }
        }
        return deepest
    }
}
