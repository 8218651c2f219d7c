import Foundation
@_spi(MorphInternals) import MorphLayout

/// A leaf that shows an image (Texture's `ASImageNode`): its size is the image's intrinsic size
/// in points (pixels ÷ scale).
///
/// An image node is either a placeholder of a given size filled with a colour, or a PNG or JPEG
/// file decoded through `ImageCache.shared` (`DecodedImage`) — its ``displayedImage`` is what a
/// renderer draws; until then it shows its ``DisplayNode/backgroundColor`` (the fill colour).
///
/// ``intrinsicSize`` is a layout input (any thread); ``setImage(contentsOf:)`` replaces the image
/// and invalidates the layout, so a node can relayout with a transition when an image arrives.
/// The layout clamps the intrinsic size to the range its parent offers; a NaN, infinite or
/// negative intrinsic size makes the layout throw `LayoutError.invalidMeasuredSize(_:element:)`.
///
/// ## Image modification
///
/// An ``imageModification`` (Texture's `imageModificationBlock`) changes the image before it is
/// shown — a circular crop with a border, say:
///
/// ```swift
/// let photo = try ImageNode(contentsOf: photoURL)
/// photo.imageModification = .circularCrop(diameter: 60, borderWidth: 10)
/// let shown = await photo.waitForImageModification()
/// ```
///
/// The modification runs off the main actor, on a global dispatch queue (never on one of Swift's
/// cooperative threads, which a long modification would hold up); its result is kept in the image
/// cache under the image's file and the modification's identifier, so the next node showing the
/// same file with the same modification shows it at once. Until the result is there the node shows
/// no image (its fill colour), so the unmodified image never flashes; a failed modification is
/// reported to ``DisplayNode/errorHandler`` and leaves the node showing no image. As in Texture,
/// the modification changes what is drawn, not the layout: ``intrinsicSize`` stays the decoded
/// image's size, and the modified image is drawn into the bounds by ``contentMode``.
open class ImageNode: DisplayNode {
    /// The image state, behind the node's image lock (any thread).
    struct Image: Sendable {
        var intrinsicSize: CGSize
        /// The file shown, if any.
        var url: URL?
        /// The image as decoded (before the modification).
        var decoded: DecodedImage?
        /// Where `decoded` came from, for caching its modified versions; nil: not cached.
        var sourceKey: ImageCacheKey?
        var modification: ImageModification?
        /// What is drawn: the modified image, or `decoded` without a modification; nil while the
        /// modification runs or after it failed.
        var displayed: DecodedImage?
        /// Bumped at every change of `decoded` or `modification`: a modification finishing for an
        /// older generation is dropped.
        var generation: UInt64 = 0
        /// The modification task of the current generation, while it runs.
        var pendingModification: Task<Void, Never>?
    }

    /// The image state; a subclass in this module (the network image node) installs images here.
    let image: Locked<Image>
    /// Where modified images are kept (`ImageCache.shared` unless a subclass chose another).
    nonisolated let imageCache: ImageCache

    /// A placeholder image of `size` points filled with `fillColor`.
    ///
    /// - Parameters:
    ///   - size: the intrinsic size (see the type's discussion for invalid sizes).
    ///   - fillColor: the node's initial ``DisplayNode/backgroundColor``.
    ///   - name: the node's name.
    ///   - animator: the animator of the view properties (see ``DisplayNode``).
    public nonisolated init(size: CGSize, fillColor: Color = .clear, name: String? = nil, animator: Animator? = nil) {
        image = Locked(Image(intrinsicSize: size))
        imageCache = .shared
        super.init(name: name, animator: animator, initialBackgroundColor: fillColor)
    }

    /// A node that keeps its modified images in `cache`.
    nonisolated init(size: CGSize, fillColor: Color, name: String?, animator: Animator?, cache: ImageCache) {
        image = Locked(Image(intrinsicSize: size))
        imageCache = cache
        super.init(name: name, animator: animator, initialBackgroundColor: fillColor)
    }

