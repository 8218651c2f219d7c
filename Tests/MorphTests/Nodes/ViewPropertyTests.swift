import Foundation
import Morph
import Testing

@Suite("DisplayNode view properties")
@MainActor
struct ViewPropertyTests {
    @Test("a new node has Core Animation's defaults")
    func defaults() {
        let node = DisplayNode()
        #expect(node.presentation == ViewAttributes())
        #expect(node.frame == .zero)
        #expect(node.alpha == 1)
        #expect(node.transform == .identity)
        #expect(node.backgroundColor == .clear)
        #expect(node.borderColor == .black)
        #expect(!node.isHidden && !node.clipsToBounds)
        #expect(!node.isAnimating)
        #expect(node.animationEndTime == nil)
    }

    @Test("frame is the bounds' size around the position; setting it sets both")
    func frameBoundsPosition() {
        let node = DisplayNode()
        node.frame = rect(10, 20, 100, 50)
        #expect(node.position == CGPoint(x: 60, y: 45))
        #expect(node.bounds == rect(0, 0, 100, 50))
        node.bounds = rect(0, 0, 40, 10)
        #expect(node.frame == rect(40, 40, 40, 10))
        node.position = .zero
        #expect(node.frame == rect(-20, -5, 40, 10))
    }

    @Test("a frame change inside an animation block moves and resizes along one curve")
    func frameAnimates() {
        let environment = MotionEnvironment()
        let node = environment.make { DisplayNode() }
        node.frame = rect(0, 0, 100, 100)
        withAnimation(.curve(.linear, duration: 1)) {
            node.frame = rect(100, 0, 200, 50)
        }
        #expect(node.frame == rect(100, 0, 200, 50))
        #expect(node.presentation.frame == rect(0, 0, 100, 100))
        environment.clock.advance(by: 0.5)
        #expect(node.presentation.frame == rect(50, 0, 150, 75))
        #expect(node.presentation(at: 0.75).frame == rect(75, 0, 175, 62.5))
        #expect(node.presentation(at: 2).frame == rect(100, 0, 200, 50))
        #expect(node.isAnimating)
        #expect(node.animationEndTime == 1)
        environment.clock.advance(by: 0.5)
        #expect(!node.isAnimating)
    }

