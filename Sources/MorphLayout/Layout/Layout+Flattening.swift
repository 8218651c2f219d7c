import Foundation

extension Layout {
    /// Whether this layout is already flat (Texture's `isFlattened`): a root (no position) whose
    /// sublayouts are all nodes without sublayouts of their own — and, unlike Texture, whose
    /// positions are on the pixel grid (Texture returns such a layout with the unrounded
    /// positions a spec gave it).
    public var isFlattened: Bool {
        guard position == nil else { return false }
        // Read in place: iterating by value would copy each layout (and retain its element). The
        // closure captures the rounding alone: capturing `self` copies the whole layout.
        let rounding = rounding
        return sublayouts.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                guard buffer[index].isNode, buffer[index].sublayouts.isEmpty,
                      let position = buffer[index].position, rounding.ceil(position) == position else { return false }
            }
            return true
        }
    }

    /// The layout a node applies (Texture's `filteredNodeLayoutTree`): a root layout for the
    /// same element and size whose sublayouts are the *direct* subnodes — the node layouts
    /// reached without passing through another node — in depth-first order, each positioned
    /// relative to this layout's origin (positions summed through the specs, then ceiled to the
    /// pixel grid) and without sublayouts of its own. A subnode's own subnodes belong to its
    /// own layout.
    ///
    /// A layout that ``isFlattened`` is returned as it is. Each node sublayout becomes a layout
    /// of the same node and size, without sublayouts, at its rounded absolute position. The
    /// result's ``frame(for:)`` index is built here for more than 64 nodes (the duplicate check
    /// needs the table anyway), and on the first lookup for fewer.
    ///
    /// - Throws: ``LayoutError/duplicateNode(element:)`` when a node appears twice.
    /// - Complexity: O(n) in the number of layouts in the tree.
    public func flattened() throws(LayoutError) -> Layout {
        try flattened(layoutDirection: .leftToRight)
    }

    /// The layout a node applies in `layoutDirection`: ``flattened()``, and, right to left, each
    /// subnode's frame mirrored within this layout's width (`CGRect.mirrored(withinWidth:)`,
    /// Texture's flip of `calculateLayoutLayoutSpec:`). Positions are ceiled to the pixel grid
    /// first, then mirrored, so the result is the left-to-right one mirrored exactly.
    ///
    /// - Throws: ``LayoutError/duplicateNode(element:)`` when a node appears twice.
    /// - Complexity: O(n) in the number of layouts in the tree.
    public func flattened(layoutDirection: LayoutDirection) throws(LayoutError) -> Layout {
        if isFlattened {
            if layoutDirection.isRightToLeft {
                return try Self.flattening(
                    element: element, kind: elementKind, size: size,
                    sublayouts: sublayouts, origin: .zero, rounding: rounding, mirrored: true
                )
            }
            if let index {
                index.install(try Self.uniqueNodeTable(for: sublayouts))
            } else {
                try Self.checkUniqueNodes(in: sublayouts)
            }
            return self
        }
        return try Self.flattening(
            element: element, kind: elementKind, size: size,
            sublayouts: sublayouts, origin: .zero, rounding: rounding, mirrored: layoutDirection.isRightToLeft
        )
    }

    /// The flattened layout of a node whose content laid out as `content` (a spec's layout, or
    /// another node's): what ``flattened()`` gives for the node's layout with `content` as its
    /// only sublayout at position zero, without building that layout first.
    ///
    /// - Throws: ``LayoutError/duplicateNode(element:)`` when a node appears twice.
    /// - Complexity: O(n) in the number of layouts in `content`.
    static func flattened(
        node: any LayoutNode,
        hosting content: Layout,
        context: LayoutContext,
        layoutDirection: LayoutDirection = .leftToRight
    ) throws(LayoutError) -> Layout {
        if content.isNode {
            // Another node: the only subnode, at the origin, without its own sublayouts (as wide
            // as the node, so mirroring leaves it where it is).
            let sublayout = Layout(
                element: content.element, kind: content.elementKind, roundedSize: content.size,
                position: .zero, sublayouts: [], index: nil, rounding: context.rounding
            )
            return Layout(
                element: node, kind: node.layoutElementKind, roundedSize: context.rounding.ceil(content.size),
                position: nil, sublayouts: [sublayout], index: nil, rounding: context.rounding
            )
        }
        return try flattening(
            element: node, kind: node.layoutElementKind, size: context.rounding.ceil(content.size),
            sublayouts: content.sublayouts, origin: .zero, rounding: context.rounding,
            mirrored: layoutDirection.isRightToLeft
        )
    }

    /// A root layout for `element` whose sublayouts are the node layouts reached from
    /// `sublayouts` (positioned relative to `origin`) without passing through another node, in
    /// depth-first order, at their absolute positions ceiled to the grid — and, when `mirrored`,
    /// then mirrored within `size`'s width (a right-to-left node's layout).
    ///
    /// One allocation for the sublayouts (grown geometrically when specs nest), one for the
    /// node table of a layout with more than ``SublayoutIndex/linearScanLimit`` nodes, and one for
    /// the walk's stack when specs nest.
    private static func flattening(
        element: any LayoutElement,
        kind: LayoutElementKind,
        size: CGSize,
        sublayouts: [Layout],
        origin: CGPoint,
        rounding: PixelRounding,
        mirrored: Bool
    ) throws(LayoutError) -> Layout {
        var flattenedSublayouts: [Layout] = []
        flattenedSublayouts.reserveCapacity(sublayouts.count)

        // Depth-first, in order: a stack of sibling lists, each with the next offset to visit
        // and the absolute origin of their parent.
        var pending: [(siblings: [Layout], next: Int, origin: CGPoint)] = []
        var siblings = sublayouts
        var next = 0
        var siblingOrigin = origin
        while true {
            guard next < siblings.count else {
                guard let resumed = pending.popLast() else { break }
                (siblings, next, siblingOrigin) = resumed
                continue
            }
            // The sibling is read in place: a copy of a layout retains its element, its
            // sublayouts and its index, and most siblings are only looked at.
            let current = next
            next += 1
            let relative = siblings[current].position ?? .zero
            let absolute = CGPoint(x: siblingOrigin.x + relative.x, y: siblingOrigin.y + relative.y)

            if siblings[current].isNode {
                // Built anew rather than copied, also when unchanged: a copy retains the
                // sublayouts (even an empty list) as well as the element. An unchanged one keeps
                // its memo flag, as a copy would.
                var rounded = rounding.ceil(absolute)
                if mirrored {
                    // After the rounding: the left-to-right frame mirrored exactly (both widths
                    // are on the grid, so the mirrored x is too).
                    rounded.x = size.width - siblings[current].size.width - rounded.x
                }
                let isUnchanged = siblings[current].sublayouts.isEmpty && siblings[current].position == rounded
                flattenedSublayouts.append(Layout(
                    element: siblings[current].element,
                    kind: siblings[current].elementKind,
                    isMemoizable: isUnchanged && siblings[current].isMemoizable,
                    roundedSize: siblings[current].size,
                    position: rounded,
                    sublayouts: [],
                    index: nil,
                    rounding: rounding
                ))
            } else if !siblings[current].sublayouts.isEmpty {
                // Room for the nested nodes at once, doubling so nesting stays linear.
                let needed = flattenedSublayouts.count + siblings[current].sublayouts.count + (siblings.count - next)
                if needed > flattenedSublayouts.capacity {
                    flattenedSublayouts.reserveCapacity(Swift.max(needed, flattenedSublayouts.capacity * 2))
                }
                let nested = siblings[current].sublayouts
                pending.append((siblings, next, siblingOrigin))
                siblings = nested
                next = 0
                siblingOrigin = absolute
            }
        }

        let index: SublayoutIndex?
        if flattenedSublayouts.count > sortedCheckLimit {
            index = SublayoutIndex(prebuilt: try uniqueNodeTable(for: flattenedSublayouts))
        } else if flattenedSublayouts.count > SublayoutIndex.linearScanLimit {
            // A row of a list: checked by sorting the identities on the stack; its index is built
            // only if something looks a node up (a layout pass and a transition never do).
            try checkUniqueNodesBySorting(flattenedSublayouts)
            index = SublayoutIndex.make(sublayoutCount: flattenedSublayouts.count)
        } else {
            try checkUniqueNodes(in: flattenedSublayouts)
            index = nil
        }
        return Layout(
            element: element,
            kind: kind,
            roundedSize: size,
            position: nil,
            sublayouts: flattenedSublayouts,
            index: index,
            rounding: rounding
        )
    }

    /// The most sublayouts a flattened layout checks for duplicates by sorting their identities
    /// (more get their node table built at once, which the check needs anyway).
    static let sortedCheckLimit = 64

    /// Rejects a node that appears twice among at most ``sortedCheckLimit`` sublayouts, by
    /// sorting their identities in a temporary buffer on the stack.
    ///
    /// - Complexity: O(n log n), no allocation.
    private static func checkUniqueNodesBySorting(_ sublayouts: [Layout]) throws(LayoutError) {
        let duplicate = sublayouts.withUnsafeBufferPointer { buffer -> UInt? in
            withUnsafeTemporaryAllocation(of: UInt.self, capacity: buffer.count) { identities -> UInt? in
                var count = 0
                for offset in buffer.indices {
                    guard let identifier = buffer[offset].elementKind.nodeIdentifier else { continue }
                    identities.initializeElement(at: count, to: UInt(bitPattern: identifier))
                    count += 1
                }
                var sorted = UnsafeMutableBufferPointer(rebasing: identities[..<count])
                sorted.sort()
                for position in sorted.indices.dropFirst() where sorted[position] == sorted[position - 1] {
                    return sorted[position]
                }
                return nil
            }
        }
        guard let duplicate else { return }
        // The second occurrence names the error, as the other checks do.
        var seen = false
        for sublayout in sublayouts where sublayout.elementKind.nodeIdentifier.map(UInt.init(bitPattern:)) == duplicate {
            if seen { throw .duplicateNode(element: sublayout.element.debugName) }
            seen = true
        }
    }

    /// Rejects a node that appears twice among a few sublayouts (a layout without an index).
    ///
    /// - Complexity: O(n²), for n ≤ ``SublayoutIndex/linearScanLimit``.
    private static func checkUniqueNodes(in sublayouts: [Layout]) throws(LayoutError) {
        let duplicate = sublayouts.withUnsafeBufferPointer { buffer -> Int? in
            for offset in buffer.indices {
                guard let identifier = buffer[offset].elementKind.nodeIdentifier else { continue }
                for earlier in 0..<offset where buffer[earlier].elementKind.nodeIdentifier == identifier {
                    return offset
                }
            }
            return nil
        }
        if let duplicate {
            throw .duplicateNode(element: sublayouts[duplicate].element.debugName)
        }
    }

    /// The node table of already flat sublayouts, rejecting duplicates.
    private static func uniqueNodeTable(for sublayouts: [Layout]) throws(LayoutError) -> [ObjectIdentifier: Int] {
        var table: [ObjectIdentifier: Int] = [:]
        table.reserveCapacity(sublayouts.count)
        let duplicate = sublayouts.withUnsafeBufferPointer { buffer -> Int? in
            for offset in buffer.indices {
                guard let identifier = buffer[offset].elementKind.nodeIdentifier else { continue }
                if table.updateValue(offset, forKey: identifier) != nil { return offset }
            }
            return nil
        }
        if let duplicate {
            throw .duplicateNode(element: sublayouts[duplicate].element.debugName)
        }
        return table
    }
}
