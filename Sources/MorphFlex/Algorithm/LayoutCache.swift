import Foundation

/// Yoga's layout and measurement caches (`Cache.cpp` and `calculateLayoutInternal`).
///
/// Every node keeps one layout entry (the constraints of its last full layout) and up to eight
/// measurement entries. A node that is not dirty and is asked again for constraints it has
/// answered skips its subtree; nodes with measure functions also reuse an answer whose
/// constraints are compatible (an exact size equal to the measured one, a wider "at most", …).
/// So re-laying out an unchanged tree visits only the root. Beyond Yoga, a container's
/// measurement also answers the requests in its ``MeasurementRange``, where recomputing gives
/// the same size bit for bit: nested content-sized containers, which offer each level new
/// sizes, are then measured a few times per node instead of a number that grows with depth.
extension LayoutEngine {
    @inline(__always)
    static func sizeIsExactAndMatchesOldMeasuredSize(_ sizeMode: SizingMode, _ size: Float, _ lastComputedSize: Float) -> Bool {
        sizeMode == .stretchFit && FlexMath.inexactEquals(size, lastComputedSize)
    }

    @inline(__always)
    static func oldSizeIsMaxContentAndStillFits(_ sizeMode: SizingMode, _ size: Float, _ lastSizeMode: SizingMode, _ lastComputedSize: Float) -> Bool {
        sizeMode == .fitContent && lastSizeMode == .maxContent
            && (size >= lastComputedSize || FlexMath.inexactEquals(size, lastComputedSize))
    }

    @inline(__always)
    static func newSizeIsStricterAndStillValid(_ sizeMode: SizingMode, _ size: Float, _ lastSizeMode: SizingMode, _ lastSize: Float, _ lastComputedSize: Float) -> Bool {
        lastSizeMode == .fitContent && sizeMode == .fitContent && !lastSize.isNaN && !size.isNaN
            && !lastComputedSize.isNaN && lastSize > size
            && (lastComputedSize <= size || FlexMath.inexactEquals(size, lastComputedSize))
    }

    /// Whether a measurement made under earlier constraints answers the new ones (Yoga's
    /// `canUseCachedMeasurement`). Sizes are compared on the pixel grid when rounding is on.
    func canUseCachedMeasurement(_ widthMode: SizingMode, _ availableWidth: Float, _ heightMode: SizingMode, _ availableHeight: Float, _ entry: CachedMeasurement, _ marginRow: Float, _ marginColumn: Float) -> Bool {
        if (!entry.computedHeight.isNaN && entry.computedHeight < 0) || (!entry.computedWidth.isNaN && entry.computedWidth < 0) {
            return false
        }
        let pointScaleFactor = Double(config.pointScaleFactor)
        let useRoundedComparison = pointScaleFactor != 0
        let effectiveWidth = useRoundedComparison ? PixelGrid.roundValue(Double(availableWidth), pointScaleFactor, false, false) : availableWidth
        let effectiveHeight = useRoundedComparison ? PixelGrid.roundValue(Double(availableHeight), pointScaleFactor, false, false) : availableHeight
        let effectiveLastWidth = useRoundedComparison ? PixelGrid.roundValue(Double(entry.availableWidth), pointScaleFactor, false, false) : entry.availableWidth
        let effectiveLastHeight = useRoundedComparison ? PixelGrid.roundValue(Double(entry.availableHeight), pointScaleFactor, false, false) : entry.availableHeight

        let hasSameWidthSpec = entry.widthSizingMode == widthMode && FlexMath.inexactEquals(effectiveLastWidth, effectiveWidth)
        let hasSameHeightSpec = entry.heightSizingMode == heightMode && FlexMath.inexactEquals(effectiveLastHeight, effectiveHeight)

        let widthIsCompatible = hasSameWidthSpec
            || Self.sizeIsExactAndMatchesOldMeasuredSize(widthMode, availableWidth - marginRow, entry.computedWidth)
            || Self.oldSizeIsMaxContentAndStillFits(widthMode, availableWidth - marginRow, entry.widthSizingMode, entry.computedWidth)
            || Self.newSizeIsStricterAndStillValid(widthMode, availableWidth - marginRow, entry.widthSizingMode, entry.availableWidth, entry.computedWidth)

        let heightIsCompatible = hasSameHeightSpec
            || Self.sizeIsExactAndMatchesOldMeasuredSize(heightMode, availableHeight - marginColumn, entry.computedHeight)
            || Self.oldSizeIsMaxContentAndStillFits(heightMode, availableHeight - marginColumn, entry.heightSizingMode, entry.computedHeight)
            || Self.newSizeIsStricterAndStillValid(heightMode, availableHeight - marginColumn, entry.heightSizingMode, entry.availableHeight, entry.computedHeight)

        return widthIsCompatible && heightIsCompatible
    }

