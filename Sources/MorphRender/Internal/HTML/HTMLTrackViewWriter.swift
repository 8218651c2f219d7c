import Foundation

/// Writes the player's track view: one row per node, showing over the timeline's duration when the
/// node is on screen (a grey bar), when it moves, resizes, fades, transforms or changes style (one
/// coloured band per kind), and where it enters (green tick) and leaves (red tick). A playhead
/// follows the current time; clicking a lane seeks there.
enum HTMLTrackViewWriter {
    /// The legend's entries, in band order.
    static let legend: [(NodeTrack.Activity.Kind, colour: String)] = [
        (.moving, "#2f7de1"), (.resizing, "#2ca25f"), (.fading, "#f28e2b"), (.transforming, "#8e6bd8"), (.restyling, "#17a2b8"),
    ]

    static func write(_ tracks: [NodeTrack], duration: TimeInterval, to output: inout String) {
        output += "<section id=\"morph-tracks\">\n<h2>Tracks</h2>\n<div class=\"morph-legend\">"
        for (kind, colour) in legend {
            output += "<span style=\"--swatch:" + colour + "\">" + kind.rawValue + "</span>"
        }
        output += "<span style=\"--swatch:#e6e8ec\">on screen</span>"
        output += "<span style=\"--swatch:#1a9850\">enters</span><span style=\"--swatch:#d73027\">leaves</span></div>\n"
        for track in tracks {
            output += "<div class=\"morph-track\" data-track-id=\""
            MarkupEscaping.appendXML(track.id, to: &output)
            output += "\"><div class=\"morph-track-label\" style=\"padding-left:"
            NumberFormatting.appendCompact(12 + Double(track.depth) * 14, decimals: 0, to: &output)
            output += "px\" title=\""
            MarkupEscaping.appendXML(track.id, to: &output)
            output += "\">"
            MarkupEscaping.appendXML(track.name, to: &output)
            if track.name != track.id {
                output += "<span class=\"morph-track-id\">"
                MarkupEscaping.appendXML(track.id, to: &output)
                output += "</span>"
            }
            output += "</div><div class=\"morph-track-lane\">"
            for span in track.presence {
                appendSpan("morph-presence", span, title: "on screen", duration: duration, to: &output)
            }
            for activity in track.activities {
                appendSpan("morph-activity " + activity.kind.rawValue, activity.span, title: activity.kind.rawValue, duration: duration, to: &output)
            }
            for time in track.entries { appendMarker("enter", at: time, title: "enters", duration: duration, to: &output) }
            for time in track.exits { appendMarker("exit", at: time, title: "leaves", duration: duration, to: &output) }
            output += "</div></div>\n"
        }
        output += "<div id=\"morph-playhead\"></div>\n</section>\n"
    }

    private static func appendSpan(_ className: String, _ span: NodeTrack.TimeSpan, title: String, duration: TimeInterval, to output: inout String) {
        output += "<div class=\"" + className + "\" style=\"left:"
        NumberFormatting.appendCompact(percent(span.start, of: duration), decimals: 4, to: &output)
        output += "%;width:"
        NumberFormatting.appendCompact(percent(span.end, of: duration) - percent(span.start, of: duration), decimals: 4, to: &output)
        output += "%\" title=\"" + title + " "
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
