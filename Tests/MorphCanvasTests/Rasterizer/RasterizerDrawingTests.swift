import Foundation
import Morph
@testable import MorphCanvas
import Testing

@Suite("Rasterizer drawing")
struct RasterizerDrawingTests {
    static let white = RasterImage.Pixel(red: 255, green: 255, blue: 255)
    static let red = RasterImage.Pixel(red: 255, green: 0, blue: 0)
    static let blue = RasterImage.Pixel(red: 0, green: 0, blue: 255)
    static let green = RasterImage.Pixel(red: 0, green: 255, blue: 0)

    /// A 100×60-point white root with the sublayers `children` adds.
    static func draw(scale: CGFloat = 1, size: CGSize = CGSize(width: 100, height: 60), _ children: (inout TreeBuilder, Int) -> Void) throws -> RasterImage {
        var builder = TreeBuilder()
        builder.add("root", frame: CGRect(origin: .zero, size: size), { $0.backgroundColor = .white }, children: children)
        return try Rasterizer.image(of: builder.tree(), size: size, scale: scale)
    }

    @Test("axis-aligned edges snap to whole pixels, without antialiasing, at 1×, 2× and 3×", arguments: [1, 2, 3] as [CGFloat])
    func snapping(scale: CGFloat) throws {
        let image = try Self.draw(scale: scale) { b, root in
            b.add("box", frame: CGRect(x: 10.3, y: 5.4, width: 20.25, height: 10), { $0.backgroundColor = .red }, parent: root)
        }
        #expect(image.width == Int(100 * scale) && image.height == Int(60 * scale))
        let left = Int((10.3 * scale + 0.5).rounded(.down))
        let right = Int((30.55 * scale + 0.5).rounded(.down))
        let top = Int((5.4 * scale + 0.5).rounded(.down))
        for x in (left - 2)...(right + 1) {
            #expect(image.pixel(x: x, y: top + 2) == (x >= left && x < right ? Self.red : Self.white), "x \(x)")
        }
        #expect(image.pixel(x: left + 1, y: top - 1) == Self.white && image.pixel(x: left + 1, y: top) == Self.red)
    }

    @Test("a border lies inside the bounds, above the sublayers")
    func border() throws {
        let image = try Self.draw(scale: 2) { b, root in
            b.add("framed", frame: CGRect(x: 10, y: 10, width: 40, height: 30), { $0.backgroundColor = .green; $0.borderWidth = 2; $0.borderColor = .blue }, parent: root) { b, framed in
                b.add("cover", frame: CGRect(x: 0, y: 0, width: 40, height: 30), { $0.backgroundColor = .red }, parent: framed)
            }
        }
        // The border's 4 pixels inside the edge at 2×, the sublayer's red inside them; white outside.
        #expect(image.pixel(x: 19, y: 40) == Self.white)
        #expect((20...23).allSatisfy { image.pixel(x: $0, y: 40) == Self.blue })
        #expect(image.pixel(x: 24, y: 40) == Self.red)
    }

    @Test("a translucent layer with sublayers is composited as one group")
    func groupOpacity() throws {
        let image = try Self.draw { b, root in
            b.add("group", frame: CGRect(x: 0, y: 0, width: 100, height: 60), { $0.alpha = 0.5 }, parent: root) { b, group in
                b.add("a", frame: CGRect(x: 10, y: 10, width: 40, height: 40), { $0.backgroundColor = .blue }, parent: group)
                b.add("b", frame: CGRect(x: 30, y: 10, width: 40, height: 40), { $0.backgroundColor = .blue }, parent: group)
            }
        }
        // The overlap is no darker than either box alone: the group is blended once.
        #expect(image.pixel(x: 20, y: 20) == image.pixel(x: 40, y: 20))
        #expect(image.pixel(x: 40, y: 20) == RasterImage.Pixel(red: 127, green: 127, blue: 255))
    }

