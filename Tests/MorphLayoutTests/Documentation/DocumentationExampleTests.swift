import Foundation
import MorphLayout
import Synchronization
import Testing

// The Swift blocks of README.md and of the MorphLayout DocC articles, compiled and run here
// (DocumentationTests checks that every block has its twin in a test).

/// From the article "Layout elements and nodes": a node with content and a cache of its own.
final class TitledNode: LayoutNode, Sendable {
    let title = LayoutBox("title", intrinsicSize: CGSize(width: 80, height: 20))
    let detail = LayoutBox("detail", intrinsicSize: CGSize(width: 120, height: 16))
    private let cache = Mutex<CachedLayout?>(nil)

    var style: LayoutStyle { LayoutStyle() }

    func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) throws(LayoutError) -> Layout {
        if let cached = cache.withLock({ $0 }),
           cached.isValid(for: constrainedSize, parentSize: parentSize, version: 0, context: context) {
            return cached.layout(for: self)
        }
        let layout = try calculateLayoutThatFits(constrainedSize, relativeToParentSize: parentSize, context: context)
        cache.withLock { $0 = CachedLayout(layout: layout, constrainedSize: constrainedSize, parentSize: parentSize, version: 0, context: context) }
        return layout
    }

    func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        let content = StackLayoutSpec(direction: .vertical, spacing: 4, alignItems: .start, children: [title, detail])
        return try calculateLayout(hosting: content, constrainedSize: constrainedSize, context: context)
    }
}

@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test("the README quick start lays out a stack and prints its frames")
    func readmeQuickStart() throws {
        let title = LayoutBox("title", width: 200, height: 24)
        let subtitle = LayoutBox("subtitle", width: 160, height: 16)
        let stack = StackLayoutSpec(direction: .vertical, spacing: 8, alignItems: .start, children: [title, subtitle])
        let layout = try stack.insetting(by: EdgeInsets(all: 16))
            .layout(in: SizeRange(min: .zero, max: CGSize(width: 320, height: 480)), screenScale: 2)
            .flattened()
        for node in layout.sublayouts {
            print("\(node.element.debugName): x \(node.frame.minX), y \(node.frame.minY), \(node.size.width)×\(node.size.height)")
        }
        #expect(layout.size == CGSize(width: 232, height: 80))
        #expect(layout.frame(for: title) == CGRect(x: 16, y: 16, width: 200, height: 24))
        #expect(layout.frame(for: subtitle) == CGRect(x: 16, y: 48, width: 160, height: 16))
    }

    @Test("the Layout specs article's row places its items")
    func layoutSpecsRow() throws {
        let avatar = LayoutBox("avatar", width: 44, height: 44)
        let name = LayoutBox("name", intrinsicSize: CGSize(width: 120, height: 20))
        let spacer = LayoutSpec().styled { $0.flexGrow = 1 }
        let button = LayoutBox("button", width: 60, height: 30)
        let row = StackLayoutSpec(direction: .horizontal, spacing: 8, alignItems: .center, children: [avatar, name, spacer, button])
        let layout = try row.insetting(by: EdgeInsets(all: 12))
            .layout(in: SizeRange(exactly: CGSize(width: 320, height: 68)), screenScale: 2)
            .flattened()
        #expect(layout.frame(for: avatar) == CGRect(x: 12, y: 12, width: 44, height: 44))
        #expect(layout.frame(for: name) == CGRect(x: 64, y: 24, width: 120, height: 20))
        #expect(layout.frame(for: button) == CGRect(x: 248, y: 19, width: 60, height: 30))
    }

    @Test("the Layout specs article's builder example reads like the tree it builds")
    func layoutSpecsBuilder() throws {
        let showsBadge = true
        let photo = LayoutBox("photo")
        let badge = LayoutBox("badge", width: 16, height: 16)
        let caption = LayoutBox("caption", intrinsicSize: CGSize(width: 100, height: 18))
        let card = StackLayoutSpec.vertical(spacing: 6) {
            if showsBadge {
                photo.withRatio(0.75).withCorner(badge, at: .topRight)
            } else {
                photo.withRatio(0.75)
            }
            caption
        }
        .insetting(by: EdgeInsets(all: 10))
        let layout = try card.layout(in: SizeRange(min: .zero, max: CGSize(width: 200, height: 400)), screenScale: 2).flattened()
        #expect(layout.frame(for: photo) == CGRect(x: 10, y: 10, width: 180, height: 135))
        #expect(layout.frame(for: caption) == CGRect(x: 10, y: 151, width: 180, height: 18))
        #expect(layout.frame(for: badge) == CGRect(x: 182, y: 2, width: 16, height: 16))
    }

    @Test("the Layout specs article's shrink-to-fit example grows only against the minimum")
    func layoutSpecsShrinkToFit() throws {
        let grower = LayoutBox("grower", width: 50, height: 50).styled { $0.flexGrow = 1 }
        let stack = StackLayoutSpec(children: [grower])
        let loose = try stack.layout(in: SizeRange(min: .zero, max: CGSize(width: 500, height: 500)), screenScale: 2)
        let exact = try stack.layout(in: SizeRange(min: CGSize(width: 500, height: 0), max: CGSize(width: 500, height: 500)), screenScale: 2)
        #expect(loose.size.width == 50)
        #expect(exact.size.width == 500)
        #expect(try exact.flattened().frame(for: grower)?.width == 500)
    }

    @Test("the Layout elements article's node caches its layout")
    func layoutElementsNode() throws {
        let node = TitledNode()
        let context = LayoutContext(screenScale: 2)
        let range = try SizeRange(min: .zero, max: CGSize(width: 320, height: 200))
        let first = try node.layoutThatFits(range, context: context)
        let second = try node.layoutThatFits(range, context: context)
        #expect(first == second)
        #expect(node.title.measurementCount == 1)
        #expect(first.frame(for: node.detail) == CGRect(x: 0, y: 24, width: 120, height: 16))
    }
}
