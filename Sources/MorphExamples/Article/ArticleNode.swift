import Foundation
import Morph

/// The article example: a long article that scrolls under a header that collapses as it goes.
///
/// The tree: a `ScrollNode` fills the node and holds the article — a byline, paragraphs of
/// text, two photos with captions, a carousel of photos (a horizontal scroll node that pages,
/// nested in the vertical one) and a button; the ``CollapsingHeaderNode`` floats over its top.
/// The scroll node's top `ScrollNode.contentInset` is the expanded header's height, so the
/// article starts below the header and slides under it.
///
/// The header is scroll-linked: this node is the scroll node's delegate, and as the offset
/// crosses the first ``collapseDistance`` points it holds a layout transition of the header at the
/// fraction the offset gives (`TransitionHandle.fractionComplete`), finishing it when the
/// offset leaves that band either way. A scroll that comes to rest inside the band snaps to the
/// nearer end, as iOS does with large titles, so the header never rests half collapsed.
public final class ArticleNode: DisplayNode, ScrollNodeDelegate {
    /// The size the example is laid out for.
    public nonisolated static let designSize = CGSize(width: 360, height: 640)
    /// How far the article scrolls while the header collapses, in points.
    public nonisolated static let collapseDistance = CollapsingHeaderNode.expandedHeight - CollapsingHeaderNode.collapsedHeight
    /// The carousel's height.
    nonisolated static let carouselHeight: CGFloat = 220
    /// The paragraphs' colour in each appearance.
    static let bodyColor = DynamicColor(light: Color(white: 0.12), dark: Color(white: 0.86))

    /// The scroll node holding the article.
    public let scroll: ScrollNode
    /// The header over the scroll node's top.
    public let header: CollapsingHeaderNode
    /// The carousel of photos.
    public let carousel: ScrollNode
    /// The button at the end of the article.
    public let likeButton: ButtonNode
    /// How many times the button was tapped.
    public private(set) var likes = 0
    /// The header's transition while the scroll drives it.
    public private(set) var headerTransition: TransitionHandle?
    /// Whether the driven transition collapses the header (else it expands it).
    private var isCollapsingHeader = true

