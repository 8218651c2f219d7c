import Foundation

/// Writes the player's track view: one row per layer, showing over the timeline's duration when
/// the layer is on screen (a grey bar), when each of its properties changes (one coloured band per
/// property, in the order of ``NodeTrack/Activity/properties``), and where it enters (green tick)
/// and leaves (red tick). A playhead follows the current time; clicking a lane seeks there, and
/// clicking a row's label shows the layer in the property inspector below.
enum HTMLTrackViewWriter {
    /// The height of one property's band and the gap above it, in pixels.
    static let bandHeight = 3
    /// The smallest height of a row, in pixels.
    static let minimumRowHeight = 30

    static func write(_ tracks: [NodeTrack], duration: TimeInterval, to output: inout String) {
        let properties = NodeTrack.Activity.properties
        // Bands only for the properties that change somewhere, so rows stay low.
        let changing = properties.filter { property in tracks.contains { $0.changes(property) } }
        let slot = Dictionary(changing.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let rowHeight = max(minimumRowHeight, 6 + changing.count * (bandHeight + 1))

        output += "<section id=\"morph-tracks\" style=\"--row:" + String(rowHeight) + "px\">\n<h2>Tracks</h2>\n<div class=\"morph-legend\">"
        for (index, property) in properties.enumerated() {
            output += "<span style=\"--swatch:" + colour(ofPropertyAt: index, of: properties.count) + "\">"
            MarkupEscaping.appendXML(property, to: &output)
            output += "</span>"
        }
        output += "<span style=\"--swatch:#e6e8ec\">on screen</span>"
        output += "<span style=\"--swatch:#1a9850\">enters</span><span style=\"--swatch:#d73027\">leaves</span></div>\n"
        for track in tracks {
            output += "<div class=\"morph-track\" data-track-id=\""
            MarkupEscaping.appendXML(track.label, to: &output)
            output += "\"><div class=\"morph-track-label\" style=\"padding-left:"
            NumberFormatting.appendCompact(12 + Double(track.depth) * 14, decimals: 0, to: &output)
            output += "px\" title=\""
            MarkupEscaping.appendXML(track.label, to: &output)
            output += " — click to inspect\">"
            MarkupEscaping.appendXML(track.name, to: &output)
            if track.name != track.label {
                output += "<span class=\"morph-track-id\">"
                MarkupEscaping.appendXML(track.label, to: &output)
                output += "</span>"
            }
            output += "</div><div class=\"morph-track-lane\">"
            for span in track.presence {
                appendSpan("morph-presence", span, style: "", title: "on screen", duration: duration, to: &output)
            }
            for activity in track.activities {
                guard let row = slot[activity.property], let index = properties.firstIndex(of: activity.property) else { continue }
                let style = "top:" + String(4 + row * (bandHeight + 1)) + "px;background:" + colour(ofPropertyAt: index, of: properties.count) + ";"
                appendSpan("morph-activity", activity.span, style: style, title: activity.property, duration: duration, to: &output, property: activity.property)
            }
            for time in track.entries { appendMarker("enter", at: time, title: "enters", duration: duration, to: &output) }
            for time in track.exits { appendMarker("exit", at: time, title: "leaves", duration: duration, to: &output) }
            output += "</div></div>\n"
        }
        output += "<div id=\"morph-playhead\"></div>\n</section>\n"
        output += "<section id=\"morph-inspector\">\n<h2>Properties <span id=\"morph-inspected\">— click a track's name</span></h2>\n"
        output += "<table id=\"morph-properties\"></table>\n</section>\n"
    }

    /// A colour for the property at `index` of `count`, evenly spaced around the hue circle.
    static func colour(ofPropertyAt index: Int, of count: Int) -> String {
        "hsl(" + String(index * 360 / max(count, 1)) + ", 65%, 45%)"
    }

    private static func appendSpan(
        _ className: String, _ span: NodeTrack.TimeSpan, style: String, title: String, duration: TimeInterval,
        to output: inout String, property: String? = nil
    ) {
        output += "<div class=\"" + className + "\""
        if let property {
            output += " data-property=\""
            MarkupEscaping.appendXML(property, to: &output)
            output += "\""
        }
        output += " style=\"" + style + "left:"
        NumberFormatting.appendCompact(percent(span.start, of: duration), decimals: 4, to: &output)
        output += "%;width:"
        NumberFormatting.appendCompact(percent(span.end, of: duration) - percent(span.start, of: duration), decimals: 4, to: &output)
        output += "%\" title=\""
        MarkupEscaping.appendXML(title, to: &output)
        output += " "
        NumberFormatting.appendFixed(span.start, decimals: 3, to: &output)
        output += "–"
        NumberFormatting.appendFixed(span.end, decimals: 3, to: &output)
        output += " s\"></div>"
    }

    private static func appendMarker(_ className: String, at time: TimeInterval, title: String, duration: TimeInterval, to output: inout String) {
        output += "<div class=\"morph-marker " + className + "\" style=\"left:"
        NumberFormatting.appendCompact(percent(time, of: duration), decimals: 4, to: &output)
        output += "%\" title=\"" + title + " at "
        NumberFormatting.appendFixed(time, decimals: 3, to: &output)
        output += " s\"></div>"
    }

    /// `time` as a percentage of `duration` (0 for a timeline without duration).
    private static func percent(_ time: TimeInterval, of duration: TimeInterval) -> Double {
        duration > 0 ? min(max(time / duration, 0), 1) * 100 : 0
    }
}
