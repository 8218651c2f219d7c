import Foundation
import MorphRender

/// Hand-built timelines that exercise every feature the renderers draw.
enum SampleTimelines {
    /// Linear interpolation.
    static func mix(_ from: CGFloat, _ to: CGFloat, _ progress: CGFloat) -> CGFloat {
        from + (to - from) * progress
    }

    /// Ease-in-out (smoothstep), so samples are not evenly spaced in space.
    static func eased(_ progress: CGFloat) -> CGFloat {
        progress * progress * (3 - 2 * progress)
    }

    /// A 0.5 s transition sampled at 60 fps (31 frames) on a 360×260 canvas:
    ///
    /// - `screen`: the full-canvas root, with a light background.
    /// - `card` (child of `screen`): moves and grows, rounded, bordered, clips its children; holds a
    ///   two-line `title` text and a `badge` that sticks out of its corner (clipped).
    /// - `spinner`: rotates and scales about its centre while fading out to 0.4.
    /// - `group` (scaled and rotated) holding `inner` (itself rotated and translated): nested
    ///   transforms and alphas.
    /// - `toast`: enters at frame 10 (fading in), leaves after frame 24.
    /// - `old`: leaves after frame 14.
    /// - `front` and `back`: overlapping siblings whose z positions swap at frame 15.
    /// - `ghost`: hidden until frame 8.
    /// - `flip`: a perspective rotation about the y axis.
    static func transition() throws -> Timeline {
        var frames: [TimelineFrame] = []
        let frameCount = 31
        for index in 0..<frameCount {
            let time = Double(index) / 60
            let progress = CGFloat(index) / CGFloat(frameCount - 1)
            let eased = eased(progress)
            var nodes: [TimelineNode] = []
            nodes.append(TimelineNode(id: "screen", name: "Screen", frame: CGRect(x: 0, y: 0, width: 360, height: 260),
                                      backgroundColor: Color(white: 0.96)))
            nodes.append(TimelineNode(
                id: "card", name: "Card", parentID: "screen",
                frame: CGRect(x: mix(20, 150, eased), y: mix(20, 120, eased), width: mix(120, 160, eased), height: mix(80, 100, eased)),
                backgroundColor: Color(red: 0.2, green: 0.45, blue: 0.9),
                borderColor: Color(red: 0.05, green: 0.15, blue: 0.4), borderWidth: 3, cornerRadius: 14, clipsToBounds: true
            ))
            nodes.append(TimelineNode(
                id: "title", name: "Title", parentID: "card", frame: CGRect(x: 10, y: 8, width: 100, height: 40),
                text: TimelineText(
                    lines: [.init("Hello <Morph>", x: 0, baseline: 15), .init("& \"friends\"", x: 4, baseline: 34)],
                    font: .init(family: "DejaVu Sans", size: 14, weight: 700),
                    color: Color(red: 1, green: 1, blue: mix(1, 0.3, progress))
                )
            ))
            nodes.append(TimelineNode(
                id: "badge", name: "Badge", parentID: "card",
                frame: CGRect(x: mix(95, 130, eased), y: -12, width: 40, height: 40),
                backgroundColor: Color(red: 0.95, green: 0.3, blue: 0.2), cornerRadius: 20
            ))
            nodes.append(TimelineNode(
                id: "spinner", name: "Spinner", parentID: "screen", frame: CGRect(x: 40, y: 160, width: 60, height: 30),
                alpha: mix(1, 0.4, progress),
                transform: TransformMath.concatenate(TransformMath.scale(mix(1, 1.4, eased), mix(1, 0.8, eased)), TransformMath.rotation(mix(0, .pi * 0.75, eased))),
                backgroundColor: Color(red: 0.1, green: 0.7, blue: 0.4), cornerRadius: 6
            ))
            nodes.append(TimelineNode(
                id: "group", name: "Group", parentID: "screen", frame: CGRect(x: 250, y: 20, width: 90, height: 70),
                alpha: 0.9,
                transform: TransformMath.concatenate(TransformMath.scale(0.8, 0.8), TransformMath.rotation(mix(0, 0.5, eased))),
                backgroundColor: Color(red: 0.6, green: 0.4, blue: 0.8, alpha: 0.6), borderColor: .black, borderWidth: 1
            ))
            nodes.append(TimelineNode(
                id: "inner", name: "Inner", parentID: "group", frame: CGRect(x: 20, y: 15, width: 40, height: 30),
                alpha: mix(1, 0.5, progress),
                transform: TransformMath.concatenate(TransformMath.rotation(mix(0, -0.8, eased)), TransformMath.translation(mix(0, 10, eased), 0)),
                backgroundColor: Color(red: 1, green: 0.8, blue: 0.1)
            ))
            if index < 15 {
                nodes.append(TimelineNode(
                    id: "old", name: "Old", parentID: "screen", frame: CGRect(x: 20, y: 215, width: 70, height: 30),
                    alpha: mix(1, 0, CGFloat(index) / 14), backgroundColor: Color(white: 0.4), cornerRadius: 4
                ))
            }
            if (10...24).contains(index) {
                let entering = CGFloat(index - 10) / 6
                nodes.append(TimelineNode(
                    id: "toast", name: "Toast", parentID: "screen", frame: CGRect(x: 110, y: mix(250, 210, min(entering, 1)), width: 120, height: 32),
                    alpha: min(entering, 1), backgroundColor: Color(white: 0.15), cornerRadius: 16,
                    text: TimelineText(lines: [.init("Saved", x: 38, baseline: 21)], font: .init(size: 13), color: .white)
                ))
            }
            nodes.append(TimelineNode(id: "back", name: "Back", parentID: "screen", frame: CGRect(x: 250, y: 150, width: 50, height: 50),
                                      backgroundColor: Color(red: 0.9, green: 0.2, blue: 0.5), zPosition: index < 15 ? 0 : 2))
            nodes.append(TimelineNode(id: "front", name: "Front", parentID: "screen", frame: CGRect(x: 275, y: 175, width: 50, height: 50),
                                      backgroundColor: Color(red: 0.2, green: 0.8, blue: 0.9), zPosition: 1))
            nodes.append(TimelineNode(id: "ghost", name: "Ghost", parentID: "screen", frame: CGRect(x: 130, y: 20, width: 30, height: 30),
                                      backgroundColor: Color(red: 0.5, green: 0.5, blue: 0.1), isHidden: index < 8))
            nodes.append(TimelineNode(
                id: "flip", name: "Flip", parentID: "screen", frame: CGRect(x: 180, y: 40, width: 50, height: 60),
                transform: TransformMath.perspectiveRotationY(mix(0, 1.0, eased), distance: 300),
                backgroundColor: Color(red: 0.95, green: 0.6, blue: 0.1), borderColor: Color(white: 0.2), borderWidth: 2
            ))
            frames.append(try TimelineFrame(time: time, nodes: nodes))
        }
        return try Timeline(canvasSize: CGSize(width: 360, height: 260), framesPerSecond: 60, frames: frames)
    }
}
