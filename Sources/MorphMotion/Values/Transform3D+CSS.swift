import Foundation

extension Transform3D {
    /// Parses a computed CSS transform: `none`, `matrix(a, b, c, d, tx, ty)` or
    /// `matrix3d(m11, …, m44)` (the forms `getComputedStyle` returns).
    ///
    /// Returns `nil` for anything else, or when a number does not parse or is not finite.
    public init?(cssMatrix text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "none" {
            self = .identity
            return
        }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        let name = trimmed[..<open].trimmingCharacters(in: .whitespaces)
        let arguments = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        var numbers: [CGFloat] = []
        for part in arguments.split(separator: ",") {
            guard let value = Double(part.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
            numbers.append(CGFloat(value))
        }
        switch (name, numbers.count) {
        case ("matrix", 6):
            self.init(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
        case ("matrix3d", 16):
            self.init(entries: numbers)
        default:
            return nil
        }
    }

    /// The CSS form: `matrix(a, b, c, d, tx, ty)` for a 2D affine transform, `matrix3d(…)` with the
    /// sixteen ``entries`` otherwise.
    public var cssMatrix: String {
        func format(_ value: CGFloat) -> String {
            let number = Double(value)
            if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
            return String(number)
        }
        if isAffine {
            return "matrix(\([m11, m12, m21, m22, m41, m42].map(format).joined(separator: ", ")))"
        }
        return "matrix3d(\(entries.map(format).joined(separator: ", ")))"
    }
}
