import Foundation
import MorphLayout
import Testing

@Suite("Inset spec")
struct InsetLayoutSpecTests {
    @Test("a child is inset on every side and the spec wraps it")
    func finiteInsets() throws {
        let child = box("child", 50, 50)
        let flat = try InsetLayoutSpec(insets: EdgeInsets(all: 10), child: child).flatLayout(in: range(0, 0, 200, 200))
        #expect(flat.size == CGSize(width: 70, height: 70))
        #expect(flat["child"] == rect(10, 10, 50, 50))
    }

    @Test("an infinite left inset pushes the child against the right edge")
    func infiniteLeft() throws {
        let insets = EdgeInsets(top: 10, left: .infinity, bottom: 10, right: 10)
        let flat = try InsetLayoutSpec(insets: insets, child: box("child", 50, 50)).flatLayout(in: range(0, 0, 200, 100))
        #expect(flat.size == CGSize(width: 200, height: 70))
        #expect(flat["child"] == rect(140, 10, 50, 50))
    }

    @Test("infinite insets on both sides centre the child on the maximum size")
    func infiniteBothSides() throws {
        let insets = EdgeInsets(top: .infinity, left: .infinity, bottom: .infinity, right: .infinity)
        let flat = try InsetLayoutSpec(insets: insets, child: box("child", 50, 31)).flatLayout(in: range(0, 0, 200, 100))
        #expect(flat.size == CGSize(width: 200, height: 100))
        #expect(flat["child"] == rect(75, 34.5, 50, 31))
    }

    @Test("negative insets let the child stick out")
    func negativeInsets() throws {
        let flat = try InsetLayoutSpec(insets: EdgeInsets(all: -5), child: box("child", 50, 50)).flatLayout(in: range(0, 0, 200, 200))
        #expect(flat.size == CGSize(width: 40, height: 40))
        #expect(flat["child"] == rect(-5, -5, 50, 50))
    }

    @Test("the spec ignores its own style size, as in Texture")
    func ignoresOwnStyle() throws {
        var style = LayoutStyle()
        style.preferredSize = CGSize(width: 10, height: 10)
        let spec = InsetLayoutSpec(insets: .zero, child: box("child", 50, 50), style: style)
        #expect(try spec.flatLayout(in: range(0, 0, 200, 200)).size == CGSize(width: 50, height: 50))
    }

    @Test("a NaN or negative-infinite inset is an error", arguments: [CGFloat.nan, -CGFloat.infinity])
    func invalidInsets(value: CGFloat) {
        let spec = InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 0, bottom: value, right: 0), child: LayoutBox("child"))
        #expect {
            try spec.layout(in: range(0, 0, 100, 100), screenScale: 2)
        } throws: { error in
            guard case .invalidValue(let property, _, _, _) = error as? LayoutError else { return false }
            return property == "insets.bottom"
        }
    }
}
