import Foundation

/// The values of one CSS property of one player element, one per sample.
///
/// A property whose value never changes is written once into the element's inline style; the
/// others become Web Animations keyframes (one per sample) and are also written into the inline
/// style at their first sample, so the page reads right before its script runs.
struct PlayerSeries {
    /// The property as Web Animations keyframes name it (`backgroundColor`).
    let keyframeName: String
    /// The property as CSS names it (`background-color`).
    let cssName: String
    /// Numbers (written with `decimals` digits, in pixels when `isLength`) or CSS strings.
    let values: Values

    enum Values: Encodable {
        case numbers([Double], decimals: Int, isLength: Bool)
        case strings([String])

        /// Encodes the values as a JSON array (numbers bare, strings as strings).
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .numbers(let numbers, _, _): try container.encode(numbers)
            case .strings(let strings): try container.encode(strings)
            }
        }
    }

    /// Whether every sample has the same value (so no keyframes are needed).
    var isConstant: Bool {
        switch values {
        case .numbers(let numbers, let decimals, _):
            // Compare what is written, so noise below the written precision is not animated.
            guard let first = numbers.first else { return true }
            let written = NumberFormatting.compact(first, decimals: decimals)
            return numbers.allSatisfy { $0 == first || NumberFormatting.compact($0, decimals: decimals) == written }
        case .strings(let strings):
            guard let first = strings.first else { return true }
            return strings.allSatisfy { $0 == first }
        }
    }

    /// Appends `css-name:value;` for the value at `sample`.
    func appendDeclaration(at sample: Int, to output: inout String) {
        output += cssName + ":"
        switch values {
        case .numbers(let numbers, let decimals, let isLength):
            NumberFormatting.appendCompact(numbers[sample], decimals: decimals, to: &output)
            if isLength { output += "px" }
        case .strings(let strings):
            MarkupEscaping.appendXML(strings[sample], to: &output)
        }
        output += ";"
    }

    /// The values as the page's data holds them: numbers rounded to the written precision.
    var dataValues: Values {
        switch values {
        case .numbers(let numbers, let decimals, let isLength):
            .numbers(numbers.map { NumberFormatting.rounded($0, decimals: decimals) }, decimals: decimals, isLength: isLength)
        case .strings:
            values
        }
    }
}
