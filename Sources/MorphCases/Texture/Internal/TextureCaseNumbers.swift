import Foundation

/// Numbers as the Texture case format writes them: JSON numbers, and the strings `"inf"`,
/// `"-inf"` and `"CGFLOAT_MAX"` for the values JSON cannot hold or the fixtures name.
enum TextureCaseNumbers {
    /// A number as the fixtures write it (NaN, which no layout gives, as `null`).
    static func json(_ value: CGFloat) -> JSONValue {
        if value == .infinity { return .string("inf") }
        if value == -.infinity { return .string("-inf") }
        if value == .greatestFiniteMagnitude { return .string("CGFLOAT_MAX") }
        if value.isNaN { return .null }
        return .number(Double(value))
    }

    /// An array of numbers.
    static func json(_ values: [CGFloat]) -> JSONValue {
        .array(values.map(json))
    }

    /// A frame `[x, y, width, height]`.
    static func json(_ rect: CGRect) -> JSONValue {
        json([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height])
    }

    /// A size `[width, height]` as JSON text, for messages.
    static func text(_ size: CGSize) -> String {
        json([size.width, size.height]).jsonText()
    }

    /// A frame `[x, y, width, height]` as JSON text, for messages.
    static func text(_ rect: CGRect) -> String {
        json(rect).jsonText()
    }
}
