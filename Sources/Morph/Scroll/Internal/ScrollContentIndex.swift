import Foundation

/// The frames of a scroll node's content subnodes, sorted along the content's long axis, so that
/// the subnodes intersecting the visible rect are found without looking at the others.
///
/// Built from the subnodes' model frames (their bounding boxes, transforms included) when the
/// content changed — a subnode added, removed or moved, its frame set — and kept while it does
/// not: scrolling asks only where the viewport is. Subnodes that animate their geometry when the
/// index is built, and the few much longer than the others (a background behind everything), are
/// checked one by one at every query, the animating ones at their presentation.
///
/// - Complexity: building O(c log c) for c subnodes; a query O(log c + k + l) for k subnodes near
///   the rect and l checked one by one, without allocation once its buffers have grown.
struct ScrollContentIndex {
    /// Whether the index describes the subnodes it was built from.
    private var isBuilt = false
    /// The subnode list it was built from (kept, so its storage identifies it).
    private var source: [DisplayNode] = []
    /// The subnodes in drawing order.
    private var nodes: [DisplayNode] = []
    /// Each subnode's bounding box in the scroll node's bounds coordinates, by drawing order.
    private var boxes: [CGRect] = []
    /// The indexed subnodes (by drawing order), sorted by where they start along the axis.
    private var order: [Int32] = []
    /// Where each subnode of ``order`` starts along the axis.
    private var starts: [CGFloat] = []
    /// The longest indexed subnode along the axis: a subnode that intersects a rect starts at
    /// most this far before it.
    private var longest: CGFloat = 0
    /// The subnodes checked at every query, by drawing order.
    private var loose: [Int32] = []
    /// Which of ``loose`` animate (checked at their presentation).
    private var looseAnimates: [Bool] = []
    /// Whether the axis is vertical (the content is taller than wide).
    private var isVertical = true
    /// Whether ``order`` is the drawing order already (a stack laid out along the axis).
    private var isInDrawingOrder = true
    /// The subnodes a query found, by drawing order.
    private var found: [Int32] = []

    /// Makes the index stale: the next query rebuilds it.
    mutating func invalidate() {
        isBuilt = false
    }

    /// Whether the index is built from exactly `subnodes` (the same list, not a changed one) and
    /// not made stale since.
    func isValid(for subnodes: [DisplayNode]) -> Bool {
        guard isBuilt, subnodes.count == source.count else { return false }
        return subnodes.withUnsafeBufferPointer { new in source.withUnsafeBufferPointer { $0.baseAddress == new.baseAddress } }
    }

    /// Rebuilds the index for `subnodes`, presented in `drawingOrder`.
    @MainActor
    mutating func rebuild(from subnodes: [DisplayNode], drawingOrder: [DisplayNode]) {
        source = subnodes
        nodes = drawingOrder
        boxes.removeAll(keepingCapacity: true)
        loose.removeAll(keepingCapacity: true)
        looseAnimates.removeAll(keepingCapacity: true)
        var animates: [Bool] = []
        var union = CGRect.null
        for node in nodes {
            let box = Self.boundingBox(of: node.viewAttributesForIndex)
            boxes.append(box)
            union = union.union(box)
            animates.append(node.viewStateStorage?.isAnimating ?? false)
        }
        isVertical = union.isNull || union.height >= union.width
        // Subnodes far longer than most (4× the 90th percentile) are checked one by one, so that
        // they do not widen every query's window.
        let lengths = boxes.map { isVertical ? $0.height : $0.width }.sorted()
        let typical = lengths.isEmpty ? 0 : lengths[min(lengths.count - 1, lengths.count * 9 / 10)]
        let limit = max(typical * 4, 1)
        var indexed: [(start: CGFloat, node: Int32)] = []
        indexed.reserveCapacity(nodes.count)
        longest = 0
        for index in boxes.indices {
            let box = boxes[index]
            let length = isVertical ? box.height : box.width
            if animates[index] || length > limit {
                loose.append(Int32(index))
                looseAnimates.append(animates[index])
            } else {
                indexed.append((isVertical ? box.minY : box.minX, Int32(index)))
                longest = max(longest, length)
            }
        }
        isInDrawingOrder = zip(indexed, indexed.dropFirst()).allSatisfy { $0.start <= $1.start }
        if !isInDrawingOrder { indexed.sort { ($0.start, $0.node) < ($1.start, $1.node) } }
        order = indexed.map(\.node)
        starts = indexed.map(\.start)
        isBuilt = true
    }

    /// Appends to `output`, in drawing order, the subnodes whose boxes show in `rect`, the
    /// animating ones at their presentation at `time`.
    @MainActor
    mutating func collect(intersecting rect: CGRect, at time: TimeInterval?, into output: inout [DisplayNode]) {
        found.removeAll(keepingCapacity: true)
        let low = (isVertical ? rect.minY : rect.minX) - longest
        let high = isVertical ? rect.maxY : rect.maxX
        // The first subnode that starts at or after `low`.
        var first = 0, last = starts.count
        while first < last {
            let middle = (first + last) / 2
            if starts[middle] < low { first = middle + 1 } else { last = middle }
        }
        var position = first
        while position < starts.count, starts[position] <= high {
            let node = order[position]
            if Self.touches(boxes[Int(node)], rect) { found.append(node) }
            position += 1
        }
        var needsSorting = !isInDrawingOrder
        for (index, node) in loose.enumerated() {
            let box = looseAnimates[index] ? Self.boundingBox(of: nodes[Int(node)].presentation(at: time)) : boxes[Int(node)]
            if Self.touches(box, rect) {
                found.append(node)
                needsSorting = true
            }
        }
        if needsSorting { Self.sortInPlace(&found) }
        for node in found { output.append(nodes[Int(node)]) }
    }

    /// Whether `box` shows in `rect`: they overlap (a box that only touches the rect's edge does
    /// not show), or a box without extent along an axis lies within the rect's span (a line, or
    /// an empty node whose subnodes may show).
    private static func touches(_ box: CGRect, _ rect: CGRect) -> Bool {
        overlaps(box.minX, box.maxX, rect.minX, rect.maxX) && overlaps(box.minY, box.maxY, rect.minY, rect.maxY)
    }

    /// Whether `low…high` overlaps `start…end` along one axis (see ``touches(_:_:)``).
    private static func overlaps(_ low: CGFloat, _ high: CGFloat, _ start: CGFloat, _ end: CGFloat) -> Bool {
        low == high ? low >= start && low <= end : low < end && high > start
    }

    /// The bounding box, in the supernode's bounds coordinates, of a node with `attributes`.
    static func boundingBox(of attributes: ViewAttributes) -> CGRect {
        if attributes.transform.isIdentity { return attributes.frame }
        return attributes.transformToParent.boundingBox(of: attributes.bounds)
    }

    /// Sorts a small list in place without allocating (an insertion sort: queries find tens of
    /// subnodes, mostly in order already); long lists use the standard sort.
    private static func sortInPlace(_ values: inout [Int32]) {
        guard values.count > 1 else { return }
        guard values.count <= 256 else {
            values.sort()
            return
        }
        for index in 1..<values.count {
            let value = values[index]
            var position = index
            while position > 0, values[position - 1] > value {
                values[position] = values[position - 1]
                position -= 1
            }
            values[position] = value
        }
    }
}

extension DisplayNode {
    /// The model geometry the content index reads: position, bounds, anchor point and transform
    /// (the rest of the attributes stay at their defaults).
    var viewAttributesForIndex: ViewAttributes {
        ViewAttributes(position: position, bounds: bounds, anchorPoint: anchorPoint, transform: transform)
    }
}
