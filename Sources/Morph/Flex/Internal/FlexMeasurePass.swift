import Foundation

/// What the measure and baseline functions of one flex tree's leaves need during a layout: the
/// pixel grid to measure on, and the first error a measurement threw (a measure function cannot
/// throw; the layout reports the error after the pass).
///
/// Owned by one ``FlexTreeHost`` and touched only by the thread that has taken that host out of
/// its node for a layout, so its plain variables need no lock.
final class FlexMeasurePass: @unchecked Sendable {
    /// The pixel grid of the current layout.
    var context = LayoutContext(screenScale: 2)
    /// The first error a leaf's measurement threw during the current layout.
    var error: LayoutError?

    /// The measure function of a leaf laid out with layout specs (or measuring its own content):
    /// Yoga's proposal becomes a `SizeRange` — exactly *w* is `w…w`, at most *w* is `0…w`,
    /// undefined is `0…∞` — and the node answers with its (cached) ``DisplayNode/layoutThatFits(_:parentSize:context:)``
    /// size. Fractions in the node's own layout style resolve against the proposed size (unknown
    /// when undefined).
    func measureFunction(for node: DisplayNode) -> FlexMeasureFunction {
        { [self] input in measure(node, input) }
    }

    /// The baseline function of such a leaf: its `LayoutStyle.ascender` when set (text nodes set
    /// it from their font, and the stack spec aligns first baselines on it too), else Yoga's
    /// default for a box without a baseline, its bottom edge.
    func baselineFunction(for node: DisplayNode) -> FlexBaselineFunction {
        { size in
            let ascender = node.style.ascender
            return ascender != 0 && ascender.isFinite ? ascender : size.height
        }
    }

    private func measure(_ node: DisplayNode, _ input: FlexMeasureInput) -> CGSize {
        let (minWidth, maxWidth) = Self.bounds(input.width, input.widthMode)
        let (minHeight, maxHeight) = Self.bounds(input.height, input.heightMode)
        // `bounds` gives 0 ≤ minimum ≤ maximum, the minimum finite.
        let range = SizeRange(
            uncheckedMin: CGSize(width: minWidth, height: minHeight),
            max: CGSize(width: maxWidth, height: maxHeight)
        )
        let parentSize = CGSize(
            width: input.widthMode == .undefined ? .nan : input.width,
            height: input.heightMode == .undefined ? .nan : input.height
        )
        do {
            return try node.measure(range, parentSize: parentSize, context: context).size
        } catch {
            if self.error == nil { self.error = error }
            return .zero
        }
    }

    /// The range bounds for one axis of Yoga's proposal.
    private static func bounds(_ size: CGFloat, _ mode: FlexMeasureMode) -> (CGFloat, CGFloat) {
        guard size.isFinite, size >= 0 else { return (0, .infinity) }
        switch mode {
        case .exactly: return (size, size)
        case .atMost: return (0, size)
        case .undefined: return (0, .infinity)
        }
    }
}
