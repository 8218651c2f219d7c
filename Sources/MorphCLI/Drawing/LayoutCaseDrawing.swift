import Foundation
import MorphCases
import MorphRender

/// A laid-out case drawn as boxes, for `morph layout --svg`: one SVG with every node's frame,
/// filled with the colour the case gives it (else a palette colour), its id as a label, and the
/// case's name as a caption.
///
/// The drawing is a presentation tree drawn by MorphRender's `SVGFrameRenderer`, under one canvas
/// layer, each box marked with its id (`node:<id>`):
///
/// - a Texture case shows the host node (white, grey outline) with its flattened subnodes on top
///   in flattened (z-)order, as Texture's snapshot tests paint them; colour names are UIKit's
///   (`red`, `lightGray`, …) or `#rrggbb`;
/// - a Yoga case shows the node tree nested as laid out (each node relative to its parent), the
///   root white and the other nodes in translucent palette colours, so nesting and overlaps show.
///
/// Every node has a thin dark outline so white nodes show on white. Labels are drawn above all
/// boxes, so a node's id is never hidden by a later sibling. Non-finite numbers (a layout never
/// gives them, but a drawing must not fail) are drawn as 0, negative sizes as 0.
struct LayoutCaseDrawing {
    /// One box of the drawing.
    struct Box {
        /// Unique within the drawing (`node:<id>`).
        var id: String
        /// The name written into the SVG (`data-name`) when the box has no label.
        var name: String?
        /// The box it is nested in, or nil for a box placed in case coordinates.
        var parentID: String?
        /// The frame in the parent's coordinates (case coordinates for a root).
        var frame: CGRect
        /// The frame's origin in case coordinates.
        var origin: CGPoint
        var fill: Color?
        var outline: Color
        var outlineWidth: CGFloat
        /// The node's id as the case gives it, drawn as its label.
        var label: String?
    }

    /// The case's name, drawn as the caption.
    let caption: String
    /// The boxes, parents before children, in paint order.
    private(set) var boxes: [Box] = []
    private var usedIDs: Set<String> = []

    /// The space around the boxes, in points.
    static let margin: CGFloat = 8
    /// The height of the caption line above the boxes, in points.
    static let captionHeight: CGFloat = 16
    static let labelStyle = TextStyle(font: Font(.sans, size: 8))
    /// A label line's height, and the average width of one of its characters, in points.
    static let labelLineHeight: CGFloat = 10
    static let labelCharacterWidth: CGFloat = 5
    /// The average width of a caption character (DejaVu Sans Bold at 10 points), in points.
    static let captionCharacterWidth: CGFloat = 6.5
    static let captionStyle = TextStyle(font: Font(.sans, size: 10, weight: .bold))
    /// Where a label's first baseline and left edge go in its area, and the caption's baseline.
    static let labelBaseline: CGFloat = 9
    static let labelInset: CGFloat = 2
    static let captionBaseline: CGFloat = 12
    static let canvasColor = Color(white: 0.9)
    static let outline = Color(red: 0, green: 0, blue: 0, alpha: 0.4)

    /// The drawing of `result`, the layout of `layoutCase`.
    init(layoutCase: LayoutCase, result: LayoutCaseResult) {
        caption = layoutCase.name
        switch result {
        case .texture(let textureResult):
            var colorNames: [String: String] = [:]
            if case .texture(let textureCase) = layoutCase.format {
                for node in textureCase.spec.nodes {
                    if let color = node.color { colorNames[node.id] = color }
                }
            }
            addTexture(textureResult, colorNames: colorNames)
        case .yoga(let layout):
            var index = 0
            addYoga(layout, parentID: nil, parentOrigin: .zero, depth: 0, index: &index)
        }
    }

    private mutating func addTexture(_ result: TextureCaseResult, colorNames: [String: String]) {
        let host = CGRect(origin: .zero, size: Self.drawable(result.size))
        add(Box(id: uniqueID("host"), name: "host", frame: host, origin: .zero, fill: .white, outline: Color(white: 0.55), outlineWidth: 1))
        for (index, node) in result.frames.enumerated() {
            let frame = Self.drawable(node.frame)
            let fill = colorNames[node.id].flatMap(NodeColors.color(named:)) ?? NodeColors.paletteColor(index)
            add(Box(id: uniqueID(node.id), frame: frame, origin: frame.origin, fill: fill, outline: Self.outline, outlineWidth: 0.5, label: node.id))
        }
    }

    private mutating func addYoga(_ layout: FlexCaseLayout, parentID: String?, parentOrigin: CGPoint, depth: Int, index: inout Int) {
        let frame = Self.drawable(CGRect(x: layout.left, y: layout.top, width: layout.width, height: layout.height))
        let origin = CGPoint(x: parentOrigin.x + frame.minX, y: parentOrigin.y + frame.minY)
        let fill = depth == 0 ? Color.white : NodeColors.paletteColor(index, alpha: 0.75)
        let id = uniqueID(layout.id ?? "node")
        add(Box(id: id, parentID: parentID, frame: frame, origin: origin, fill: fill, outline: Self.outline, outlineWidth: 0.5, label: layout.id))
        index += 1
        for child in layout.children {
            addYoga(child, parentID: id, parentOrigin: origin, depth: depth + 1, index: &index)
        }
    }

    private mutating func add(_ box: Box) {
        boxes.append(box)
    }

