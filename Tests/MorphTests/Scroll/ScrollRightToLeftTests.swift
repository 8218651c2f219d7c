import Foundation
@testable import Morph
import Testing

/// A horizontal scroll node right to left: it starts at its leading (right) edge, pages from it
/// and scrolls the mirrored way, as Compose, Flutter and SwiftUI do.
@Suite("Scroll node: right to left")
@MainActor
struct ScrollRightToLeftTests {
    /// A 320×200 horizontal scroll node of `count` columns of 160 points, paging when asked, in
    /// `direction`.
    func carousel(count: Int = 6, paging: Bool = true, direction: LayoutDirection = .rightToLeft) throws -> ScrollScene {
        try ScrollScene(rows: 0, size: CGSize(width: 320, height: 200)) { scroll in
            scroll.traitOverrides = TraitOverrides(layoutDirection: direction)
            scroll.scrollableDirections = .horizontal
            scroll.isPagingEnabled = paging
            let columns = (0..<count).map { ScrollTestRow($0, size: CGSize(width: 160, height: 200)) }
            scroll.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .horizontal, children: columns) }
        }
    }

    @Test("it starts at its right edge, where the first column is, and stays there as the viewport changes")
    func startsAtTheTrailingPhysicalEdge() throws {
        let scene = try carousel()
        let scroll = scene.scroll
        #expect(scroll.contentSize.width == 960)
        #expect(scroll.contentOffset.x == 640, "the largest offset: the content's right edge")
        let first = try #require(scroll.subnodes.first)
        #expect(first.frame.minX == 800, "the first column is mirrored to the right")
        #expect(scene.presentedRowNames.contains("row 0"))
        // A narrower viewport keeps the distance from the right edge.
        scroll.frame = CGRect(x: 0, y: 0, width: 240, height: 200)
        try scene.root.layoutIfNeeded()
        #expect(scroll.contentOffset.x == 720)
    }

    @Test("left to right it starts at 0, and switching the direction mirrors the offset")
    func switchingDirectionMirrors() throws {
        let scene = try carousel(direction: .leftToRight)
        let scroll = scene.scroll
        #expect(scroll.contentOffset.x == 0)
        scroll.setContentOffset(CGPoint(x: 160, y: 0), animated: false)
        scroll.traitOverrides = TraitOverrides(layoutDirection: .rightToLeft)
        try scene.root.layoutIfNeeded()
        #expect(scroll.contentOffset.x == 480, "the same columns stay in view, mirrored")
    }

    @Test("a finger moving right pages to the next page (on the left); paging counts from the right edge")
    func pagingMirrored() throws {
        let scene = try carousel()
        scene.drag(from: CGPoint(x: 40, y: 100), to: CGPoint(x: 280, y: 100), steps: 6)
        scene.settle()
        #expect(scene.scroll.contentOffset.x == 320)
        scene.drag(from: CGPoint(x: 40, y: 100), to: CGPoint(x: 280, y: 100), steps: 6)
        scene.settle()
        #expect(scene.scroll.contentOffset.x == 0)
        // A finger moving left goes back towards the start.
        scene.drag(from: CGPoint(x: 280, y: 100), to: CGPoint(x: 40, y: 100), steps: 6)
        scene.settle()
        #expect(scene.scroll.contentOffset.x == 320)
    }

    @Test("pages are counted from the right edge when the content is not a whole number of pages wide")
    func pagesFromTheRightEdge() throws {
        let scene = try carousel(count: 5)
        #expect(scene.scroll.contentOffset.x == 480)
        scene.drag(from: CGPoint(x: 40, y: 100), to: CGPoint(x: 280, y: 100), steps: 6)
        scene.settle()
        #expect(scene.scroll.contentOffset.x == 160, "one page (320) from the right edge")
    }

    @Test("a vertical wheel moves it towards its trailing edge (left); Home and End go to its leading and trailing edges")
    func wheelAndKeys() throws {
        let scene = try carousel(paging: false)
        let scroll = scene.scroll
        #expect(scroll.scrollEvent(ScrollEvent(delta: CGPoint(x: 0, y: 1), granularity: .notches, at: CGPoint(x: 100, y: 100), timestamp: scene.clock.now)))
        scene.settle()
        #expect(scroll.contentOffset.x == 640 - scroll.wheelNotchDistance)
        // Shift-wheel down (the window makes it a horizontal delta) goes the same way.
        #expect(scroll.scrollEvent(ScrollEvent(delta: CGPoint(x: 1, y: 0), granularity: .notches, at: CGPoint(x: 100, y: 100), timestamp: scene.clock.now, modifiers: .shift)))
        scene.settle()
        #expect(scroll.contentOffset.x == 640 - 2 * scroll.wheelNotchDistance)
        #expect(scroll.keyEvent(KeyEvent(.down, .end, timestamp: scene.clock.now)))
        scene.settle()
        #expect(scroll.contentOffset.x == 0)
        #expect(scroll.keyEvent(KeyEvent(.down, .home, timestamp: scene.clock.now)))
        scene.settle()
        #expect(scroll.contentOffset.x == 640)
    }

    @Test("left to right a vertical wheel over a horizontal node moves it right")
    func wheelLeftToRight() throws {
        let scene = try carousel(paging: false, direction: .leftToRight)
        #expect(scene.scroll.scrollEvent(ScrollEvent(delta: CGPoint(x: 0, y: 1), granularity: .notches, at: CGPoint(x: 100, y: 100), timestamp: scene.clock.now)))
        scene.settle()
        #expect(scene.scroll.contentOffset.x == scene.scroll.wheelNotchDistance)
    }

    @Test("the indicators: the vertical one on the left right to left, white in dark mode, black in light")
    func indicators() throws {
        let scene = try ScrollScene(rows: 40) { scroll in
            scroll.traitOverrides = TraitOverrides(userInterfaceStyle: .dark, layoutDirection: .rightToLeft)
        }
        scene.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), steps: 10, release: false)
        let dark = try #require(scene.root.presentationTree().layers.first { $0.name == ScrollNode.indicatorName })
        #expect(dark.attributes.position.x < 10, "along the left edge")
        #expect(dark.attributes.backgroundColor == Color(white: 1, alpha: 0.45))
        scene.pointer(.ended, 160, 300)
        scene.scroll.traitOverrides = TraitOverrides(userInterfaceStyle: .light)
        scene.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), steps: 10, release: false)
        let light = try #require(scene.root.presentationTree().layers.first { $0.name == ScrollNode.indicatorName })
        #expect(light.attributes.position.x > 310, "along the right edge")
        #expect(light.attributes.backgroundColor == Color(white: 0, alpha: 0.4))
    }
}
