import Foundation
import Morph
@testable import MorphCanvas
import Testing

@Suite("Rasterizer drawing")
struct RasterizerDrawingTests {
    @Test("a smoke picture")
    func smoke() throws {
        var builder = TreeBuilder()
        builder.add("root", frame: CGRect(x: 0, y: 0, width: 200, height: 120), { $0.backgroundColor = .white }) { b, root in
            b.add("red", frame: CGRect(x: 10, y: 10, width: 60, height: 40), { $0.backgroundColor = .red; $0.cornerRadius = 10 }, parent: root)
            b.add("border", frame: CGRect(x: 80, y: 10, width: 60, height: 40), { $0.borderWidth = 3; $0.borderColor = .blue; $0.cornerRadius = 8; $0.backgroundColor = Color(white: 0.9) }, parent: root)
            b.add("rotated", frame: CGRect(x: 150, y: 10, width: 40, height: 40), { $0.backgroundColor = .green; $0.transform = Transform3D(rotationAngle: .pi / 6) }, parent: root)
            b.add("group", frame: CGRect(x: 10, y: 60, width: 100, height: 50), { $0.backgroundColor = .blue; $0.alpha = 0.5; $0.clipsToBounds = true; $0.cornerRadius = 12 }, parent: root) { b, group in
                b.add("inner", frame: CGRect(x: 50, y: 10, width: 80, height: 30), { $0.backgroundColor = .red }, parent: group)
            }
        }
        let image = try Rasterizer.image(of: builder.tree(), size: CGSize(width: 200, height: 120), scale: 2)
        try image.writePNG(to: URL(fileURLWithPath: "/tmp/canvas-smoke.png"))
        #expect(image.width == 400)
    }
}
