import Foundation

/// How large a person wants text (UIKit's `UIContentSizeCategory`, Texture's
/// `preferredContentSizeCategory` trait), held as a **text scale**: body text's size in this
/// category divided by its size in the default, ``large`` (17 points).
///
/// The twelve categories of UIKit have names (``extraSmall`` … ``accessibilityExtraExtraExtraLarge``,
/// text scales 14/17 … 53/17). A desktop's text scaling factor or `--text-scale 1.5` gives a scale
/// between them: text styles then take sizes between those of the two neighbouring categories
/// (``Font/TextStyle/pointSize(in:)``).
///
/// **Bad input.** ``init(textScale:)`` throws ``TextError/invalidTextScale(_:)`` for a scale that
/// is NaN, infinite, zero or negative, and clamps a finite positive one to ``textScaleRange``
/// (a desktop's 0.5 becomes ``extraSmall``, 100 becomes ``accessibilityExtraExtraExtraLarge``);
/// ``init(validatingTextScale:)`` throws for a scale outside the range too.
public struct ContentSizeCategory: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// Body text's size in this category over its size in ``large``: 1 by default, from 14/17
    /// (``extraSmall``) to 53/17 (``accessibilityExtraExtraExtraLarge``).
    public let textScale: CGFloat

    /// The scales a category can have: from ``extraSmall``'s to
    /// ``accessibilityExtraExtraExtraLarge``'s.
    public static let textScaleRange: ClosedRange<CGFloat> = (14.0 / 17)...(53.0 / 17)

    /// The category of `textScale` (body text's size over 17 points), clamped to
    /// ``textScaleRange``.
    ///
    /// - Throws: ``TextError/invalidTextScale(_:)`` when `textScale` is NaN, infinite, zero or
    ///   negative.
    public init(textScale: CGFloat) throws(TextError) {
        guard textScale.isFinite, textScale > 0 else { throw .invalidTextScale(textScale) }
        self.init(clamped: textScale)
    }

    /// The category of `textScale`, which must lie in ``textScaleRange``.
    ///
    /// - Throws: ``TextError/invalidTextScale(_:)`` for any other scale (NaN, infinite, zero,
    ///   negative, or outside the range).
    public init(validatingTextScale textScale: CGFloat) throws(TextError) {
        guard Self.textScaleRange.contains(textScale) else { throw .invalidTextScale(textScale) }
        self.init(clamped: textScale)
    }

    /// A category whose body text is `bodySize` points.
    private init(bodySize: CGFloat) {
        self.init(clamped: bodySize / 17)
    }

    private init(clamped textScale: CGFloat) {
        self.textScale = Swift.min(Self.textScaleRange.upperBound, Swift.max(Self.textScaleRange.lowerBound, textScale))
    }

    /// Body text at 14 points.
    public static let extraSmall = ContentSizeCategory(bodySize: 14)
    /// Body text at 15 points.
    public static let small = ContentSizeCategory(bodySize: 15)
    /// Body text at 16 points.
    public static let medium = ContentSizeCategory(bodySize: 16)
    /// Body text at 17 points: the default.
    public static let large = ContentSizeCategory(bodySize: 17)
    /// Body text at 19 points.
    public static let extraLarge = ContentSizeCategory(bodySize: 19)
    /// Body text at 21 points.
    public static let extraExtraLarge = ContentSizeCategory(bodySize: 21)
    /// Body text at 23 points: the largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge = ContentSizeCategory(bodySize: 23)
    /// Body text at 28 points: the smallest accessibility size.
    public static let accessibilityMedium = ContentSizeCategory(bodySize: 28)
    /// Body text at 33 points.
    public static let accessibilityLarge = ContentSizeCategory(bodySize: 33)
    /// Body text at 40 points.
    public static let accessibilityExtraLarge = ContentSizeCategory(bodySize: 40)
    /// Body text at 47 points.
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(bodySize: 47)
    /// Body text at 53 points: the largest size.
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(bodySize: 53)

    /// The twelve named categories, smallest first.
    public static let allNamed: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// UIKit's names of the named categories, in ``allNamed``'s order.
    private static let names = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]

    /// Whether this is one of the accessibility sizes (``accessibilityMedium`` or larger), where
    /// layouts that put text side by side usually stack it instead (UIKit's
    /// `isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool {
        self >= .accessibilityMedium
    }

    /// The name of a named category (`large`), or the scale (`text scale 1.5`).
    public var description: String {
        if let index = Self.allNamed.firstIndex(of: self) { return Self.names[index] }
        return "text scale \(textScale)"
    }

    /// Categories order by their scales.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.textScale < rhs.textScale
    }

    private enum CodingKeys: String, CodingKey {
        case textScale
    }

    /// Decodes `{"textScale": 1.5}`, clamped as ``init(textScale:)``; a scale that is not a
    /// positive number is a decoding error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let scale = try container.decode(CGFloat.self, forKey: .textScale)
        do {
            try self.init(textScale: scale)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .textScale, in: container, debugDescription: error.description)
        }
    }
}
