/// Baselines (Yoga's `Baseline.cpp`; CSS Flexbox §8.5 and §9.4 step 8).
extension LayoutEngine {
    /// The distance from the node's top edge to its first baseline: the baseline function's
    /// answer, else the baseline of the first child on the first line that is baseline-aligned
    /// (or marked as reference), else of the first such child at all, else the node's height.
    /// Absolute and `display: none` children do not count.
    ///
    /// A baseline function that returns NaN counts as the node's height (Yoga aborts instead);
    /// an answer beyond ±``FlexStyle/maximumLength`` (∞ included) counts as that length.
    func calculateBaseline(_ node: Int) -> Float {
        if nodes[node].hasBaselineFunction, let function = baselineFunctions[node] {
            let width = nodes[node].layout.measuredWidth
            let height = nodes[node].layout.measuredHeight
            let baseline = function(.init(width: Double(width), height: Double(height)))
            guard !baseline.isNaN else { return height }
            return Float(min(max(baseline, -FlexStyle.maximumLength), FlexStyle.maximumLength))
        }

        var baselineChild = -1
        for k in 0..<layoutChildCount(node) {
            let child = layoutChild(node, k)
            if nodes[child].lineIndex > 0 { break }
            // Yoga also takes a `display: none` child, whose zeroed layout has no measured
            // height: the baseline, and the positions aligned on it, became NaN.
            if nodes[child].style.positionType == .absolute || nodes[child].style.display == .none { continue }
            if resolveChildAlignment(node, child) == .baseline || nodes[child].isReferenceBaseline {
                baselineChild = child
                break
            }
            if baselineChild < 0 {
                baselineChild = child
            }
        }

        if baselineChild < 0 {
            return nodes[node].layout.measuredHeight
        }
        let baseline = calculateBaseline(baselineChild)
        return baseline + nodes[baselineChild].layout.position.top
    }

    /// Whether a row container aligns any in-flow child on baselines.
    func isBaselineLayout(_ node: Int) -> Bool {
        if nodes[node].style.flexDirection.isColumn { return false }
        if nodes[node].style.alignItems == .baseline { return true }
        for k in 0..<layoutChildCount(node) {
            let child = layoutChild(node, k)
            if nodes[child].style.positionType != .absolute && nodes[child].style.alignSelf == .baseline {
                return true
            }
        }
        return false
    }
}
