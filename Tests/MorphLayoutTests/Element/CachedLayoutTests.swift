import Foundation
import MorphLayout
import Testing

@Suite("Cached layouts")
struct CachedLayoutTests {
    @Test("a cached layout is valid only for the same range, parent size, version and scale")
    func validity() throws {
        let context = LayoutContext(screenScale: 2)
        let node = LayoutBox("node")
        let offered = try range(0, 0, 10, 10)
        let layout = try node.layoutThatFits(offered, context: context)
        let entry = CachedLayout(layout: layout, constrainedSize: offered, parentSize: CGSize(width: 10, height: CGFloat.nan), version: 3, context: context)
        #expect(entry.isValid(for: offered, parentSize: CGSize(width: 10, height: CGFloat.nan), version: 3, context: context))
        #expect(!entry.isValid(for: offered, parentSize: CGSize(width: 10, height: 10), version: 3, context: context))
        #expect(!entry.isValid(for: offered, parentSize: CGSize(width: 10, height: CGFloat.nan), version: 4, context: context))
        #expect(!entry.isValid(for: try range(0, 0, 10, 11), parentSize: CGSize(width: 10, height: CGFloat.nan), version: 3, context: context))
        #expect(!entry.isValid(for: offered, parentSize: CGSize(width: 10, height: CGFloat.nan), version: 3, context: LayoutContext(screenScale: 1)))
    }
}
