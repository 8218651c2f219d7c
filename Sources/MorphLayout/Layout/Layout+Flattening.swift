import Foundation

extension Layout {
    /// Whether this layout is already flat (Texture's `isFlattened`): a root (no position) whose
    /// sublayouts are all nodes without sublayouts of their own — and, unlike Texture, whose
    /// positions are on the pixel grid (Texture returns such a layout with the unrounded
    /// positions a spec gave it).
    public var isFlattened: Bool {
        position == nil && sublayouts.allSatisfy { sublayout in
            sublayout.isNode && sublayout.sublayouts.isEmpty
                && sublayout.position.map { rounding.ceil($0) == $0 } ?? false
        }
    }

    /// The layout a node applies (Texture's `filteredNodeLayoutTree`): a root layout for the
    /// same element and size whose sublayouts are the *direct* subnodes — the node layouts
    /// reached without passing through another node — in depth-first order, each positioned
    /// relative to this layout's origin (positions summed through the specs, then ceiled to the
    /// pixel grid) and without sublayouts of its own. A subnode's own subnodes belong to its
    /// own layout.
    ///
    /// A layout that ``isFlattened`` is returned as it is; a node sublayout already at its
    /// rounded absolute position and without sublayouts is reused unchanged. The result's
    /// ``frame(for:)`` index is built here.
    ///
    /// - Throws: ``LayoutError/duplicateNode(element:)`` when a node appears twice.
    /// - Complexity: O(n) in the number of layouts in the tree.
    public func flattened() throws(LayoutError) -> Layout {
        if isFlattened {
            if let index {
                index.install(try Self.uniqueNodeTable(for: sublayouts))
            }
            return self
        }

        var flattenedSublayouts: [Layout] = []
        flattenedSublayouts.reserveCapacity(sublayouts.count)
        var table: [ObjectIdentifier: Int] = [:]
        table.reserveCapacity(sublayouts.count)

        // Depth-first, in order: a stack of sibling lists, each with the next offset to visit
        // and the absolute origin of their parent.
        var pending: [(siblings: [Layout], next: Int, origin: CGPoint)] = [(sublayouts, 0, .zero)]
        while !pending.isEmpty {
            let top = pending.count - 1
            let (siblings, next, origin) = pending[top]
            guard next < siblings.count else {
                pending.removeLast()
                continue
            }
            pending[top].next = next + 1
            let layout = siblings[next]
            let relative = layout.position ?? .zero
            let absolute = CGPoint(x: origin.x + relative.x, y: origin.y + relative.y)

            if let identifier = layout.elementKind.nodeIdentifier {
                guard table.updateValue(flattenedSublayouts.count, forKey: identifier) == nil else {
                    throw .duplicateNode(element: layout.element.debugName)
                }
                let rounded = rounding.ceil(absolute)
                if layout.sublayouts.isEmpty && layout.position == rounded {
                    flattenedSublayouts.append(layout)
                } else {
                    flattenedSublayouts.append(Layout(
                        element: layout.element,
                        kind: layout.elementKind,
                        roundedSize: layout.size,
                        position: rounded,
                        sublayouts: [],
                        index: nil,
                        rounding: rounding
                    ))
                }
            } else if !layout.sublayouts.isEmpty {
                pending.append((layout.sublayouts, 0, absolute))
            }
        }

        return Layout(
            element: element,
            kind: elementKind,
            roundedSize: size,
            position: nil,
            sublayouts: flattenedSublayouts,
            index: flattenedSublayouts.isEmpty ? nil : SublayoutIndex(prebuilt: table),
            rounding: rounding
        )
    }

    /// The node table of already flat sublayouts, rejecting duplicates.
    private static func uniqueNodeTable(for sublayouts: [Layout]) throws(LayoutError) -> [ObjectIdentifier: Int] {
        var table: [ObjectIdentifier: Int] = [:]
        table.reserveCapacity(sublayouts.count)
        for (offset, sublayout) in sublayouts.enumerated() {
            guard let identifier = sublayout.elementKind.nodeIdentifier else { continue }
            guard table.updateValue(offset, forKey: identifier) == nil else {
                throw .duplicateNode(element: sublayout.element.debugName)
            }
        }
        return table
    }
}
