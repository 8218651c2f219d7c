import Foundation

/// How an image fills its node's bounds (UIKit's `UIView.ContentMode` for images).
public enum ImageContentMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Stretched to the bounds, ignoring its aspect ratio (UIKit's default).
    case scaleToFill
    /// As large as fits inside the bounds with its aspect ratio, centred; the rest shows the
    /// background.
    case aspectFit
    /// As small as covers the bounds with its aspect ratio, centred; the overflow is cut off at the
    /// bounds.
    case aspectFill
    /// At its own size (points = pixels ÷ scale), centred; overflow is cut off at the bounds.
    case center

    /// The rectangle, in a bounds of `boundsSize` starting at the origin, that an image of
    /// `imageSize` points is drawn into.
    public func drawingRect(forImageOfSize imageSize: CGSize, in boundsSize: CGSize) -> CGRect {
        let bounds = CGRect(origin: .zero, size: boundsSize)
        guard imageSize.width > 0, imageSize.height > 0 else { return bounds }
        let size: CGSize
        switch self {
        case .scaleToFill:
            return bounds
        case .aspectFit, .aspectFill:
            let scaleX = boundsSize.width / imageSize.width
            let scaleY = boundsSize.height / imageSize.height
            let scale = self == .aspectFit ? min(scaleX, scaleY) : max(scaleX, scaleY)
            size = CGSize(width: imageSize.width * scale, height: imageSize.height * scale)
        case .center:
            size = imageSize
        }
        return CGRect(
            x: (boundsSize.width - size.width) / 2,
            y: (boundsSize.height - size.height) / 2,
            width: size.width,
            height: size.height
        )
    }
}
