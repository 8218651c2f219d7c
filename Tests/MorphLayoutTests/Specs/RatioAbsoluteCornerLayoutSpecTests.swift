import Foundation
import MorphLayout
import Testing

@Suite("Ratio, absolute and corner specs")
struct RatioAbsoluteCornerLayoutSpecTests {
    @Test("a ratio spec offers its child the candidate size closest to the ratio")
    func ratio() throws {
        let flat = try RatioLayoutSpec(ratio: 0.5, child: LayoutBox("child")).flatLayout(in: range(0, 0, 100, 100))
        #expect(flat["child"] == rect(0, 0, 100, 50))
        let tall = try RatioLayoutSpec(ratio: 3, child: LayoutBox("child")).flatLayout(in: range(0, 0, 100, 90))
        #expect(tall["child"] == rect(0, 0, 30, 90))
    }

    @Test("without a finite maximum the ratio cannot apply and the range passes through")
    func ratioUnbounded() throws {
        let flat = try RatioLayoutSpec(ratio: 2, child: box("child", 10, 10)).flatLayout(in: range(0, 0, .infinity, .infinity))
        #expect(flat["child"] == rect(0, 0, 10, 10))
    }

    @Test("a ratio that is not finite and positive is an error", arguments: [0, -1, CGFloat.nan, .infinity])
    func invalidRatio(ratio: CGFloat) {
        #expect {
            try RatioLayoutSpec(ratio: ratio, child: LayoutBox("child")).layout(in: range(0, 0, 100, 100), screenScale: 2)
        } throws: { error in
            guard case .invalidValue(let property, _, _, _) = error as? LayoutError else { return false }
            return property == "ratio"
        }
    }

    @Test("absolute children sit at their layout positions; the spec takes the maximum or fits them")
    func absolute() throws {
        let a = box("a", 10, 10) { $0.layoutPosition = CGPoint(x: 5, y: 5) }
        let b = box("b", 20, 20) { $0.layoutPosition = CGPoint(x: 30, y: 40) }
        let byDefault = try AbsoluteLayoutSpec(children: [a, b]).flatLayout(in: range(0, 0, 100, 100))
        #expect(byDefault.size == CGSize(width: 100, height: 100))
        #expect(byDefault["b"] == rect(30, 40, 20, 20))
        let fitted = try AbsoluteLayoutSpec(sizing: .sizeToFit, children: [a, b]).flatLayout(in: range(0, 0, 100, 100))
        #expect(fitted.size == CGSize(width: 50, height: 60))
        let unbounded = try AbsoluteLayoutSpec(children: [a, b]).flatLayout(in: range(0, 0, .infinity, .infinity))
        #expect(unbounded.size == CGSize(width: 50, height: 60))
    }

    @Test("an absolute child without a size gets the room left after its position")
    func absoluteAutoMaximum() throws {
        let plain = LayoutBox("plain").styled { $0.layoutPosition = CGPoint(x: 30, y: 40) }
        let flat = try AbsoluteLayoutSpec(children: [plain]).flatLayout(in: range(0, 0, 100, 100))
        #expect(flat["plain"] == rect(30, 40, 70, 60))
    }

    @Test("a NaN layout position is an error")
    func invalidLayoutPosition() {
        let broken = LayoutBox("broken").styled { $0.layoutPosition = CGPoint(x: CGFloat.nan, y: 0) }
        #expect(throws: LayoutError.self) {
            try AbsoluteLayoutSpec(children: [broken]).layout(in: range(0, 0, 100, 100), screenScale: 2)
        }
    }

    @Test("a corner element is centred on the corner, and wrapping it shifts both")
    func corner() throws {
        let spec = CornerLayoutSpec(child: box("child", 100, 100), corner: box("badge", 20, 20), location: .topRight)
        let plain = try spec.flatLayout(in: range(0, 0, .infinity, .infinity))
        #expect(plain.size == CGSize(width: 100, height: 100))
        #expect(plain["badge"] == rect(90, -10, 20, 20))
        var wrapping = spec
        wrapping.wrapsCorner = true
        wrapping.offset = CGPoint(x: 5, y: 0)
        let wrapped = try wrapping.flatLayout(in: range(0, 0, .infinity, .infinity))
        #expect(wrapped.size == CGSize(width: 115, height: 110))
        #expect(wrapped["child"] == rect(0, 10, 100, 100))
        #expect(wrapped["badge"] == rect(95, 0, 20, 20))
    }

    @Test("a non-finite corner offset is an error")
    func invalidOffset() {
        let spec = CornerLayoutSpec(child: LayoutBox("child"), corner: LayoutBox("badge"), location: .bottomLeft, offset: CGPoint(x: 0, y: CGFloat.infinity))
        #expect(throws: LayoutError.self) {
            try spec.layout(in: range(0, 0, 100, 100), screenScale: 2)
        }
    }

    @Test("a wrapper takes the size of its largest child; a spacer its minimum")
    func wrapperAndSpacer() throws {
        let flat = try WrapperLayoutSpec(children: [box("a", 10, 20), box("b", 30, 5)]).flatLayout(in: range(0, 0, 100, 100))
        #expect(flat.size == CGSize(width: 30, height: 20))
        #expect(flat["b"] == rect(0, 0, 30, 5))
        #expect(try LayoutSpec().layout(in: range(3, 4, 10, 10), screenScale: 2).size == CGSize(width: 3, height: 4))
        let wide = LayoutSpec().styled { $0.width = .points(8) }
        #expect(try wide.layout(in: range(3, 4, 10, 10), screenScale: 2).size == CGSize(width: 8, height: 4))
        #expect(try WrapperLayoutSpec(children: []).layout(in: range(3, 4, 10, 10), screenScale: 2).size == CGSize(width: 3, height: 4))
    }
}
