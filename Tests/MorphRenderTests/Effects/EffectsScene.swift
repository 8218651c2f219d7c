import Foundation
import MorphCanvas
import MorphRender

/// One scene of the chromium-effects conformance suite, as `ChromiumEffects/cases.json` describes
/// it (see `generate-cases.py` there): layers with their frames and effects, built as display
/// nodes.
struct EffectsScene: Decodable {
    struct Shadow: Decodable {
        var color: String
        var opacity: CGFloat
        var offset: [CGFloat]
        var radius: CGFloat
    }

    struct GradientSpec: Decodable {
        var kind: String
        var colors: [String]
        var locations: [CGFloat]?
        var start: [CGFloat]?
        var end: [CGFloat]?

        var gradient: Gradient {
            let kind: Gradient.Kind = switch self.kind {
            case "radial": .radial
            case "conic": .conic
            default: .linear
            }
            return Gradient(
                kind: kind, colors: colors.map(EffectsScene.color), locations: locations,
                startPoint: start.map { CGPoint(x: $0[0], y: $0[1]) } ?? CGPoint(x: 0.5, y: 0),
                endPoint: end.map { CGPoint(x: $0[0], y: $0[1]) } ?? CGPoint(x: 0.5, y: 1)
            )
        }
    }

    struct Layer: Decodable {
        var name: String
        var frame: [CGFloat]
        var parent: Int?
        var background: String?
        var cornerRadius: CGFloat?
        var maskedCorners: [String]?
        var alpha: CGFloat?
        var clips: Bool?
        var borderWidth: CGFloat?
        var borderColor: String?
        var shadow: Shadow?
        var gradient: GradientSpec?
        var blur: CGFloat?
        var backdropBlur: CGFloat?
        /// The index of the scene's mask tree that masks this layer.
        var mask: Int?
        /// Degrees, about the centre.
        var rotate: CGFloat?
        var scale: CGFloat?
    }

    struct Fixture: Decodable {
        var canvas: [CGFloat]
        var scales: [Int]
        var cases: [EffectsScene]
    }

    var name: String
    var layers: [Layer]
    var masks: [[Layer]]?

    /// The fixture's folder.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ChromiumEffects")

    static func loadFixture() throws -> Fixture {
        try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: directory.appendingPathComponent("cases.json")))
    }

    /// `#rrggbbaa`.
    static func color(_ hex: String) -> Color {
        let digits = hex.dropFirst()
        let value = UInt32(digits, radix: 16) ?? 0
        func component(_ shift: UInt32) -> CGFloat { CGFloat((value >> shift) & 0xFF) / 255 }
        return Color(red: component(24), green: component(16), blue: component(8), alpha: component(0))
    }

    /// The scene's root node, its layers built and its masks set.
    @MainActor
    func makeRoot() throws -> DisplayNode {
        let maskRoots = try (masks ?? []).map { try Self.build($0, masks: []) }
        return try Self.build(layers, masks: maskRoots)
    }

    @MainActor
    private static func build(_ layers: [Layer], masks: [DisplayNode]) throws -> DisplayNode {
        var nodes: [DisplayNode] = []
        for spec in layers {
            let node = DisplayNode(name: spec.name)
            node.frame = CGRect(x: spec.frame[0], y: spec.frame[1], width: spec.frame[2], height: spec.frame[3])
            if let background = spec.background { node.backgroundColor = color(background) }
            if let radius = spec.cornerRadius { node.cornerRadius = radius }
            if let corners = spec.maskedCorners {
                node.maskedCorners = CornerMask(corners.map { name -> CornerMask in
                    switch name {
                    case "topLeft": .topLeft
                    case "topRight": .topRight
                    case "bottomLeft": .bottomLeft
                    default: .bottomRight
                    }
                })
            }
            if let alpha = spec.alpha { node.alpha = alpha }
            if let clips = spec.clips { node.clipsToBounds = clips }
            if let width = spec.borderWidth { node.borderWidth = width }
            if let borderColor = spec.borderColor { node.borderColor = color(borderColor) }
            if let shadow = spec.shadow {
                node.shadowColor = color(shadow.color)
                node.shadowOpacity = shadow.opacity
                node.shadowOffset = CGSize(width: shadow.offset[0], height: shadow.offset[1])
                node.shadowRadius = shadow.radius
            }
            if let gradient = spec.gradient { node.backgroundGradient = gradient.gradient }
            if let blur = spec.blur { node.blurRadius = blur }
            if let backdrop = spec.backdropBlur { node.backdropBlurRadius = backdrop }
            var transform = Transform3D.identity
            if let scale = spec.scale { transform = Transform3D(scaleX: scale, y: scale) }
            if let degrees = spec.rotate { transform = transform.concatenating(Transform3D(rotationAngle: degrees * .pi / 180)) }
            if transform != .identity { node.transform = transform }
            if let mask = spec.mask { try node.setMask(masks[mask]) }
            if let parent = spec.parent { try nodes[parent].addSubnode(node) }
            nodes.append(node)
        }
        return nodes[0]
    }
}
