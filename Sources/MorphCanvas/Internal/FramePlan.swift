import Foundation
import Morph

/// One frame's layers and their records, in drawing order, and how to find a layer's record by
/// its id.
struct FramePlan {
    /// The tree's layers (its array, shared, not copied).
    private(set) var layers: [PresentationLayer] = []
    private(set) var records: [LayerRecord] = []
    /// Each layer's index by its id, built when first needed: a tree with the same ids in the
    /// same order as the previous one (an animation frame) finds every layer at its own index.
    private var indexByID: [LayerID: Int] = [:]
    private var isIndexed = false
    /// Whether every layer id appears once (a tree that repeats ids is drawn in full).
    private(set) var hasUniqueIDs = true
    /// Scratch for ``collectDamage(from:into:)``: which of these records the next frame kept.
    private var kept: [Bool] = []

    var count: Int { records.count }

    subscript(index: Int) -> LayerRecord { records[index] }

    /// Whether `layers` is the very array this plan was prepared from (the same storage, which
    /// the plan keeps alive, so the same values: an array changed since has storage of its own).
    func holds(_ layers: [PresentationLayer]) -> Bool {
        layers.count == self.layers.count
            && layers.withUnsafeBufferPointer { new in self.layers.withUnsafeBufferPointer { $0.baseAddress == new.baseAddress } }
    }

    /// Computes the records of `tree` drawn at `scale` on a surface of `surface` pixels, and
    /// whether its ids are unique (known without a look-up when they are `previous`'s, in the
    /// same order, and those were unique).
    ///
    /// - Complexity: O(n) for n layers; no allocation once the buffers have grown to the tree.
    /// `rootMatrix` places the root layer's parent space on the device (the scale by default; a
    /// mask's tree is placed by its masked layer's matrix).
    mutating func prepare(_ tree: PresentationTree, scale: CGFloat, surface: PixelBox, previous: FramePlan, rootMatrix: AffineMatrix? = nil) {
        layers = tree.layers
        records.removeAll(keepingCapacity: true)
        indexByID.removeAll(keepingCapacity: true)
        isIndexed = false
        let rootMatrix = rootMatrix ?? AffineMatrix.scale(scale)
        // The layers are read in place: a copy of each would cost more than the rest.
        tree.layers.withUnsafeBufferPointer { layers in
            for index in layers.indices {
                appendRecord(of: layers.baseAddress! + index, at: index, rootMatrix: rootMatrix, surface: surface)
            }
            // Children come after their parents: going backwards, a layer's subtree is complete
            // when it is merged into its parent.
            for index in records.indices.reversed() {
                let isDrawn = records[index].isDrawn
                let attributes = layers[index].attributes
                let hasGroupEffect = isDrawn && (layers[index].mask != nil || records[index].blurReach > 0)
                records[index].usesGroup = hasGroupEffect || isDrawn && attributes.alpha < 1
                    && (records[index].hasDrawnDescendants || Self.primitiveCount(attributes, layers[index].content) > 1)
                if hasGroupEffect {
                    // A blur spreads the subtree's pixels; a mask decides every pixel of it. Either way
                    // the subtree is repainted whole.
                    let reach = records[index].blurReach
                    let grown = PixelBox(
                        minX: records[index].subtreeBox.minX - reach, minY: records[index].subtreeBox.minY - reach,
                        maxX: records[index].subtreeBox.maxX + reach, maxY: records[index].subtreeBox.maxY + reach
                    )
                    records[index].subtreeBox = records[index].subtreeBox.isEmpty ? .empty : grown.intersection(records[index].clip)
                    records[index].atomicBox = records[index].atomicBox.union(records[index].subtreeBox)
                }
                let subtreeBox = records[index].subtreeBox
                if let parent = records[index].parentIndex {
                    records[parent].subtreeBox = records[parent].subtreeBox.union(subtreeBox)
                    if isDrawn, !subtreeBox.isEmpty { records[parent].hasDrawnDescendants = true }
                }
            }
        }
        if previous.hasUniqueIDs, hasSameIDs(as: previous) {
            hasUniqueIDs = true
        } else {
            buildIndex()
        }
    }