    /// `node:base`, or `node:base-2`, `node:base-3`, … when taken. The prefix keeps box ids apart
    /// from the labels' and the caption's.
    private mutating func uniqueID(_ base: String) -> String {
        let base = "node:" + base
        var candidate = base
        var suffix = 1
        while usedIDs.contains(candidate) {
            suffix += 1
            candidate = "\(base)-\(suffix)"
        }
        usedIDs.insert(candidate)
        return candidate
    }

    /// The area the boxes cover, in case coordinates (the origin included).
    var bounds: CGRect {
        boxes.reduce(CGRect.zero) { bounds, box in
            bounds.union(CGRect(origin: box.origin, size: box.frame.size))
        }
    }

    /// The drawing as one presentation tree: a canvas layer holding the boxes, then the labels,
    /// then the caption (so labels are drawn above every box); roots shifted so the boxes start at
    /// the margin below the caption. Also gives each layer's mark for the SVG (`node:<id>`,
    /// `label:<index>`, `caption`) and the canvas size.
    ///
    /// - Throws: a `TextError` when the labels' font cannot be found.
    func presentationTree() throws(TextError) -> (tree: PresentationTree, marks: [LayerID: String], canvasSize: CGSize) {
        let bounds = self.bounds
        let shift = CGPoint(x: Self.margin - bounds.minX, y: Self.margin + Self.captionHeight - bounds.minY)
        let captionLayout = try TextLayout(caption, style: Self.captionStyle)
        let captionWidth = max(CGFloat(caption.count) * Self.captionCharacterWidth, captionLayout.size.width)
        let canvasSize = CGSize(
            width: max(bounds.width, captionWidth) + 2 * Self.margin,
            height: bounds.height + 2 * Self.margin + Self.captionHeight
        )
        var builder = LayerListBuilder()
        builder.add(name: "canvas", mark: "canvas", frame: CGRect(origin: .zero, size: canvasSize), parent: nil)
        var boxLayers: [String: Int] = [:]
        for box in boxes {
            var frame = box.frame
            if box.parentID == nil { frame = frame.offsetBy(dx: shift.x, dy: shift.y) }
            var attributes = ViewAttributes(backgroundColor: box.fill ?? .clear, borderWidth: box.outlineWidth, borderColor: box.outline)
            attributes.position = CGPoint(x: frame.midX, y: frame.midY)
            attributes.bounds = CGRect(origin: .zero, size: frame.size)
            boxLayers[box.id] = builder.add(
                name: box.label ?? box.name ?? box.id, mark: box.id, attributes: attributes,
                parent: box.parentID.flatMap { boxLayers[$0] } ?? 0
            )
        }
        var placedLabels: [CGRect] = []
        for (index, box) in boxes.enumerated() {
            guard let label = box.label, !label.isEmpty else { continue }
            let area = Self.labelArea(label, at: box.origin, avoiding: &placedLabels)
            let layout = try TextLayout(label, style: Self.labelStyle)
            let origin = CGPoint(x: area.minX + shift.x + Self.labelInset, y: area.minY + shift.y + Self.labelBaseline - layout.firstBaseline)
            builder.add(
                name: label, mark: "label:\(index)", frame: CGRect(origin: origin, size: layout.size), parent: 0,
                content: .text(layout: layout, color: NodeColors.labelColor(on: box.fill))
            )
        }
        let captionOrigin = CGPoint(x: Self.margin, y: Self.captionBaseline - captionLayout.firstBaseline)
        builder.add(
            name: caption, mark: "caption", frame: CGRect(origin: captionOrigin, size: captionLayout.size), parent: 0,
            content: .text(layout: captionLayout, color: .black)
        )
        return (builder.tree(), builder.marks, canvasSize)
    }

    /// Where a node's label goes: at the node's top-left corner, moved down a line at a time
    /// while it would overlap a label already placed (a node and its first child, or a
    /// background and the node in front of it, share a corner). Widths are estimated from the
    /// character count, which is enough to keep labels apart.
    ///
    /// - Complexity: O(p) per move for p labels placed so far.
    static func labelArea(_ label: String, at origin: CGPoint, avoiding placed: inout [CGRect]) -> CGRect {
        var area = CGRect(x: origin.x, y: origin.y, width: CGFloat(label.count) * labelCharacterWidth + 4, height: labelLineHeight)
        func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
            a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
        }
        while placed.contains(where: { overlap($0, area) }) {
            area.origin.y += labelLineHeight
        }
        placed.append(area)
        return area
    }

    /// The SVG document of the drawing, each layer marked as ``presentationTree()`` says.
    ///
    /// - Throws: a `TextError` when the labels' font cannot be found; a `RenderError` only if the
    ///   drawing's own tree were inconsistent (a bug).
    func svg() throws -> String {
        let (tree, marks, canvasSize) = try presentationTree()
        return try SVGFrameRenderer(backgroundColor: Self.canvasColor, canvasSize: canvasSize).render(tree, labels: marks)
    }

    /// `rect` with non-finite numbers drawn as 0 and negative sizes as 0.
    static func drawable(_ rect: CGRect) -> CGRect {
        CGRect(origin: CGPoint(x: finite(rect.origin.x), y: finite(rect.origin.y)), size: drawable(rect.size))
    }

    static func drawable(_ size: CGSize) -> CGSize {
        CGSize(width: max(finite(size.width), 0), height: max(finite(size.height), 0))
    }

    private static func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite ? value : 0
    }
}
