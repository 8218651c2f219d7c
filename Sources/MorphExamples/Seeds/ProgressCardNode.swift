import Foundation

/// The progress bar example's screen: an upload card with a title, the percentage and the seed's
/// ``ProgressBarNode`` as a slim pill track under them.
///
/// The bar is the seed's node unchanged in behaviour — a fractional `flexBasis` animated by the
/// bar's own layout transition — here 300 points wide and 8 high, with rounded ends. The card only
/// dresses it: ``setProgress(_:)`` sets the bar's ratio and the percentage text (which changes at
/// once, as a label's text does), and the caller transitions the bar's layout.
public final class ProgressCardNode: DisplayNode {
    /// The seed's progress bar.
    public let bar = ProgressBarNode()
    /// "Uploading photos", in the bold subheadline text style (15 points by default).
    public let titleNode = TextNode("Uploading photos", style: TextStyle(font: ProgressCardNode.titleFont), name: "title")
    /// The ratio as a whole percentage, at the trailing edge.
    public let percentageNode = TextNode("0%", style: TextStyle(font: Font(textStyle: .subheadline), alignment: .right), name: "percentage")
    /// The track's width: the seed's 300 points.
    public nonisolated static let trackWidth: CGFloat = 300
    /// The percentage's width at the default text size; it grows with the text.
    public nonisolated static let percentageWidth: CGFloat = 60

    private nonisolated static var titleFont: Font {
        var font = Font(textStyle: .subheadline)
        font.weight = .bold
        return font
    }

    /// A card at 0 %. Both appearances are defined (dynamic colours); the texts follow the
    /// content size category, and at the accessibility sizes the percentage goes under the title.
    public init() {
        super.init(name: "upload card")
        automaticallyManagesSubnodes = true
        setDynamicColor(.secondarySystemGroupedBackground, for: .backgroundColor)
        cornerRadius = 14
        borderWidth = 1
        setDynamicColor(.systemGray5, for: .borderColor)
        bar.style.height = .points(8)
        bar.style.width = .points(Self.trackWidth)
        bar.cornerRadius = 4
        bar.bar.cornerRadius = 4
        titleNode.dynamicTextColor = .label
        percentageNode.dynamicTextColor = .secondaryLabel
        titleNode.style.flexGrow = 1
        titleNode.style.flexShrink = 1
        alignPercentage()
        titleNode.accessibilityTraits = [.staticText, .header]
        bar.accessibilityLabel = "Upload progress"
        // The bar's value says the percentage; the label would say it a second time.
        percentageNode.accessibilityElementsHidden = true
        // A tap on the bar advances it (the seed's behaviour); the percentage follows.
        bar.progressWillAdvance = { [weak self] ratio in self?.showPercentage(ratio) }
    }

    /// The percentage aligns at the trailing edge beside the title (right, or left once a
    /// right-to-left layout has put it on the left), at the leading edge under it.
    override public func traitCollectionDidChange(previous: TraitCollection) {
        super.traitCollectionDidChange(previous: previous)
        alignPercentage()
    }

    /// Beside the title at the trailing edge; under it (accessibility sizes) at the leading one.
    private func alignPercentage() {
        let traits = traitCollection
        let trailing: TextAlignment = traits.layoutDirection.isRightToLeft ? .left : .right
        percentageNode.textStyle.alignment = traits.preferredContentSizeCategory.isAccessibilityCategory ? .natural : trailing
    }

    /// Sets the bar's ratio (a layout input: transition the bar's layout to animate it) and shows
    /// it as a percentage, rounded, clamped to 0…100 (NaN shows 0 %).
    public func setProgress(_ ratio: CGFloat) {
        bar.progress.value = ratio
        showPercentage(ratio)
    }

    private func showPercentage(_ ratio: CGFloat) {
        let clamped = ratio.isNaN ? 0 : min(max(ratio, 0), 1)
        percentageNode.string = "\(Int((clamped * 100).rounded()))%"
    }

    /// Title and percentage on one baseline, the track 14 points below, inside 20-point margins;
    /// at the accessibility text sizes the percentage under the title. The percentage's width
    /// scales with the text, as UIFontMetrics scales a length.
    override public func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        let category = traitCollection.preferredContentSizeCategory
        // A fixed width, room for "100%" (the percentage changes without a layout of the card, and
        // beside the title the digits must not make the title jump).
        let widest = (try? TextLayout("100%", style: percentageNode.textStyle.scaled(for: category)).size.width) ?? 0
        let percentageWidth = LayoutDimension.points(max(widest, Font.TextStyle.subheadline.scaledValue(for: Self.percentageWidth, in: category)))
        if percentageNode.style.width != percentageWidth { percentageNode.style.width = percentageWidth }
        let header = category.isAccessibilityCategory
            ? StackLayoutSpec(direction: .vertical, spacing: 4, alignItems: .start, children: [titleNode, percentageNode])
            : StackLayoutSpec(direction: .horizontal, spacing: 8, alignItems: .baselineFirst, children: [titleNode, percentageNode])
        return InsetLayoutSpec(
            insets: EdgeInsets(all: 20),
            child: StackLayoutSpec(direction: .vertical, spacing: 14, alignItems: .stretch, children: [header, bar])
        )
    }
}
