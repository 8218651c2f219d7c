import Foundation
import Morph

/// Writes a ``Timeline`` as a self-contained HTML page that plays it back in a browser: no network,
/// no other file.
///
/// The page shows the canvas with one absolutely positioned element per layer, nested like the
/// tree (each marked `data-node-id` with its label, see ``Timeline/layerLabels``), animated by the
/// Web Animations API with keyframes taken from the timeline's own samples — one keyframe per
/// sample at `offset = time / duration`, linear between samples — so the browser shows exactly
/// what Morph computed: geometry, opacity, transforms about the anchor point (`transform-origin`),
/// colours, corner radii and borders. Presence, visibility, paint order, clipping and content
/// switch at the samples, following the timeline's sample-and-hold rule (see ``Timeline``); a
/// layer that enters or leaves mid-timeline is hidden before it enters and after it leaves. Text
/// is inline SVG drawn as ``SVGFrameRenderer`` draws it; images are embedded once each as PNG data
/// and placed with CSS backgrounds by their content mode.
///
/// Controls: play/pause (space), previous/next sample (arrow keys), a scrubber that seeks, a speed
/// control and a loop switch. Below the canvas, a track view shows one row per layer (see
/// ``NodeTrack``) with a band per changing property and a playhead; clicking a lane seeks, and
/// clicking a row's label shows that layer's properties at the current time in the inspector.
/// The page's data holds every property of the `ViewProperties` table for every layer, so a
/// property added to the table shows up in the inspector and the track view without changing this
/// renderer.
///
/// For tests and tools, `page.html?t=SECONDS` opens paused at that time and writes the layers'
/// boxes as JSON into `<script type="application/json" id="morph-boxes">`;
/// `window.__morphBoxes()` returns them at any time, `window.__morphSeek(seconds)` seeks, and
/// `window.__morphInspect(label)` shows a layer in the inspector. While playing, the clock ticks on
/// animation frames and, where those are starved (a hidden tab, a headless browser under load), on
/// a timer; the root element's `data-morph-played` attribute holds the seconds of timeline played.
/// The report is `{time, sample, stage, boxes}`: `stage` is the canvas's `{x, y, width, height}`
/// in the page (CSS pixels from the viewport's top-left corner, to find it in a screenshot), and
/// each box is `{id, name, x, y, width, height, visible}` in canvas coordinates (the browser's
/// `getBoundingClientRect()` relative to the canvas), one per layer present at that moment, to be
/// compared with `PresentationTree.framesOnCanvas()`.
public struct HTMLPlayerRenderer: Hashable, Sendable {
    /// The page title, also shown above the player. `"Morph timeline"` by default.
    public var title: String
    /// The canvas colour, or `nil` for transparent; white by default.
    public var backgroundColor: Color?
    /// Whether the page starts playing when opened without `?t=`; `true` by default.
    public var autoplay: Bool
    /// Whether playback starts over at the end; `true` by default (the page has a switch).
    public var loops: Bool

    /// The playback speeds the speed control offers.
    static let speeds: [Double] = [0.1, 0.25, 0.5, 1, 2]

    /// Whether the page's data is encoded by `JSONEncoder` — the reference that the direct
    /// writer, used otherwise, is tested against.
    var encodesDataWithJSONEncoder = false

    /// Creates a player renderer.
    public init(title: String = "Morph timeline", backgroundColor: Color? = .white, autoplay: Bool = true, loops: Bool = true) {
        self.title = title
        self.backgroundColor = backgroundColor
        self.autoplay = autoplay
        self.loops = loops
    }

    /// The HTML page playing `timeline`.
    ///
    /// - Throws: ``RenderError/imageEncoding(layer:_:)``.
    /// - Complexity: O(E · F · P) for E elements (about one per layer), F frames and P view
    ///   properties, plus O(N) for the N layers over all frames.
    public func render(_ timeline: Timeline) throws(RenderError) -> String {
        try render(timeline, tracks: timeline.tracks)
    }