    @Test("clipping to rounded bounds, hidden layers and transparent layers")
    func clipsAndVisibility() throws {
        let image = try Self.draw(scale: 2) { b, root in
            b.add("clip", frame: CGRect(x: 10, y: 10, width: 40, height: 40), { $0.clipsToBounds = true; $0.cornerRadius = 20 }, parent: root) { b, clip in
                b.add("fill", frame: CGRect(x: -10, y: -10, width: 60, height: 60), { $0.backgroundColor = .red }, parent: clip)
            }
            b.add("hidden", frame: CGRect(x: 60, y: 10, width: 30, height: 30), { $0.backgroundColor = .blue; $0.isHidden = true }, parent: root) { b, hidden in
                b.add("child", frame: CGRect(x: 0, y: 0, width: 10, height: 10), { $0.backgroundColor = .green }, parent: hidden)
            }
            b.add("transparent", frame: CGRect(x: 60, y: 40, width: 30, height: 10), { $0.backgroundColor = .blue; $0.alpha = 0 }, parent: root)
        }
        #expect(image.pixel(x: 60, y: 60) == Self.red, "the centre of the circle")
        #expect(image.pixel(x: 22, y: 22) == Self.white, "outside the rounded corner")
        #expect(image.pixel(x: 10, y: 10) == Self.white, "the sublayer beyond the clip")
        #expect(image.pixel(x: 125, y: 25) == Self.white && image.pixel(x: 140, y: 50) == Self.white)
        #expect(image.pixel(x: 140, y: 90) == Self.white)
    }

    @Test("transforms turn about the anchor point; 3D transforms draw their affine part")
    func transforms() throws {
        let quarterTurn = Transform3D(rotationAngle: .pi / 2)
        let image = try Self.draw { b, root in
            // 40×10 turned a quarter about its centre (50, 30): 10×40, from (45, 10) to (55, 50).
            b.add("turned", frame: CGRect(x: 30, y: 25, width: 40, height: 10), { $0.backgroundColor = .red; $0.transform = quarterTurn }, parent: root)
            // Anchored at its top-left corner, a quarter turn swings a 10×5 box to the left.
            b.add("anchored", frame: CGRect(x: 80, y: 10, width: 10, height: 5), { $0.backgroundColor = .blue; $0.anchorPoint = .zero; $0.position = CGPoint(x: 80, y: 10); $0.transform = quarterTurn }, parent: root)
        }
        #expect(image.pixel(x: 50, y: 12) == Self.red && image.pixel(x: 50, y: 48) == Self.red)
        #expect(image.pixel(x: 35, y: 30) == Self.white && image.pixel(x: 43, y: 30) == Self.white)
        #expect(image.pixel(x: 77, y: 14) == Self.blue && image.pixel(x: 82, y: 12) == Self.white)

        // A rotation of 60° about the y axis, with perspective or without, squeezes x by cos 60°.
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let turnedAboutY = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
        for transform in [turnedAboutY, turnedAboutY.concatenating(perspective)] {
            let squeezed = try Self.draw { b, root in
                b.add("card", frame: CGRect(x: 30, y: 20, width: 40, height: 20), { $0.backgroundColor = .green; $0.transform = transform }, parent: root)
            }
            #expect(squeezed.pixel(x: 41, y: 30) == Self.green && squeezed.pixel(x: 58, y: 30) == Self.green)
            #expect(squeezed.pixel(x: 38, y: 30) == Self.white && squeezed.pixel(x: 61, y: 30) == Self.white)
        }
    }

    @Test("a layer squashed to nothing draws nothing, and neither does its subtree")
    func degenerateTransform() throws {
        let image = try Self.draw { b, root in
            b.add("flat", frame: CGRect(x: 10, y: 10, width: 40, height: 40), { $0.backgroundColor = .red; $0.transform = Transform3D(scaleX: 0, y: 1, z: 1) }, parent: root) { b, flat in
                b.add("child", frame: CGRect(x: 0, y: 0, width: 40, height: 40), { $0.backgroundColor = .blue }, parent: flat)
            }
            b.add("far", frame: CGRect(x: 1e12, y: 1e12, width: 1e13, height: 40), { $0.backgroundColor = .green }, parent: root)
        }
        #expect((0..<100).allSatisfy { image.pixel(x: $0, y: 30) == Self.white })
    }
}
