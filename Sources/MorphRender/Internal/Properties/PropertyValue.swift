import Foundation
import Morph

/// A view property's value as the renderers write it, whatever the property: the text timeline
/// prints it, the HTML player's data holds it.
///
/// The types of the ``ViewProperties`` table's values have their own forms (numbers, points, sizes,
/// rectangles, colours, transforms, flags); a value of any other type is written as its
/// description, so a property added to the table with a new type still shows up everywhere.
enum PropertyValue: Equatable {
    case number(Double)
    case point(x: Double, y: Double)
    case size(width: Double, height: Double)
    case rect(x: Double, y: Double, width: Double, height: Double)
    case color(Color)
    case transform(Transform3D)
    case flag(Bool)
    case other(String)

    /// The form of `value`.
    init<Value>(_ value: Value) {
        switch value {
        case let number as CGFloat: self = .number(Double(number))
        case let number as Double: self = .number(number)
        case let number as Float: self = .number(Double(number))
        case let number as Int: self = .number(Double(number))
        case let point as CGPoint: self = .point(x: Double(point.x), y: Double(point.y))
        case let size as CGSize: self = .size(width: Double(size.width), height: Double(size.height))
        case let rect as CGRect:
            self = .rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
        case let color as Color: self = .color(color)
        case let transform as Transform3D: self = .transform(transform)
        case let flag as Bool: self = .flag(flag)
        default: self = .other(String(describing: value))
        }
    }

    // MARK: - Text

    /// Appends the value as the text timeline prints it: numbers with three decimals, points and
    /// rectangles with two (`(12.00, 8.00)`), colours as `#rrggbb` (`#rrggbbaa` when translucent),
    /// transforms as `matrix(…)` or `matrix3d(…)`, flags as `true`/`false`, anything else quoted.
    func appendText(to output: inout String) {
        switch self {
        case .number(let number):
            NumberFormatting.appendFixed(number, decimals: 3, to: &output)
        case let .point(x, y):
            Self.appendTuple([x, y], to: &output)
        case let .size(width, height):
            Self.appendTuple([width, height], to: &output)
        case let .rect(x, y, width, height):
            Self.appendTuple([x, y, width, height], to: &output)
        case .color(let color):
            output += ColorFormatting.hexRGBA(color)
        case .transform(let transform):
            Self.appendTransform(transform, to: &output)
        case .flag(let flag):
            output += flag ? "true" : "false"
        case .other(let text):
            TextQuoting.appendQuoted(text, to: &output)
        }
    }

    private static func appendTuple(_ values: [Double], to output: inout String) {
        output += "("
        for (position, value) in values.enumerated() {
            if position > 0 { output += ", " }
            NumberFormatting.appendFixed(value, decimals: 2, to: &output)
        }
        output += ")"
    }

    /// `matrix(a, b, c, d, tx, ty)` for a 2D affine transform, `matrix3d(…)` with all sixteen
    /// entries otherwise; three decimals.
    static func appendTransform(_ transform: Transform3D, to output: inout String) {
        let isAffine2D = transform.m13 == 0 && transform.m14 == 0 && transform.m23 == 0 && transform.m24 == 0
            && transform.m31 == 0 && transform.m32 == 0 && transform.m33 == 1 && transform.m34 == 0
            && transform.m43 == 0 && transform.m44 == 1
        let entries = isAffine2D
            ? [transform.m11, transform.m12, transform.m21, transform.m22, transform.m41, transform.m42]
            : transform.entries
        output += isAffine2D ? "matrix(" : "matrix3d("
        for (position, value) in entries.enumerated() {
            if position > 0 { output += ", " }
            NumberFormatting.appendFixed(Double(value), decimals: 3, to: &output)
        }
        output += ")"
    }
}

extension PropertyValue: Encodable {
    /// JSON as the player's data holds it: a number (six decimals), an array of numbers for points
    /// `[x, y]`, sizes `[width, height]`, rectangles `[x, y, width, height]`, colours
    /// `[red, green, blue, alpha]` (components 0…1, four decimals) and transforms (the sixteen
    /// entries row by row), a boolean for flags, a string otherwise.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        func rounded(_ values: [Double], decimals: Int = 6) -> [Double] {
            values.map { NumberFormatting.rounded($0, decimals: decimals) }
        }
        switch self {
        case .number(let number): try container.encode(NumberFormatting.rounded(number, decimals: 6))
        case let .point(x, y): try container.encode(rounded([x, y]))
        case let .size(width, height): try container.encode(rounded([width, height]))
        case let .rect(x, y, width, height): try container.encode(rounded([x, y, width, height]))
        case .color(let color):
            try container.encode(rounded([color.red, color.green, color.blue, color.alpha].map(Double.init), decimals: 4))
        case .transform(let transform): try container.encode(rounded(transform.entries.map(Double.init)))
        case .flag(let flag): try container.encode(flag)
        case .other(let text): try container.encode(text)
        }
    }
}
