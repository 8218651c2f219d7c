import Foundation
import MorphMotion

// JSON export and import of timelines, for debugging a sampler and for fixtures.
//
// Decoding goes through the validating initialisers, so a corrupt document fails with the same
// `TimelineError` a bad sampler would get. Colours are `[red, green, blue, alpha]`, transforms the
// sixteen `matrix3d` entries, rectangles `{x, y, width, height}`; every property other than a node's
// `id` and `frame` may be omitted and then takes its default. `frameInRoot` is written for
// readers but recomputed on decoding.

extension Timeline: Codable {
    enum CodingKeys: String, CodingKey {
        case canvasSize, framesPerSecond, frames
    }

    /// Decodes and validates a timeline.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let size = try container.decode(CodableSize.self, forKey: .canvasSize)
        try self.init(
            canvasSize: CGSize(width: size.width, height: size.height),
            framesPerSecond: try container.decodeIfPresent(Double.self, forKey: .framesPerSecond) ?? 60,
            frames: try container.decodeIfPresent([TimelineFrame].self, forKey: .frames) ?? []
        )
    }

    /// Encodes the canvas size, frame rate and frames.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(CodableSize(width: canvasSize.width, height: canvasSize.height), forKey: .canvasSize)
        try container.encode(framesPerSecond, forKey: .framesPerSecond)
        try container.encode(frames, forKey: .frames)
    }
}

extension TimelineFrame: Codable {
    enum CodingKeys: String, CodingKey {
        case time, nodes
    }

    /// Decodes and validates a frame.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            time: try container.decode(TimeInterval.self, forKey: .time),
            nodes: try container.decodeIfPresent([TimelineNode].self, forKey: .nodes) ?? []
        )
    }

    /// Encodes the time and the nodes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(time, forKey: .time)
        try container.encode(nodes, forKey: .nodes)
    }
}

extension TimelineNode: Codable {
    enum CodingKeys: String, CodingKey {
        case id, name, parentID, frame, frameInRoot, alpha, transform, backgroundColor, borderColor,
             borderWidth, cornerRadius, clipsToBounds, zPosition, isHidden, text
    }

    /// Decodes a node; missing properties take the initialiser's defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let transform = try container.decodeIfPresent(CodableTransform.self, forKey: .transform)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            name: try container.decodeIfPresent(String.self, forKey: .name),
            parentID: try container.decodeIfPresent(String.self, forKey: .parentID),
            frame: try container.decode(CodableRect.self, forKey: .frame).rect,
            alpha: try container.decodeIfPresent(CGFloat.self, forKey: .alpha) ?? 1,
            transform: transform?.transform ?? .identity,
            backgroundColor: try container.decodeIfPresent(CodableColor.self, forKey: .backgroundColor)?.color,
            borderColor: try container.decodeIfPresent(CodableColor.self, forKey: .borderColor)?.color ?? .black,
            borderWidth: try container.decodeIfPresent(CGFloat.self, forKey: .borderWidth) ?? 0,
            cornerRadius: try container.decodeIfPresent(CGFloat.self, forKey: .cornerRadius) ?? 0,
            clipsToBounds: try container.decodeIfPresent(Bool.self, forKey: .clipsToBounds) ?? false,
            zPosition: try container.decodeIfPresent(CGFloat.self, forKey: .zPosition) ?? 0,
            isHidden: try container.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false,
            text: try container.decodeIfPresent(TimelineText.self, forKey: .text)
        )
    }

    /// Encodes every property, `frameInRoot` included.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(parentID, forKey: .parentID)
        try container.encode(CodableRect(frame), forKey: .frame)
        try container.encode(CodableRect(frameInRoot), forKey: .frameInRoot)
        try container.encode(alpha, forKey: .alpha)
        try container.encode(CodableTransform(transform), forKey: .transform)
        try container.encodeIfPresent(backgroundColor.map(CodableColor.init), forKey: .backgroundColor)
        try container.encode(CodableColor(borderColor), forKey: .borderColor)
        try container.encode(borderWidth, forKey: .borderWidth)
        try container.encode(cornerRadius, forKey: .cornerRadius)
        try container.encode(clipsToBounds, forKey: .clipsToBounds)
        try container.encode(zPosition, forKey: .zPosition)
        try container.encode(isHidden, forKey: .isHidden)
        try container.encodeIfPresent(text, forKey: .text)
    }
}

