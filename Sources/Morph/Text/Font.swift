import Foundation

/// A font: a family, a point size, a weight and a slant.
///
/// `Font` is a plain value; nothing is loaded until text is measured with it (see
/// ``TextLayout`` and ``FontMetrics``). One point is one pixel: faces are scaled at 72 dpi.
///
/// ```swift
/// let body = Font(.sans, size: 17)
/// let heading = Font(.serif, size: 28, weight: .bold)
/// let caption = Font(.sans, size: 12, weight: .light, isItalic: true)
/// ```
///
/// The size is validated when the font is used: it must be finite and within
/// ``minimumSize``…``maximumSize``, or measuring throws ``TextError/invalidFontSize(_:)``.
/// FreeType scales in 26.6 fixed point, so the size is used rounded to the nearest 1/64 pt
/// (``FontMetrics/pointSize`` reports the size actually used).
public struct Font: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The family whose face files are searched for.
    public var family: FontFamily
    /// The em size in points (one point is one pixel).
    public var size: CGFloat
    /// The stroke weight: picks the family's regular, bold or extra-light face.
    public var weight: FontWeight
    /// Whether to use the family's oblique (or italic) face.
    public var isItalic: Bool

    /// The smallest usable size: 1 pt. FreeType scales any smaller size as one pixel per em, so
    /// smaller sizes would be measured wrongly; they throw instead.
    public static let minimumSize: CGFloat = 1
    /// The largest usable size: 16,384 pt (FreeType's pixel sizes are 16-bit; larger sizes overflow).
    public static let maximumSize: CGFloat = 16_384

    /// A font of `family` at `size` points.
    ///
    /// - Parameters:
    ///   - family: the face files to use; DejaVu Sans by default.
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

    /// A readable summary, e.g. `DejaVuSans 17pt bold italic`.
    public var description: String {
        var text = "\(family) \(size)pt"
        if weight != .regular { text += " \(weight.rawValue)" }
        if isItalic { text += " italic" }
        return text
    }

    /// The size in FreeType's 26.6 fixed point (1/64 pt), after validation.
    ///
    /// - Throws: ``TextError/invalidFontSize(_:)`` for NaN, infinite or out-of-range sizes.
    func validatedSize26Dot6() throws(TextError) -> Int {
        guard size.isFinite, size >= Self.minimumSize, size <= Self.maximumSize else {
            throw TextError.invalidFontSize(size)
        }
        return Int((size * 64).rounded())
    }
}
