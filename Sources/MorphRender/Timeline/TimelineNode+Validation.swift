import Foundation
import MorphMotion

extension TimelineNode {
    /// The node checked and normalised for a frame at `time`: non-finite numbers and negative
    /// sizes throw; alpha, border width, corner radius, font size and font weight are clamped to
    /// their documented ranges.
    func validated(at time: TimeInterval) throws -> TimelineNode {
        func requireFinite(_ values: CGFloat..., property: String) throws {
            if values.contains(where: { !$0.isFinite }) {
                throw TimelineError.nonFiniteValue(nodeID: id, property: property, time: time)
            }
        }
        try requireFinite(frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, property: "frame")
        guard frame.size.width >= 0, frame.size.height >= 0 else {
            throw TimelineError.negativeSize(nodeID: id, size: frame.size, time: time)
        }
        try requireFinite(alpha, property: "alpha")
        try requireFinite(transform.m11, transform.m12, transform.m13, transform.m14,
                          transform.m21, transform.m22, transform.m23, transform.m24,
                          transform.m31, transform.m32, transform.m33, transform.m34,
                          transform.m41, transform.m42, transform.m43, transform.m44, property: "transform")
        try requireFinite(borderWidth, property: "borderWidth")
        try requireFinite(cornerRadius, property: "cornerRadius")
        try requireFinite(zPosition, property: "zPosition")

        var node = self
        node.alpha = min(max(alpha, 0), 1)
        node.borderWidth = max(borderWidth, 0)
        node.cornerRadius = max(cornerRadius, 0)
        // Color's initialiser clamps components to 0…1 and maps NaN to 0; its stored properties
        // can be set past it, so pass every colour through it again.
        node.backgroundColor = backgroundColor.map(Self.clamped)
        node.borderColor = Self.clamped(borderColor)
        if var text {
            try requireFinite(text.font.size, property: "text.font.size")
            for (index, line) in text.lines.enumerated() {
                try requireFinite(line.x, property: "text.lines[\(index)].x")
                try requireFinite(line.baseline, property: "text.lines[\(index)].baseline")
            }
            text.font.size = max(text.font.size, 0)
            text.font.weight = min(max(text.font.weight, 1), 1000)
            text.color = Self.clamped(text.color)
            node.text = text
        }
        return node
    }

    private static func clamped(_ color: Color) -> Color {
        Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
