import Foundation
import Morph
import MorphCanvas
import MorphCases
import MorphFlex

/// A laid-out case painted as pixels, for `morph layout --png`: a presentation tree drawn by
/// MorphCanvas's rasteriser.
///
/// - A Texture case is painted the way Texture's snapshot tests paint it, so the image can be
///   compared with Texture's reference images pixel for pixel: a surface of the host's size at the
///   case's screen scale, on a transparent background, each flattened subnode filled with its
///   `color` (a UIKit colour name or `#rrggbb`; a node without a colour, or with a name that is not
///   a colour, is not filled), in flattened order, and nothing else (no labels, no outlines).
/// - A Yoga case is painted as its nested tree at scale 1 (its `pointScaleFactor` when given):
///   the root white, the other nodes in translucent palette colours, so nesting and overlaps show.
///
/// Non-finite numbers (a layout never gives them) are drawn as 0, negative sizes as 0; a host of
/// zero width or height gets a surface one point wide or tall.
enum LayoutCasePainting {
    /// The image of `result`, the layout of `layoutCase`.
    ///
    /// - Throws: a `CanvasError` when the surface would be too large.
    static func image(layoutCase: LayoutCase, result: LayoutCaseResult) throws(CanvasError) -> RasterImage {
        switch (layoutCase.format, result) {
        case let (.texture(textureCase), .texture(textureResult)):
            var colorNames: [String: String] = [:]
            for node in textureCase.spec.nodes {
                if let color = node.color { colorNames[node.id] = color }
            }
            let tree = tree(of: textureResult, colorNames: colorNames)
            return try Rasterizer.image(of: tree, size: surfaceSize(tree), scale: textureCase.screenScale)
        case let (.yoga(flexCase), .yoga(layout)):
            let tree = tree(of: layout)
            let scale = flexCase.config.screenScale > 0 ? flexCase.config.screenScale : 1
            return try Rasterizer.image(of: tree, size: surfaceSize(tree), scale: scale)
        case let (_, .texture(textureResult)):
            let tree = tree(of: textureResult, colorNames: [:])
            return try Rasterizer.image(of: tree, size: surfaceSize(tree), scale: 2)
        case let (_, .yoga(layout)):
            let tree = tree(of: layout)
            return try Rasterizer.image(of: tree, size: surfaceSize(tree), scale: 1)
        }
    }

    /// The presentation tree of a Texture result: the host (unfilled) and its flattened subnodes
    /// as its sublayers, in flattened order.
    static func tree(of result: TextureCaseResult, colorNames: [String: String]) -> PresentationTree {
        let host = CGRect(origin: .zero, size: drawable(result.size))
        var layers = [layer(id: 1, name: "host", frame: host, color: nil, parentIndex: nil, subtreeEnd: result.frames.count + 1)]
        for (offset, node) in result.frames.enumerated() {
            let color = colorNames[node.id].flatMap(NodeColors.color(named:))
            layers.append(layer(
                id: UInt64(offset + 2), name: node.id, frame: drawable(node.frame), color: color,
                parentIndex: 0, subtreeEnd: layers.count + 1
            ))
        }
        return PresentationTree(time: 0, layers: layers)
    }

    /// The presentation tree of a Yoga result: the nodes nested as laid out.
    static func tree(of layout: FlexCaseLayout) -> PresentationTree {
        var layers: [PresentationLayer] = []
        func add(_ node: FlexCaseLayout, parentIndex: Int?, depth: Int) {
            let index = layers.count
            let frame = drawable(CGRect(x: node.left, y: node.top, width: node.width, height: node.height))
            let color = depth == 0 ? Color.white : NodeColors.paletteColor(index, alpha: 0.75)
            layers.append(layer(id: UInt64(index + 1), name: node.id ?? "node", frame: frame, color: color, parentIndex: parentIndex, subtreeEnd: index + 1))
            for child in node.children { add(child, parentIndex: index, depth: depth + 1) }
            layers[index].subtreeEnd = layers.count
        }
        add(layout, parentIndex: nil, depth: 0)
        return PresentationTree(time: 0, layers: layers)
    }

    private static func layer(id: UInt64, name: String, frame: CGRect, color: Color?, parentIndex: Int?, subtreeEnd: Int) -> PresentationLayer {
        PresentationLayer(
            id: LayerID(rawValue: id), name: name,
            attributes: ViewAttributes(
                position: CGPoint(x: frame.midX, y: frame.midY),
                bounds: CGRect(origin: .zero, size: frame.size),
                backgroundColor: color ?? .clear
            ),
            parentIndex: parentIndex, subtreeEnd: subtreeEnd
        )
    }

    /// The root layer's frame size, at least one point on each side.
    private static func surfaceSize(_ tree: PresentationTree) -> CGSize {
        let frame = tree.root?.attributes.frame ?? .zero
        return CGSize(width: max(frame.maxX, 1), height: max(frame.maxY, 1))
    }

    private static func drawable(_ rect: CGRect) -> CGRect {
        LayoutCaseDrawing.drawable(rect)
    }

    private static func drawable(_ size: CGSize) -> CGSize {
        LayoutCaseDrawing.drawable(size)
    }
}
