import Foundation

/// Rounding of a finished layout to the pixel grid (Yoga's `PixelGrid.cpp`).
enum PixelGrid {
    /// Rounds a value to the nearest multiple of `1 / pointScaleFactor`, halves up, or up or
    /// down when forced; values within 1e-4 of a grid line snap to it. Computed in double
    /// precision and returned as Float32, as Yoga does.
    static func roundValue(_ value: Double, _ pointScaleFactor: Double, _ forceCeil: Bool, _ forceFloor: Bool) -> Float {
        var scaledValue = value * pointScaleFactor
        // `fractial` is such that floor(scaledValue) = scaledValue - fractial.
        var fractial = Self.remainderOfOne(scaledValue)
        if fractial < 0 {
            // fmod of a negative number is negative; shift it to the floor's fraction.
            fractial += 1
        }
        if FlexMath.inexactEquals(fractial, 0) {
            // Already on the grid.
            scaledValue = scaledValue - fractial
        } else if FlexMath.inexactEquals(fractial, 1.0) {
            scaledValue = scaledValue - fractial + 1.0
        } else if forceCeil {
            scaledValue = scaledValue - fractial + 1.0
        } else if forceFloor {
            scaledValue = scaledValue - fractial
        } else {
            scaledValue = scaledValue - fractial
                + ((!fractial.isNaN && (fractial > 0.5 || FlexMath.inexactEquals(fractial, 0.5))) ? 1.0 : 0.0)
        }
        return (scaledValue.isNaN || pointScaleFactor.isNaN) ? .nan : Float(scaledValue / pointScaleFactor)
    }

    /// `fmod(value, 1)`, bit for bit (a zero keeps the sign of `value`), without the library
    /// call: the difference between a double and its truncation is exact.
    @inline(__always)
    static func remainderOfOne(_ value: Double) -> Double {
        let remainder = value - value.rounded(.towardZero)
        return remainder == 0 ? Double(signOf: value, magnitudeOf: 0) : remainder
    }
}

extension LayoutEngine {
    /// Rounds the positions and sizes of a laid-out subtree to the pixel grid, using absolute
    /// positions so that adjacent edges stay adjacent (Yoga's `roundLayoutResultsToPixelGrid`).
    /// Nodes with a measure function (text) are never rounded down in size, to avoid truncation.
    ///
    /// Unlike Yoga, the rounded frame is stored apart from the unrounded results
    /// (`LayoutResults.roundedLeft` …): Yoga rounds in place, so a later pass that reuses a
    /// cached node rounds again from rounded values, or, when the root's cache answers, reports
    /// the root's unrounded size. Here rounding is a function of the unrounded layout.
    func roundLayoutResultsToPixelGrid(_ node: Int, _ absoluteLeft: Double, _ absoluteTop: Double) {
        let pointScaleFactor = Double(config.pointScaleFactor)

        let nodeLeft = Double(nodes[node].layout.position.left)
        let nodeTop = Double(nodes[node].layout.position.top)
        let nodeWidth = Double(nodes[node].layout.width)
        let nodeHeight = Double(nodes[node].layout.height)

        let absoluteNodeLeft = absoluteLeft + nodeLeft
        let absoluteNodeTop = absoluteTop + nodeTop
        let absoluteNodeRight = absoluteNodeLeft + nodeWidth
        let absoluteNodeBottom = absoluteNodeTop + nodeHeight

        if pointScaleFactor != 0 {
            let textRounding = nodes[node].hasMeasureFunction

            nodes[node].layout.roundedLeft = PixelGrid.roundValue(nodeLeft, pointScaleFactor, false, textRounding)
            nodes[node].layout.roundedTop = PixelGrid.roundValue(nodeTop, pointScaleFactor, false, textRounding)

            // A size is fractional on the grid when scaling it does not give a whole number.
            let scaledNodeWidth = nodeWidth * pointScaleFactor
            let hasFractionalWidth = !FlexMath.inexactEquals(scaledNodeWidth.rounded(), scaledNodeWidth)
            let scaledNodeHeight = nodeHeight * pointScaleFactor
            let hasFractionalHeight = !FlexMath.inexactEquals(scaledNodeHeight.rounded(), scaledNodeHeight)

            nodes[node].layout.roundedWidth =
                PixelGrid.roundValue(absoluteNodeRight, pointScaleFactor, textRounding && hasFractionalWidth, textRounding && !hasFractionalWidth)
                - PixelGrid.roundValue(absoluteNodeLeft, pointScaleFactor, false, textRounding)
            nodes[node].layout.roundedHeight =
                PixelGrid.roundValue(absoluteNodeBottom, pointScaleFactor, textRounding && hasFractionalHeight, textRounding && !hasFractionalHeight)
                - PixelGrid.roundValue(absoluteNodeTop, pointScaleFactor, false, textRounding)
        } else {
            nodes[node].layout.roundedLeft = nodes[node].layout.position.left
            nodes[node].layout.roundedTop = nodes[node].layout.position.top
            nodes[node].layout.roundedWidth = nodes[node].layout.width
            nodes[node].layout.roundedHeight = nodes[node].layout.height
        }

        clampNonFiniteResults(node)

        for k in 0..<rawChildCount(node) {
            roundLayoutResultsToPixelGrid(rawChild(node, k), absoluteNodeLeft, absoluteNodeTop)
        }
    }

    /// Makes every number the node reports finite: NaN becomes 0, ±∞ ±`Float.greatestFiniteMagnitude`,
    /// each counted in ``FlexLayoutStatistics/clampedResults``. Lengths enter the engine clamped
    /// to ``FlexStyle/maximumLength``, so this only happens when percentages or aspect ratios
    /// multiply them beyond the 32-bit range.
    func clampNonFiniteResults(_ node: Int) {
        // In place: the layout record is large, and copying it per node showed in profiles.
        let clamped = Self.clampToFinite(&nodes[node].layout.roundedLeft) + Self.clampToFinite(&nodes[node].layout.roundedTop)
            + Self.clampToFinite(&nodes[node].layout.roundedWidth) + Self.clampToFinite(&nodes[node].layout.roundedHeight)
            + Self.clampToFinite(&nodes[node].layout.margin) + Self.clampToFinite(&nodes[node].layout.border)
            + Self.clampToFinite(&nodes[node].layout.padding)
        statistics.pointee.clampedResults += clamped
    }

    /// NaN to 0 and ±∞ to ±`Float.greatestFiniteMagnitude`; returns 1 when it changed the value.
    @inline(__always)
    static func clampToFinite(_ value: inout Float) -> Int {
        guard !value.isFinite else { return 0 }
        value = value.isNaN ? 0 : (value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
        return 1
    }

    /// The same for each edge; returns how many changed.
    @inline(__always)
    static func clampToFinite(_ edges: inout EdgeFloats) -> Int {
        clampToFinite(&edges.left) + clampToFinite(&edges.top) + clampToFinite(&edges.right) + clampToFinite(&edges.bottom)
    }
}
