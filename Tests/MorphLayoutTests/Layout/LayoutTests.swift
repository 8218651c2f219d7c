import Foundation
import MorphLayout
import Testing

@Suite("Layouts")
struct LayoutTests {
    static let context = LayoutContext(screenScale: 2)

    @Test("sizes and positions are ceiled to the pixel grid when a layout is created")
    func rounding() throws {
        let layout = try Layout(element: LayoutBox("a"), size: CGSize(width: 10.25, height: 3), position: CGPoint(x: 3.1, y: -0.7), context: Self.context)
        #expect(layout.size == CGSize(width: 10.5, height: 3))
        #expect(layout.position == CGPoint(x: 3.5, y: -0.5))
        #expect(layout.frame == rect(3.5, -0.5, 10.5, 3))
        let third = try Layout(element: LayoutBox("b"), size: CGSize(width: 10.1, height: 0), context: LayoutContext(screenScale: 3))
        #expect(third.size.width == CGFloat(31) / 3)
        #expect(third.screenScale == 3)
    }

    @Test("a root layout has no position and its frame starts at zero")
    func rootFrame() throws {
        let layout = try Layout(element: LayoutSpec(), size: CGSize(width: 4, height: 5), context: Self.context)
        #expect(layout.position == nil)
        #expect(layout.frame == rect(0, 0, 4, 5))
        #expect(!layout.isNode)
    }

    @Test(
        "sizes that cannot be displayed are errors",
        arguments: [CGFloat.nan, -1, .infinity, -.infinity, 10_000_000, .greatestFiniteMagnitude, CGFloat(Float.greatestFiniteMagnitude)]
    )
    func invalidSizes(length: CGFloat) {
        #expect {
            try Layout(element: LayoutBox("bad"), size: CGSize(width: 1, height: length), context: Self.context)
        } throws: { error in
            guard case .invalidLayoutSize(_, let element) = error as? LayoutError else { return false }
            return element == "bad"
        }
    }

    @Test("non-finite positions and sublayouts without a position are errors", arguments: [CGFloat.nan, .infinity, -.infinity])
    func invalidPositions(value: CGFloat) throws {
        #expect(throws: LayoutError.self) {
            try Layout(element: LayoutBox("bad"), size: .zero, position: CGPoint(x: value, y: 0), context: Self.context)
        }
        let unpositioned = try Layout(element: LayoutBox("child"), size: .zero, context: Self.context)
        #expect(throws: LayoutError.invalidLayoutPosition(nil, element: "LayoutSpec")) {
            try Layout(element: LayoutSpec(), size: .zero, sublayouts: [unpositioned], context: Self.context)
        }
    }

    @Test("layouts are equal for the same node, size, position and sublayouts")
    func equality() throws {
        let node = LayoutBox("a")
        let a = try Layout(element: node, size: CGSize(width: 1, height: 1), position: .zero, context: Self.context)
        let b = try Layout(element: node, size: CGSize(width: 1, height: 1), position: .zero, context: Self.context)
        let otherNode = try Layout(element: LayoutBox("a"), size: CGSize(width: 1, height: 1), position: .zero, context: Self.context)
        #expect(a == b)
        #expect(a != otherNode)
        let spacer = try Layout(element: LayoutSpec(), size: .zero, context: Self.context)
        let wrapper = try Layout(element: WrapperLayoutSpec(children: []), size: .zero, context: Self.context)
        #expect(spacer != wrapper)
        #expect(spacer == (try Layout(element: LayoutSpec(), size: .zero, context: Self.context)))
    }
}
