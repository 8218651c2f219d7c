import Foundation
import Morph
import MorphCanvas
import Testing

/// The examples of the article "Shadows, gradients, masks and blur"
/// (Sources/MorphCanvas/MorphCanvas.docc), compiled and run, with what the article says they
/// print checked.
@Suite("Shadows, gradients, masks and blur (article)")
@MainActor
struct EffectsArticleTests {
    @Test("a shadow is blurred once, and a card that moves reuses it")
    func shadows() throws {
        let page = DisplayNode(name: "page")
        page.frame = CGRect(x: 0, y: 0, width: 240, height: 160)
        page.backgroundColor = Color(white: 0.95)
        let card = DisplayNode(name: "card")
        card.frame = CGRect(x: 40, y: 40, width: 120, height: 72)
        card.backgroundColor = .white
        card.cornerRadius = 12
        card.clipsToBounds = true
        card.shadowOpacity = 0.3
        card.shadowRadius = 8
        card.shadowOffset = CGSize(width: 0, height: 4)
        try page.addSubnode(card)
        let rasterizer = try Rasterizer(size: CGSize(width: 240, height: 160), scale: 2)
        print(try rasterizer.draw(page.presentationTree()).shadowBlurCount)   // 1: blurred once
        card.frame = CGRect(x: 60, y: 44, width: 120, height: 72)
        print(try rasterizer.draw(page.presentationTree()).shadowBlurCount)   // 0: the moved card reuses its shadow
        #expect(rasterizer.statistics.shadowBlurCount == 0)
        let image = rasterizer.makeImage()
        // Below the moved card (bottom edge at 116 points), the shadow darkens the page; far off, it does not.
        let below = try #require(image.pixel(x: 240, y: 2 * 118))
        let far = try #require(image.pixel(x: 10, y: 10))
        #expect(below.red < far.red - 20)
        #expect(far.red == 242)
    }

    @Test("a gradient node animates its gradient")
    func gradients() throws {
        let clock = ManualClock()
        try DisplayNode.withAnimator(Animator(clock: clock)) {
            let header = GradientNode(gradient: Gradient(colors: [Color(red: 0.2, green: 0.4, blue: 1), Color(red: 0.6, green: 0.2, blue: 0.9)], startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 1, y: 1)))
            header.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
            withAnimation(.curve(.easeInOut, duration: 0.3)) {
                header.gradient = Gradient(colors: [.white, Color(red: 0.2, green: 0.4, blue: 1), .white], startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 1, y: 1))
            }
            clock.advance(to: 0.15)
            let halfway = header.presentation.backgroundGradient
            #expect(halfway.stops.count == 3)
            #expect(halfway.stops[0].color.red > 0.2 && halfway.stops[0].color.red < 1)
            clock.advance(to: 0.3)
            #expect(header.presentation.backgroundGradient == header.gradient)
            let image = try Rasterizer.image(of: header.presentationTree(), size: CGSize(width: 200, height: 60))
            #expect(image.pixel(x: 0, y: 0)?.red ?? 0 > 240)
        }
    }

    @Test("a mask that would contain its node is refused")
    func masks() throws {
        let photo = DisplayNode(name: "photo")
        photo.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        photo.backgroundColor = .blue
        let circle = DisplayNode(name: "circle")
        circle.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        circle.backgroundColor = .black
        circle.cornerRadius = 40
        try photo.setMask(circle)
        do {
            try circle.setMask(photo)
        } catch {
            print(error)   // photo cannot be the mask of circle: …
        }
        #expect(circle.mask == nil)
        #expect(throws: NodeError.invalidMask(node: "circle", mask: "photo")) { try circle.setMask(photo) }
        let image = try Rasterizer.image(of: photo.presentationTree(), size: CGSize(width: 80, height: 80))
        #expect(image.pixel(x: 40, y: 40) == RasterImage.Pixel(red: 0, green: 0, blue: 255))
        #expect(image.pixel(x: 2, y: 2)?.alpha == 0)
    }

    @Test("blur radii are clamped")
    func blur() {
        let sheet = DisplayNode(name: "sheet")
        sheet.frame = CGRect(x: 0, y: 80, width: 240, height: 80)
        sheet.backgroundColor = Color(white: 1, alpha: 0.4)
        sheet.backdropBlurRadius = 12
        sheet.blurRadius = 10_000
        print(sheet.blurRadius)   // 100.0: clamped
        #expect(sheet.blurRadius == 100)
    }
}
