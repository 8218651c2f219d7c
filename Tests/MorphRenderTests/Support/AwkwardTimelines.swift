import Foundation
import MorphRender

/// Timelines built to break renderers: hostile identifiers, reparenting, a single frame.
enum AwkwardTimelines {
    static let quotedID = "a \"quoted\" <id> & 'apos'"
    static let scriptID = "</script><script>alert(2)</script>"
    static let controlID = "tab\there\u{1}bell\nline"
    static let unicodeName = "Ünïcödé 名前 </title> 🎬"

    /// Four frames from 0.05 s (so the timeline does not start at 0): hostile ids and names, a text
    /// with markup, and a node (`wanderer`) that moves from one parent to another between frames 1
    /// and 2.
    static func identifiers() throws -> Timeline {
        var frames: [TimelineFrame] = []
        for index in 0..<4 {
            let wandererParent = index < 2 ? quotedID : scriptID
            frames.append(try TimelineFrame(time: 0.05 + Double(index) * 0.1, nodes: [
                TimelineNode(id: quotedID, name: unicodeName, frame: CGRect(x: 10, y: 10, width: 100, height: 60),
                             backgroundColor: Color(red: 0.8, green: 0.9, blue: 1)),
                TimelineNode(id: scriptID, name: "<b>bold</b> & co", frame: CGRect(x: 120, y: 10 + CGFloat(index) * 5, width: 80, height: 60),
                             transform: TransformMath.rotation(CGFloat(index) * 0.2),
                             backgroundColor: Color(red: 1, green: 0.9, blue: 0.8)),
                TimelineNode(id: controlID, name: "control \u{7}", parentID: scriptID, frame: CGRect(x: 5, y: 5, width: 20, height: 20),
                             backgroundColor: .red,
                             text: TimelineText(lines: [.init("</text><script>x</script> & \u{1}", baseline: 14)])),
                TimelineNode(id: "wanderer", parentID: wandererParent, frame: CGRect(x: 30, y: 30, width: 16, height: 16),
                             backgroundColor: .blue),
            ]))
        }
        return try Timeline(canvasSize: CGSize(width: 220, height: 100), frames: frames)
    }

    /// One frame at time 0: a transformed parent with a nested child.
    static func singleFrame() throws -> Timeline {
        try Timeline(canvasSize: CGSize(width: 200, height: 100), frames: [
            TimelineFrame(time: 0, nodes: [
                TimelineNode(id: "parent", frame: CGRect(x: 50, y: 20, width: 100, height: 60),
                             alpha: 0.5, transform: TransformMath.rotation(.pi / 6), backgroundColor: .green),
                TimelineNode(id: "child", parentID: "parent", frame: CGRect(x: 10, y: 10, width: 30, height: 20),
                             transform: TransformMath.scale(2, 1), backgroundColor: .blue),
            ]),
        ])
    }
}
