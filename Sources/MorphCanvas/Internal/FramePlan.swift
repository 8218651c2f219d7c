import Foundation
import Morph

/// One frame's layer records, in drawing order, and how to find a layer's record by its id.
struct FramePlan {
    private(set) var records: [LayerRecord] = []
    private(set) var indexByID: [LayerID: Int] = [:]
    /// Whether every layer id appears once (a tree that repeats ids is drawn in full).
    private(set) var hasUniqueIDs = true
    /// Scratch for ``collectDamage(from:into:)``: which of these records the next frame kept.
    private var kept: [Bool] = []

    var count: Int { records.count }

    subscript(index: Int) -> LayerRecord { records[index] }

    /// Computes the records of `tree` drawn at `scale` on a surface of `surface` pixels.
    ///
    /// - Complexity: O(n) for n layers; no allocation once the buffers have grown to the tree.
    mutating func prepare(_ tree: PresentationTree, scale: CGFloat, surface: PixelBox) {
        records.removeAll(keepingCapacity: true)
        indexByID.removeAll(keepingCapacity: true)
        hasUniqueIDs = true
        let rootMatrix = AffineMatrix.scale(scale)
        for (index, layer) in tree.layers.enumerated() {
            let attributes = layer.attributes
            var parentMatrix = rootMatrix
            var parentOpacity: CGFloat = 1
            var parentDrawn = true
            var clip = surface
            var parentID: LayerID?
            var rank = 0
            if let parent = layer.parentIndex {
                parentMatrix = records[parent].matrix
                parentOpacity = records[parent].opacity
                parentDrawn = records[parent].isDrawn
                clip = records[parent].childClip
                parentID = records[parent].id
                rank = records[parent].childCount
                records[parent].childCount += 1
            }
            var isDrawn = parentDrawn && !attributes.isHidden && attributes.alpha > 0
            var matrix = parentMatrix
            if isDrawn {
                let bounds = attributes.bounds
                let anchorX = bounds.minX + attributes.anchorPoint.x * bounds.width
                let anchorY = bounds.minY + attributes.anchorPoint.y * bounds.height
                if attributes.transform.isIdentity {
                    matrix = parentMatrix.translatedBy(attributes.position.x - anchorX, attributes.position.y - anchorY)
                } else if let transform = AffineMatrix(affinePartOf: attributes.transform) {
                    matrix = parentMatrix.translatedBy(attributes.position.x, attributes.position.y)
                        .concatenating(transform)
                        .translatedBy(-anchorX, -anchorY)
                } else {
                    isDrawn = false
                }
                isDrawn = isDrawn && matrix.isDrawable
            }
            var ownBox = PixelBox.empty
            var childClip = PixelBox.empty
            var atomicBox = PixelBox.empty
            if isDrawn {
                let box = matrix.boundingBox(of: attributes.bounds)
                let boundsBox = PixelBox(covering: box, margin: 1, within: clip)
                let drawsSomething = Self.drawsSomething(attributes, layer.content)
                if drawsSomething { ownBox = boundsBox }
                childClip = attributes.clipsToBounds ? boundsBox : clip
                if drawsSomething || attributes.clipsToBounds, Self.isAntialiased(attributes, layer.content, matrix) {
                    atomicBox = boundsBox
                }
            }
            if indexByID.updateValue(index, forKey: layer.id) != nil { hasUniqueIDs = false }
            records.append(LayerRecord(
                id: layer.id, parentID: parentID, parentIndex: layer.parentIndex, subtreeEnd: layer.subtreeEnd,
                attributes: attributes, content: layer.content, matrix: matrix,
                opacity: parentOpacity * attributes.alpha, isDrawn: isDrawn, clip: clip, childClip: childClip,
                ownBox: ownBox, atomicBox: atomicBox, subtreeBox: ownBox, siblingRank: rank
            ))
        }
        // Children come after their parents: going backwards, a layer's subtree is complete when
        // it is merged into its parent.
        for index in records.indices.reversed() {
            let record = records[index]
            records[index].usesGroup = record.isDrawn && record.attributes.alpha < 1
                && (record.hasDrawnDescendants || Self.primitiveCount(record.attributes, record.content) > 1)
            if let parent = record.parentIndex {
                records[parent].subtreeBox = records[parent].subtreeBox.union(record.subtreeBox)
                if record.isDrawn, !record.subtreeBox.isEmpty { records[parent].hasDrawnDescendants = true }
            }
        }
    }

