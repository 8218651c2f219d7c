import Foundation

extension ScrollNode {
    // MARK: - Culling

    /// Finds the content subnodes to present for the node's presentation `attributes` at `time`
    /// (into ``presentedSubnodes``, in drawing order): those whose frames intersect the visible
    /// rect, through the content index. Returns false when the node does not clip — then
    /// everything is visible and every subnode is presented.
    ///
    /// - Complexity: O(log c + k) for c content subnodes of which k are near the visible rect,
    ///   plus the subnodes that animate; O(c log c) once after the content changed, to index it.
    ///   No allocation once the buffers have grown.
    func collectPresentedSubnodes(attributes: ViewAttributes, at time: TimeInterval?) -> Bool {
        guard attributes.clipsToBounds else { return false }
        let children = subnodes
        if !contentIndex.isValid(for: children) {
            contentIndex.rebuild(from: children, drawingOrder: subnodesInDrawingOrder(at: nil))
        }
        presentedSubnodes.removeAll(keepingCapacity: true)
        contentIndex.collect(intersecting: attributes.bounds, at: time, into: &presentedSubnodes)
        return true
    }

    // MARK: - Indicators

    /// The indicators' thickness, their distance from the edges and their shortest length, in
    /// points (UIKit's are about the same).
    static let indicatorThickness: CGFloat = 3
    static let indicatorMargin: CGFloat = 3
    static let indicatorMinimumLength: CGFloat = 36
    /// The indicators' colour: black at 40 % in the light appearance, white at 45 % in the dark
    /// (UIKit's default indicator style adapts the same way), so they show on the appearance's
    /// backgrounds; resolved from the node's trait collection each time they are drawn.
    static let indicatorColor = DynamicColor(light: Color(white: 0, alpha: 0.4), dark: Color(white: 1, alpha: 0.45))
    /// The indicators' layer name.
    static let indicatorName = "ScrollIndicator"

    /// The indicators' opacity, made on first use.
    var indicatorAlpha: AnimatableProperty<CGFloat> {
        if let indicatorAlphaStorage { return indicatorAlphaStorage }
        // No owner: a property holds its owner weakly, which would give the node a side table.
        let made = AnimatableProperty<CGFloat>(0, name: "scrollIndicatorAlpha", kind: .appearance, animator: animator)
        indicatorAlphaStorage = made
        return made
    }

    /// Shows the indicators (they fade in over 0.1 s), cancelling a pending fade-out.
    func showIndicators() {
        guard showsScrollIndicators else { return }
        let alpha = indicatorAlpha
        guard alpha.value != 1 else { return }
        alpha.setValue(1, animation: .curve(.easeOut, duration: 0.1))
    }

    /// Fades the indicators out: 0.5 s after the content came to rest, over 0.3 s.
    func hideIndicatorsSoon() {
        guard let alpha = indicatorAlphaStorage, alpha.value != 0 else { return }
        alpha.setValue(0, animation: AnimationAttributes(timing: .curve(.easeIn, duration: 0.3), delay: 0.5))
    }

    /// Appends the layers of the scroll indicators (as sublayers of the node's layer, at
    /// `parent`, above the content) while they show: a thin rounded bar on each axis along which
    /// the content is larger than the viewport, as long as the visible fraction of the content,
    /// shortened while the content is pulled past an edge; the vertical one along the left edge
    /// right to left, and their colour from the appearance. They take no input.
    func appendIndicatorLayers(to layers: inout [PresentationLayer], parent: Int, at time: TimeInterval?) {
        guard showsScrollIndicators, let alphaProperty = indicatorAlphaStorage else { return }
        let alpha = time.map { alphaProperty.presentationValue(at: $0) } ?? alphaProperty.presentationValue
        guard alpha > 0 else { return }
        let visible = layers[parent].attributes.bounds
        let inset = contentInsetStorage
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        let showsVertical = maximum.y > minimum.y
        let showsHorizontal = maximum.x > minimum.x
        let thickness = Self.indicatorThickness, margin = Self.indicatorMargin
        let traits = traitCollection
        let color = Self.indicatorColor.resolved(in: traits)
        // Right to left the vertical indicator runs along the left edge, as UIKit's and
        // Android's do.
        let verticalX = traits.layoutDirection == .rightToLeft ? visible.minX + margin : visible.maxX - margin - thickness
        if showsVertical {
            let track = visible.height - inset.top - inset.bottom - 2 * margin - (showsHorizontal ? thickness + margin : 0)
            if let (start, length) = Self.indicatorKnob(
                track: track, viewport: visible.height, content: contentSizeStorage.height + inset.top + inset.bottom,
                offset: visible.minY, range: minimum.y...maximum.y
            ) {
                let frame = CGRect(x: verticalX, y: visible.minY + inset.top + margin + start, width: thickness, height: length)
                layers.append(indicatorLayer(verticalIndicatorID, frame: frame, color: color, alpha: alpha, parent: parent, index: layers.count))
            }
        }
        if showsHorizontal {
            let track = visible.width - inset.left - inset.right - 2 * margin - (showsVertical ? thickness + margin : 0)
            if let (start, length) = Self.indicatorKnob(
                track: track, viewport: visible.width, content: contentSizeStorage.width + inset.left + inset.right,
                offset: visible.minX, range: minimum.x...maximum.x
            ) {
                // Right to left the vertical indicator's corner is on the left.
                let leading = traits.layoutDirection == .rightToLeft && showsVertical ? thickness + margin : 0
                let frame = CGRect(x: visible.minX + inset.left + margin + leading + start, y: visible.maxY - margin - thickness, width: length, height: thickness)
                layers.append(indicatorLayer(horizontalIndicatorID, frame: frame, color: color, alpha: alpha, parent: parent, index: layers.count))
            }
        }
    }

    /// Where the knob of an indicator lies along a track of `track` points, and how long it is:
    /// the visible fraction of the content, at least ``indicatorMinimumLength``, shortened by as
    /// much as the content is pulled past an edge. Nil when there is no room for it.
    static func indicatorKnob(track: CGFloat, viewport: CGFloat, content: CGFloat, offset: CGFloat, range: ClosedRange<CGFloat>) -> (start: CGFloat, length: CGFloat)? {
        guard track > 2 * indicatorThickness, content > 0, range.upperBound > range.lowerBound else { return nil }
        var length = max(indicatorMinimumLength, track * min(viewport / content, 1))
        let overscroll = offset < range.lowerBound ? range.lowerBound - offset : offset > range.upperBound ? offset - range.upperBound : 0
        length = max(2 * indicatorThickness, min(length, track) - overscroll)
        let progress = min(max((offset - range.lowerBound) / (range.upperBound - range.lowerBound), 0), 1)
        return ((track - length) * progress, length)
    }

    /// One indicator's layer.
    private func indicatorLayer(_ id: LayerID, frame: CGRect, color: Color, alpha: CGFloat, parent: Int, index: Int) -> PresentationLayer {
        PresentationLayer(
            id: id,
            name: Self.indicatorName,
            attributes: ViewAttributes(
                position: CGPoint(x: frame.midX, y: frame.midY),
                bounds: CGRect(origin: .zero, size: frame.size),
                alpha: alpha,
                backgroundColor: color,
                cornerRadius: Self.indicatorThickness / 2,
                isUserInteractionEnabled: false
            ),
            parentIndex: parent,
            subtreeEnd: index + 1
        )
    }
}