    /// The HTML page playing `timeline`, whose track view shows `tracks` — ``Timeline/tracks``,
    /// computed once by a caller that needs them for something else too (`morph` summarises each
    /// example from them, see ``TimelineSummary/init(_:tracks:)``).
    ///
    /// - Throws: ``RenderError/imageEncoding(layer:_:)``.
    /// - Complexity: as ``render(_:)``, without computing the tracks.
    public func render(_ timeline: Timeline, tracks: [NodeTrack]) throws(RenderError) -> String {
        let labels = timeline.layerLabels
        let table = PlayerElementTable(timeline: timeline, labels: labels)
        var images = PlayerImages()
        var drawn: [[Bool]] = []
        drawn.reserveCapacity(table.elements.count)
        var animations: [PlayerElementAnimation] = []
        animations.reserveCapacity(table.elements.count)
        for index in table.elements.indices {
            drawn.append(table.drawnSamples(ofElementAt: index, timeline: timeline, drawn: drawn))
            animations.append(try PlayerElementAnimation(element: table.elements[index], drawn: drawn[index], timeline: timeline, images: &images))
        }

        var output = ""
        output.reserveCapacity(16_384 + table.elements.count * timeline.frames.count * 160)
        output += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        output += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>"
        MarkupEscaping.appendXML(title, to: &output)
        output += "</title>\n<style>\n" + HTMLPlayerAssets.styleSheet
        images.appendStyleRules(to: &output)
        output += "</style>\n</head>\n<body>\n<h1>"
        MarkupEscaping.appendXML(title, to: &output)
        output += "</h1>\n"
        appendControls(for: timeline, to: &output)
        appendStage(of: timeline, table: table, animations: animations, to: &output)
        HTMLTrackViewWriter.write(tracks, duration: timeline.duration, to: &output)
        output += "<script type=\"application/json\" id=\"morph-data\">"
        appendData(of: timeline, table: table, animations: animations, to: &output)
        output += "</script>\n<script type=\"application/json\" id=\"morph-boxes\"></script>\n<script>\n"
        output += HTMLPlayerAssets.script
        output += "</script>\n</body>\n</html>\n"
        return output
    }

    private func appendControls(for timeline: Timeline, to output: inout String) {
        output += "<div id=\"morph-controls\">"
        output += "<button id=\"morph-play\" type=\"button\">Play</button>"
        output += "<button id=\"morph-previous\" type=\"button\" title=\"previous sample (←)\">◀ frame</button>"
        output += "<button id=\"morph-next\" type=\"button\" title=\"next sample (→)\">frame ▶</button>"
        output += "<input id=\"morph-scrubber\" type=\"range\" min=\"0\" max=\""
        NumberFormatting.appendCompact(timeline.duration, decimals: 9, to: &output)
        output += "\" step=\"any\" value=\"0\" aria-label=\"time\">"
        output += "<span id=\"morph-time\"></span>"
        output += "<label>speed <select id=\"morph-speed\">"
        for speed in Self.speeds {
            output += "<option value=\""
            NumberFormatting.appendCompact(speed, decimals: 2, to: &output)
            output += speed == 1 ? "\" selected>" : "\">"
            NumberFormatting.appendCompact(speed, decimals: 2, to: &output)
            output += "×</option>"
        }
        output += "</select></label>"
        output += "<label><input id=\"morph-loop\" type=\"checkbox\"" + (loops ? " checked" : "") + "> loop</label>"
        output += "<span class=\"morph-info\">"
        NumberFormatting.appendCompact(timeline.framesPerSecond, decimals: 3, to: &output)
        output += " fps · " + String(timeline.frames.count) + " samples</span>"
        output += "</div>\n"
    }

    private func appendStage(of timeline: Timeline, table: PlayerElementTable, animations: [PlayerElementAnimation], to output: inout String) {
        output += "<div id=\"morph-stage-frame\"><div id=\"morph-stage\" style=\"width:"
        NumberFormatting.appendCompact(SVGFrameRenderer.drawableLength(timeline.canvasSize.width), decimals: 3, to: &output)
        output += "px;height:"
        NumberFormatting.appendCompact(SVGFrameRenderer.drawableLength(timeline.canvasSize.height), decimals: 3, to: &output)
        output += "px;background:" + ColorFormatting.cssRGBA(backgroundColor ?? .clear) + "\">\n"
        if timeline.isEmpty {
            output += "<div id=\"morph-empty\">This timeline has no frames.</div>\n"
        }
        for root in table.roots {
            appendElement(root, table: table, animations: animations, indent: 1, to: &output)
        }
        output += "</div></div>\n"
    }