    /// Whether the layers have the ids of `other`'s, in the same order.
    private func hasSameIDs(as other: FramePlan) -> Bool {
        guard records.count == other.records.count else { return false }
        for index in records.indices where records[index].id != other.records[index].id { return false }
        return true
    }

    /// Builds ``indexByID`` and finds whether the ids are unique.
    private mutating func buildIndex() {
        indexByID.removeAll(keepingCapacity: true)
        hasUniqueIDs = true
        for index in records.indices where indexByID.updateValue(index, forKey: records[index].id) != nil {
            hasUniqueIDs = false
        }
        isIndexed = true
    }

    /// The index of the layer `id`, looked for first at `index` (its place in a tree of the same
    /// layers), then in ``indexByID`` (built now if it is not yet).
    mutating func index(of id: LayerID, near index: Int) -> Int? {
        if index < records.count, records[index].id == id { return index }
        if !isIndexed { buildIndex() }
        return indexByID[id]
    }

    /// Appends the record of the layer at `index`, its parent's record made already.
    private mutating func appendRecord(of layer: UnsafePointer<PresentationLayer>, at index: Int, rootMatrix: AffineMatrix, surface: PixelBox) {
        let attributes = layer.pointee.attributes
        var parentMatrix = rootMatrix
        var parentOpacity: CGFloat = 1
        var parentDrawn = true
        var clip = surface
        var parentID: LayerID?
        var rank = 0
        if let parent = layer.pointee.parentIndex {
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
        var blurReach = 0
        if isDrawn {
            let box = matrix.boundingBox(of: attributes.bounds)
            let boundsBox = PixelBox(covering: box, margin: 1, within: clip)
            let drawsSomething = Self.drawsSomething(attributes, layer.pointee.content)
            if drawsSomething { ownBox = boundsBox }
            childClip = attributes.clipsToBounds ? boundsBox : clip
            if drawsSomething || attributes.clipsToBounds, Self.isAntialiased(attributes, layer.pointee.content, matrix) {
                atomicBox = boundsBox
            }
            if attributes.drawsShadow {
                let shape = LayerShape(attributes, matrix: matrix, surfaceWidth: surface.maxX, surfaceHeight: surface.maxY)
                if let shadow = ShadowGeometry(attributes, matrix: matrix, shape: shape) {
                    ownBox = ownBox.union(shadow.box.intersection(clip))
                }
            }
            if attributes.backdropBlurRadius > 0 {
                // The blurred backdrop is read from every pixel under the bounds.
                atomicBox = atomicBox.union(boundsBox)
            }
            if attributes.blurRadius > 0 {
                let sigma = Self.blurSigma(attributes.blurRadius, matrix)
                blurReach = GaussianBlur.passes(sigma: sigma).isEmpty ? 0 : GaussianBlur.reach(sigma: sigma) + 1
            }
        }
        records.append(LayerRecord(
            id: layer.pointee.id, parentID: parentID, parentIndex: layer.pointee.parentIndex, subtreeEnd: layer.pointee.subtreeEnd,
            matrix: matrix, opacity: parentOpacity * attributes.alpha, isDrawn: isDrawn, clip: clip, childClip: childClip,
            ownBox: ownBox, atomicBox: atomicBox, subtreeBox: ownBox, siblingRank: rank, blurReach: blurReach
        ))
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
            let id = records[index].id
            // A tree of the same layers in the same order finds each at its own index.
            guard let previousIndex = previous.index(of: id, near: index) else {
                region.add(records[index].ownBox)
                continue
            }
            previous.kept[previousIndex] = true
            if previous.records[previousIndex].parentID != records[index].parentID || previous.records[previousIndex].usesGroup != records[index].usesGroup {
                region.add(previous.records[previousIndex].subtreeBox)
                region.add(records[index].subtreeBox)
                continue
            }
            if !drawsSame(index, as: previousIndex, in: previous) {
                region.add(previous.records[previousIndex].ownBox)
                region.add(records[index].ownBox)
                if clipChanged(index, from: previousIndex, in: previous) || effectsChanged(index, from: previousIndex, in: previous) {
                    region.add(previous.records[previousIndex].subtreeBox)
                    region.add(records[index].subtreeBox)
                }
            }
            if let parent = records[index].parentIndex {
                let oldRank = previous.records[previousIndex].siblingRank
                if oldRank <= records[parent].lastSurvivingChildRank { records[parent].childrenReordered = true }
                records[parent].lastSurvivingChildRank = oldRank
            }
        }
        for index in records.indices where records[index].childrenReordered {
            region.add(records[index].subtreeBox)
            if let previousIndex = previous.index(of: records[index].id, near: index) {
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
            for index in records.indices where !records[index].atomicBox.isEmpty {
                if region.growBoxes(touching: records[index].atomicBox) { grew = true }
            }
        }
        region.removeNestedBoxes()
    }

    /// Whether the layer at `index` draws the same as the layer at `previousIndex` of `previous`
    /// (same place, values, content, opacity and clip), so its pixels need no repaint on its
    /// account.
    ///
    /// - Complexity: O(1), except for content that is not the same value (arrays are compared
    ///   by identity first).
    func drawsSame(_ index: Int, as previousIndex: Int, in previous: FramePlan) -> Bool {
        guard records[index].isDrawn == previous.records[previousIndex].isDrawn,
              records[index].matrix == previous.records[previousIndex].matrix,
              records[index].opacity == previous.records[previousIndex].opacity,
              records[index].clip == previous.records[previousIndex].clip
        else { return false }
        // Compared in place, without copying either layer's values.
        return layers.withUnsafeBufferPointer { layers in
            previous.layers.withUnsafeBufferPointer { previousLayers in
                layers[index].attributes == previousLayers[previousIndex].attributes
                    && layers[index].content == previousLayers[previousIndex].content
                    && layers[index].mask?.layers == previousLayers[previousIndex].mask?.layers
            }
        }
    }

    /// Whether a change from the layer at `previousIndex` of `previous` changes how the layer at
    /// `index` treats its whole subtree: its mask or its blur.
    func effectsChanged(_ index: Int, from previousIndex: Int, in previous: FramePlan) -> Bool {
        let layer = layers[index], old = previous.layers[previousIndex]
        guard layer.mask != nil || old.mask != nil || layer.attributes.blurRadius > 0 || old.attributes.blurRadius > 0 else { return false }
        return layer.mask?.layers != old.mask?.layers || layer.attributes.blurRadius != old.attributes.blurRadius
            || records[index].matrix != previous.records[previousIndex].matrix
    }

    /// Whether a change from the layer at `previousIndex` of `previous` can change how the layer
    /// at `index` clips its sublayers even where their own records are unchanged (a new corner
    /// radius, clipping turned on or off).
    func clipChanged(_ index: Int, from previousIndex: Int, in previous: FramePlan) -> Bool {
        let attributes = layers[index].attributes
        let old = previous.layers[previousIndex].attributes
        guard attributes.clipsToBounds || old.clipsToBounds else { return false }
        return attributes.clipsToBounds != old.clipsToBounds
            || attributes.cornerRadius != old.cornerRadius
            || attributes.bounds != old.bounds
            || records[index].matrix != previous.records[previousIndex].matrix
    }

    /// The device standard deviation of a blur of `radius` points under `matrix`, the radius
    /// clamped as the view properties clamp it (a hand-built tree may hold any finite value).
    static func blurSigma(_ radius: CGFloat, _ matrix: AffineMatrix) -> CGFloat {
        (ViewProperties.clampedBlurRadius(radius) ?? 0) * matrix.deviceScale
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
        if !attributes.backgroundGradient.isNone { count += 1 }
        if attributes.drawsShadow { count += 1 }
        if attributes.backdropBlurRadius > 0 { count += 1 }
        if attributes.borderWidth > 0, attributes.borderColor.alpha > 0 { count += 1 }
        switch content {
        case .text(let layout, _): if !layout.lines.isEmpty { count += 2 }
        case .image: count += 1
        case nil: break
        }
        return count
    }
}
