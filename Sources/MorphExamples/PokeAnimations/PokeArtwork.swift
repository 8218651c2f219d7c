import Foundation
import Morph
import MorphElements

/// The pictures of the PokeAnimations intro, drawn for Morph (CC0) as flat vector artwork made of
/// nodes: circles, pills and rounded rectangles, clipped by rounded containers for crescents,
/// half-discs and open mouths. Being nodes, they are sharp at any screen scale and need no files.
///
/// Each page has one creature (or ball) drawn on a 100×100 design grid and scaled to the image
/// frame. Every shape is a child of the page's image node with the image's key, so the children
/// animations that move, fade and scale the image move its shapes with it (see
/// `AnimationPropsTransformer.scaleIncludingChildren(percentage:)`).
///
/// Shading is a radial gradient through three tones: a ball is a disc lit from the upper left, its
/// light tone at the highlight, its base colour across the middle and its shade at the lower right
/// rim (``Gradient/Kind-swift.enum/radial``, as a `CAGradientLayer` of type radial).
enum PokeArtwork {
    /// One shape on the 100×100 design grid; `children` use the same grid (not their parent's
    /// coordinates) and are clipped by it when `clips` is set.
    struct Shape {
        var name: String
        var rect: CGRect
        var color: Color
        /// Design units; `nil` rounds the shorter side fully (a circle or a pill).
        var cornerRadius: CGFloat?
        var borderWidth: CGFloat = 0
        var borderColor: Color = .clear
        var clips = false
        /// A gradient drawn over the colour (none by default).
        var gradient: Gradient = .none
        var children: [Shape] = []
    }

    /// The shapes of `step`'s picture, bottom to top.
    static func shapes(for step: PokeIntroStep) -> [Shape] {
        switch step {
        case .pokemon: fireLizard
        case .cute: fox
        case .pokeball: pokeball
        case .gotcha: electricMouse
        }
    }

    /// `step`'s picture as children of an image node `side` points square, keyed `key`.
    static func childDescriptions(for step: PokeIntroStep, side: CGFloat, key: PokeIntro.Keys) -> [ChildDescription] {
        let scale = side.isFinite && side > 0 ? side / 100 : 0
        return shapes(for: step).map { description(of: $0, origin: .zero, scale: scale, key: key, prefix: step.imageName) }
    }

    private static func description(of shape: Shape, origin: CGPoint, scale: CGFloat, key: PokeIntro.Keys, prefix: String) -> ChildDescription {
        let rect = shape.rect
        let props = NodeProps { props in
            props.setKey(key)
            props.name = "\(prefix) \(shape.name)"
            props.frame = CGRect(
                x: (rect.minX - origin.x) * scale,
                y: (rect.minY - origin.y) * scale,
                width: rect.width * scale,
                height: rect.height * scale
            )
            props.backgroundColor = shape.color
            props.cornerRadius = (shape.cornerRadius ?? min(rect.width, rect.height) / 2) * scale
            props.borderWidth = shape.borderWidth * scale
            props.borderColor = shape.borderColor
            props.clipsToBounds = shape.clips
            props.backgroundGradient = shape.gradient
        }
        guard !shape.children.isEmpty else { return .node(props: props) }
        let children = shape.children.map { description(of: $0, origin: rect.origin, scale: scale, key: key, prefix: prefix) }
        return .node(props: props, children: children)
    }

    // MARK: - Building blocks

