import Foundation
import MorphLayout
import Testing

@Suite("Layout styles")
struct LayoutStyleTests {
    @Test("size properties forward to the element size")
    func forwarding() {
        var style = LayoutStyle()
        style.width = .points(10)
        style.maxHeight = .fraction(0.5)
        #expect(style.size.width == .points(10))
        #expect(style.size.maxHeight == .fraction(0.5))
        #expect(!style.size.isAuto)
        #expect(LayoutStyle().size.isAuto)
    }

    @Test("the preferred size is nil while a side is a fraction, and nil resets both sides")
    func preferredSize() {
        var style = LayoutStyle()
        style.preferredSize = CGSize(width: 3, height: 4)
        #expect(style.preferredSize == CGSize(width: 3, height: 4))
        style.height = .fraction(1)
        #expect(style.preferredSize == nil)
        style.preferredSize = nil
        #expect(style.width == .auto && style.height == .auto)
    }

    @Test("resolving a size: min overrides max overrides exact, as CSS")
    func resolution() throws {
        var size = LayoutElementSize()
        size.width = .points(50)
        size.maxWidth = .points(40)
        size.minHeight = .points(30)
        size.height = .points(10)
        let range = try size.resolve(parentSize: CGSize(width: 100, height: 100))
        #expect(range.min == CGSize(width: 40, height: 30))
        #expect(range.max == CGSize(width: 40, height: 30))

        var inverted = LayoutElementSize()
        inverted.minWidth = .points(60)
        inverted.maxWidth = .points(20)
        let invertedRange = try inverted.resolve(parentSize: .zero)
        #expect(invertedRange.min.width == 60 && invertedRange.max.width == 60)
    }

    @Test("fractions resolve against the parent, and against an unknown parent as auto")
    func fractions() throws {
        var size = LayoutElementSize()
        size.width = .fraction(0.5)
        size.maxHeight = .fraction(0.25)
        let known = try size.resolve(parentSize: CGSize(width: 200, height: 400))
        #expect(known.min.width == 100 && known.max.width == 100)
        #expect(known.max.height == 100)
        let unknown = try size.resolve(parentSize: CGSize(width: CGFloat.nan, height: CGFloat.nan))
        #expect(unknown.min == .zero)
        #expect(unknown.max == CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
    }

    @Test("invalid size dimensions are errors naming the property", arguments: [
        LayoutDimension.points(.nan), .points(-1), .points(.infinity), .points(-.infinity), .fraction(2), .fraction(.nan),
    ])
    func invalidDimensions(dimension: LayoutDimension) {
        var size = LayoutElementSize()
        size.minHeight = dimension
        #expect {
            try size.resolve(parentSize: .zero, element: "box")
        } throws: { error in
            guard case .invalidDimension(_, let property, let element) = error as? LayoutError else { return false }
            return property == "minHeight" && element == "box"
        }
    }
}