extension TimelineText: Codable {
    enum CodingKeys: String, CodingKey {
        case lines, font, color
    }

    /// Decodes a text; a missing font or colour takes the default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            lines: try container.decodeIfPresent([Line].self, forKey: .lines) ?? [],
            font: try container.decodeIfPresent(Font.self, forKey: .font) ?? Font(),
            color: try container.decodeIfPresent(CodableColor.self, forKey: .color)?.color ?? .black
        )
    }

    /// Encodes the lines, font and colour.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lines, forKey: .lines)
        try container.encode(font, forKey: .font)
        try container.encode(CodableColor(color), forKey: .color)
    }
}

extension TimelineText.Line: Codable {
    enum CodingKeys: String, CodingKey {
        case string, x, baseline
    }

    /// Decodes a line; `x` defaults to 0.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(String.self, forKey: .string),
            x: try container.decodeIfPresent(CGFloat.self, forKey: .x) ?? 0,
            baseline: try container.decode(CGFloat.self, forKey: .baseline)
        )
    }

    /// Encodes the string, offset and baseline.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(string, forKey: .string)
        try container.encode(x, forKey: .x)
        try container.encode(baseline, forKey: .baseline)
    }
}

extension TimelineText.Font: Codable {
    enum CodingKeys: String, CodingKey {
        case family, size, weight, isItalic
    }

    /// Decodes a font; missing properties take the initialiser's defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            family: try container.decodeIfPresent(String.self, forKey: .family) ?? "DejaVu Sans",
            size: try container.decodeIfPresent(CGFloat.self, forKey: .size) ?? 17,
            weight: try container.decodeIfPresent(Int.self, forKey: .weight) ?? 400,
            isItalic: try container.decodeIfPresent(Bool.self, forKey: .isItalic) ?? false
        )
    }

    /// Encodes every property.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(family, forKey: .family)
        try container.encode(size, forKey: .size)
        try container.encode(weight, forKey: .weight)
        try container.encode(isItalic, forKey: .isItalic)
    }
}

/// `{width, height}`, without relying on Foundation's array encoding of `CGSize`.
private struct CodableSize: Codable {
    var width: CGFloat
    var height: CGFloat
}

/// `{x, y, width, height}`.
private struct CodableRect: Codable {
    var x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat

    init(_ rect: CGRect) {
        x = rect.origin.x; y = rect.origin.y; width = rect.size.width; height = rect.size.height
    }

    var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

/// `[red, green, blue, alpha]`; kept private so MorphMotion stays free to give `Color` its own
/// coding.
private struct CodableColor: Codable {
    var color: Color

    init(_ color: Color) { self.color = color }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let red = try container.decode(CGFloat.self), green = try container.decode(CGFloat.self)
        let blue = try container.decode(CGFloat.self)
        let alpha = container.isAtEnd ? 1 : try container.decode(CGFloat.self)
        color = Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: [color.red, color.green, color.blue, color.alpha])
    }
}

/// The sixteen `matrix3d` entries, row by row.
private struct CodableTransform: Codable {
    var transform: Transform3D

    init(_ transform: Transform3D) { self.transform = transform }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let entries = try container.decode([CGFloat].self)
        guard entries.count == 16 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a transform has 16 entries, not \(entries.count)")
        }
        transform = Transform3D(
            m11: entries[0], m12: entries[1], m13: entries[2], m14: entries[3],
            m21: entries[4], m22: entries[5], m23: entries[6], m24: entries[7],
            m31: entries[8], m32: entries[9], m33: entries[10], m34: entries[11],
            m41: entries[12], m42: entries[13], m43: entries[14], m44: entries[15]
        )
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(transform.entries)
    }
}
