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

    /// A 0.5 s transition sampled at 60 fps (31 frames) on a 360×260 canvas, layers named as below:
    ///
    /// - `screen`: the full-canvas root, with a light background.
    /// - `card` (child of `screen`): moves and grows, rounded, bordered, clips its children; holds a
    ///   two-line shaped `title` text whose colour changes and a `badge` that sticks out of its
    ///   corner (clipped).
    /// - `spinner`: rotates and scales about its centre while fading out to 0.4.
    /// - `group` (scaled and rotated) holding `inner` (itself rotated and translated): nested
    ///   transforms and alphas.
    /// - `toast`: enters at frame 10 (fading in), leaves after frame 24.
    /// - `old`: leaves after frame 14.
    /// - `front` and `back`: overlapping siblings whose z positions swap at frame 15.
    /// - `ghost`: hidden until frame 8.
    /// - `flip`: a perspective rotation about the y axis.
    /// - `pivot`: turns a quarter turn about its top-left corner (anchor point (0, 0)).
    static func transition() throws -> Timeline {
        var frames: [PresentationTree] = []
        let frameCount = 31
        for index in 0..<frameCount {
            let time = Double(index) / 60
            let progress = CGFloat(index) / CGFloat(frameCount - 1)
            let eased = eased(progress)
            var children: [LayerSpec] = []
            children.append(LayerSpec(
                "card", frame: CGRect(x: mix(20, 150, eased), y: mix(20, 120, eased), width: mix(120, 160, eased), height: mix(80, 100, eased)),
                backgroundColor: Color(red: 0.2, green: 0.45, blue: 0.9),
                borderColor: Color(red: 0.05, green: 0.15, blue: 0.4), borderWidth: 3, cornerRadius: 14, clipsToBounds: true,
                children: [
                    LayerSpec(
                        "title", frame: CGRect(x: 10, y: 8, width: 100, height: 40),
                        content: try LayerSpec.text("Hello <Morph>\n& \"friends\"", size: 14, weight: .bold, color: Color(red: 1, green: 1, blue: mix(1, 0.3, progress)))
                    ),
                    LayerSpec(
                        "badge", frame: CGRect(x: mix(95, 130, eased), y: -12, width: 40, height: 40),
                        backgroundColor: Color(red: 0.95, green: 0.3, blue: 0.2), cornerRadius: 20
                    ),
                ]
            ))
            children.append(LayerSpec(
                "spinner", frame: CGRect(x: 40, y: 160, width: 60, height: 30), alpha: mix(1, 0.4, progress),
                transform: TransformMath.concatenate(TransformMath.scale(mix(1, 1.4, eased), mix(1, 0.8, eased)), TransformMath.rotation(mix(0, .pi * 0.75, eased))),
                backgroundColor: Color(red: 0.1, green: 0.7, blue: 0.4), cornerRadius: 6
            ))
            children.append(LayerSpec(
                "group", frame: CGRect(x: 250, y: 20, width: 90, height: 70), alpha: 0.9,
                transform: TransformMath.concatenate(TransformMath.scale(0.8, 0.8), TransformMath.rotation(mix(0, 0.5, eased))),
                backgroundColor: Color(red: 0.6, green: 0.4, blue: 0.8, alpha: 0.6), borderColor: .black, borderWidth: 1,
                children: [
                    LayerSpec(
                        "inner", frame: CGRect(x: 20, y: 15, width: 40, height: 30), alpha: mix(1, 0.5, progress),
                        transform: TransformMath.concatenate(TransformMath.rotation(mix(0, -0.8, eased)), TransformMath.translation(mix(0, 10, eased), 0)),
                        backgroundColor: Color(red: 1, green: 0.8, blue: 0.1)
                    ),
                ]
            ))
            if index < 15 {
                children.append(LayerSpec(
                    "old", frame: CGRect(x: 20, y: 215, width: 70, height: 30), alpha: mix(1, 0, CGFloat(index) / 14),
                    backgroundColor: Color(white: 0.4), cornerRadius: 4
                ))
            }
            if (10...24).contains(index) {
                let entering = CGFloat(index - 10) / 6
                children.append(LayerSpec(
                    "toast", frame: CGRect(x: 110, y: mix(250, 210, min(entering, 1)), width: 120, height: 32), alpha: min(entering, 1),
                    backgroundColor: Color(white: 0.15), cornerRadius: 16, content: try LayerSpec.text("Saved", size: 13, color: .white)
                ))
            }
            children.append(LayerSpec("back", frame: CGRect(x: 250, y: 150, width: 50, height: 50),
                                      backgroundColor: Color(red: 0.9, green: 0.2, blue: 0.5), zPosition: index < 15 ? 0 : 2))
            children.append(LayerSpec("front", frame: CGRect(x: 275, y: 175, width: 50, height: 50),
                                      backgroundColor: Color(red: 0.2, green: 0.8, blue: 0.9), zPosition: 1))
            children.append(LayerSpec("ghost", frame: CGRect(x: 130, y: 20, width: 30, height: 30),
                                      backgroundColor: Color(red: 0.5, green: 0.5, blue: 0.1), isHidden: index < 8))
            children.append(LayerSpec(
                "flip", frame: CGRect(x: 180, y: 40, width: 50, height: 60),
                transform: TransformMath.perspectiveRotationY(mix(0, 1.0, eased), distance: 300),
                backgroundColor: Color(red: 0.95, green: 0.6, blue: 0.1), borderColor: Color(white: 0.2), borderWidth: 2
            ))
            children.append(LayerSpec(
                "pivot", frame: CGRect(x: 300, y: 100, width: 40, height: 20), anchorPoint: CGPoint(x: 0, y: 0),
                transform: TransformMath.rotation(mix(0, .pi / 2, eased)), backgroundColor: Color(red: 0.3, green: 0.3, blue: 0.3)
            ))
            let screen = LayerSpec("screen", frame: CGRect(x: 0, y: 0, width: 360, height: 260),
                                   backgroundColor: Color(white: 0.96), children: children)
            frames.append(PresentationTree(time: time, root: screen))
        }
        return try Timeline(canvasSize: CGSize(width: 360, height: 260), framesPerSecond: 60, frames: frames)
    }
}
