import Foundation
import Testing
import MorphExamples
import MorphRender

/// The scripted finger's indicator: where it shows in a sampled run, and how it follows a drag.
@Suite("Scripted finger")
@MainActor
struct ScriptedPointerTests {
    /// A 200×200 root on a manual clock with a finger over it.
    @MainActor
    struct Scene {
        let clock = ManualClock()
        let root: DisplayNode
        let finger: ScriptedPointer

        init() {
            let animator = Animator(clock: clock)
            (root, finger) = DisplayNode.withAnimator(animator) {
                let root = DisplayNode(name: "root")
                return (root, ScriptedPointer(root: root))
            }
            root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        }
    }

    @Test("the indicator appears on a press, follows the moves centred on the finger, and fades out on release")
    func followsADrag() {
        let scene = Scene()
        let indicator = scene.finger.indicator
        #expect(indicator.alpha == 0)
        #expect(!indicator.isUserInteractionEnabled)
        #expect(indicator.bounds.size == CGSize(width: ScriptedPointer.indicatorDiameter, height: ScriptedPointer.indicatorDiameter))
        scene.finger.press(at: CGPoint(x: 50, y: 60))
        #expect(indicator.position == CGPoint(x: 50, y: 60))
        scene.clock.advance(by: 0.1)
        #expect(indicator.presentation.alpha == 1)
        for step in 1...5 {
            scene.finger.move(to: CGPoint(x: 50 + CGFloat(step) * 10, y: 60))
            scene.clock.advance(by: 1 / 60)
            #expect(indicator.presentation.position == CGPoint(x: 50 + CGFloat(step) * 10, y: 60))
        }
        scene.finger.release()
        scene.clock.advance(by: 0.1)
        #expect(indicator.presentation.alpha > 0 && indicator.presentation.alpha < 1)
        scene.clock.advance(by: 0.2)
        #expect(indicator.presentation.alpha == 0)
        #expect(indicator.presentation.position == CGPoint(x: 100, y: 60))
    }

    @Test("a tap flashes the indicator where it lands, then hides it")
    func tapFlashes() {
        let scene = Scene()
        let indicator = scene.finger.indicator
        scene.finger.tap(at: CGPoint(x: 120, y: 30))
        #expect(indicator.position == CGPoint(x: 120, y: 30))
        scene.clock.advance(by: 0.1)
        #expect(indicator.presentation.alpha == 1)
        scene.clock.advance(by: 0.35)
        #expect(indicator.presentation.alpha == 0)
        #expect(!indicator.isAnimating)
    }

    @Test("a scene with overlays is sampled on a stage: the root fills it, the overlays are drawn above the root, and the finger shows while it drags", arguments: ["poke-drag", "photo-grid"])
    func stagedRun(name: String) throws {
        let example = try #require(Examples.named(name))
        let timeline = try example.sample(framesPerSecond: 30)
        let first = try #require(timeline.frames.first)
        #expect(first.layers.map(\.name).prefix(1) == ["stage"])
        let finger = try #require(first.layers.firstIndex { $0.name == "finger" })
        // The finger is the stage's last sublayer: drawn above the whole example.
        #expect(first.layers[finger].parentIndex == 0)
        #expect(finger == first.layers.count - 1)
        #expect(first.layers[finger].attributes.alpha == 0)
        // Some frames show it, at full strength.
        let shown = timeline.frames.filter { frame in
            frame.layers.contains { $0.name == "finger" && $0.attributes.alpha == 1 }
        }
        #expect(shown.count > 10)
        // Where the root's tree was drawn before, it is now: the root is at the stage's origin.
        let root = try #require(first.layers.firstIndex { $0.parentIndex == 0 })
        #expect(first.layers[root].attributes.frame == CGRect(origin: .zero, size: example.size))
        // It ends hidden.
        let last = try #require(timeline.frames.last)
        #expect(last.layers.first { $0.name == "finger" }?.attributes.alpha == 0)
    }

    @Test("with a design size, the script's points are scaled to the root's bounds")
    func designSize() {
        let clock = ManualClock()
        let (root, finger) = DisplayNode.withAnimator(Animator(clock: clock)) {
            let root = DisplayNode(name: "root")
            return (root, ScriptedPointer(root: root, designSize: CGSize(width: 100, height: 50)))
        }
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        finger.press(at: CGPoint(x: 50, y: 25))
        #expect(finger.location == CGPoint(x: 150, y: 50))
        #expect(finger.indicator.position == CGPoint(x: 150, y: 50))
        finger.move(to: CGPoint(x: 10, y: 50))
        #expect(finger.location == CGPoint(x: 30, y: 100))
        finger.release()
        #expect(finger.location == CGPoint(x: 30, y: 100))
        // A size that is not positive counts as none.
        #expect(ScriptedPointer(root: root, designSize: CGSize(width: 0, height: 10)).designSize == nil)
    }

    @Test("the photo grid's script plays at another size: the cat opens and the launch closes with the fling")
    func photoGridAtAnotherSize() throws {
        let size = CGSize(width: 270, height: 345)
        let timeline = try Example.photoGrid.sample(framesPerSecond: 30, size: size)
        let detail = PhotoGridNode.detailPhotoFrame(in: size)
        for photo in ["photo Chelsea", "photo Launch"] {
            let opened = timeline.frames.contains { frame in
                guard let index = frame.layers.firstIndex(where: { $0.name == photo }) else { return false }
                return frame.framesOnCanvas()[index] == detail
            }
            #expect(opened, "\(photo)")
        }
        let last = try #require(timeline.frames.last)
        let sheet = try #require(last.layers.first { $0.name == "sheet" })
        #expect(sheet.attributes.alpha == 0)
    }
}