    @Test("every view property animates and reports its presentation value at any time")
    func everyPropertyAnimates() {
        let environment = MotionEnvironment()
        let node = environment.make { DisplayNode() }
        withAnimation(.curve(.linear, duration: 1)) {
            node.alpha = 0
            node.transform = Transform3D(scaleX: 3, y: 3)
            node.backgroundColor = .white
            node.cornerRadius = 10
            node.borderWidth = 4
            node.borderColor = .white
            node.zPosition = 8
            node.isHidden = true
            node.clipsToBounds = true
        }
        let middle = node.presentation(at: 0.5)
        #expect(middle.alpha == 0.5)
        #expect(abs(middle.transform.m11 - 2) < 1e-9)
        #expect(middle.backgroundColor.alpha == 0.5)
        #expect(middle.cornerRadius == 5)
        #expect(middle.borderWidth == 2)
        #expect(middle.zPosition == 4)
        #expect(!middle.isHidden && !middle.clipsToBounds)
        let end = node.presentation(at: 1)
        #expect(end.isHidden && end.clipsToBounds)
        #expect(node.animator.animatingProperties(of: node) == [
            "alpha", "backgroundColor", "borderColor", "borderWidth", "clipsToBounds", "cornerRadius", "isHidden", "transform", "zPosition",
        ])
    }

    @Test("a view property's owner is its node while the node lives, and nil once it is freed")
    func propertyOwnerLifetime() {
        var node: TextNode? = TextNode("owner")
        let property = node?.textColorProperty
        #expect(property?.owner === node)
        node = nil
        #expect(property != nil)
        #expect(property?.owner == nil)
    }

    @Test("DisplayNode.animate(withDuration:) is UIKit's block API")
    func uikitBlock() {
        let environment = MotionEnvironment()
        let node = environment.make { DisplayNode() }
        var finished: [Bool] = []
        DisplayNode.animate(withDuration: 0.4, delay: 0.1, curve: .linear, animations: {
            node.alpha = 0.2
        }, completion: { finished.append($0) })
        environment.clock.advance(by: 0.3)
        #expect(abs(node.presentation.alpha - 0.6) < 1e-9)
        environment.clock.advance(by: 0.2)
        #expect(finished == [true])
        // An interrupted animation completes with false.
        DisplayNode.animate(withDuration: 1, animations: { node.alpha = 1 }, completion: { finished.append($0) })
        node.alpha = 0.5
        #expect(finished == [true, false])
    }

    @Test("animateFrame(from:to:) starts an entering node from a transformed frame")
    func animateFrameFromTo() {
        let environment = MotionEnvironment()
        let node = environment.make { DisplayNode() }
        node.frame = rect(0, 0, 10, 10)
        var reasons: [AnimationCompletionReason] = []
        node.animateFrame(from: rect(-100, 0, 10, 10), to: rect(0, 0, 10, 10), with: .curve(.linear, duration: 1)) { reasons.append($0) }
        #expect(node.presentation.frame == rect(-100, 0, 10, 10))
        environment.clock.advance(by: 0.5)
        #expect(node.presentation.frame == rect(-50, 0, 10, 10))
        environment.clock.advance(by: 0.5)
        #expect(reasons == [.finished])
    }

    @Test("nodes use the animator of the scope they were created in, else the one they were given")
    func animatorChoice() {
        let first = MotionEnvironment()
        let second = MotionEnvironment()
        let scoped = first.make { DisplayNode() }
        let explicit = first.make { DisplayNode(animator: second.animator) }
        let text = first.make { TextNode("scoped") }
        #expect(scoped.animator === first.animator)
        #expect(explicit.animator === second.animator)
        #expect(text.animator === first.animator)
        #expect(DisplayNode().animator === Animator.shared)
        withAnimation(.curve(.linear, duration: 1)) {
            scoped.alpha = 0
            explicit.alpha = 0
        }
        first.clock.advance(by: 0.5)
        #expect(scoped.presentation.alpha == 0.5)
        #expect(explicit.presentation.alpha == 1)
        second.clock.advance(by: 1)
        #expect(explicit.presentation.alpha == 0)
    }

    @Test("the subtree's animations end when its last one does, removed nodes included")
    func subtreeEndTime() throws {
        let scene = Scene(["a", "b"])
        try scene.layOut(["a", "b"])
        #expect(!scene.host.hasAnimationsInSubtree)
        scene.show(["a"])
        try scene.host.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        withAnimation(.curve(.linear, duration: 0.5)) { scene["a"].alpha = 0.5 }
        #expect(scene.host.subtreeAnimationEndTime == 0.5)
        #expect(scene.host.hasPendingLayoutTransitionsInSubtree)
        scene.clock.advance(by: 0.2)
        #expect(!scene.host.hasPendingLayoutTransitionsInSubtree)
        #expect(scene.host.hasAnimationsInSubtree)
        scene.clock.advance(by: 0.3)
        #expect(!scene.host.hasAnimationsInSubtree)
        #expect(scene.host.subtreeAnimationEndTime == nil)
    }

    @Test("tests in parallel: each test's animator and clock are its own")
    func parallelIsolation() async {
        var tasks: [Task<CGFloat, Never>] = []
        for index in 0..<8 {
            tasks.append(Task { @MainActor in
                let environment = MotionEnvironment()
                let node = environment.make { DisplayNode() }
                withAnimation(.curve(.linear, duration: 1)) { node.alpha = 0 }
                environment.clock.advance(by: Double(index) / 8)
                await Task.yield()
                return abs(node.presentation.alpha - (1 - CGFloat(index) / 8))
            })
        }
        for task in tasks {
            #expect(await task.value < 1e-9)
        }
    }
}
