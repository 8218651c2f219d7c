import Foundation
import Morph
import MorphExamples
import Testing

@Suite("Example gallery")
@MainActor
struct ExampleGalleryTests {
    @Test("the menu holds a button per example inside the window, and the article fits under the back button")
    func fits() throws {
        let clock = ManualClock()
        let gallery = DisplayNode.withAnimator(Animator(clock: clock)) { ExampleGalleryNode() }
        gallery.frame = CGRect(origin: .zero, size: ExampleGalleryNode.size)
        try gallery.layoutIfNeeded()
        #expect(gallery.menuButtons.count == Examples.all.count)
        for button in gallery.menuButtons {
            #expect(button.frame.maxY <= ExampleGalleryNode.size.height, "\(button.title) is inside the window")
        }
        DisplayNode.withAnimator(gallery.animator) { gallery.show(.article) }
        clock.advance(by: 2)
        let shown = try #require(gallery.subnodes.first { $0 !== gallery.backButton })
        #expect(shown.frame.size == Example.article.size)
        #expect(shown.frame.minY >= gallery.backButton.frame.maxY && shown.frame.maxY <= ExampleGalleryNode.size.height)
    }
}
