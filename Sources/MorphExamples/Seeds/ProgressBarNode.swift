import Foundation

/// The Korean Texture seed's progress bar: a bar whose width is a fraction of the track, set
/// through a fractional `flexBasis`, so a layout transition animates the ratio.
///
/// To assistive technology it is a progress indicator (AT-SPI's progress bar, with the `Value`
/// interface) whose value is the ratio, read as a percentage, with an "Advance" action that does
/// what a tap does.
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
        isAccessibilityElement = true
        accessibilityRole = .progressIndicator
        accessibilityLabel = "Progress"
        accessibilityTraits = [.updatesFrequently]
        accessibilityCustomActions = [AccessibilityCustomAction(name: "Advance") { [weak self] in
            self?.advance()
            return self != nil
        }]
    }

    /// The ratio shown, clamped to 0…1 (NaN is 0), as a layout pass reads it.
    public nonisolated var clampedProgress: CGFloat {
        let progress = progress.value
        return progress.isNaN ? 0 : min(max(progress, 0), 1)
    }

    /// The value set, else the ratio as a whole percentage ("30%").
    override public var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int((clampedProgress * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }

    /// The value set, else the ratio in 0…1.
    override public var accessibilityNumericValue: AccessibilityNumericValue? {
        get { super.accessibilityNumericValue ?? AccessibilityNumericValue(current: Double(clampedProgress)) }
        set { super.accessibilityNumericValue = newValue }
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
        let ratio = clampedProgress
        if bar.style.flexBasis != .fraction(ratio) { bar.style.flexBasis = .fraction(ratio) }
        return StackLayoutSpec(direction: .horizontal, alignItems: .stretch, children: [bar])
    }
}
