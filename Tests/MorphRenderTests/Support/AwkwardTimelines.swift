import Foundation
import MorphRender

/// Timelines built to break renderers: hostile names, reparenting, a single frame.
enum AwkwardTimelines {
    static let quotedName = "a \"quoted\" <id> & 'apos'"
    static let scriptName = "</script><script>alert(2)</script>"
    static let controlName = "tab\there\u{1}bell\nline"
    static let unicodeName = "Ünïcödé 名前 </title> 🎬"

    /// Four frames from 0.05 s (so the timeline does not start at 0): hostile names, a text with
    /// markup, and a layer (`wanderer`) that moves from one parent to another between frames 1
    /// and 2.
    static func identifiers() throws -> Timeline {
        var frames: [PresentationTree] = []
        let markup = try LayerSpec.text("</text><script>x</script> & \u{1}")
        for index in 0..<4 {
            let wanderer = LayerSpec("wanderer", frame: CGRect(x: 30, y: 30, width: 16, height: 16), backgroundColor: .blue)
            let quoted = LayerSpec(quotedName, frame: CGRect(x: 10, y: 10, width: 100, height: 60),
                                   backgroundColor: Color(red: 0.8, green: 0.9, blue: 1), children: index < 2 ? [wanderer] : [])
            let script = LayerSpec(scriptName, frame: CGRect(x: 120, y: 10 + CGFloat(index) * 5, width: 80, height: 60),
                                   transform: TransformMath.rotation(CGFloat(index) * 0.2), backgroundColor: Color(red: 1, green: 0.9, blue: 0.8),
                                   children: [
                                       LayerSpec(controlName, frame: CGRect(x: 5, y: 5, width: 20, height: 20), backgroundColor: .red, content: markup),
                                   ] + (index < 2 ? [] : [wanderer]))
            let canvas = LayerSpec(unicodeName, frame: CGRect(x: 0, y: 0, width: 220, height: 100), children: [quoted, script])
            frames.append(PresentationTree(time: 0.05 + Double(index) * 0.1, root: canvas))
        }
        return try Timeline(canvasSize: CGSize(width: 220, height: 100), frames: frames)
    }

    /// One frame at time 0: a transformed parent with a nested child.
    static func singleFrame() throws -> Timeline {
        try Timeline(canvasSize: CGSize(width: 200, height: 100), frames: [
            PresentationTree(time: 0, root: LayerSpec(
                "parent", frame: CGRect(x: 50, y: 20, width: 100, height: 60), alpha: 0.5,
                transform: TransformMath.rotation(.pi / 6), backgroundColor: .green,
                children: [
                    LayerSpec("child", frame: CGRect(x: 10, y: 10, width: 30, height: 20), transform: TransformMath.scale(2, 1), backgroundColor: .blue),
                ]
            )),
        ])
    }
}
