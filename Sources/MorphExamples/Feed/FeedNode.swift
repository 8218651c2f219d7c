import Foundation
import Morph

/// The feed example's screen: a list of posts that grows by batch fetching — pages of
/// ``pageSize`` posts, each arriving a moment after the user comes within two screens of the end —
/// up to ``totalPostCount``.
public final class FeedNode: DisplayNode, CollectionNodeDataSource, CollectionNodeDelegate {
    /// The list.
    public let list: CollectionNode
    /// The posts loaded so far.
    public private(set) var posts: [FeedPost]
    /// The most posts the feed loads.
    public let totalPostCount: Int
    /// The posts per page.
    public let pageSize: Int
    /// How long a page takes to arrive, in seconds of the animator's clock.
    public var pageDelay: TimeInterval = 0.25
    /// The images, decoded once and shared by every cell.
    public let imageCache: ImageCache

    /// The example's size, in points.
    public nonisolated static let designSize = CGSize(width: 390, height: 720)

    /// A feed that starts with `initialPostCount` posts and fetches pages of `pageSize` up to
    /// `totalPostCount`.
    public init(initialPostCount: Int = 30, pageSize: Int = 30, totalPostCount: Int = 10_000) {
        self.totalPostCount = totalPostCount
        self.pageSize = max(pageSize, 1)
        posts = (0..<min(initialPostCount, totalPostCount)).map(FeedPost.init(number:))
        imageCache = ImageCache(byteLimit: 64 << 20)
        // The photos come from files: decoding them once here makes every cell find them in the
        // cache, so the first frame already shows them.
        for url in FeedPost.photos {
            _ = try? imageCache.image(contentsOf: url)
            _ = try? imageCache.image(contentsOf: url, modifiedBy: .circularCrop(diameter: FeedPostCell.avatarDiameter))
        }
        list = CollectionNode(layout: .verticalList(spacing: 8, insets: EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)), name: "feed")
        super.init(name: "feed screen")
        setDynamicColor(.systemGroupedBackground, for: .backgroundColor)
        list.estimatedItemExtent = 480
        // The scroll pane's name, as a screen reader announces it.
        list.accessibilityLabel = "Feed"
        list.collectionDelegate = self
        list.dataSource = self
        do { try addSubnode(list) } catch { reportError(error) }
    }

    /// The list fills the screen.
    override public func calculatedLayoutDidChange() {
        super.calculatedLayoutDidChange()
        performWithoutAnimation { list.frame = bounds }
    }

    override public nonisolated func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: constrainedSize.width.isFinite ? constrainedSize.width : Self.designSize.width,
               height: constrainedSize.height.isFinite ? constrainedSize.height : Self.designSize.height)
    }

    // MARK: - Data source

    public func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int {
        posts.count
    }

    public func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let post = posts[indexPath.item]
        let cache = imageCache
        return { FeedPostCell(post: post, cache: cache) }
    }

    // MARK: - Batch fetching

    public func shouldBatchFetch(for collectionNode: CollectionNode) -> Bool {
        posts.count < totalPostCount
    }

    public func collectionNode(_ collectionNode: CollectionNode, willBeginBatchFetchWith context: BatchContext) {
        _ = animator.schedule(after: pageDelay) { [weak self] in
            guard let self else { return }
            appendPage()
            context.completeBatchFetching(true)
        }
    }

    /// Adds the next page of posts at the end of the list.
    public func appendPage() {
        let start = posts.count
        let end = min(start + pageSize, totalPostCount)
        guard end > start else { return }
        posts += (start..<end).map(FeedPost.init(number:))
        do {
            try list.performBatchUpdates(animated: false, {
                list.insertItems(at: (start..<end).map { IndexPath(item: $0, section: 0) })
            })
        } catch {
            reportError(error)
        }
    }
}
