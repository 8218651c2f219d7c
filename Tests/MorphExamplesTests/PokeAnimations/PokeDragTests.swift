import Foundation
import Testing
import MorphExamples
import MorphRender

/// The PokeAnimations pages under a finger, on a manual clock: a pan holds the component host's
/// page change, and its release finishes or reverts it.
@Suite("PokeAnimations dragged")
@MainActor
struct PokeDragTests {
    /// An intro of 240×480 laid out on a manual clock, with a scripted finger.
    @MainActor
    struct Scene {
        let clock = ManualClock()
        let intro: PokeIntroNode
        let finger: ScriptedPointer

        init() throws {
            let animator = Animator(clock: clock)
            intro = DisplayNode.withAnimator(animator) { PokeIntroNode(size: CGSize(width: 240, height: 480)) }
            try intro.layoutIfNeeded()
            finger = ScriptedPointer(root: intro)
        }

        /// Presses at `x` and moves by `dx` in ten moves, 1/60 s apart.
        func drag(from x: CGFloat, by dx: CGFloat, moves: Int = 10) {
            finger.press(at: CGPoint(x: x, y: 200))
            for move in 1...moves {
                clock.advance(by: 1 / 60)
                finger.move(to: CGPoint(x: x + dx * CGFloat(move) / CGFloat(moves), y: 202))
            }
        }
    }

    @Test("dragging left holds the change to the next page at the finger's fraction of the width: each frame is the tapped change's at that time", arguments: [24.0, 60.0, 120.0, 200.0])
    func framesAtFractions(distance: Double) throws {
        let scene = try Scene()
        scene.drag(from: 220, by: -CGFloat(distance))
        let handle = try #require(scene.intro.draggedTransition)
        let fraction = distance / 240
        #expect(abs(handle.fractionComplete - fraction) < 1e-9)
        #expect(handle.isPaused)
        #expect(scene.intro.step == .cute)
        let held = scene.intro.presentationTree().layers
        scene.clock.advance(by: 1)
        #expect(scene.intro.presentationTree().layers == held)
        // The same page change tapped and left to play, seen at that fraction of its time line.
        let reference = try Scene()
        reference.intro.tap()
        reference.clock.advance(by: fraction * handle.duration)
        let expected = reference.intro.presentationTree().layers
        #expect(held.map(\.name) == expected.map(\.name))
        for (layer, expectedLayer) in zip(held, expected) {
            let (a, b) = (layer.attributes, expectedLayer.attributes)
            let same = abs(a.alpha - b.alpha) < 1e-9 && abs(a.position.x - b.position.x) < 1e-9 && abs(a.position.y - b.position.y) < 1e-9
                && abs(a.bounds.width - b.bounds.width) < 1e-9 && abs(a.bounds.height - b.bounds.height) < 1e-9
                && a.backgroundColor == b.backgroundColor && a.transform == b.transform
            #expect(same, "\(layer.name) at \(fraction): \(a) vs \(b)")
        }
    }

    @Test("dragging right holds the change to the previous page: from the first page, the last")
    func dragRight() throws {
        let scene = try Scene()
        scene.drag(from: 20, by: 60)
        let handle = try #require(scene.intro.draggedTransition)
        #expect(scene.intro.step == .gotcha)
        #expect(abs(handle.fractionComplete - 0.25) < 1e-9)
        // Back left past where it began: the fraction stops at 0.
        for move in 1...5 {
            scene.clock.advance(by: 1 / 60)
            scene.finger.move(to: CGPoint(x: 80 - CGFloat(move) * 20, y: 202))
        }
        #expect(handle.fractionComplete == 0)
    }

    @Test("a short slow drag let go comes back: the host shows the first page again, exactly as before")
    func cancelledDrag() throws {
        let scene = try Scene()
        let before = scene.intro.presentationTree()
        let props = scene.intro.host.props
        scene.drag(from: 200, by: -50)
        for _ in 0..<10 {
            scene.clock.advance(by: 1 / 60)
            scene.finger.move(to: CGPoint(x: 150, y: 202))
        }
        let handle = try #require(scene.intro.draggedTransition)
        scene.finger.release()
        scene.clock.advance(by: 2)
        #expect(handle.outcome == .reverted)
        #expect(scene.intro.step == .pokemon)
        #expect(scene.intro.host.props == props)
        #expect(scene.intro.presentationTree().layers == before.layers)
        try scene.intro.layoutIfNeeded()
        #expect(scene.intro.presentationTree().layers == before.layers)
        #expect(!scene.intro.hasAnimationsInSubtree)
        // The tap still turns the page.
        scene.finger.tap(at: CGPoint(x: 120, y: 440))
        #expect(scene.intro.step == .cute)
    }

    @Test("a fling finishes the page change, the spring starting at the finger's velocity within 1%")
    func fling() throws {
        let scene = try Scene()
        // The finger moves left at 4 points per 1/120 s: 480 points per second, 2 widths per second.
        var x: CGFloat = 220
        scene.finger.press(at: CGPoint(x: x, y: 200))
        for _ in 0..<12 {
            scene.clock.advance(by: 1 / 120)
            x -= 4
            scene.finger.move(to: CGPoint(x: x, y: 200))
        }
        let handle = try #require(scene.intro.draggedTransition)
        #expect(abs(handle.fractionComplete - 0.2) < 1e-9)
        scene.finger.release()
        #expect(scene.intro.draggedTransition == nil)
        let atRelease = handle.fractionComplete
        let h = 1e-6
        scene.clock.advance(by: h)
        let speed = (handle.fractionComplete - atRelease) / h
        #expect(abs(speed - 2) <= 0.02, "\(speed) fractions per second")
        scene.clock.advance(by: 2)
        #expect(handle.outcome == .completed)
        #expect(scene.intro.step == .cute)
        #expect(scene.intro.host.runningAnimation == nil)
    }

    @Test("the sampled drag run comes back once, turns to the next page, back, and to the next again")
    func sampled() throws {
        let timeline = try Example.pokeDrag.sample(framesPerSecond: 30)
        let last = try #require(timeline.frames.last)
        let names = last.layers.map(\.name)
        #expect(names.contains("cuteImage (eevee)"))
        #expect(!names.contains("pokemonImage (charmander)"))
        // Some frame shows the cute page's image half in, while dragged.
        let both = timeline.frames.contains { frame in
            let shown = Set(frame.layers.map(\.name))
            return shown.contains("cuteImage (eevee)") && shown.contains("pokemonImage (charmander)")
        }
        #expect(both)
    }
}
