import Foundation
import Morph

/// A post of the feed: an avatar cropped to a circle with the author's name, a headline, a photo
/// and its text. The photos load through `NetworkImageNode` from file URLs — in the preload range,
/// cancelled when the cell leaves it.
public final class FeedPostCell: CellNode {
    /// The post shown.
    public let post: FeedPost
    let avatar: NetworkImageNode
    let author: TextNode
    let title: TextNode
    let photo: NetworkImageNode
    let body: TextNode

    /// Whether the look was set (the first time the cell entered the display range).
    private var isStyled = false

    /// The avatar's diameter, in points.
    nonisolated static let avatarDiameter: CGFloat = 36

    /// A cell for `post`, its images kept in `cache`.
    public nonisolated init(post: FeedPost, cache: ImageCache) {
        self.post = post
        avatar = NetworkImageNode(placeholderColor: Color(white: 0.88), cache: cache, name: "avatar")
        author = TextNode(post.author, style: TextStyle(font: Font(.sans, size: 14, weight: .bold)), color: Color(white: 0.15), name: "author")
        title = TextNode(post.title, style: TextStyle(font: Font(.serif, size: 18, weight: .bold), lineHeightMultiple: 1.15), color: Color(white: 0.08), name: "title")
        photo = NetworkImageNode(placeholderColor: Color(red: 0.86, green: 0.88, blue: 0.92), cache: cache, name: "photo")
        body = TextNode(post.body, style: TextStyle(font: Font(.sans, size: 14), lineHeightMultiple: 1.2), color: Color(white: 0.25), name: "body")
        super.init(name: "post \(post.number)")
        automaticallyManagesSubnodes = true
        avatar.imageModification = .circularCrop(diameter: Self.avatarDiameter)
        avatar.url = post.avatar
        photo.url = post.photo
    }

    /// The look, set on the main actor (view properties) before the cell is first drawn.
    override public func didEnterDisplayState() {
        super.didEnterDisplayState()
        guard !isStyled else { return }
        isStyled = true
        performWithoutAnimation {
            setDynamicColor(.secondarySystemGroupedBackground, for: .backgroundColor)
            author.dynamicTextColor = .label
            title.dynamicTextColor = .label
            body.dynamicTextColor = .secondaryLabel
            photo.contentMode = .aspectFill
            avatar.accessibilityLabel = "\(post.author)'s picture"
            photo.accessibilityLabel = "Photo: " + post.photo.deletingPathExtension().lastPathComponent
            avatar.cornerRadius = Self.avatarDiameter / 2
            avatar.clipsToBounds = true
            photo.cornerRadius = 8
            photo.clipsToBounds = true
        }
    }

    override public nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        let side = Self.avatarDiameter
        let header = StackLayoutSpec(direction: .horizontal, spacing: 10, alignItems: .center, children: [
            avatar.styled { $0.preferredSize = CGSize(width: side, height: side) },
            author,
        ])
        let picture = RatioLayoutSpec(ratio: post.shape.ratio, child: photo)
        let column = StackLayoutSpec(direction: .vertical, spacing: 10, children: [header, title, picture, body])
        return InsetLayoutSpec(insets: EdgeInsets(top: 14, left: 16, bottom: 16, right: 16), child: column)
    }
}
