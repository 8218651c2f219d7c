import Foundation
import Morph
@testable import MorphCanvas
import Testing

@Suite("Rasterizer text")
struct RasterizerTextTests {
    /// A layer showing `text` at its measured size, at (8, 8).
    static func textTree(_ text: AttributedText, size: CGFloat = 20, color: Color = .black) throws -> (PresentationTree, CGSize) {
        let layout = try TextLayout(text, style: TextStyle(font: Font(size: size)))
        var builder = TreeBuilder()
        let canvas = CGSize(width: layout.size.width + 16, height: layout.size.height + 16)
        builder.add("root", frame: CGRect(origin: .zero, size: canvas), { $0.backgroundColor = .white }) { b, root in
            b.add("text", frame: CGRect(origin: CGPoint(x: 8, y: 8), size: layout.size), content: .text(layout: layout, color: color), parent: root)
        }
        return (builder.tree(), canvas)
    }

    @Test("text draws the glyphs that measured it, in its colour")
    func plainText() throws {
        let (tree, size) = try Self.textTree(AttributedText("Morph Ag", attributes: TextAttributes(font: Font(size: 20))), color: .blue)
        let image = try Rasterizer.image(of: tree, size: size, scale: 2)
        try image.writePNG(to: URL(fileURLWithPath: "/tmp/canvas-text.png"))
        var blue = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)!
                if pixel.blue == 255, pixel.red < 40, pixel.green < 40 { blue += 1 }
            }
        }
        #expect(blue > 200)
    }

    @Test("colour emoji draw in colour")
    func colourEmoji() throws {
        let (tree, size) = try Self.textTree(AttributedText("ok 😀🍎", attributes: TextAttributes(font: Font(size: 24))))
        let image = try Rasterizer.image(of: tree, size: size, scale: 2)
        try image.writePNG(to: URL(fileURLWithPath: "/tmp/canvas-emoji.png"))
        var yellow = 0
        var red = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)!
                if pixel.red > 200, pixel.green > 150, pixel.blue < 90 { yellow += 1 }
                if pixel.red > 180, pixel.green < 80, pixel.blue < 80 { red += 1 }
            }
        }
        #expect(yellow > 300, "the grinning face is yellow")
        #expect(red > 300, "the apple is red")
    }

    @Test("mixed scripts, decorations and synthetic styles draw")
    func mixedScripts() throws {
        var text = AttributedText("Hello ", attributes: TextAttributes(font: Font(size: 18), isUnderlined: true))
        text = text + AttributedText("مرحبا ", attributes: TextAttributes(font: Font(size: 18)))
        text = text + AttributedText("你好 ", attributes: TextAttributes(font: Font(FontFamily("Noto Sans CJK SC"), size: 18, weight: .regular, isItalic: true)))
        text = text + AttributedText("Δέλτα", attributes: TextAttributes(font: Font(size: 18, weight: .bold), color: .red, isStruckThrough: true))
        let (tree, size) = try Self.textTree(text)
        let image = try Rasterizer.image(of: tree, size: size, scale: 2)
        try image.writePNG(to: URL(fileURLWithPath: "/tmp/canvas-mixed.png"))
        let layout = try TextLayout(text, style: TextStyle(font: Font(size: 18)))
        #expect(layout.lines.flatMap(\.runs).contains { $0.face.syntheticSlant != 0 })
    }
}
