import Foundation

extension Gradient: CustomStringConvertible {
    /// `linear (0.50, 0.00)→(0.50, 1.00) [#ff0000ff 0.00, #0000ffff 1.00]`, or `none`.
    public var description: String {
        guard !isNone else { return "none" }
        func point(_ point: CGPoint) -> String { String(format: "(%.2f, %.2f)", Double(point.x), Double(point.y)) }
        let stopList = stops.map { Self.hex($0.color) + String(format: " %.2f", Double($0.location)) }.joined(separator: ", ")
        return "\(kind) \(point(startPoint))→\(point(endPoint)) [\(stopList)]"
    }

    /// `#rrggbbaa`.
    static func hex(_ color: Color) -> String {
        [color.red, color.green, color.blue, color.alpha]
            .map { String(format: "%02x", Int(($0 * 255).rounded())) }
            .joined()
            .reduce(into: "#") { $0.append($1) }
    }
}

extension ShapePath: CustomStringConvertible {
    /// The elements as SVG path data (`M 0 0 L 10 0 … Z`), or `empty`.
    public var description: String {
        guard !isEmpty else { return "empty" }
        func point(_ point: CGPoint) -> String { String(format: "%g %g", Double(point.x), Double(point.y)) }
        return elements.map { element in
            switch element {
            case .move(let to): "M " + point(to)
            case .line(let to): "L " + point(to)
            case let .quadCurve(to, control): "Q " + point(control) + " " + point(to)
            case let .curve(to, control1, control2): "C " + point(control1) + " " + point(control2) + " " + point(to)
            case .close: "Z"
            }
        }.joined(separator: " ")
    }
}

extension CornerMask: CustomStringConvertible {
    /// The corners' names (`topLeft topRight`), `all` or `none`.
    public var description: String {
        if self == .all { return "all" }
        if isEmpty { return "none" }
        return [(CornerMask.topLeft, "topLeft"), (.topRight, "topRight"), (.bottomLeft, "bottomLeft"), (.bottomRight, "bottomRight")]
            .filter { contains($0.0) }.map(\.1).joined(separator: " ")
    }
}
