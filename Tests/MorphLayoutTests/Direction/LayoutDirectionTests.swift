import Foundation
import MorphLayout
import Testing

/// A node whose content is a spec, mirrored in a direction of its choosing.
final class DirectionalHost: LayoutNode, Sendable {
    let content: any LayoutElement
    let direction: LayoutDirection

    init(_ content: any LayoutElement, direction: LayoutDirection) {
        self.content = content
        self.direction = direction
    }

    var style: LayoutStyle { LayoutStyle() }

    func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        try calculateLayout(hosting: content, constrainedSize: constrainedSize, context: context, layoutDirection: direction)
    }
}

@Suite("Layout direction")
struct LayoutDirectionTests {
    static let context = LayoutContext(screenScale: 2)

    @Test("a frame mirrored within a width keeps its size and y; mirroring twice gives it back")
    func frameMirroring() {
        let frame = CGRect(x: 10, y: 4, width: 30, height: 8)
        #expect(frame.mirrored(withinWidth: 100) == CGRect(x: 60, y: 4, width: 30, height: 8))
        #expect(frame.mirrored(withinWidth: 100).mirrored(withinWidth: 100) == frame)
        // A frame sticking out on the left sticks out on the right.
        #expect(CGRect(x: -5, y: 0, width: 20, height: 1).mirrored(withinWidth: 100) == CGRect(x: 85, y: 0, width: 20, height: 1))
        #expect(LayoutDirection.rightToLeft.isRightToLeft && !LayoutDirection.leftToRight.isRightToLeft)
        #expect(LayoutDirection.leftToRight.reversed == .rightToLeft)
    }

    @Test("leading and trailing insets are the left and right ones as written, and land on screen per direction")
    func directionalInsets() {
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(insets.leading == 2 && insets.trailing == 4)
        insets.trailing = 9
        #expect(insets.right == 9)
        #expect(insets.resolved(in: .leftToRight) == insets)
        #expect(insets.resolved(in: .rightToLeft) == EdgeInsets(top: 1, left: 9, bottom: 3, right: 2))
        #expect(CornerLayoutSpec.Location.topLeading == .topLeft && CornerLayoutSpec.Location.bottomTrailing == .bottomRight)
        #expect(HorizontalAlignment.leading == .left && HorizontalAlignment.trailing == .right)
    }

    @Test("a right-to-left host mirrors every spec: stack order, justification, insets, corners, relative and absolute positions")
    func everySpecMirrors() throws {
        let a = LayoutBox("a", width: 10, height: 10)
        let b = LayoutBox("b", width: 20, height: 10)
        let badge = LayoutBox("badge", width: 6, height: 6)
        let pinned = LayoutBox("pinned", style: { var style = LayoutStyle(); style.preferredSize = CGSize(width: 4, height: 4); style.layoutPosition = CGPoint(x: 2, y: 50); return style }())
        let relative = LayoutBox("relative", width: 8, height: 8)
        let spec = StackLayoutSpec(direction: .vertical, alignItems: .start, children: [
            InsetLayoutSpec(
                insets: EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0),
                child: StackLayoutSpec(direction: .horizontal, spacing: 3, justifyContent: .end, alignItems: .start, children: [a, b])
                    .styled { $0.preferredSize = CGSize(width: 60, height: 10) }
            ),
            CornerLayoutSpec(child: LayoutBox("photo", width: 30, height: 30), corner: badge, location: .topTrailing),
            RelativeLayoutSpec(horizontalPosition: .start, verticalPosition: .start, child: relative)
                .styled { $0.preferredSize = CGSize(width: 40, height: 8) },
            AbsoluteLayoutSpec(children: [pinned]),
        ])
        let ltr = try DirectionalHost(spec, direction: .leftToRight).layoutThatFits(try SizeRange(exactly: CGSize(width: 100, height: 100)), context: Self.context)
        let rtl = try DirectionalHost(spec, direction: .rightToLeft).layoutThatFits(try SizeRange(exactly: CGSize(width: 100, height: 100)), context: Self.context)
        #expect(ltr.sublayouts.map(\.element.debugName) == rtl.sublayouts.map(\.element.debugName))
        for (mirrored, original) in zip(rtl.sublayouts, ltr.sublayouts) {
            #expect(mirrored.frame == original.frame.mirrored(withinWidth: 100), "\(original.element.debugName)")
        }
        // Read as a right-to-left reader would: b (justified to the end) is at the far left of
        // the stack, the badge on the photo's top-left corner, the pinned box 2 points from the
        // right.
        #expect(rtl.frame(for: b) == CGRect(x: 35, y: 0, width: 20, height: 10))
        #expect(rtl.frame(for: badge) == CGRect(x: 100 - 30 - 3, y: 7, width: 6, height: 6))
        #expect(rtl.frame(for: pinned)?.maxX == 98)
        #expect(rtl.frame(for: relative)?.maxX == 100)
    }

    @Test("mirroring happens after rounding, so off-grid positions mirror exactly")
    func mirroringIsExactOnTheGrid() throws {
        // A centred 7-point box in 10: its offset 1.5 is ceiled to 1.5 at @2x and to 2 at @1x.
        let box = LayoutBox("box", width: 7, height: 7)
        let spec = CenterLayoutSpec(centeringOptions: .x, sizingOptions: .minimumX, child: box)
        for scale: CGFloat in [1, 2, 3] {
            let context = LayoutContext(screenScale: scale)
            let range = try SizeRange(exactly: CGSize(width: 10, height: 7))
            let ltr = try DirectionalHost(spec, direction: .leftToRight).layoutThatFits(range, context: context)
            let rtl = try DirectionalHost(spec, direction: .rightToLeft).layoutThatFits(range, context: context)
            #expect(rtl.sublayouts[0].frame == ltr.sublayouts[0].frame.mirrored(withinWidth: 10))
        }
    }

    @Test("a root spec's layout flattens mirrored")
    func rootSpecFlattening() throws {
        let a = LayoutBox("a", width: 10, height: 10)
        let layout = try StackLayoutSpec(direction: .horizontal, children: [a]).layout(in: try SizeRange(exactly: CGSize(width: 50, height: 10)), screenScale: 2)
        #expect(try layout.flattened(layoutDirection: .rightToLeft).frame(for: a) == CGRect(x: 40, y: 0, width: 10, height: 10))
        #expect(try layout.flattened().frame(for: a) == CGRect(x: 0, y: 0, width: 10, height: 10))
        // An already flat layout mirrors too.
        let flat = try layout.flattened()
        #expect(try flat.flattened(layoutDirection: .rightToLeft).frame(for: a)?.minX == 40)
    }
}
