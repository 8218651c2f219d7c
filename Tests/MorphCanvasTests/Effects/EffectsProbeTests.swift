import Foundation
import Morph
import MorphCanvas
import Testing

@MainActor
@Suite("probe")
struct EffectsProbeTests {
    @Test("probe") func probe() throws {
        let root = DisplayNode(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        root.backgroundColor = Color(white: 0.9)
        let card = DisplayNode(name: "card")
        card.frame = CGRect(x: 20, y: 20, width: 100, height: 60)
        card.backgroundColor = .white
        card.cornerRadius = 12
        card.shadowOpacity = 0.5
        card.shadowRadius = 8
        card.shadowOffset = CGSize(width: 0, height: 4)
        try root.addSubnode(card)
        let grad = GradientNode(gradient: Gradient(kind: .conic, colors: [.red, .blue, .red]))
        grad.frame = CGRect(x: 150, y: 20, width: 100, height: 60)
        grad.cornerRadius = 10
        try root.addSubnode(grad)
        let lin = GradientNode(gradient: Gradient(kind: .radial, colors: [.red, Color(red: 0, green: 0, blue: 1, alpha: 0)], startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 1)))
        lin.frame = CGRect(x: 20, y: 110, width: 100, height: 60)
        try root.addSubnode(lin)
        let sheet = DisplayNode(name: "sheet")
        sheet.frame = CGRect(x: 100, y: 60, width: 120, height: 100)
        sheet.backgroundColor = Color(white: 1, alpha: 0.3)
        sheet.backdropBlurRadius = 6
        sheet.cornerRadius = 16
        try root.addSubnode(sheet)
        let masked = DisplayNode(name: "masked")
        masked.frame = CGRect(x: 230, y: 110, width: 60, height: 60)
        masked.backgroundColor = .green
        let m = GradientNode(gradient: Gradient(colors: [.black, .clear]))
        m.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        try masked.setMask(m)
        masked.blurRadius = 2
        try root.addSubnode(masked)
        let image = try Rasterizer.image(of: root.presentationTree(), size: CGSize(width: 300, height: 200), scale: 2)
        try image.writePNG(to: URL(fileURLWithPath: "/tmp/fx/probe.png"))
    }
}
