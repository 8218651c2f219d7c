import Foundation
import MorphMotion

/// Everything the player needs to draw and animate one element: its per-sample CSS values, split
/// into groups animated together, and its text variants.
///
/// - `node`: geometry, opacity, transform, background and corner radius, interpolated linearly
///   between samples.
/// - `discrete`: visibility, paint rank (`z-index`) and clipping (`overflow`), switched at the
///   samples (`step-end` easing), so presence and order follow the timeline's sample-and-hold rule.
/// - `border`: the border layer drawn above the children, when the node ever has a border.
/// - text: each distinct layout of the node's text (lines and font) is one inline SVG shown while
///   it is current; the colour is interpolated.
struct PlayerElementAnimation {
    var node: [PlayerSeries]
    var discrete: [PlayerSeries]
    var border: [PlayerSeries]?
    /// The distinct text layouts, their colour set to black (colour is animated separately).
    var textVariants: [TimelineText]
    /// Per sample, the index of the current text variant; empty when the node never has text.
    var textVariantBySample: [Int]
    var textColor: PlayerSeries?
    var presence: [ClosedRange<Int>]

    /// The `z-index` of the border layer: above every child's paint rank.
    static let borderLayerZIndex = 1_000_000

    init(element: PlayerElementTable.Element, drawn: [Bool], timeline: Timeline) {
        let held = element.heldSamples()
        // Every element is present in at least one sample, so every held sample has its node.
        let nodes: [TimelineNode] = held.map { timeline.frames[$0].nodes[element.nodeIndexBySample[$0]!] }
        func numbers(_ keyframeName: String, _ cssName: String, decimals: Int = 4, isLength: Bool = true, _ value: (TimelineNode) -> CGFloat) -> PlayerSeries {
            PlayerSeries(keyframeName: keyframeName, cssName: cssName,
                         values: .numbers(nodes.map { Double(value($0)) }, decimals: decimals, isLength: isLength))
        }
        func strings(_ keyframeName: String, _ cssName: String, _ value: (TimelineNode) -> String) -> PlayerSeries {
            PlayerSeries(keyframeName: keyframeName, cssName: cssName, values: .strings(nodes.map(value)))
        }

        let transformIsAlwaysIdentity = nodes.allSatisfy { $0.transform.isIdentity }
        node = [
            numbers("left", "left") { $0.frame.minX },
            numbers("top", "top") { $0.frame.minY },
            numbers("width", "width") { $0.frame.width },
            numbers("height", "height") { $0.frame.height },
            numbers("opacity", "opacity", decimals: 4, isLength: false) { $0.alpha },
            strings("transform", "transform") { transformIsAlwaysIdentity ? "none" : Self.cssMatrix3D($0.transform) },
            strings("backgroundColor", "background-color") { ColorFormatting.cssRGBA($0.backgroundColor ?? .clear) },
            numbers("borderRadius", "border-radius") { $0.effectiveCornerRadius },
        ]
        discrete = [
            PlayerSeries(keyframeName: "visibility", cssName: "visibility",
                         values: .strings(drawn.map { $0 ? "visible" : "hidden" })),
            PlayerSeries(keyframeName: "zIndex", cssName: "z-index",
                         values: .numbers(held.map { Double(element.paintRankBySample[$0]) }, decimals: 0, isLength: false)),
            strings("overflow", "overflow") { $0.clipsToBounds ? "hidden" : "visible" },
        ]
        if nodes.contains(where: { $0.borderWidth > 0 }) {
            border = [
                // Like the SVG, never wider than half the shorter side.
                numbers("borderWidth", "border-width") { min($0.borderWidth, min($0.frame.width, $0.frame.height) / 2) },
                strings("borderColor", "border-color") { ColorFormatting.cssRGBA($0.borderColor) },
                numbers("borderRadius", "border-radius") { $0.effectiveCornerRadius },
            ]
        } else {
            border = nil
        }

        var variants: [TimelineText] = []
        var variantIndex: [TimelineText: Int] = [:]
        var variantBySample: [Int] = []
        if nodes.contains(where: { $0.text != nil }) {
            for node in nodes {
                var layout = node.text ?? TimelineText(lines: [])
                layout.color = .black
                if let index = variantIndex[layout] {
                    variantBySample.append(index)
                } else {
                    variantIndex[layout] = variants.count
                    variantBySample.append(variants.count)
                    variants.append(layout)
                }
            }
            textColor = strings("color", "color") { ColorFormatting.cssRGBA(($0.text?.color) ?? .black) }
        } else {
            textColor = nil
        }
        textVariants = variants
        textVariantBySample = variantBySample
        presence = element.presenceRuns()
    }

    /// `matrix3d(…)` with the sixteen entries row by row (the order `Transform3D.entries` lists).
    static func cssMatrix3D(_ transform: Transform3D) -> String {
        var output = "matrix3d("
        for (index, value) in transform.entries.enumerated() {
            if index > 0 { output += ", " }
            NumberFormatting.appendCompact(Double(value), decimals: 6, to: &output)
        }
        output += ")"
        return output
    }
}
