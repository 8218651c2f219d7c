import Foundation

/// The Korean Texture seed's progress bar: a bar whose width is a fraction of the track, set
/// through a fractional `flexBasis`, so a layout transition animates the ratio.
public final class ProgressBarNode: DisplayNode {
    /// The ratio shown, clamped to 0…1 when laid out (NaN counts as 0); a layout input.
    public let progress = LayoutInput<CGFloat>(0)
    /// The filled part of the track.
    public let bar = DisplayNode(name: "bar")

    /// Creates an empty bar.
    public init() {
        super.init(name: "progress")
        automaticallyManagesSubnodes = true
        setDynamicColor(.systemGray5, for: .backgroundColor)
        cornerRadius = 6
        clipsToBounds = true
        bar.setDynamicColor(.systemGreen, for: .backgroundColor)
        addGestureRecognizer(TapGestureRecognizer { [weak self] recognizer in
            if recognizer.state == .ended { self?.advance() }
        })
    }

    /// The ratios a tap steps through, then back to empty.
    public static let steps: [CGFloat] = [0.3, 0.8, 1, 0]

    /// Called by ``advance()`` with the new ratio, before its transition starts (a screen showing
    /// the percentage updates its label here).
    public var progressWillAdvance: (@MainActor (CGFloat) -> Void)?

    /// Steps the ratio to the next of ``steps`` with a layout transition (a tap does it).
    public func advance() {
        let current = progress.value
        progress.value = Self.steps.first { $0 > current } ?? 0
        progressWillAdvance?(progress.value)
        do {
            try transitionLayout(animated: true)
        } catch {
            reportError(error)
        }
    }

    /// The bar in a horizontal stack, its basis the progress ratio of the track.
    override public func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        let progress = progress.value
        let ratio = progress.isNaN ? 0 : min(max(progress, 0), 1)
        if bar.style.flexBasis != .fraction(ratio) { bar.style.flexBasis = .fraction(ratio) }
        return StackLayoutSpec(direction: .horizontal, alignItems: .stretch, children: [bar])
    }
}
