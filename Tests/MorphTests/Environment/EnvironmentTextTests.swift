import Foundation
import Morph
import Testing

@Suite("Text in an environment")
@MainActor
struct EnvironmentTextTests {
    @Test("natural alignment follows the node's direction; explicit alignments do not")
    func naturalAlignment() throws {
        let node = TextNode("Hello", style: TextStyle(font: Font(.sans, size: 12)))
        node.frame = rect(0, 0, 200, 20)
        let lineWidth = try #require(node.displayedTextLayout?.lines.first?.width)
        #expect(node.displayedTextLayout?.lines.first?.x == 0)
        node.hostTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
        let x = try #require(node.displayedTextLayout?.lines.first?.x)
        #expect(abs(x - (200 - lineWidth)) < 1e-9)
        node.textStyle.alignment = .left
        #expect(node.displayedTextLayout?.lines.first?.x == 0)
        // Without a direction, a layout aligns each paragraph by its own.
        let hebrew = try TextLayout("שלום", style: TextStyle(font: Font(.sans, size: 12)))
        #expect(hebrew.aligned(toWidth: 100).lines[0].x > 0)
        #expect(hebrew.aligned(toWidth: 100, naturalDirection: .leftToRight).lines[0].x == 0)
    }

    @Test("a font with a text style grows with the content size category; a fixed font does not")
    func dynamicType() throws {
        let body = TextNode("Body text", style: TextStyle(font: Font(textStyle: .body)))
        let fixed = TextNode("Body text", style: TextStyle(font: Font(.sans, size: 17)))
        let defaultHeight = try body.layoutThatFits(SizeRange(min: .zero, max: CGSize(width: 1000, height: 1000))).size.height
        let fixedHeight = try fixed.layoutThatFits(SizeRange(min: .zero, max: CGSize(width: 1000, height: 1000))).size.height
        #expect(defaultHeight == fixedHeight)
        let ascender = body.style.ascender
        for node in [body, fixed] {
            node.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        }
        let large = try body.layoutThatFits(SizeRange(min: .zero, max: CGSize(width: 1000, height: 1000))).size.height
        #expect(large > defaultHeight * 3)
        #expect(body.style.ascender > ascender * 3)
        #expect(try fixed.layoutThatFits(SizeRange(min: .zero, max: CGSize(width: 1000, height: 1000))).size.height == fixedHeight)
        // Drawn at the same size it was measured at.
        body.frame = rect(0, 0, 1000, large)
        #expect(body.displayedTextLayout?.metrics.pointSize == 53)
    }
}