    /// The PNG or JPEG image at `url`, decoded through `ImageCache.shared` and sized from it.
    ///
    /// - Throws: `ImageError` when the file is missing, not an image, truncated or corrupt.
    public nonisolated convenience init(contentsOf url: URL, fillColor: Color = .clear, name: String? = nil, animator: Animator? = nil) throws(ImageError) {
        let decoded = try ImageCache.shared.image(contentsOf: url)
        self.init(size: decoded.size, fillColor: fillColor, name: name, animator: animator)
        install(decoded, url: url, sourceKey: ImageCacheKey(source: .file(path: url.path), scale: decoded.scale), intrinsicSize: decoded.size)
    }

    // MARK: - Accessibility

    /// An image node is an accessibility element unless set otherwise: an image is named by its
    /// ``DisplayNode/accessibilityLabel`` (none by default — the audit reports it), and a
    /// decorative one sets `isAccessibilityElement = false` or
    /// ``DisplayNode/accessibilityElementsHidden``.
    override open var isAccessibilityElement: Bool {
        get { accessibilityState.properties.isAccessibilityElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The traits set, else ``AccessibilityTraits/image``.
    override open var accessibilityTraits: AccessibilityTraits {
        get { accessibilityState.properties.traits ?? .image }
        set { super.accessibilityTraits = newValue }
    }

    /// The image's size in points; setting it calls ``DisplayNode/setNeedsLayout()``. Any thread.
    public nonisolated var intrinsicSize: CGSize {
        get { image.withLock { $0.intrinsicSize } }
        set {
            let changed = image.withLock { image -> Bool in
                guard image.intrinsicSize != newValue else { return false }
                image.intrinsicSize = newValue
                return true
            }
            if changed { setNeedsLayout() }
        }
    }

    /// The image file shown, if the image came from one.
    public nonisolated var imageURL: URL? {
        image.withLock { $0.url }
    }

    /// The image as decoded, before the ``imageModification``; nil for a placeholder.
    public nonisolated var decodedImage: DecodedImage? {
        image.withLock { $0.decoded }
    }

    /// The image drawn: the ``imageModification``'s result, or ``decodedImage`` when there is no
    /// modification; nil for a placeholder, while the modification runs and after it failed.
    /// Any thread.
    public nonisolated var displayedImage: DecodedImage? {
        image.withLock { $0.displayed }
    }

    /// Changes the image before it is drawn (Texture's `imageModificationBlock`); nil by default.
    /// Setting a different modification (by `ImageModification.identifier`) shows its cached
    /// result at once, or starts it off the main actor (see the type's discussion). Any thread.
    public nonisolated var imageModification: ImageModification? {
        get { image.withLock { $0.modification } }
        set {
            let changed = image.withLock { image -> Bool in
                guard image.modification != newValue else { return false }
                image.modification = newValue
                return true
            }
            if changed { refreshDisplayedImage(precomputed: nil) }
        }
    }

    /// Shows the PNG or JPEG image at `url`: decodes it through `ImageCache.shared`, takes its
    /// size and calls ``DisplayNode/setNeedsLayout()`` (follow with a layout pass or a transition).
    /// An ``imageModification`` is applied to it as the type's discussion says.
    ///
    /// - Throws: `ImageError`; the node keeps its image then.
    public nonisolated func setImage(contentsOf url: URL) throws(ImageError) {
        let decoded = try ImageCache.shared.image(contentsOf: url)
        install(decoded, url: url, sourceKey: ImageCacheKey(source: .file(path: url.path), scale: decoded.scale), intrinsicSize: decoded.size)
    }

    /// Waits until the modification of the current image has finished (at once when none runs) and
    /// returns the image the node then draws (``displayedImage``). Returns at once, with what is
    /// displayed, when the waiting task is cancelled.
    ///
    /// Renderers and tests call it before drawing a node whose modification may still run.
    public nonisolated func waitForImageModification() async -> DecodedImage? {
        while !Task.isCancelled, let task = image.withLock({ $0.pendingModification }) {
            await task.value
            // A task that ended before it was recorded as pending is recorded anyway; forget it.
            image.withLock { image in
                if image.pendingModification == task { image.pendingModification = nil }
            }
        }
        return displayedImage
    }

    /// How the image fills the node's bounds; `.scaleToFill` by default, as UIKit's image views.
    public var contentMode: ImageContentMode = .scaleToFill

    /// The ``displayedImage`` placed by ``contentMode``; nil for a placeholder (its fill colour is
    /// the node's background) and while a modification runs.
    override open func presentationContent(at time: TimeInterval?) -> PresentationContent? {
        displayedImage.map { .image($0, contentMode: contentMode) }
    }

    /// The intrinsic size (clamped to the range by the layout).
    override nonisolated open func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        intrinsicSize
    }

    // MARK: - Installing images

    /// Shows `decoded` (nil: no image) from `url`, sized `intrinsicSize`; `displayed` is its
    /// modified version when the caller made it already, else the modification starts here. Calls
    /// ``DisplayNode/setNeedsLayout()`` when the size changed and returns whether it did.
    @discardableResult
    nonisolated func install(
        _ decoded: DecodedImage?,
        url: URL?,
        sourceKey: ImageCacheKey?,
        intrinsicSize: CGSize,
        displayed: DecodedImage? = nil
    ) -> Bool {
        let resized = image.withLock { image -> Bool in
            image.url = url
            image.decoded = decoded
            image.sourceKey = sourceKey
            let resized = image.intrinsicSize != intrinsicSize
            image.intrinsicSize = intrinsicSize
            return resized
        }
        refreshDisplayedImage(precomputed: displayed)
        if resized { setNeedsLayout() }
        return resized
    }

    /// Makes ``displayedImage`` follow the decoded image and the modification: at once without a
    /// modification, with a `precomputed` or cached result; else on a detached task whose result
    /// counts only if nothing changed meanwhile.
    private nonisolated func refreshDisplayedImage(precomputed: DecodedImage?) {
        // Read before the image lock (it takes the node's): a modification that reads the trait
        // collection runs with the node's.
        let traits = traitCollection
        let work = image.withLock { image -> (source: DecodedImage, key: ImageCacheKey?, modification: ImageModification, generation: UInt64)? in
            image.generation &+= 1
            image.pendingModification?.cancel()
            image.pendingModification = nil
            guard let decoded = image.decoded else {
                image.displayed = nil
                return nil
            }
            guard let modification = image.modification?.resolved(in: traits) else {
                image.displayed = decoded
                return nil
            }
            // Lock order: the node's image lock, then the cache's (the cache never calls out).
            if let ready = precomputed ?? image.sourceKey.flatMap({ imageCache.cachedImage(for: $0.modified(by: modification)) }) {
                image.displayed = ready
                return nil
            }
            image.displayed = nil
            return (decoded, image.sourceKey, modification, image.generation)
        }
        guard let work else { return }
        let cache = imageCache
        let task = Task.detached(priority: .userInitiated) { [weak self] in
            // The modification is synchronous user code that may take long (resampling a large
            // photo): it runs on a global dispatch queue, so it never holds one of the few threads
            // of Swift's cooperative pool, and the task only waits for it.
            let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<DecodedImage, ImageError>, Never>) in
                DispatchQueue.global(qos: .userInitiated).async {
                    do throws(ImageError) {
                        if let key = work.key {
                            continuation.resume(returning: .success(try cache.modifiedImage(of: work.source, sourceKey: key, modification: work.modification)))
                        } else {
                            continuation.resume(returning: .success(try work.modification.apply(to: work.source)))
                        }
                    } catch {
                        continuation.resume(returning: .failure(error))
                    }
                }
            }
            self?.finishModification(result, generation: work.generation)
        }
        image.withLock { image in
            if image.generation == work.generation { image.pendingModification = task }
        }
    }

    /// A modification that reads a trait that changed runs again for the new collection (its
    /// result for it may be cached already).
    override func traitsDidChange(previous: TraitCollection) {
        super.traitsDidChange(previous: previous)
        guard let modification = imageModification, modification.dependsOnEnvironment else { return }
        if modification.environmentKey(for: previous) != modification.environmentKey(for: traitCollection) {
            refreshDisplayedImage(precomputed: nil)
            setNeedsDisplay()
        }
    }

    /// Shows a finished modification's result if its generation is still current; reports its
    /// failure.
    private nonisolated func finishModification(_ result: Result<DecodedImage, ImageError>, generation: UInt64) {
        let isCurrent = image.withLock { image -> Bool in
            guard image.generation == generation else { return false }
            image.displayed = try? result.get()
            image.pendingModification = nil
            return true
        }
        if isCurrent, case .failure(let error) = result {
            Task { @MainActor [weak self] in self?.reportError(error) }
        }
    }
}
