import Foundation
import Morph
import MorphExamples
import Testing

/// The article example on a manual clock: the header follows the scroll offset through a held
/// layout transition, snaps when the article rests half way, the keyboard scrolls it, and the
/// carousel pages.
@Suite("Article example")
@MainActor
struct ArticleExampleTests {
    let clock = ManualClock()
    let article: ArticleNode
    let input: InputDispatcher

    init() throws {
        let animator = Animator(clock: clock)
        article = try DisplayNode.withAnimator(animator) { try ArticleNode() }
        article.frame = CGRect(origin: .zero, size: ArticleNode.designSize)
        try article.layoutIfNeeded()
        input = InputDispatcher(root: article)
    }

    func settle() {
        for _ in 0..<600 where article.scroll.isAnimating || article.header.isAnimating || article.animator.hasActiveAnimations {
            clock.advance(by: 1 / 60)
        }
    }

    var top: CGFloat { article.scroll.minimumContentOffset.y }

    @Test("the article starts below the expanded header and scrolls under it")
    func layout() {
        #expect(article.scroll.contentOffset.y == -CollapsingHeaderNode.expandedHeight)
        #expect(article.scroll.contentSize.height > 2 * ArticleNode.designSize.height)
        #expect(article.header.frame.height == CollapsingHeaderNode.expandedHeight)
        #expect(article.carousel.contentSize.width == 4 * article.carousel.bounds.width)
    }

    @Test("the header's transition follows the offset, and finishes when the offset leaves the band")
    func scrollLinkedHeader() throws {
        let distance = ArticleNode.collapseDistance
        article.scroll.contentOffset = CGPoint(x: 0, y: top + distance / 2)
        let handle = try #require(article.headerTransition)
        #expect(abs(handle.fractionComplete - 0.5) < 1e-9)
        #expect(article.header.isCollapsed.value)
        let halfway = (CollapsingHeaderNode.expandedHeight + CollapsingHeaderNode.collapsedHeight) / 2
        #expect(abs(article.header.presentation.bounds.height - halfway) < 0.5, "the header's height is half way: \(article.header.presentation.bounds.height)")
        article.scroll.contentOffset = CGPoint(x: 0, y: top + distance / 4)
        #expect(abs(handle.fractionComplete - 0.25) < 1e-9, "scrolling back runs the transition back")
        article.scroll.contentOffset = CGPoint(x: 0, y: top + distance + 50)
        #expect(article.headerTransition == nil)
        #expect(handle.isFinished)
        #expect(article.header.isCollapsed.value)
        settle()
        #expect(article.header.frame.height == CollapsingHeaderNode.collapsedHeight)
        // Back up: a transition the other way, reverted when the offset goes down again.
        article.scroll.contentOffset = CGPoint(x: 0, y: top + distance * 0.75)
        let back = try #require(article.headerTransition)
        #expect(!article.header.isCollapsed.value)
        #expect(abs(back.fractionComplete - 0.25) < 1e-9)
        article.scroll.contentOffset = CGPoint(x: 0, y: top + distance * 2)
        #expect(back.isFinished)
        settle()
        #expect(article.header.isCollapsed.value, "the reverted transition put the collapsed state back")
        #expect(article.header.presentation.bounds.height == CollapsingHeaderNode.collapsedHeight)
        article.scroll.contentOffset = CGPoint(x: 0, y: top)
        settle()
        #expect(!article.header.isCollapsed.value)
        #expect(article.header.presentation.bounds.height == CollapsingHeaderNode.expandedHeight)
    }

    @Test("a drag that rests with the header half collapsed snaps to the nearer end")
    func snapping() {
        input.dispatch(.pointer(PointerEvent(.began, at: CGPoint(x: 180, y: 500), timestamp: clock.now)))
        for step in 1...10 {
            clock.advance(by: 1 / 60)
            input.dispatch(.pointer(PointerEvent(.moved, at: CGPoint(x: 180, y: 500 - CGFloat(step) * 10), timestamp: clock.now)))
        }
        clock.advance(by: 0.3)
        input.dispatch(.pointer(PointerEvent(.ended, at: CGPoint(x: 180, y: 400), timestamp: clock.now)))
        settle()
        #expect(article.scroll.contentOffset.y == top + ArticleNode.collapseDistance, "90 of 136 points: it snaps collapsed")
        #expect(article.headerTransition == nil)
        #expect(article.header.isCollapsed.value)
    }

    @Test("keys scroll the article when nothing has the focus")
    func keys() {
        input.dispatch(.key(KeyEvent(.down, .end, timestamp: clock.now)))
        settle()
        #expect(article.scroll.contentOffset.y == article.scroll.maximumContentOffset.y)
        input.dispatch(.key(KeyEvent(.down, .space, modifiers: .shift, timestamp: clock.now)))
        settle()
        #expect(article.scroll.contentOffset.y < article.scroll.maximumContentOffset.y)
        input.dispatch(.key(KeyEvent(.down, .home, timestamp: clock.now)))
        settle()
        #expect(article.scroll.contentOffset.y == top)
    }

    @Test("the example's script flings, rubber-bands at the end, pages the carousel and taps the button")
    func script() throws {
        let timeline = try Example.article.sample()
        #expect(timeline.frames.count > 300)
        let articleLayer = try #require(timeline.frames.first?.layers.firstIndex { $0.name == "article" })
        let offsets = timeline.frames.compactMap { frame in frame.layers.first { $0.name == "article" }?.attributes.bounds.minY }
        #expect(articleLayer > 0)
        let maximum = try #require(offsets.max())
        let resting = try #require(offsets.last)
        #expect(maximum > resting + 10, "the content went past its end and came back (\(maximum) against \(resting))")
        let carouselOffsets = timeline.frames.compactMap { frame in frame.layers.first { $0.name == "carousel" }?.attributes.bounds.minX }
        #expect(carouselOffsets.last.map { $0 > 600 } == true, "the carousel is two pages on")
        let likes = timeline.frames.last?.layers.contains { $0.content.map { "\($0)".contains("Liked") } ?? false }
        #expect(likes == true, "the button was tapped")
    }
}
