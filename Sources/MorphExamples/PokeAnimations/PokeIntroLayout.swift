import Foundation

/// The frames of the PokeAnimations intro in a given size (Katana's Plastic layout of `Intro`):
/// every length is designed for a 480×960 screen and multiplied by
/// `min(width / 480, height / 960)`, then each frame component is rounded to the pixel grid.
///
/// - background: fills the intro;
/// - button: a footer 30 from the left, right and bottom edges, 80 high;
/// - image: 250×250, centred horizontally, 100 from the top;
/// - title: 90% of the width, 200 high, centred horizontally, its bottom 100 above the button.
///
/// Bad input is clamped: a size with a NaN, infinite or negative side counts as 0×0 (every frame
/// is then zero-sized); a screen scale that is NaN, infinite or not positive rounds to whole
/// points (scale 1).
public struct PokeIntroLayout: Hashable, Sendable {
    /// The size the intro was designed for.
    public static let referenceSize = CGSize(width: 480, height: 960)

    /// The multiplier of every designed length: `min(width / 480, height / 960)`.
    public let multiplier: CGFloat
    /// The background's frame: the whole intro.
    public let background: CGRect
    /// The Next/Restart button's frame.
    public let button: CGRect
    /// The frame of every step's image.
    public private(set) var image: CGRect
    /// The frame of every step's title.
    public private(set) var title: CGRect

    /// The layout of an intro of `size` on a screen of `screenScale` pixels per point.
    public init(size: CGSize, screenScale: CGFloat = 2) {
        let valid = size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
        let size = valid ? size : .zero
        let scale = screenScale.isFinite && screenScale > 0 ? screenScale : 1
        let m = min(size.width / Self.referenceSize.width, size.height / Self.referenceSize.height)
        multiplier = m

        func rounded(_ rect: CGRect) -> CGRect {
            func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
            return CGRect(x: round(rect.minX), y: round(rect.minY), width: round(rect.width), height: round(rect.height))
        }

        background = rounded(CGRect(origin: .zero, size: size))
        let buttonHeight = 80 * m
        let buttonFrame = CGRect(x: 30 * m, y: size.height - 30 * m - buttonHeight, width: size.width - 60 * m, height: buttonHeight)
        button = rounded(buttonFrame)
        let imageSide = 250 * m
        image = rounded(CGRect(x: size.width / 2 - imageSide / 2, y: 100 * m, width: imageSide, height: imageSide))
        let titleWidth = size.width * 0.9
        let titleHeight = 200 * m
        title = rounded(CGRect(x: size.width / 2 - titleWidth / 2, y: buttonFrame.minY - 100 * m - titleHeight, width: titleWidth, height: titleHeight))
    }

    /// The layout with room for `title` in `font`: when the title's lines are taller than the
    /// title's frame, the frame grows upwards (its bottom stays) and the picture shrinks to keep
    /// 20 points (times the multiplier) above it, so nothing overlaps and nothing is cut — larger
    /// text, or a narrow intro. Unchanged when the title fits.
    public func fitting(title: String, font: Font) -> PokeIntroLayout {
        let style = TextStyle(font: font, alignment: .center)
        guard let height = try? TextLayout(title, style: style, maximumWidth: max(self.title.width, 0)).size.height,
              height > self.title.height
        else { return self }
        var fitted = self
        let top = max(self.image.minY + 40 * multiplier, self.title.maxY - height)
        fitted.title = CGRect(x: self.title.minX, y: top, width: self.title.width, height: self.title.maxY - top)
        let side = max(0, min(self.image.width, top - 20 * multiplier - self.image.minY))
        fitted.image = CGRect(x: self.image.midX - side / 2, y: self.image.minY, width: side, height: side)
        return fitted
    }
}
