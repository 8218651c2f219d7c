import Foundation
import MorphLayout
import Testing

/// The list of bad input, one test each, across the entry points that take it: every
/// case ends in a typed `LayoutError` (or the documented clamp of the screen scale), never a
/// crash, a hang or a silent wrong layout.
@Suite("Bad input")
struct BadInputTests {
    /// The error laying out `element` in `offered` gives, or nil.
    static func error(laying element: any LayoutElement, in offered: SizeRange) -> LayoutError? {
        do throws(LayoutError) {
            _ = try element.layout(in: offered, screenScale: 2).flattened()
            return nil
        } catch {
            return error
        }
    }

    static let roomy = SizeRange.unconstrained

    @Test("NaN is rejected wherever a number is read")
    func notANumber() {
        let nan = CGFloat.nan
        #expect(throws: LayoutError.self) { try SizeRange(min: CGSize(width: nan, height: 0), max: CGSize(width: 1, height: 1)) }
        #expect(Self.error(laying: LayoutBox("a").styled { $0.width = .points(nan) }, in: Self.roomy) != nil)
        #expect(Self.error(laying: LayoutBox("a").styled { $0.flexGrow = nan }.inStack(), in: Self.roomy) != nil)
        #expect(Self.error(laying: StackLayoutSpec(spacing: nan, children: [LayoutBox("a")]), in: Self.roomy) != nil)
        #expect(Self.error(laying: InsetLayoutSpec(insets: EdgeInsets(all: nan), child: LayoutBox("a")), in: Self.roomy) != nil)
        #expect(Self.error(laying: RatioLayoutSpec(ratio: nan, child: LayoutBox("a")), in: Self.roomy) != nil)
        #expect(Self.error(laying: LayoutBox("a", intrinsicSize: CGSize(width: nan, height: 1)), in: Self.roomy) != nil)
        #expect(throws: LayoutError.self) { try Layout(element: LayoutBox("a"), size: CGSize(width: nan, height: 0), context: LayoutContext(screenScale: 2)) }
    }

    @Test("infinities are rejected where a finite number is needed, and mean 'no limit' where documented")
    func infinities() throws {
        let infinity = CGFloat.infinity
        #expect(throws: LayoutError.self) { try SizeRange(min: CGSize(width: infinity, height: 0), max: CGSize(width: infinity, height: 1)) }
        #expect(throws: LayoutError.self) { try SizeRange(min: .zero, max: CGSize(width: -infinity, height: 1)) }
        #expect(Self.error(laying: LayoutBox("a").styled { $0.height = .points(infinity) }, in: Self.roomy) != nil)
        #expect(Self.error(laying: LayoutBox("a").styled { $0.spacingAfter = -infinity }.inStack(), in: Self.roomy) != nil)
        #expect(Self.error(laying: InsetLayoutSpec(insets: EdgeInsets(top: -infinity, left: 0, bottom: 0, right: 0), child: LayoutBox("a")), in: Self.roomy) != nil)
        #expect(Self.error(laying: CornerLayoutSpec(child: LayoutBox("a"), corner: LayoutBox("b"), location: .topLeft, offset: CGPoint(x: infinity, y: 0)), in: Self.roomy) != nil)
        // Documented meanings: an infinite range maximum is no limit, an infinite inset aligns.
        #expect(Self.error(laying: LayoutBox("a", width: 10, height: 10), in: Self.roomy) == nil)
        #expect(Self.error(laying: InsetLayoutSpec(insets: EdgeInsets(all: infinity), child: LayoutBox("a", width: 1, height: 1)), in: try range(0, 0, 10, 10)) == nil)
    }

    @Test("negative sizes are rejected")
    func negatives() {
        #expect(throws: LayoutError.self) { try SizeRange(min: CGSize(width: -1, height: 0), max: CGSize(width: 1, height: 1)) }
        #expect(throws: LayoutError.self) { try SizeRange(exactly: CGSize(width: 1, height: -1)) }
        #expect(Self.error(laying: LayoutBox("a").styled { $0.minWidth = .points(-1) }, in: Self.roomy) != nil)
        #expect(Self.error(laying: LayoutBox("a").styled { $0.flexShrink = -1 }.inStack(), in: Self.roomy) != nil)
        #expect(Self.error(laying: LayoutBox("a", intrinsicSize: CGSize(width: -1, height: 1)), in: Self.roomy) != nil)
        #expect(throws: LayoutError.self) { try Layout(element: LayoutBox("a"), size: CGSize(width: -1, height: 0), context: LayoutContext(screenScale: 2)) }
    }

    @Test("a minimum above its maximum is rejected")
    func minimumAboveMaximum() {
        #expect(throws: LayoutError.invalidSizeRange(min: CGSize(width: 5, height: 0), max: CGSize(width: 4, height: 0), problem: .minimumExceedsMaximum)) {
            try SizeRange(min: CGSize(width: 5, height: 0), max: CGSize(width: 4, height: 0))
        }
    }

    @Test("a ratio of zero or less is rejected", arguments: [0, -0.5] as [CGFloat])
    func nonPositiveRatio(ratio: CGFloat) {
        #expect(Self.error(laying: RatioLayoutSpec(ratio: ratio, child: LayoutBox("a")), in: Self.roomy) != nil)
    }

    @Test("CGFloat.greatestFiniteMagnitude is a valid range maximum but never a layout size")
    func greatestFiniteMagnitude() throws {
        let huge = CGFloat.greatestFiniteMagnitude
        let hugeRange = try SizeRange(min: .zero, max: CGSize(width: huge, height: huge))
        // A plain box measures 0 in it, as in Texture.
        #expect(try LayoutBox("plain").layout(in: hugeRange, screenScale: 2).size == .zero)
        // A size that would be that large is an error.
        #expect(Self.error(laying: LayoutBox("a").styled { $0.width = .points(huge) }, in: hugeRange) == .invalidLayoutSize(CGSize(width: huge, height: 0), element: "a"))
        #expect(Self.error(laying: LayoutSpec(), in: try SizeRange(exactly: CGSize(width: huge, height: 0))) != nil)
    }
}

extension LayoutBox {
    /// The box as the only child of a stack, so that its stack properties are read.
    func inStack() -> StackLayoutSpec {
        StackLayoutSpec(children: [self])
    }
}
