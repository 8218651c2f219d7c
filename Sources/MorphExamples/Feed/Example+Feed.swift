import Foundation
import Morph

extension Example {
    /// A feed of 10,000 posts in a `CollectionNode`, played by a scripted finger: two flings
    /// down the feed; pages arrive by batch fetching as the end comes near.
    public static let feed = Example(
        name: "feed",
        title: "Feed",
        summary: "A CollectionNode feed of up to 10,000 posts — photos loaded through NetworkImageNode in the preload range, text of varying length measured ahead off the main actor, pages appended by batch fetching — flung twice by a finger; only the cells near the viewport exist.",
        size: FeedNode.designSize
    ) {
        let feed = FeedNode()
        let size = FeedNode.designSize
        let finger = ScriptedPointer(root: feed, designSize: size)
        let x = size.width / 2
        var steps: [ExampleStep] = []
        // Each fling glides for a second, then the finger catches the content (a touch on moving
        // content stops it and taps nothing), which keeps the run short.
        for (index, fling) in [(600.0, 250.0), (620.0, 200.0)].enumerated() {
            let name = index == 0 ? "fling down the feed" : "fling again"
            steps += TimelineStep.drag(name, with: finger, from: CGPoint(x: x, y: fling.0), to: CGPoint(x: x, y: fling.1), duration: 0.15, pause: 0.3, lift: 0.8)
            steps.append(TimelineStep("\(name): catch", start: .afterStart(of: 1.1)) { finger.press(at: CGPoint(x: x, y: 400)) })
            steps.append(TimelineStep("\(name): let go", start: .afterStart(of: 0.1)) { finger.release() })
        }
        return ExampleScene(root: feed, steps: steps, overlays: [finger.indicator])
    }
}
