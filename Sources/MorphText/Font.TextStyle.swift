import Foundation

extension Font {
    /// The role of a piece of text — body, headline, caption — whose size follows the reader's
    /// preferred text size (UIKit's `UIFont.TextStyle`, Dynamic Type).
    ///
    /// Each style has a size in each named ``ContentSizeCategory`` — UIKit's Dynamic Type sizes for
    /// iOS, from body's 14 points (``ContentSizeCategory/extraSmall``) through 17 (the default,
    /// ``ContentSizeCategory/large``) to 53 (``ContentSizeCategory/accessibilityExtraExtraExtraLarge``)
    /// — and, for a text scale between two named categories, the size between theirs in
    /// proportion to the body sizes. ``scaledValue(for:in:)`` scales any length as
    /// `UIFontMetrics(forTextStyle:).scaledValue(for:compatibleWith:)` does: by the style's size
    /// in the category over its size in ``ContentSizeCategory/large``.
    ///
    /// A font made with ``Font/init(textStyle:family:)`` remembers its style; the node layer's
    /// `TextNode` (and the other text-showing nodes) shows it at the size of the node's content
    /// size category.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable, Codable {
        /// A screen's large title (34 points by default).
        case largeTitle
        /// A first-level title (28).
        case title1
        /// A second-level title (22).
        case title2
        /// A third-level title (20).
        case title3
        /// A heading: bold body text (17).
        case headline
        /// Body text (17).
        case body
        /// Text beside body text, a call-out (16).
        case callout
        /// A subheading (15).
        case subheadline
        /// A footnote (13).
        case footnote
        /// A caption (12).
        case caption1
        /// A secondary caption (11).
        case caption2

        /// The style's size in points, in each named category (``ContentSizeCategory/allNamed``'s
        /// order): UIKit's Dynamic Type table for iOS.
        private var namedSizes: [CGFloat] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        }

        /// The weight the style's font has: bold for ``headline``, regular for the others.
        public var weight: FontWeight {
            self == .headline ? .bold : .regular
        }

        /// The style's size in points in `category`: its size in UIKit's table for a named
        /// category; between the sizes of the two neighbouring named categories, in proportion
        /// to their body sizes, for a scale between them.
        ///
        /// - Complexity: O(1).
        public func pointSize(in category: ContentSizeCategory) -> CGFloat {
            let body = category.textScale * 17
            let bodySizes = Self.body.namedSizes
            let sizes = namedSizes
            guard body > bodySizes[0] else { return sizes[0] }
            for upper in 1..<bodySizes.count where body <= bodySizes[upper] {
                let lower = upper - 1
                let fraction = (body - bodySizes[lower]) / (bodySizes[upper] - bodySizes[lower])
                return sizes[lower] + fraction * (sizes[upper] - sizes[lower])
            }
            return sizes[sizes.count - 1]
        }

        /// `value` scaled for `category` as `UIFontMetrics` scales a length for this style: by
        /// the style's size in `category` over its size in ``ContentSizeCategory/large``. A
        /// spacing or an icon beside text scales along with the text. A non-finite `value` is
        /// returned as it is.
        public func scaledValue(for value: CGFloat, in category: ContentSizeCategory) -> CGFloat {
            guard value.isFinite else { return value }
            return value * pointSize(in: category) / pointSize(in: .large)
        }
    }

    /// The font of `textStyle` at its default size (``ContentSizeCategory/large``) and weight, in
    /// `family` (UIKit's `preferredFont(forTextStyle:)`): `Font(textStyle: .body)` is 17-point
    /// DejaVu Sans. The font keeps its ``textStyle``, so text nodes scale it with their content
    /// size category.
    public init(textStyle: TextStyle, family: FontFamily = .sans) {
        self.init(family, size: textStyle.pointSize(in: .large), weight: textStyle.weight)
        self.textStyle = textStyle
    }

    /// The font as text of its ``textStyle`` is shown in `category`: its size scaled by the
    /// style's size in `category` over its size in ``ContentSizeCategory/large``
    /// (``Font/TextStyle/scaledValue(for:in:)``, UIFontMetrics' `scaledFont(for:)`). A font without a
    /// text style is returned as it is.
    public func scaled(for category: ContentSizeCategory) -> Font {
        guard let textStyle, category != .large else { return self }
        var scaled = self
        scaled.size = textStyle.scaledValue(for: size, in: category)
        return scaled
    }
}

extension TextStyle {
    /// The style with its font ``Font/scaled(for:)`` for `category`: unchanged when the font has
    /// no text style.
    public func scaled(for category: ContentSizeCategory) -> TextStyle {
        var scaled = self
        scaled.font = font.scaled(for: category)
        return scaled
    }
}
