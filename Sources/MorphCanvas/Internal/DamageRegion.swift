/// The pixels a draw must repaint: a short list of boxes, merged as they are added.
///
/// Boxes that overlap or touch are merged when their union wastes no more pixels than it saves in
/// bookkeeping (the union's area is at most the sum of both); past ``maximumBoxCount`` boxes the
/// region becomes its bounding box, so clipping to it stays cheap for Cairo.
struct DamageRegion {
    /// The most boxes kept before collapsing to the bounding box.
    static let maximumBoxCount = 16

    private(set) var boxes: [PixelBox] = []
    private(set) var bounds = PixelBox.empty

    init() {
        boxes.reserveCapacity(Self.maximumBoxCount + 1)
    }

    var isEmpty: Bool { boxes.isEmpty }

    /// The number of pixels covered (boxes never overlap after merging… but may; this counts the
    /// boxes' areas, an upper bound).
    var area: Int { boxes.reduce(0) { $0 + $1.area } }

    mutating func removeAll() {
        boxes.removeAll(keepingCapacity: true)
        bounds = .empty
    }

    mutating func add(_ box: PixelBox) {
        guard !box.isEmpty else { return }
        var box = box
        var index = 0
        while index < boxes.count {
            let existing = boxes[index]
            if existing.minX <= box.minX, existing.minY <= box.minY, existing.maxX >= box.maxX, existing.maxY >= box.maxY {
                return
            }
            let touches = existing.minX <= box.maxX && box.minX <= existing.maxX && existing.minY <= box.maxY && box.minY <= existing.maxY
            let union = existing.union(box)
            if touches, union.area <= existing.area + box.area {
                // Merge, and look again from the start: the larger box may now touch others.
                boxes.remove(at: index)
                box = union
                index = 0
                continue
            }
            index += 1
        }
        boxes.append(box)
        bounds = bounds.union(box)
        if boxes.count > Self.maximumBoxCount {
            let all = bounds
            boxes.removeAll(keepingCapacity: true)
            boxes.append(all)
        }
    }

    /// Whether `box` touches any pixel of the region.
    func intersects(_ box: PixelBox) -> Bool {
        guard bounds.intersects(box) else { return false }
        for existing in boxes where existing.intersects(box) { return true }
        return false
    }
}
