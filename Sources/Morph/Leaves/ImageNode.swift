import Foundation

/// A leaf that shows an image (Texture's `ASImageNode`): its size is the image's intrinsic size
/// in points (pixels ÷ scale).
///
/// An image node is either a placeholder of a given size filled with a colour, or a PNG or JPEG
/// file decoded through ``ImageCache/shared`` (``DecodedImage``) — its ``decodedImage`` is what a
/// renderer draws; until then it shows its ``DisplayNode/backgroundColor`` (the fill colour).
///
/// ``intrinsicSize`` is a layout input (any thread); ``setImage(contentsOf:)`` replaces the image
/// and invalidates the layout, so a node can relayout with a transition when an image arrives.
/// The layout clamps the intrinsic size to the range its parent offers; a NaN, infinite or
/// negative intrinsic size makes the layout throw `LayoutError.invalidMeasuredSize(_:element:)`.
open class ImageNode: DisplayNode {
    private struct Image: Sendable {
        var intrinsicSize: CGSize
        var url: URL?
        var decoded: DecodedImage?
    }

    private let image: Locked<Image>

    /// A placeholder image of `size` points filled with `fillColor`.
    ///
    /// - Parameters:
    ///   - size: the intrinsic size (see the type's discussion for invalid sizes).
    ///   - fillColor: the node's initial ``DisplayNode/backgroundColor``.
    ///   - name: the node's name.
    ///   - animator: the animator of the view properties (see ``DisplayNode``).
    public nonisolated init(size: CGSize, fillColor: Color = .clear, name: String? = nil, animator: Animator? = nil) {
        image = Locked(Image(intrinsicSize: size))
        super.init(name: name, animator: animator, initialBackgroundColor: fillColor)
    }

    /// The PNG or JPEG image at `url`, decoded through ``ImageCache/shared`` and sized from it.
    ///
    /// - Throws: ``ImageError`` when the file is missing, not an image, truncated or corrupt.
    public nonisolated convenience init(contentsOf url: URL, fillColor: Color = .clear, name: String? = nil, animator: Animator? = nil) throws(ImageError) {
        let decoded = try ImageCache.shared.image(contentsOf: url)
        self.init(size: decoded.size, fillColor: fillColor, name: name, animator: animator)
        image.withLock { image in
            image.url = url
            image.decoded = decoded
        }
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

    /// The decoded image shown, if the image came from a file.
    public nonisolated var decodedImage: DecodedImage? {
        image.withLock { $0.decoded }
    }

    /// Shows the PNG or JPEG image at `url`: decodes it through ``ImageCache/shared``, takes its
    /// size and calls ``DisplayNode/setNeedsLayout()`` (follow with a layout pass or a transition).
    ///
    /// - Throws: ``ImageError``; the node keeps its image then.
    public nonisolated func setImage(contentsOf url: URL) throws(ImageError) {
        let decoded = try ImageCache.shared.image(contentsOf: url)
        image.withLock { image in
            image.url = url
            image.decoded = decoded
            image.intrinsicSize = decoded.size
        }
        setNeedsLayout()
    }

    /// How the image fills the node's bounds; `.scaleToFill` by default, as UIKit's image views.
    public var contentMode: ImageContentMode = .scaleToFill

    /// The decoded image placed by ``contentMode``; nil for a placeholder (its fill colour is the
    /// node's background).
    override open func presentationContent(at time: TimeInterval?) -> PresentationContent? {
        decodedImage.map { .image($0, contentMode: contentMode) }
    }

    /// The intrinsic size (clamped to the range by the layout).
    override nonisolated open func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        intrinsicSize
    }
}