    /// The article, its photos read from the example's resources.
    ///
    /// - Throws: `ImageError` when a photo cannot be read.
    public init() throws(ImageError) {
        func photoURL(_ name: String) -> URL { ExampleResources.url("photo-grid/\(name).jpg") }
        header = try CollapsingHeaderNode(title: ArticleText.title, subtitle: ArticleText.subtitle, photoURL: photoURL("rocket"))
        scroll = ScrollNode(name: "article")
        carousel = ScrollNode(name: "carousel", scrollableDirections: .horizontal)
        likeButton = ButtonNode(
            title: "♥  Like this article",
            titleStyle: TextStyle(font: Font(.sans, size: 16, weight: .bold)),
            titleColor: .white,
            backgroundColor: Color(red: 0.86, green: 0.2, blue: 0.35),
            contentInsets: EdgeInsets(top: 12, left: 20, bottom: 12, right: 20),
            name: "like"
        )
        let body = try Self.articleBody(carousel: carousel, likeButton: likeButton, photoURL: photoURL)
        super.init(name: "article example")
        automaticallyManagesSubnodes = true
        setDynamicColor(.systemBackground, for: .backgroundColor)

        scroll.automaticallyManagesSubnodes = true
        scroll.setDynamicColor(.systemBackground, for: .backgroundColor)
        // Screen readers announce the scroll panes by these names.
        scroll.accessibilityLabel = "Article"
        carousel.accessibilityLabel = "Photos"
        scroll.contentInset = EdgeInsets(top: CollapsingHeaderNode.expandedHeight, left: 0, bottom: 0, right: 0)
        scroll.layoutSpecBlock = { _, _ in body }
        scroll.delegate = self

        carousel.isPagingEnabled = true
        carousel.decelerationRate = .fast
        let cards = try ArticleText.cards.map { card throws(ImageError) in try Self.carouselCard(photoURL(card.file), caption: card.caption) }
        carousel.automaticallyManagesSubnodes = true
        carousel.layoutSpecBlock = { _, range in
            // Every card is a page: as wide as the carousel, with a gap inside.
            let page = range.min.width
            let placed = cards.map { card in
                InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 6, bottom: 0, right: 6), child: card.styled {
                    $0.preferredSize = CGSize(width: max(page - 12, 0), height: Self.carouselHeight)
                })
            }
            return StackLayoutSpec(direction: .horizontal, children: placed)
        }
        carousel.style.height = .points(Self.carouselHeight)

        likeButton.backgroundNode.cornerRadius = 22
        likeButton.onTap = { [unowned self] button in
            likes += 1
            button.title = likes == 1 ? "♥  Liked" : "♥  Liked ×\(likes)"
        }
        header.style.layoutPosition = .zero
    }

    /// The scroll node under the header, both as wide as the node.
    override public nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        let size = constrainedSize.max
        scroll.style.preferredSize = size.width.isFinite && size.height.isFinite ? size : Self.designSize
        scroll.style.layoutPosition = .zero
        header.style.width = .points(size.width.isFinite ? size.width : Self.designSize.width)
        return AbsoluteLayoutSpec(children: [scroll, header])
    }

    /// Keys pressed while nothing has the focus scroll the article, as a browser scrolls its page.
    override public func keyEvent(_ event: KeyEvent) -> Bool {
        scroll.keyEvent(event)
    }

    // MARK: - The article

    /// The article's content: the byline, the paragraphs, the photos, the carousel and the
    /// button, in a column with margins.
    private static func articleBody(carousel: ScrollNode, likeButton: ButtonNode, photoURL: (String) -> URL) throws(ImageError) -> any LayoutElement {
        let bodyStyle = TextStyle(font: Font(.serif, size: 17), lineHeightMultiple: 1.25)
        func text(_ string: String, _ style: TextStyle, _ color: DynamicColor, name: String? = nil) -> TextNode {
            let node = TextNode(string, style: style, color: color.light, name: name)
            node.dynamicTextColor = color
            return node
        }
        func paragraph(_ string: String) -> TextNode {
            text(string, bodyStyle, Self.bodyColor)
        }
        func caption(_ string: String) -> TextNode {
            text(string, TextStyle(font: Font(.sans, size: 13, isItalic: true)), .secondaryLabel)
        }
        func photo(_ name: String, ratio: CGFloat, label: String) throws(ImageError) -> any LayoutElement {
            let image = try ImageNode(contentsOf: photoURL(name), fillColor: Color(white: 0.9), name: "photo \(name)")
            // What the photo shows; its caption, read next, says more.
            image.accessibilityLabel = label
            image.contentMode = .aspectFill
            image.clipsToBounds = true
            image.cornerRadius = 6
            return RatioLayoutSpec(ratio: ratio, child: image)
        }
        var children: [any LayoutElement] = [
            text(ArticleText.byline, TextStyle(font: Font(.sans, size: 13, weight: .bold)), .secondaryLabel, name: "byline"),
            text(ArticleText.lead, TextStyle(font: Font(.serif, size: 20, weight: .bold), lineHeightMultiple: 1.2), .label, name: "lead"),
        ]
        children += ArticleText.beforeCoffee.map(paragraph)
        children += [try photo("coffee", ratio: 2.0 / 3, label: "A cup of coffee on a saucer"), caption(ArticleText.coffeeCaption)]
        children += ArticleText.beforeAstronaut.map(paragraph)
        children += [try photo("astronaut", ratio: 1, label: "An astronaut in an orange flight suit"), caption(ArticleText.astronautCaption)]
        children += ArticleText.beforeCarousel.map(paragraph)
        children += [
            text(ArticleText.carouselHeading, TextStyle(font: Font(.sans, size: 20, weight: .bold)), .label),
            // The carousel reaches the screen's edges: the column's margins are taken back.
            InsetLayoutSpec(insets: EdgeInsets(top: 0, left: -10, bottom: 0, right: -10), child: carousel),
        ]
        children += ArticleText.afterCarousel.map(paragraph)
        children += [
            CenterLayoutSpec(centeringOptions: .x, sizingOptions: .minimumY, child: likeButton),
            text(ArticleText.footer, TextStyle(font: Font(.sans, size: 12)), .secondaryLabel, name: "footer"),
        ]
        let column = StackLayoutSpec(direction: .vertical, spacing: 16, children: children)
        return InsetLayoutSpec(insets: EdgeInsets(top: 20, left: 16, bottom: 40, right: 16), child: column)
    }

    /// A carousel card: a photo with its caption over a dark band.
    private static func carouselCard(_ url: URL, caption text: String) throws(ImageError) -> DisplayNode {
        let card = DisplayNode(name: "card")
        let image = try ImageNode(contentsOf: url, fillColor: Color(white: 0.85), name: "card photo")
        image.contentMode = .aspectFill
        let band = DisplayNode(name: "card band")
        band.backgroundColor = Color(white: 0, alpha: 0.45)
        let label = TextNode(text, style: TextStyle(font: Font(.sans, size: 15, weight: .bold)), color: .white)
        card.automaticallyManagesSubnodes = true
        // One element to a screen reader: a picture named by its caption.
        card.isAccessibilityElement = true
        card.accessibilityTraits = [.image]
        card.accessibilityLabel = text
        card.clipsToBounds = true
        card.cornerRadius = 10
        card.layoutSpecBlock = { _, _ in
            let captioned = BackgroundLayoutSpec(child: InsetLayoutSpec(insets: EdgeInsets(top: 10, left: 12, bottom: 10, right: 12), child: label), background: band)
            return OverlayLayoutSpec(
                child: image,
                overlay: RelativeLayoutSpec(horizontalPosition: .none, verticalPosition: .end, child: captioned)
            )
        }
        return card
    }

    // MARK: - The scroll-linked header

    /// How far the header is collapsed for the offset on screen: 0 expanded, 1 collapsed (not
    /// clamped).
    var headerProgress: CGFloat {
        (scroll.contentOffset.y - scroll.minimumContentOffset.y) / Self.collapseDistance
    }

    /// Drives the header's transition from the offset.
    public func scrollNodeDidScroll(_ scrollNode: ScrollNode) {
        guard scrollNode === scroll else { return }
        let progress = Double(headerProgress)
        if headerTransition == nil {
            let collapsed = header.isCollapsed.value
            guard collapsed ? progress < 1 : progress > 0 else { return }
            isCollapsingHeader = !collapsed
            headerTransition = header.startTransition(collapsing: !collapsed)
        }
        guard let handle = headerTransition else { return }
        let fraction = isCollapsingHeader ? progress : 1 - progress
        if fraction >= 1 {
            headerTransition = nil
            handle.finish(at: .end, spring: nil)
        } else if fraction <= 0 {
            headerTransition = nil
            handle.finish(at: .start, spring: nil)
        } else {
            handle.fractionComplete = fraction
        }
    }

    /// A drag that ends without a glide snaps the header.
    public func scrollNodeDidEndDragging(_ scrollNode: ScrollNode, willDecelerate: Bool) {
        if !willDecelerate { snapHeader(scrollNode) }
    }

    /// A glide that ends snaps the header.
    public func scrollNodeDidEndDecelerating(_ scrollNode: ScrollNode) {
        snapHeader(scrollNode)
    }

    /// A wheel's or a key's step that ends snaps the header.
    public func scrollNodeDidEndScrollingAnimation(_ scrollNode: ScrollNode) {
        snapHeader(scrollNode)
    }

    /// Scrolls to the nearer end of the collapse when the article rests with the header half
    /// collapsed.
    private func snapHeader(_ scrollNode: ScrollNode) {
        guard scrollNode === scroll, headerTransition != nil else { return }
        let progress = headerProgress
        guard progress > 0, progress < 1 else { return }
        let target = scroll.minimumContentOffset.y + (progress < 0.5 ? 0 : Self.collapseDistance)
        scroll.setContentOffset(CGPoint(x: scroll.contentOffset.x, y: target), animated: true)
    }
}
