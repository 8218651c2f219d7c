import Foundation
import Morph
import MorphCanvas
import Testing

// The article "Following a frame" (Sources/Morph/Morph.docc), compiled and run: each step it
// names is checked where the frame passes it.

final class BadgeNode: DisplayNode {
    let hasNews = LayoutInput(false)
    let dot = DisplayNode(name: "dot")
    let label = TextNode("3 new messages")

    init() {
        super.init(name: "badge")
        automaticallyManagesSubnodes = true
        dot.style.preferredSize = CGSize(width: 12, height: 12)
        dot.backgroundColor = .red
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        let children: [any LayoutElement] = hasNews.value ? [dot, label] : [dot]
        return StackLayoutSpec(direction: .horizontal, spacing: 8, alignItems: .center, children: children)
    }
}

@Suite("Following a frame (article)")
@MainActor
struct FollowingAFrameArticleTests {
    @Test("one state change passes the diff, reconciliation, the animation, the presentation tree and the rasteriser")
    func oneFrame() throws {
        // The image is drawn at 2 pixels per point.
        let pixelsPerPoint: CGFloat = 2
        let clock = ManualClock()
        let badge = DisplayNode.withAnimator(Animator(clock: clock)) { BadgeNode() }
        badge.frame = CGRect(x: 0, y: 0, width: 200, height: 24)
        try badge.layoutIfNeeded()

        badge.hasNews.value = true                                  // 1. the state changes
        let handle = try badge.transitionLayout(animated: true)    // 2.–6. measure, diff, reconcile, animate
        clock.advance(by: 0.1)
        badge.animator.tick()                                       // 7. the tracks move
        let tree = badge.presentationTree()                         // 8. what is on screen at this instant
        let image = try Rasterizer.image(of: tree, size: CGSize(width: 200, height: 24), scale: 2)   // 9. pixels

        // 4. the diff and 5. reconciliation: the label is inserted, the dot stays.
        let context = try #require(handle.context)
        #expect(context.insertedSubnodes == [badge.label])
        #expect(context.removedSubnodes.isEmpty)
        #expect(badge.subnodes == [badge.dot, badge.label])
        // 6.–7. half way through the default 0.2 s animation the label fades in.
        let labelLayer = try #require(tree.layers.first { $0.id == badge.label.layerID })
        #expect(labelLayer.attributes.alpha > 0 && labelLayer.attributes.alpha < 1)
        #expect(handle.outcome == nil)
        // 9. the dot's pixels are red.
        let dot = badge.dot.frame
        let pixel = try #require(image.pixel(x: Int(dot.midX * pixelsPerPoint), y: Int(dot.midY * pixelsPerPoint)))
        #expect(pixel.red > 200 && pixel.green < 50 && pixel.blue < 50)

        // The animation ends: the transition completes.
        clock.advance(by: 0.2)
        badge.animator.tick()
        #expect(handle.outcome == .completed)
        #expect(badge.presentationTree().layers.first { $0.id == badge.label.layerID }?.attributes.alpha == 1)
    }
}