    /// Adds to `region` the pixels that differ between `previous` (the frame on the surface) and
    /// this frame: the old and new boxes of every layer whose drawing changed, of layers that
    /// came or went, and whole subtrees that moved to another parent, changed order among their
    /// siblings, changed clip shape or started or stopped being a group.
    ///
    /// - Complexity: O(n + m) for n layers now and m before.
    mutating func collectDamage(from previous: inout FramePlan, into region: inout DamageRegion) {
        previous.kept.removeAll(keepingCapacity: true)
        previous.kept.append(contentsOf: repeatElement(false, count: previous.records.count))
        for index in records.indices {
            let record = records[index]
            guard let previousIndex = previous.indexByID[record.id] else {
                region.add(record.ownBox)
                continue
            }
            previous.kept[previousIndex] = true
            let old = previous.records[previousIndex]
            if old.parentID != record.parentID || old.usesGroup != record.usesGroup {
                region.add(old.subtreeBox)
                region.add(record.subtreeBox)
                continue
            }
            if !record.drawsSame(as: old) {
                region.add(old.ownBox)
                region.add(record.ownBox)
                if record.clipChanged(from: old) {
                    region.add(old.subtreeBox)
                    region.add(record.subtreeBox)
                }
            }
            if let parent = record.parentIndex {
                if old.siblingRank <= records[parent].lastSurvivingChildRank { records[parent].childrenReordered = true }
                records[parent].lastSurvivingChildRank = old.siblingRank
            }
        }
        for index in records.indices where records[index].childrenReordered {
            region.add(records[index].subtreeBox)
            if let previousIndex = previous.indexByID[records[index].id] {
                region.add(previous.records[previousIndex].subtreeBox)
            }
        }
        for index in previous.records.indices where !previous.kept[index] {
            region.add(previous.records[index].ownBox)
        }
    }

    /// Grows the boxes of `region` until each holds the whole ``LayerRecord/atomicBox`` of every
    /// drawn layer it touches, so no antialiased shape is repainted in part (see
    /// ``LayerRecord/atomicBox``; each box is repainted with a clip of its own).
    ///
    /// - Complexity: O(n × boxes) per pass; a pass repeats only when a box grew.
    func expandToWholeShapes(_ region: inout DamageRegion) {
        guard !region.isEmpty else { return }
        var grew = true
        while grew {
            grew = false
            for record in records where !record.atomicBox.isEmpty {
                if region.growBoxes(touching: record.atomicBox) { grew = true }
            }
        }
        region.removeNestedBoxes()
    }

    /// Whether Cairo antialiases some of a layer's drawing: a rotated or skewed layer, rounded
    /// corners, text or an image. Pixel-aligned rectangles (the backgrounds, borders and clips of
    /// snapped layers without corner radius) are drawn exactly.
    static func isAntialiased(_ attributes: ViewAttributes, _ content: PresentationContent?, _ matrix: AffineMatrix) -> Bool {
        !matrix.isAxisAligned || attributes.effectiveCornerRadius > 0 || content != nil
    }

    /// Whether a layer's own drawing puts any paint down.
    static func drawsSomething(_ attributes: ViewAttributes, _ content: PresentationContent?) -> Bool {
        primitiveCount(attributes, content) > 0
    }

    /// How many overlapping drawings a layer makes itself: background, border, an image (one),
    /// text (counted as two: its glyphs may overlap one another).
    static func primitiveCount(_ attributes: ViewAttributes, _ content: PresentationContent?) -> Int {
        var count = 0
        if attributes.backgroundColor.alpha > 0 { count += 1 }
        if attributes.borderWidth > 0, attributes.borderColor.alpha > 0 { count += 1 }
        switch content {
        case .text(let layout, _): if !layout.lines.isEmpty { count += 2 }
        case .image: count += 1
        case nil: break
        }
        return count
    }
}
