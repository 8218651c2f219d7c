import Foundation
import MorphRender

/// A layer described by hand for test trees: its frame (bounds at the origin, anchor point on the
/// position), its view attributes, its content and its sublayers.
struct LayerSpec {
    var name: String
    var attributes: ViewAttributes
    var content: PresentationContent?
    var children: [LayerSpec]

    init(
        _ name: String, frame: CGRect, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), alpha: CGFloat = 1,
        transform: Transform3D = .identity, backgroundColor: Color = .clear, borderColor: Color = .black,
        borderWidth: CGFloat = 0, cornerRadius: CGFloat = 0, clipsToBounds: Bool = false, zPosition: CGFloat = 0,
        isHidden: Bool = false, content: PresentationContent? = nil, children: [LayerSpec] = []
    ) {
        self.name = name
        attributes = ViewAttributes(
            position: CGPoint(x: frame.minX + frame.width * anchorPoint.x, y: frame.minY + frame.height * anchorPoint.y),
            bounds: CGRect(origin: .zero, size: frame.size), anchorPoint: anchorPoint, alpha: alpha, transform: transform,
            backgroundColor: backgroundColor, cornerRadius: cornerRadius, borderWidth: borderWidth, borderColor: borderColor,
            isHidden: isHidden, clipsToBounds: clipsToBounds, zPosition: zPosition
        )
        self.content = content
        self.children = children
    }

    /// The id a layer named `name` has in every test tree: the same name is the same layer.
    static func id(_ name: String) -> LayerID {
        // FNV-1a, so ids are stable across runs.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01B3
        }
        return LayerID(rawValue: hash)
    }

    /// Shaped text in DejaVu Sans.
    static func text(_ string: String, size: CGFloat = 14, weight: FontWeight = .regular, color: Color = .black) throws -> PresentationContent {
        .text(layout: try TextLayout(string, style: TextStyle(font: Font(.sans, size: size, weight: weight))), color: color)
    }
}

extension PresentationTree {
    /// The tree of `root` at `time`, in drawing order: siblings in the order given, stably sorted
    /// by z position, as `DisplayNode.presentationTree(at:)` orders them.
    init(time: TimeInterval, root: LayerSpec) {
        var layers: [PresentationLayer] = []
        func add(_ spec: LayerSpec, parent: Int?) {
            let index = layers.count
            layers.append(PresentationLayer(
                id: LayerSpec.id(spec.name), name: spec.name, attributes: spec.attributes, content: spec.content,
                parentIndex: parent, subtreeEnd: index + 1
            ))
            let children = spec.children.enumerated()
                .sorted { ($0.element.attributes.zPosition, $0.offset) < ($1.element.attributes.zPosition, $1.offset) }
                .map(\.element)
            for child in children { add(child, parent: index) }
            layers[index].subtreeEnd = layers.count
        }
        add(root, parent: nil)
        self.init(time: time, layers: layers)
    }

    /// The layer named `name`, if present.
    func layer(named name: String) -> PresentationLayer? {
        layers.first { $0.name == name }
    }

    /// The index of the layer named `name`, if present.
    func index(ofLayerNamed name: String) -> Int? {
        layers.firstIndex { $0.name == name }
    }

    /// The box on the canvas of the layer named `name`, if present.
    func frameOnCanvas(ofLayerNamed name: String) -> CGRect? {
        index(ofLayerNamed: name).map { framesOnCanvas()[$0] }
    }
}

extension Timeline {
    /// The label (`n3`) of the layer named `name` (its first appearance).
    func label(ofLayerNamed name: String) -> String? {
        for frame in frames {
            if let layer = frame.layer(named: name) { return layerLabels[layer.id] }
        }
        return nil
    }
}