    static func circle(_ name: String, _ x: CGFloat, _ y: CGFloat, r: CGFloat, _ color: Color) -> Shape {
        Shape(name: name, rect: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r), color: color)
    }

    static func pill(_ name: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, _ color: Color) -> Shape {
        Shape(name: name, rect: CGRect(x: x, y: y, width: width, height: height), color: color)
    }

    /// A shaded disc: a radial gradient centred on the highlight at the upper left, from the light
    /// tone through the base colour to the shade at the lower right rim.
    static func ball(_ name: String, _ x: CGFloat, _ y: CGFloat, r: CGFloat, _ tones: Tones, extra: [Shape] = []) -> Shape {
        var ball = circle(name, x, y, r: r, tones.shade)
        ball.clips = true
        ball.gradient = Gradient(
            kind: .radial,
            stops: [
                .init(color: Color(red: tones.light.red, green: tones.light.green, blue: tones.light.blue), location: 0),
                .init(color: tones.base, location: 0.35),
                .init(color: tones.base, location: 0.6),
                .init(color: tones.shade, location: 1),
            ],
            startPoint: CGPoint(x: 0.34, y: 0.3),
            endPoint: CGPoint(x: 1.06, y: 1.02)
        )
        ball.children = extra
        return ball
    }

    /// A disc with a border.
    static func ring(_ name: String, _ x: CGFloat, _ y: CGFloat, r: CGFloat, fill: Color, line: Color, width: CGFloat) -> Shape {
        var disc = circle(name, x, y, r: r, fill)
        disc.borderWidth = width
        disc.borderColor = line
        return disc
    }

    /// A shiny eye: a dark upright pill with two catch-lights.
    static func eye(_ name: String, _ x: CGFloat, _ y: CGFloat, width: CGFloat = 6.5, height: CGFloat = 10) -> [Shape] {
        [
            pill(name, x - width / 2, y - height / 2, width, height, ink),
            circle("\(name) catch-light", x - width * 0.12, y - height * 0.2, r: width * 0.26, .white),
            circle("\(name) glint", x + width * 0.2, y + height * 0.22, r: width * 0.12, Color(white: 1, alpha: 0.8)),
        ]
    }

    /// A closed smile: the lower half of a ring whose centre is at (`x`, `y`).
    static func smile(_ x: CGFloat, _ y: CGFloat, width: CGFloat) -> Shape {
        var ring = circle("smile line", x, y, r: width / 2, .clear)
        ring.borderWidth = width * 0.2
        ring.borderColor = ink
        var mask = pill("smile", x - width / 2, y, width, width / 2, .clear)
        mask.cornerRadius = 0
        mask.clips = true
        mask.children = [ring]
        return mask
    }

    /// An open, laughing mouth: a dark half-disc with a tongue.
    static func laugh(_ x: CGFloat, _ y: CGFloat, width: CGFloat) -> Shape {
        var mask = pill("mouth", x - width / 2, y, width, width / 2, .clear)
        mask.cornerRadius = 0
        mask.clips = true
        mask.children = [
            circle("mouth inside", x, y, r: width / 2, Color(red: 0.42, green: 0.13, blue: 0.12)),
            circle("tongue", x, y + width * 0.5, r: width * 0.3, Color(red: 1, green: 0.45, blue: 0.45)),
        ]
        return mask
    }

    /// A four-pointed sparkle: two thin crossed pills.
    static func sparkle(_ name: String, _ x: CGFloat, _ y: CGFloat, size: CGFloat, _ color: Color = .white) -> [Shape] {
        [
            pill("\(name) vertical", x - size * 0.11, y - size / 2, size * 0.22, size, color),
            pill("\(name) horizontal", x - size / 2, y - size * 0.11, size, size * 0.22, color),
        ]
    }

    /// A pale disc behind the picture, as app illustrations have.
    static func backdrop(alpha: CGFloat) -> Shape {
        circle("backdrop", 50, 52, r: 47, Color(white: 1, alpha: alpha))
    }

    /// A soft shadow on the ground.
    static func groundShadow(width: CGFloat, y: CGFloat = 89) -> Shape {
        pill("shadow", 50 - width / 2, y, width, 6, Color(white: 0, alpha: 0.13))
    }

    /// The colours of a shaded part.
    struct Tones {
        var base: Color
        var shade: Color
        var light: Color
    }

    static func rgb(_ red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) -> Color {
        Color(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    /// The eyes' and lines' colour: a warm near-black.
    static let ink = rgb(43, 27, 23)
    static let blush = rgb(255, 110, 110, alpha: 0.55)

    // MARK: - The pictures

    /// The first page's "Pokémon": a round red-orange lizard with a cream belly and a flame on its
    /// tail.
    static var fireLizard: [Shape] {
        let skin = Tones(base: rgb(238, 100, 52), shade: rgb(196, 66, 34), light: rgb(255, 160, 110, alpha: 0.9))
        let cream = rgb(255, 229, 168)
        let flameEdge = rgb(250, 110, 40)
        let flameOuter = rgb(255, 200, 58)
        let flameInner = rgb(255, 244, 170)
        return [
            backdrop(alpha: 0.3),
            groundShadow(width: 44),
            pill("tail", 58, 72, 26, 10, skin.base),
            circle("tail tip", 84, 70, r: 6, skin.base),
            circle("flame", 86, 55, r: 10, flameEdge),
            circle("flame middle", 86, 46, r: 7, flameEdge),
            circle("flame tip", 86, 39, r: 4, flameEdge),
            circle("flame body", 86, 56.5, r: 7.5, flameOuter),
            circle("flame body tip", 86, 49, r: 5, flameOuter),
            circle("flame core", 86, 58, r: 4.2, flameInner),
            circle("flame core tip", 86, 54, r: 2.8, flameInner),
            pill("left foot", 33, 83, 15, 8, skin.shade),
            pill("right foot", 52, 83, 15, 8, skin.shade),
            ball("body", 50, 68, r: 19, skin),
            pill("belly", 40, 58, 20, 27, cream),
            pill("left arm", 27, 61, 12, 7, skin.shade),
            pill("right arm", 61, 61, 12, 7, skin.shade),
            ball("head", 50, 38, r: 24, skin),
        ]
            + eye("left eye", 41.5, 37)
            + eye("right eye", 58.5, 37)
            + [
                circle("left cheek", 34.5, 45, r: 3.8, blush),
                circle("right cheek", 65.5, 45, r: 3.8, blush),
                smile(50, 43, width: 7),
            ]
    }

    /// The "cute" page's creature: a brown fox-like cub with tall ears, a cream ruff and a fluffy
    /// tail.
    static var fox: [Shape] {
        let fur = Tones(base: rgb(160, 102, 58), shade: rgb(118, 72, 38), light: rgb(204, 146, 96, alpha: 0.9))
        let cream = rgb(255, 241, 214)
        let innerEar = rgb(236, 170, 132)
        return [
            backdrop(alpha: 0.32),
            groundShadow(width: 46),
            ball("tail", 79, 62, r: 13, fur, extra: [circle("tail tip", 86, 53, r: 7, cream)]),
            pill("left ear", 24, 5, 18, 36, fur.shade),
            pill("left inner ear", 28.5, 11, 9, 24, innerEar),
            pill("right ear", 58, 5, 18, 36, fur.shade),
            pill("right inner ear", 62.5, 11, 9, 24, innerEar),
            pill("left foot", 34, 84, 13, 7, fur.shade),
            pill("right foot", 53, 84, 13, 7, fur.shade),
            ball("body", 50, 71, r: 18, fur),
            circle("ruff left", 37, 60, r: 7.5, cream),
            circle("ruff right", 63, 60, r: 7.5, cream),
            circle("ruff middle left", 44, 64, r: 8.5, cream),
            circle("ruff middle right", 56, 64, r: 8.5, cream),
            circle("ruff front", 50, 67, r: 8.5, cream),
            ball("head", 50, 40, r: 22, fur),
        ]
            + eye("left eye", 42, 40, width: 7, height: 11)
            + eye("right eye", 58, 40, width: 7, height: 11)
            + [
                pill("nose", 48, 46.3, 4, 2.6, ink),
                circle("left cheek", 35, 47, r: 3.6, blush),
                circle("right cheek", 65, 47, r: 3.6, blush),
                smile(50, 48, width: 6),
            ]
    }

    /// The Pokéball: red over white, a dark band and button, a shine, and two sparkles.
    static var pokeball: [Shape] {
        let red = rgb(226, 52, 62)
        let redShade = rgb(178, 30, 44)
        let white = rgb(250, 250, 252)
        let whiteShade = rgb(206, 214, 222)
        let line = rgb(36, 38, 48)
        let gold = rgb(242, 176, 40)
        // The red half: a clipping rectangle over the top, shaded like a ball.
        var top = pill("red half", 12, 12, 76, 38, redShade)
        top.cornerRadius = 0
        top.clips = true
        top.children = [circle("red half lit", 45.5, 44, r: 38, red)]
        var ball = circle("ball", 50, 50, r: 38, whiteShade)
        ball.clips = true
        ball.borderWidth = 3.2
        ball.borderColor = line
        ball.children = [
            circle("white half", 45.5, 45, r: 38, white),
            top,
            pill("shine", 25, 20, 18, 9.5, Color(white: 1, alpha: 0.55)),
            pill("band", 12, 47.2, 76, 5.6, line),
        ]
        let button = circle("button", 50, 50, r: 11.5, line)
        let face = ring("button face", 50, 50, r: 8, fill: white, line: whiteShade, width: 1.3)
        return [backdrop(alpha: 0.7), groundShadow(width: 50, y: 90.5), ball, button, face]
            + sparkle("big sparkle", 86, 17, size: 13, gold)
            + sparkle("small sparkle", 14, 78, size: 9, gold)
            + sparkle("tiny sparkle", 92, 34, size: 6, gold)
    }

    /// The last page's creature: a yellow electric mouse cheering, with black-tipped ears, red
    /// cheeks and a caught Pokéball.
    static var electricMouse: [Shape] {
        let fur = Tones(base: rgb(255, 214, 58), shade: rgb(226, 168, 24), light: rgb(255, 240, 150))
        let tip = rgb(52, 36, 30)
        func ear(_ name: String, _ x: CGFloat) -> Shape {
            var ear = pill(name, x, 3, 13, 36, fur.shade)
            ear.clips = true
            ear.children = [pill("\(name) front", x + 1.5, 3, 13, 36, fur.base), pill("\(name) tip", x - 2, 0, 18, 12, tip)]
            return ear
        }
        var caughtBall = circle("small ball", 80, 80, r: 9, rgb(250, 250, 252))
        caughtBall.clips = true
        caughtBall.borderWidth = 1.4
        caughtBall.borderColor = tip
        caughtBall.children = [pill("small ball red", 71, 71, 18, 9, rgb(226, 52, 62)), pill("small ball band", 71, 79.3, 18, 1.4, tip)]
        return [
            backdrop(alpha: 0.3),
            groundShadow(width: 48),
            ear("left ear", 27),
            ear("right ear", 60),
            pill("left arm", 23.5, 55, 10, 16, fur.shade),
            pill("right arm", 66.5, 55, 10, 16, fur.shade),
            pill("left foot", 33, 84, 14, 7, fur.shade),
            pill("right foot", 53, 84, 14, 7, fur.shade),
            ball("body", 50, 70, r: 19, fur),
            ball("head", 50, 42, r: 23, fur),
        ]
            + eye("left eye", 41.5, 40)
            + eye("right eye", 58.5, 40)
            + [
                circle("left cheek", 33.5, 49, r: 5, rgb(236, 72, 60)),
                circle("right cheek", 66.5, 49, r: 5, rgb(236, 72, 60)),
                laugh(50, 47.5, width: 8),
            ]
            + [caughtBall, ring("small ball button", 80, 80, r: 2.6, fill: rgb(250, 250, 252), line: tip, width: 0.9)]
            + sparkle("left sparkle", 12, 24, size: 11)
            + sparkle("right sparkle", 90, 30, size: 8)
    }
}
