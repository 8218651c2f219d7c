import Foundation
@testable import Morph
import Testing

@Suite("Scroll node: content and offset")
@MainActor
struct ScrollNodeBasicsTests {
    @Test("the content size comes from the layout along the scrollable direction; the node keeps its own size")
    func contentSize() throws {
        let scene = try ScrollScene(rows: 40)
        #expect(scene.scroll.contentSize == CGSize(width: 320, height: 2000))
        #expect(scene.scroll.bounds.size == CGSize(width: 320, height: 480))
        #expect(scene.scroll.maximumContentOffset == CGPoint(x: 0, y: 1520))
        #expect(scene.scroll.clipsToBounds)
    }

    @Test("the content offset is the bounds' origin and moves what is presented")
    func offsetIsBoundsOrigin() throws {
        let scene = try ScrollScene(rows: 40)
        #expect(scene.presentedRowNames == (0...9).map { "row \($0)" })
        scene.scroll.contentOffset = CGPoint(x: 0, y: 1000)
        #expect(scene.scroll.bounds.origin == CGPoint(x: 0, y: 1000))
        #expect(scene.presentedRowNames == (20...29).map { "row \($0)" })
    }
}
