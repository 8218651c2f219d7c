import Foundation
import Morph
@testable import MorphCanvas
import Testing

@Suite("Rasteriser: shadows, gradients, masks and blur")
@MainActor
struct RasterizerEffectsTests {
    /// A page of shadowed cards, a frosted sheet, a masked and blurred square and gradients.
    static func scene() throws -> (root: DisplayNode, cards: [DisplayNode], sheet: DisplayNode) {
        let root = DisplayNode(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 140)
        root.backgroundColor = Color(white: 0.93)
        var cards: [DisplayNode] = []
        for index in 0..<3 {
            let card = DisplayNode(name: "card \(index)")
            card.frame = CGRect(x: 10 + CGFloat(index) * 60, y: 10, width: 50, height: 40)
            card.backgroundColor = .white
            card.cornerRadius = 8
            card.maskedCorners = index == 1 ? .top : .all
            card.shadowOpacity = 0.4
            card.shadowRadius = 5
            card.shadowOffset = CGSize(width: 0, height: 3)
            try root.addSubnode(card)
            cards.append(card)
        }
        let gradient = GradientNode(gradient: Gradient(kind: .conic, colors: [.red, Color(red: 1, green: 1, blue: 0), .blue, .red], startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 0)))
        gradient.frame = CGRect(x: 10, y: 70, width: 60, height: 60)
        gradient.cornerRadius = 30
        try root.addSubnode(gradient)
        let masked = DisplayNode(name: "masked")
        masked.frame = CGRect(x: 130, y: 70, width: 60, height: 60)
        masked.backgroundColor = .green
        masked.blurRadius = 2
        let mask = GradientNode(gradient: Gradient(colors: [.black, .clear]))
        mask.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        try masked.setMask(mask)
        try root.addSubnode(masked)
        let sheet = DisplayNode(name: "sheet")
        sheet.frame = CGRect(x: 40, y: 40, width: 110, height: 60)
        sheet.backgroundColor = Color(white: 1, alpha: 0.3)
        sheet.cornerRadius = 12
        sheet.backdropBlurRadius = 6
        try root.addSubnode(sheet)
        return (root, cards, sheet)
    }

    @Test("repainting what changed gives exactly the pixels of a full repaint, frame after frame")
    func partialRepaintsMatchFullRepaints() throws {
        let (root, cards, sheet) = try Self.scene()
        let size = CGSize(width: 200, height: 140)
        let rasterizer = try Rasterizer(size: size, scale: 2)
        try rasterizer.draw(root.presentationTree())
        for step in 1...6 {
            cards[step % 3].frame.origin.y += 3
            sheet.backdropBlurRadius = CGFloat(6 + step)
            if step == 3 { cards[0].shadowRadius = 9 }
            if step == 4 { root.subnodes[4].alpha = 0.5 }
            let drawn = try rasterizer.draw(root.presentationTree())
            #expect(!drawn.isFullRedraw)
            let full = try Rasterizer.image(of: root.presentationTree(), size: size, scale: 2)
            #expect(rasterizer.makeImage().bytes == full.bytes, "step \(step)")
        }
    }

    @Test("a backdrop over pixels that did not change is blurred once; a change behind it, a new radius or a move blurs again, with a full repaint's pixels")
    func backdropCache() throws {
        let (root, cards, sheet) = try Self.scene()
        // A card above the sheet: it moves in front of the backdrop, not behind it.
        let front = DisplayNode(name: "front")
        front.frame = CGRect(x: 60, y: 50, width: 20, height: 20)
        front.backgroundColor = .red
        try root.addSubnode(front)
        let size = CGSize(width: 200, height: 140)
        let rasterizer = try Rasterizer(size: size, scale: 2)
        func draw() throws -> DrawStatistics {
            let drawn = try rasterizer.draw(root.presentationTree())
            let full = try Rasterizer.image(of: root.presentationTree(), size: size, scale: 2)
            #expect(rasterizer.makeImage().bytes == full.bytes)
            return drawn
        }
        #expect(try draw().backdropBlurCount == 1)
        for step in 1...3 {
            front.frame.origin.x += CGFloat(7 * step)
            sheet.alpha = 1 - CGFloat(step) / 10
            let drawn = try draw()
            #expect(drawn.damagedPixelCount > 0 && drawn.backdropBlurCount == 0, "step \(step): only what lies above the backdrop changed")
        }
        cards[1].frame.origin.y += 3
        #expect(try draw().backdropBlurCount == 1, "a card behind the sheet moved")
        sheet.backdropBlurRadius = 9
        #expect(try draw().backdropBlurCount == 1, "a new radius")
        sheet.frame.origin.x += 5
        #expect(try draw().backdropBlurCount == 1, "the sheet moved")
        front.frame.origin.y += 4
        #expect(try draw().backdropBlurCount == 0)
    }

    @Test("a card that moves by whole pixels reuses its blurred shadow; a new radius blurs again")
    func shadowCache() throws {
        let (root, cards, _) = try Self.scene()
        let rasterizer = try Rasterizer(size: CGSize(width: 200, height: 140), scale: 2)
        #expect(try rasterizer.draw(root.presentationTree()).shadowBlurCount == 2, "the same card shape twice, the top-rounded one once")
        cards[0].frame.origin.x += 7
        #expect(try rasterizer.draw(root.presentationTree()).shadowBlurCount == 0)
        cards[0].shadowRadius = 7
        #expect(try rasterizer.draw(root.presentationTree()).shadowBlurCount == 1)
    }

    @Test("the shadow lies outside a clipping layer's bounds, under the layer")
    func shadowOutsideTheClip() throws {
        let card = DisplayNode(name: "card")
        card.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        card.backgroundColor = .white
        card.clipsToBounds = true
        card.shadowOpacity = 1
        card.shadowRadius = 0
        card.shadowOffset = CGSize(width: 10, height: 10)
        let image = try Rasterizer.image(of: card.presentationTree(), size: CGSize(width: 80, height: 80))
        #expect(image.pixel(x: 65, y: 65) == RasterImage.Pixel(red: 0, green: 0, blue: 0))
        #expect(image.pixel(x: 50, y: 50) == RasterImage.Pixel(red: 255, green: 255, blue: 255))
        #expect(image.pixel(x: 25, y: 65)?.alpha == 0)
    }

    @Test("hand-built trees with huge or negative radii are drawn with the table's clamp (100 points, or none)")
    func hugeRadii() throws {
        func tree(shadow: CGFloat, blur: CGFloat, backdrop: CGFloat) -> PresentationTree {
            var attributes = ViewAttributes(position: CGPoint(x: 100, y: 100), bounds: CGRect(x: 0, y: 0, width: 100, height: 100), backgroundColor: .red)
            attributes.shadowOpacity = 1
            attributes.shadowRadius = shadow
            attributes.blurRadius = blur
            attributes.backdropBlurRadius = backdrop
            return PresentationTree(time: 0, layers: [PresentationLayer(id: LayerID(rawValue: 1), name: "layer", attributes: attributes, subtreeEnd: 1)])
        }
        let size = CGSize(width: 200, height: 200)
        let huge = try Rasterizer.image(of: tree(shadow: 1e9, blur: 10_000, backdrop: 1e6), size: size)
        let clamped = try Rasterizer.image(of: tree(shadow: 100, blur: 100, backdrop: 100), size: size)
        #expect(huge.bytes == clamped.bytes)
        let negative = try Rasterizer.image(of: tree(shadow: -5, blur: -3, backdrop: -1), size: size)
        let none = try Rasterizer.image(of: tree(shadow: 0, blur: 0, backdrop: 0), size: size)
        #expect(negative.bytes == none.bytes)
    }

    @Test("the Gaussian blur keeps the total, stays centred, and uses three boxes from σ = 2")
    func gaussianBlur() {
        #expect(GaussianBlur.passes(sigma: 0.05).isEmpty)
        if case .kernel = GaussianBlur.passes(sigma: 1.5).first {} else { Issue.record("a small σ uses the exact kernel") }
        #expect(GaussianBlur.passes(sigma: 2) == [.box(left: 2, right: 1), .box(left: 1, right: 2), .box(left: 2, right: 2)])
        #expect(GaussianBlur.passes(sigma: 10) == Array(repeating: .box(left: 9, right: 9), count: 3))
        var plane = [UInt8](repeating: 0, count: 101)
        plane[50] = 255
        let blur = GaussianBlur()
        plane.withUnsafeMutableBufferPointer { buffer in
            blur.blur(buffer.baseAddress!, width: 101, height: 1, stride: 101, sigmaX: 5, sigmaY: 0, edge: .transparent)
        }
        let total = plane.reduce(0) { $0 + Int($1) }
        #expect(abs(total - 255) <= 20)
        #expect(plane[50] == plane.max())
        #expect(plane[40] == plane[60])
        var mirrored = [UInt8](repeating: 200, count: 16)
        mirrored.withUnsafeMutableBufferPointer { buffer in
            blur.blur(buffer.baseAddress!, width: 16, height: 1, stride: 16, sigmaX: 40, sigmaY: 0, edge: .mirror)
        }
        #expect(mirrored.allSatisfy { $0 == 200 }, "a mirrored edge keeps a flat plane flat")
    }
}
