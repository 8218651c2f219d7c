import Foundation
import Testing
import MorphRender

// The sampling section of "Previewing and testing transitions", compiled and run.

@Suite("Previewing article: sampling")
@MainActor
struct SamplingArticleTests {
    @Test("a node tree sampled through a layout transition")
    func sampling() throws {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let list = DisplayNode.withAnimator(animator) { SampledStack(name: "list") }
        let (first, second) = DisplayNode.withAnimator(animator) { (DisplayNode(name: "first"), DisplayNode(name: "second")) }
        for node in [first, second] { node.style.preferredSize = CGSize(width: 80, height: 30) }
        list.automaticallyManagesSubnodes = true
        list.shown.value = [first]
        list.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        try list.layoutIfNeeded()

        let insert = TimelineStep("insert the second row") {
            list.shown.value = [second, first]
            try list.transitionLayout(animated: true)
        }
        let sampler = try TimelineSampler(framesPerSecond: 60)
        let timeline = try sampler.sample(root: list, canvasSize: CGSize(width: 200, height: 100), clock: clock, steps: [insert])
        print(TextTimelineRenderer(frameStride: 6).render(timeline))
        #expect(timeline.frames.last?.layers.map(\.name) == ["list", "second", "first"])
    }
}