    /// One layer's element: its image and text variants first, then its children, then its border
    /// layer.
    private func appendElement(_ index: Int, table: PlayerElementTable, animations: [PlayerElementAnimation], indent: Int, to output: inout String) {
        let element = table.elements[index]
        let animation = animations[index]
        let pad = String(repeating: " ", count: indent)
        output += pad + "<div class=\"morph-node\" data-el=\"" + String(index) + "\" data-node-id=\""
        MarkupEscaping.appendXML(element.label, to: &output)
        output += "\" data-name=\""
        MarkupEscaping.appendXML(element.name, to: &output)
        output += "\" style=\""
        for series in animation.node + animation.discrete {
            series.appendDeclaration(at: 0, to: &output)
        }
        output += "\">\n"
        for (variant, image) in animation.imageVariants.enumerated() {
            output += pad + " <div class=\"morph-image"
            if let image { output += " morph-image-" + String(image.number) }
            output += "\" style=\""
            if let image { output += "background-size:" + PlayerElementAnimation.cssBackgroundSize(image) + ";" }
            output += "opacity:" + (animation.imageVariantBySample.first == variant ? "1" : "0") + "\"></div>\n"
        }
        for (variant, text) in animation.textVariants.enumerated() {
            output += pad + " <svg class=\"morph-text\" width=\"1\" height=\"1\" style=\""
            animation.textColor?.appendDeclaration(at: 0, to: &output)
            output += "opacity:" + (animation.textVariantBySample.first == variant ? "1" : "0") + "\">\n"
            if let text {
                // The colour of runs without their own is the element's animated CSS colour.
                SVGTextWriter.write(text, color: .black, indent: indent + 2, fillsWithCurrentColor: true, to: &output)
            }
            output += pad + " </svg>\n"
        }
        for child in element.children {
            appendElement(child, table: table, animations: animations, indent: indent + 1, to: &output)
        }
        if let border = animation.border {
            output += pad + " <div class=\"morph-border\" style=\""
            for series in border { series.appendDeclaration(at: 0, to: &output) }
            output += "\"></div>\n"
        }
        output += pad + "</div>\n"
    }

    /// The samples the script animates from: times, duration, the view properties' names, and per
    /// element the series that change (constant ones are already in the inline styles), the
    /// presence runs and every view property's values.
    private func appendData(of timeline: Timeline, table: PlayerElementTable, animations: [PlayerElementAnimation], to output: inout String) {
        let elements = animations.enumerated().map { index, animation in
            let element = table.elements[index]
            return PlayerData.Element(
                id: element.label,
                name: element.name,
                presence: animation.presence.map { [$0.lowerBound, $0.upperBound] },
                node: Self.changingSeries(animation.node),
                discrete: Self.changingSeries(animation.discrete),
                border: animation.border.flatMap(Self.changingSeries),
                textColor: animation.textColor.flatMap { $0.isConstant ? nil : $0.dataValues },
                textVariant: animation.textVariants.count > 1 ? animation.textVariantBySample : nil,
                imageVariant: animation.imageVariants.count > 1 ? animation.imageVariantBySample : nil,
                properties: Dictionary(
                    animation.properties.map { ($0.name, $0.track) },
                    uniquingKeysWith: { first, _ in first }
                )
            )
        }
        let data = PlayerData(
            duration: NumberFormatting.rounded(timeline.duration, decimals: 9),
            fps: NumberFormatting.rounded(timeline.framesPerSecond, decimals: 6),
            autoplay: autoplay,
            times: timeline.frames.map { NumberFormatting.rounded($0.time, decimals: 9) },
            propertyNames: RenderedProperties.all.map(\.name),
            elements: elements
        )
        if encodesDataWithJSONEncoder {
            output += data.scriptText()
        } else {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(4_096 + elements.count * timeline.frames.count * 64)
            data.appendScriptJSON(to: &bytes)
            // Valid UTF-8 by construction (ASCII and whole encoded scalars), so nothing is repaired.
            output += String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The series of a group that change, by keyframe name, or nil when none does.
    private static func changingSeries(_ series: [PlayerSeries]) -> [String: PlayerSeries.Values]? {
        let changing = series.filter { !$0.isConstant }
        guard !changing.isEmpty else { return nil }
        return Dictionary(changing.map { ($0.keyframeName, $0.dataValues) }, uniquingKeysWith: { first, _ in first })
    }
}
