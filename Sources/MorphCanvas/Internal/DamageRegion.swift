/// The pixels a draw must repaint: a short list of boxes, merged as they are added. The boxes
/// may overlap; each is repainted on its own.
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

    /// The sum of the boxes' areas (an upper bound of the pixels covered: boxes that touch without
    /// being merged may overlap).
    var area: Int { boxes.reduce(0) { $0 + $1.area } }

    mutating func removeAll() {
        boxes.removeAll(keepingCapacity: true)
        bounds = .empty
    }

    /// Adds `box`.
    ///
    /// - Returns: whether the region grew (false when `box` is empty or inside one of the boxes).
    @discardableResult
    mutating func add(_ box: PixelBox) -> Bool {
        guard !box.isEmpty else { return false }
        if boxes.contains(where: { $0.contains(box) }) { return false }
        var box = box
        var index = 0
        while index < boxes.count {
            let existing = boxes[index]
            if existing.contains(box) { return true }
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
        return true
    }

    /// Grows every box that `box` touches to hold `box` as well.
    ///
    /// - Returns: whether a box grew.
    @discardableResult
    mutating func growBoxes(touching box: PixelBox) -> Bool {
        guard bounds.intersects(box) else { return false }
        var grew = false
        for index in boxes.indices where boxes[index].intersects(box) && !boxes[index].contains(box) {
            boxes[index] = boxes[index].union(box)
            bounds = bounds.union(box)
            grew = true
        }
        return grew
    }

    /// Drops every box that another box holds (after ``growBoxes(touching:)`` made some equal).
    mutating func removeNestedBoxes() {
        var index = 0
        while index < boxes.count {
            let box = boxes[index]
            let isNested = boxes.indices.contains { other in
                other != index && boxes[other].contains(box) && (boxes[other] != box || other < index)
            }
            if isNested {
                boxes.remove(at: index)
            } else {
                index += 1
            }
        }
    }

    /// Whether `box` touches any pixel of the region.
    func intersects(_ box: PixelBox) -> Bool {
        guard bounds.intersects(box) else { return false }
        for existing in boxes where existing.intersects(box) { return true }
        return false
    }
}
