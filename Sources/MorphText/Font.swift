import Foundation
import MorphLayout

/// A font: a family, a point size, a weight and a slant.
///
/// `Font` is a plain value; nothing is loaded until text is measured with it (see
/// ``TextLayout`` and ``FontMetrics``). One point is one pixel at scale 1: faces are scaled at
/// 72 dpi, and measurement does not depend on the screen scale.
///
/// ```swift
/// let body = Font(.sans, size: 17)
/// let heading = Font(.serif, size: 28, weight: .bold)
/// let caption = Font(.sans, size: 12, weight: .light, isItalic: true)
/// ```
///
/// The family is found through fontconfig (see ``FontFamily`` and ``FontLibrary``); characters
/// the family lacks are drawn with fallback faces that fontconfig ranks for the same request.
///
/// The size is validated when the font is used: it must be finite and within
/// ``minimumSize``…``maximumSize``, or measuring throws ``TextError/invalidFontSize(_:)``.
/// HarfBuzz shapes at a scale of 1,024 units per point, so the size is used rounded to the
/// nearest 1/1024 pt (``FontMetrics/pointSize`` reports the size actually used).
public struct Font: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The family asked of fontconfig.
    public var family: FontFamily
    /// The em size in points (one point is one pixel at scale 1).
    public var size: CGFloat
    /// The stroke weight asked of fontconfig.
    public var weight: FontWeight
    /// Whether an italic or oblique face is asked for (synthesized by slanting when the family
    /// has none; see ``FontFace/syntheticSlant``).
    public var isItalic: Bool

    /// The smallest usable size: 1 pt.
    public static let minimumSize: CGFloat = 1
    /// The largest usable size: 16,384 pt (positions are 32-bit numbers of 1/1024 pt).
    public static let maximumSize: CGFloat = 16_384

    /// The number of shaping units per point: HarfBuzz positions are whole units, 1/1024 pt each
    /// (Pango's `PANGO_SCALE`).
    static let unitsPerPoint: CGFloat = 1_024

    /// A font of `family` at `size` points.
    ///
    /// - Parameters:
    ///   - family: the family to ask fontconfig for; DejaVu Sans by default.
    ///   - size: the em size in points, in ``minimumSize``…``maximumSize`` (checked when the font
    ///     is measured). UIKit's body text is 17 pt.
    ///   - weight: `.regular` by default.
    ///   - isItalic: `false` by default.
    public init(_ family: FontFamily = .sans, size: CGFloat, weight: FontWeight = .regular, isItalic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }

    /// A readable summary, e.g. `DejaVu Sans 17.0pt bold italic`.
    public var description: String {
        var text = "\(family) \(size)pt"
        if weight != .regular { text += " \(weight.rawValue)" }
        if isItalic { text += " italic" }
        return text
    }

    /// The size in shaping units (1/1024 pt), after validation.
    ///
    /// - Throws: ``TextError/invalidFontSize(_:)`` for NaN, infinite or out-of-range sizes.
    func validatedScale() throws(TextError) -> Int32 {
        guard size.isFinite, size >= Self.minimumSize, size <= Self.maximumSize else {
            throw TextError.invalidFontSize(size)
        }
        return Int32((size * Self.unitsPerPoint).rounded())
    }
}
