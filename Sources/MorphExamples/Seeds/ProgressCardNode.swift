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
    /// "Uploading photos".
    public let titleNode = TextNode("Uploading photos", style: TextStyle(font: Font(.sans, size: 15, weight: .bold)), color: ProgressCardNode.label, name: "title")
    /// The ratio as a whole percentage, right-aligned.
    public let percentageNode = TextNode("0%", style: TextStyle(font: Font(.sans, size: 15), alignment: .right), color: ProgressCardNode.secondaryLabel, name: "percentage")
    /// The track's width: the seed's 300 points.
    public static let trackWidth: CGFloat = 300

    /// A card at 0 %.
    public init() {
        super.init(name: "upload card")
        automaticallyManagesSubnodes = true
        backgroundColor = .white
        cornerRadius = 14
        borderWidth = 1
        borderColor = Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255)
        bar.style.height = .points(8)
        bar.style.width = .points(Self.trackWidth)
        bar.cornerRadius = 4
        bar.backgroundColor = Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255)
        bar.bar.backgroundColor = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
        bar.bar.cornerRadius = 4
        percentageNode.style.width = .points(60)
        titleNode.style.flexGrow = 1
        titleNode.style.flexShrink = 1
        titleNode.accessibilityTraits = [.staticText, .header]
        bar.accessibilityLabel = "Upload progress"
        // The bar's value says the percentage; the label would say it a second time.
        percentageNode.accessibilityElementsHidden = true
        // A tap on the bar advances it (the seed's behaviour); the percentage follows.
        bar.progressWillAdvance = { [weak self] ratio in self?.showPercentage(ratio) }
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

    /// Title and percentage on one baseline, the track 14 points below, inside 20-point margins.
    override public func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        let header = StackLayoutSpec(direction: .horizontal, spacing: 8, alignItems: .baselineFirst, children: [titleNode, percentageNode])
        return InsetLayoutSpec(
            insets: EdgeInsets(all: 20),
            child: StackLayoutSpec(direction: .vertical, spacing: 14, alignItems: .stretch, children: [header, bar])
        )
    }

    static let label = Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
    static let secondaryLabel = Color(red: 108 / 255, green: 108 / 255, blue: 114 / 255)
}
