import Foundation

extension LayoutDimension {
    /// Parses `"auto"`, `"100pt"`, `"0.5pt"` or `"50%"` (Texture's `ASDimensionMake(NSString *)`).
    ///
    /// The empty string is ``auto``, as in Texture. Surrounding whitespace is ignored.
    ///
    /// - Throws: ``LayoutError/invalidDimensionString(_:)`` for any other text (Texture silently
    ///   returns `auto` or `0pt` there), and ``LayoutError/invalidDimension(_:property:element:)``
    ///   for a parsed value that is not valid (negative points, a percentage outside 0…100).
    public init(parsing text: String) throws(LayoutError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed == "auto" {
            self = .auto
            return
        }
        let dimension: LayoutDimension
        if trimmed.hasSuffix("pt"), let points = Self.number(in: trimmed.dropLast(2)) {
            dimension = .points(points)
        } else if trimmed.hasSuffix("%"), let percent = Self.number(in: trimmed.dropLast(1)) {
            dimension = .fraction(percent / 100)
        } else {
            throw .invalidDimensionString(text)
        }
        try dimension.validate(property: "\"\(text)\"", element: "LayoutDimension")
        self = dimension
    }

    /// A finite decimal number, or nil.
    private static func number(in text: Substring) -> CGFloat? {
        let digits = text.trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty, let value = Double(digits), value.isFinite else { return nil }
        return CGFloat(value)
    }
}
