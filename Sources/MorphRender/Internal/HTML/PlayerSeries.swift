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

    enum Values {
        case numbers([Double], decimals: Int, isLength: Bool)
        case strings([String])
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

    /// Appends `"keyframeName":[v0,v1,…]` (numbers bare, strings as JSON strings).
    func appendJSONMember(to output: inout String) {
        MarkupEscaping.appendJSONString(keyframeName, to: &output)
        output += ":"
        appendJSONValues(to: &output)
    }

    /// Appends `[v0,v1,…]`.
    func appendJSONValues(to output: inout String) {
        output += "["
        switch values {
        case .numbers(let numbers, let decimals, _):
            for (index, number) in numbers.enumerated() {
                if index > 0 { output += "," }
                NumberFormatting.appendCompact(number, decimals: decimals, to: &output)
            }
        case .strings(let strings):
            for (index, string) in strings.enumerated() {
                if index > 0 { output += "," }
                MarkupEscaping.appendJSONString(string, to: &output)
            }
        }
        output += "]"
    }
}
