import Foundation
import MorphLayout
import Testing

@Suite("Layout spec builder")
struct LayoutSpecBuilderTests {
    @Test("the builder collects children through conditions and loops")
    func collectsChildren() {
        let title = box("title", 10, 10)
        let subtitle = box("subtitle", 10, 10)
        let rows = (0..<3).map { box("row\($0)", 10, 10) }
        func build(showsSubtitle: Bool, compact: Bool) -> StackLayoutSpec {
            StackLayoutSpec.vertical(spacing: 8) {
                title
                if showsSubtitle {
                    subtitle
                }
                if compact {
                    LayoutSpec()
                } else {
                    WrapperLayoutSpec(children: [])
                    LayoutSpec()
                }
                for row in rows {
                    row
                }
                rows
            }
        }
        let full = build(showsSubtitle: true, compact: false)
        #expect(full.direction == .vertical && full.spacing == 8)
        #expect(full.children.count == 1 + 1 + 2 + 3 + 3)
        #expect(build(showsSubtitle: false, compact: true).children.count == 1 + 1 + 3 + 3)
        #expect(full.children.map(\.debugName).prefix(4) == ["title", "subtitle", "WrapperLayoutSpec", "LayoutSpec"])
    }

    @Test("composition modifiers build the same layout as the plain initialisers")
    func compositionMatchesInitialisers() throws {
        let photo = LayoutBox("photo")
        let badge = box("badge", 20, 20)
        let caption = box("caption", 50, 10)
        let composed = photo.withRatio(1)
            .withCorner(badge, at: .topRight)
            .withOverlay(caption.placed(horizontal: .start, vertical: .end))
            .insetting(by: EdgeInsets(all: 8))
            .centered(.xy, sizing: .minimumXY)
            .withBackground(LayoutBox("backdrop"))
        let plain = BackgroundLayoutSpec(
            child: CenterLayoutSpec(
                centeringOptions: .xy,
                sizingOptions: .minimumXY,
                child: InsetLayoutSpec(
                    insets: EdgeInsets(all: 8),
                    child: OverlayLayoutSpec(
                        child: CornerLayoutSpec(child: RatioLayoutSpec(ratio: 1, child: photo), corner: badge, location: .topRight),
                        overlay: RelativeLayoutSpec(horizontalPosition: .start, verticalPosition: .end, child: caption)
                    )
                )
            ),
            background: LayoutBox("backdrop")
        )
        let offered = try range(0, 0, 200, 300)
        let composedLayout = try composed.flatLayout(in: offered)
        let plainLayout = try plain.flatLayout(in: offered)
        #expect(composedLayout.size == plainLayout.size)
        #expect(composedLayout.order == plainLayout.order)
        #expect(composedLayout.frames == plainLayout.frames)
        #expect(composedLayout["photo"] == rect(8, 8, 200 - 16, 200 - 16))
    }

    @Test("the wrapper and absolute builders take their children from the closure")
    func otherBuilders() throws {
        let wrapper = WrapperLayoutSpec { box("a", 10, 10); box("b", 20, 5) }
        #expect(wrapper.children.count == 2)
        let absolute = AbsoluteLayoutSpec(sizing: .sizeToFit) {
            box("a", 10, 10) { $0.layoutPosition = CGPoint(x: 5, y: 5) }
        }
        #expect(try absolute.layout(in: range(0, 0, 100, 100), screenScale: 2).size == CGSize(width: 15, height: 15))
        let stack = StackLayoutSpec(direction: .horizontal, spacing: 4) { box("a", 10, 10); box("b", 10, 10) }
        #expect(try stack.flatLayout(in: range(0, 0, 100, 100))["b"] == rect(14, 0, 10, 10))
        let row = StackLayoutSpec.horizontal(justifyContent: .end) { box("a", 10, 10) }
        #expect(try row.flatLayout(in: range(100, 0, 100, 100))["a"]?.minX == 90)
    }
}