    @inline(__always)
    static func sameConstraints(_ entry: CachedMeasurement, _ availableWidth: Float, _ availableHeight: Float, _ widthSizingMode: SizingMode, _ heightSizingMode: SizingMode) -> Bool {
        FlexMath.inexactEquals(entry.availableWidth, availableWidth)
            && FlexMath.inexactEquals(entry.availableHeight, availableHeight)
            && entry.widthSizingMode == widthSizingMode
            && entry.heightSizingMode == heightSizingMode
    }

    /// Lays out or measures a node unless a cached result answers the request (Yoga's
    /// `calculateLayoutInternal`). Returns whether the node was (re)computed.
    ///
    /// A measurement request that Yoga's rules do not answer is then offered to the entries'
    /// ranges (``MeasurementRange``): an entry whose range holds the request gives exactly the
    /// size a recomputation would. Such an answer is stored as a new entry, as Yoga stores the
    /// recomputation, so the node's entries stay those Yoga would have.
    ///
    /// - Complexity: O(1) on a cache hit; otherwise the cost of the node's layout.
    @discardableResult
    func calculateLayoutInternal(_ node: Int, _ availableWidth: Float, _ availableHeight: Float, _ ownerDirection: FlexLayoutDirection, _ widthSizingMode: SizingMode, _ heightSizingMode: SizingMode, _ ownerWidth: Float, _ ownerHeight: Float, performLayout: Bool) -> Bool {
        let needToVisitNode = (nodes[node].isDirty && nodes[node].layout.generationCount != generationCount)
            || nodes[node].layout.configVersion != config.version
            || nodes[node].layout.lastOwnerDirection != ownerDirection

        if needToVisitNode {
            // Invalidate the cached results.
            nodes[node].layout.nextCachedMeasurementsIndex = 0
            nodes[node].layout.cachedLayout = CachedMeasurement()
        }

        // -2: no cached result; -1: the layout entry; 0…7: a measurement entry.
        var cachedResult = -2
        let cacheBase = node &* CachedMeasurement.entriesPerNode
        let entryCount = Int(nodes[node].layout.nextCachedMeasurementsIndex)

        if nodes[node].hasMeasureFunction {
            // Measure functions are the most expensive to call, so compatible constraints
            // are reused too.
            let marginAxisRow = computeMarginForAxis(node, .row, ownerWidth)
            let marginAxisColumn = computeMarginForAxis(node, .column, ownerWidth)
            if canUseCachedMeasurement(widthSizingMode, availableWidth, heightSizingMode, availableHeight, nodes[node].layout.cachedLayout, marginAxisRow, marginAxisColumn) {
                cachedResult = -1
            } else {
                for i in 0..<entryCount where canUseCachedMeasurement(widthSizingMode, availableWidth, heightSizingMode, availableHeight, cache[cacheBase + i], marginAxisRow, marginAxisColumn) {
                    cachedResult = i
                    break
                }
            }
        } else if performLayout {
            if Self.sameConstraints(nodes[node].layout.cachedLayout, availableWidth, availableHeight, widthSizingMode, heightSizingMode) {
                cachedResult = -1
            }
        } else {
            for i in 0..<entryCount where Self.sameConstraints(cache[cacheBase + i], availableWidth, availableHeight, widthSizingMode, heightSizingMode) {
                cachedResult = i
                break
            }
        }

        if !needToVisitNode && cachedResult != -2 {
            let entry = cachedResult == -1 ? nodes[node].layout.cachedLayout : cache[cacheBase + cachedResult]
            nodes[node].layout.measuredWidth = entry.computedWidth
            nodes[node].layout.measuredHeight = entry.computedHeight
            // Yoga's matching is approximate: the entry's range holds only if it covers the
            // request itself.
            nodes[node].layout.measurementRange = !performLayout && cachedResult >= 0
                && entry.answersExactly(availableWidth, availableHeight, widthSizingMode, heightSizingMode, keptBasisEpoch: keptBasisEpoch.pointee)
                ? entry.range : .none
            if performLayout { statistics.pointee.cachedLayouts += 1 } else { statistics.pointee.cachedMeasures += 1 }
        } else if !needToVisitNode && !performLayout && config.reusesMeasurementRanges
                    && !nodes[node].layout.mayBeReadForBaseline,
                  let entry = entryAnswering(node, entryCount, availableWidth, availableHeight, widthSizingMode, heightSizingMode) {
            // Same size as a recomputation; stored where Yoga would store the recomputation.
            if config.verifiesMeasurementRanges {
                calculateLayoutImpl(node, availableWidth, availableHeight, ownerDirection, widthSizingMode, heightSizingMode, ownerWidth, ownerHeight, false)
                if nodes[node].layout.measuredWidth.bitPattern != entry.computedWidth.bitPattern
                    || nodes[node].layout.measuredHeight.bitPattern != entry.computedHeight.bitPattern {
                    statistics.pointee.rangeAnswerMismatches += 1
                }
            }
            nodes[node].layout.measuredWidth = entry.computedWidth
            nodes[node].layout.measuredHeight = entry.computedHeight
            nodes[node].layout.hadOverflow = entry.hadOverflow
            nodes[node].layout.measurementRange = entry.range
            storeMeasurement(node, CachedMeasurement(
                availableWidth: availableWidth, availableHeight: availableHeight,
                widthSizingMode: widthSizingMode, heightSizingMode: heightSizingMode,
                computedWidth: entry.computedWidth, computedHeight: entry.computedHeight,
                range: entry.range, hadOverflow: entry.hadOverflow, keptBasisEpoch: entry.keptBasisEpoch))
            statistics.pointee.cachedMeasures += 1
            statistics.pointee.rangeAnswers += 1
        } else {
            calculateLayoutImpl(node, availableWidth, availableHeight, ownerDirection, widthSizingMode, heightSizingMode, ownerWidth, ownerHeight, performLayout)
            nodes[node].layout.lastOwnerDirection = ownerDirection
            nodes[node].layout.configVersion = config.version

            if cachedResult == -2 {
                let newEntry = CachedMeasurement(
                    availableWidth: availableWidth, availableHeight: availableHeight,
                    widthSizingMode: widthSizingMode, heightSizingMode: heightSizingMode,
                    computedWidth: nodes[node].layout.measuredWidth, computedHeight: nodes[node].layout.measuredHeight,
                    range: nodes[node].layout.measurementRange, hadOverflow: nodes[node].layout.hadOverflow,
                    keptBasisEpoch: keptBasisEpoch.pointee)
                if performLayout {
                    // The single layout entry.
                    nodes[node].layout.cachedLayout = newEntry
                } else {
                    storeMeasurement(node, newEntry)
                }
            }
        }

        if performLayout {
            nodes[node].layout.width = nodes[node].layout.measuredWidth
            nodes[node].layout.height = nodes[node].layout.measuredHeight
            nodes[node].hasNewLayout = true
            nodes[node].isDirty = false
        }
        nodes[node].layout.generationCount = generationCount
        return needToVisitNode || cachedResult == -2
    }

    /// The first measurement entry whose range answers the request, if any.
    @inline(__always)
    func entryAnswering(_ node: Int, _ entryCount: Int, _ availableWidth: Float, _ availableHeight: Float, _ widthSizingMode: SizingMode, _ heightSizingMode: SizingMode) -> CachedMeasurement? {
        let cacheBase = node &* CachedMeasurement.entriesPerNode
        let epoch = keptBasisEpoch.pointee
        for i in 0..<entryCount where cache[cacheBase + i].answersExactly(availableWidth, availableHeight, widthSizingMode, heightSizingMode, keptBasisEpoch: epoch) {
            return cache[cacheBase + i]
        }
        return nil
    }

    /// Stores a measurement in the node's next entry; after the eighth, the first is
    /// overwritten (Yoga's ring of entries).
    @inline(__always)
    func storeMeasurement(_ node: Int, _ entry: CachedMeasurement) {
        var index = Int(nodes[node].layout.nextCachedMeasurementsIndex)
        if index == CachedMeasurement.entriesPerNode {
            index = 0
        }
        cache[node &* CachedMeasurement.entriesPerNode + index] = entry
        nodes[node].layout.nextCachedMeasurementsIndex = Int32(index + 1)
    }
}
