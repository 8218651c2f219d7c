import Foundation
import MorphLayout
import Testing

@Suite("Overlay and background specs")
struct OverlayBackgroundLayoutSpecTests {
    @Test("an overlay is sized as its child and drawn above it")
    func overlay() throws {
        let flat = try OverlayLayoutSpec(child: box("child", 100, 50), overlay: LayoutBox("overlay"))
            .flatLayout(in: range(0, 0, 300, 300))
        #expect(flat.size == CGSize(width: 100, height: 50))
        #expect(flat.order == ["child", "overlay"])
        #expect(flat["overlay"] == rect(0, 0, 100, 50))
    }

    @Test("a background is sized as its child and drawn below it")
    func background() throws {
        let flat = try BackgroundLayoutSpec(child: box("child", 100, 50), background: box("background", 1, 1))
            .flatLayout(in: range(0, 0, 300, 300))
        #expect(flat.order == ["background", "child"])
        // The child's size wins over the background's own style size.
        #expect(flat["background"] == rect(0, 0, 100, 50))
    }

    @Test("the background resolves fractions against the spec's parent, the overlay against the child")
    func fractionReference() throws {
        var half = LayoutStyle()
        half.maxWidth = .fraction(0.5)
        let background = try BackgroundLayoutSpec(child: box("child", 100, 50), background: LayoutBox("background", style: half))
            .flatLayout(in: range(0, 0, 300, 300))
        // max 150 (half of 300) does not bind below the child's 100.
        #expect(background["background"]?.width == 100)
        let overlay = try OverlayLayoutSpec(child: box("child", 100, 50), overlay: LayoutBox("overlay", style: half))
            .flatLayout(in: range(0, 0, 300, 300))
        // max 50 (half of 100) and the exact 100 do not overlap: the range wins.
        #expect(overlay["overlay"]?.width == 100)
    }
}
