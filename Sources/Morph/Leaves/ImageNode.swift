import Foundation

/// A leaf that shows an image (Texture's `ASImageNode`): its size is the image's intrinsic size,
/// one point per pixel.
///
/// Morph does not decode images: an image node is either a placeholder of a given size filled with
/// a colour, or a PNG file whose size is read from its header (``PNGHeader``) — enough to lay it
/// out and to draw it as its ``DisplayNode/backgroundColor`` (the fill colour) until a renderer
/// draws the file at ``imageURL``.
///
/// ``intrinsicSize`` is a layout input (any thread); ``setImage(contentsOf:)`` replaces the image
/// and invalidates the layout, so a node can relayout with a transition when an image arrives.
/// The layout clamps the intrinsic size to the range its parent offers; a NaN, infinite or
/// negative intrinsic size makes the layout throw `LayoutError.invalidMeasuredSize(_:element:)`.
open class ImageNode: DisplayNode {
    private struct Image: Sendable {
        var intrinsicSize: CGSize
        var url: URL?
        var header: PNGHeader?
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

    /// The PNG image at `url`, sized from its header (the file is read up to its header only).
    ///
    /// - Throws: ``ImageError`` when the file is missing, not a PNG, truncated or corrupt.
    public nonisolated convenience init(contentsOf url: URL, fillColor: Color = .clear, name: String? = nil, animator: Animator? = nil) throws(ImageError) {
        let header = try PNGHeader(contentsOf: url)
        self.init(size: header.size, fillColor: fillColor, name: name, animator: animator)
        image.withLock { image in
            image.url = url
            image.header = header
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

    /// The PNG file shown, if the image came from one.
    public nonisolated var imageURL: URL? {
        image.withLock { $0.url }
    }

    /// The header of the PNG file shown, if any.
    public nonisolated var pngHeader: PNGHeader? {
        image.withLock { $0.header }
    }

    /// Shows the PNG image at `url`: reads its header, takes its size and calls
    /// ``DisplayNode/setNeedsLayout()`` (follow with a layout pass or a transition).
    ///
    /// - Throws: ``ImageError``; the node keeps its image then.
    public nonisolated func setImage(contentsOf url: URL) throws(ImageError) {
        let header = try PNGHeader(contentsOf: url)
        image.withLock { image in
            image.url = url
            image.header = header
            image.intrinsicSize = header.size
        }
        setNeedsLayout()
    }

    /// The intrinsic size (clamped to the range by the layout).
    override nonisolated open func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        intrinsicSize
    }
}
