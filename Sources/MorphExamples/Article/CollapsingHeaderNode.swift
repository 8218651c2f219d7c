import Foundation
import Morph

/// The article example's header, with two layouts: expanded — the launch photo across the top
/// with the title over it — and collapsed, a bar with a round thumbnail of the photo beside a
/// small title.
///
/// The article moves between them as it scrolls: ``ArticleNode`` starts a layout transition
/// between the two and holds it at the fraction the scroll offset gives (a scroll-linked
/// transition through `TransitionHandle.fractionComplete`). The photo is in both layouts, so it
/// shrinks into the thumbnail; the large title, its subtitle and the shade fade out as the small
/// title and the bar's hairline fade in; the header's own height follows.
public final class CollapsingHeaderNode: DisplayNode {
    /// The expanded header's height.
    public nonisolated static let expandedHeight: CGFloat = 200
    /// The collapsed header's height.
    public nonisolated static let collapsedHeight: CGFloat = 64
    /// The thumbnail's side in the collapsed header.
    nonisolated static let thumbnailSide: CGFloat = 40

    /// Whether the header shows its collapsed layout; a layout input.
    public let isCollapsed = LayoutInput(false)
    /// The photo: the banner, then the thumbnail.
    public let photo: ImageNode
    /// The large title over the banner.
    public let largeTitle: TextNode
    /// The line under the large title.
    public let subtitle: TextNode
    /// A dark band under the large title, for contrast.
    public let shade: DisplayNode
    /// The small title of the bar.
    public let smallTitle: TextNode
    /// The bar's bottom line.
    public let hairline: DisplayNode
    /// The collapsed state before the running transition, restored when it is reverted.
    private var stateBeforeTransition = false

    /// A header for an article titled `title`, with `subtitle` and the photo at `photoURL`.
    ///
    /// - Throws: `ImageError` when the photo cannot be read.
    public init(title: String, subtitle subtitleText: String, photoURL: URL) throws(ImageError) {
        photo = try ImageNode(contentsOf: photoURL, fillColor: Color(white: 0.8), name: "header photo")
        largeTitle = TextNode(title, style: TextStyle(font: Font(.sans, size: 32, weight: .bold)), color: .white, name: "large title")
        subtitle = TextNode(subtitleText, style: TextStyle(font: Font(.sans, size: 15)), color: Color(white: 1, alpha: 0.9), name: "subtitle")
        shade = DisplayNode(name: "shade")
        smallTitle = TextNode(title, style: TextStyle(font: Font(.sans, size: 19, weight: .bold)), color: Color(white: 0.1), name: "small title")
        hairline = DisplayNode(name: "hairline")
        super.init(name: "header")
        automaticallyManagesSubnodes = true
        // Both appearances: the collapsed bar is the system background with the label colour.
        setDynamicColor(.systemBackground, for: .backgroundColor)
        smallTitle.dynamicTextColor = .label
        photo.contentMode = .aspectFill
        photo.clipsToBounds = true
        // Decorative: the titles over it say what the article is.
        photo.accessibilityElementsHidden = true
        largeTitle.accessibilityTraits = [.staticText, .header]
        shade.backgroundColor = Color(white: 0, alpha: 0.35)
        hairline.setDynamicColor(.separator, for: .backgroundColor)
        // The transition of a scroll-linked header follows the finger, so it is linear in the
        // offset: the default curve would make the header lag and then rush.
        defaultLayoutTransitionCurve = .linear
        defaultLayoutTransitionDuration = 0.3
    }

    /// The expanded or the collapsed layout, as wide as the header is offered.
    override public nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        let width = constrainedSize.max.width.isFinite ? constrainedSize.max.width : 360
        if isCollapsed.value {
            let side = Self.thumbnailSide
            photo.style.preferredSize = CGSize(width: side, height: side)
            let row = StackLayoutSpec(direction: .horizontal, spacing: 12, alignItems: .center, children: [photo, smallTitle])
            hairline.style.preferredSize = CGSize(width: width, height: 1)
            hairline.style.layoutPosition = CGPoint(x: 0, y: Self.collapsedHeight - 1)
            let bar = InsetLayoutSpec(insets: EdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: row)
            return AbsoluteLayoutSpec(sizing: .sizeToFit, children: [
                WrapperLayoutSpec(bar, style: Self.placed(at: .zero, size: CGSize(width: width, height: Self.collapsedHeight))),
                hairline,
            ])
        }
        let height = Self.expandedHeight
        photo.style.preferredSize = CGSize(width: width, height: height)
        photo.style.layoutPosition = .zero
        shade.style.preferredSize = CGSize(width: width, height: 84)
        shade.style.layoutPosition = CGPoint(x: 0, y: height - 84)
        let titles = StackLayoutSpec(direction: .vertical, spacing: 2, children: [largeTitle, subtitle])
        let placedTitles = InsetLayoutSpec(insets: EdgeInsets(top: height - 76, left: 16, bottom: 12, right: 16), child: titles)
        return AbsoluteLayoutSpec(sizing: .sizeToFit, children: [
            photo,
            shade,
            WrapperLayoutSpec(placedTitles, style: Self.placed(at: .zero, size: CGSize(width: width, height: height))),
        ])
    }

    /// A style that puts a spec at `point` with `size` inside an absolute layout.
    private nonisolated static func placed(at point: CGPoint, size: CGSize) -> LayoutStyle {
        var style = LayoutStyle()
        style.layoutPosition = point
        style.preferredSize = size
        return style
    }

    /// Starts a paused transition to the other layout, for a scroll to drive; nil when it cannot
    /// start (the error goes to the node's error handler).
    func startTransition(collapsing: Bool) -> TransitionHandle? {
        stateBeforeTransition = isCollapsed.value
        isCollapsed.value = collapsing
        do {
            let handle = try transitionLayout(animated: true)
            handle.pause()
            return handle
        } catch {
            isCollapsed.value = stateBeforeTransition
            reportError(error)
            return nil
        }
    }

    /// The default animation, plus the photo's corners rounding into the thumbnail's circle.
    override public func animateLayoutTransition(_ context: TransitionContext) {
        super.animateLayoutTransition(context)
        let radius = isCollapsed.value ? Self.thumbnailSide / 2 : 0
        withAnimation(.curve(defaultLayoutTransitionCurve, duration: defaultLayoutTransitionDuration)) {
            photo.cornerRadius = radius
        }
    }

    /// A transition run back to its start (the scroll went back) puts the state back: the layout
    /// it restored is the one of that state.
    override public func didCompleteLayoutTransition(_ context: TransitionContext) {
        super.didCompleteLayoutTransition(context)
        if context.transitionWasCancelled {
            isCollapsed.value = stateBeforeTransition
        }
    }
}
