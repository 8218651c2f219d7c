import Foundation
@testable import Morph
import Testing

@Suite("Scroll node: flings, the rubber band and paging on the manual clock")
@MainActor
struct ScrollFlingTests {
    /// The offset a moving scroll node shows for `value`: on the 2× pixel grid.
    func onGrid(_ value: CGFloat) -> CGFloat {
        (value * 2).rounded() / 2
    }

    @Test("a fling glides to its projection along UIKit's curve, checked at exact clock times")
    func flingFollowsTheFormula() throws {
        let scene = try ScrollScene(rows: 40)
        // 300 points up in 10 moves at 60 Hz: 1,800 points per second; the first 10 points are the
        // touch slop.
        scene.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        let released = scene.clock.now
        #expect(scene.scroll.contentOffset.y == 290)
        #expect(scene.log.velocities.last.map { abs($0.y - 1800) < 1e-6 } == true, "velocity \(String(describing: scene.log.velocities.last))")
        #expect(scene.scroll.isDecelerating)
        for time in [0.1, 0.25, 0.5, 1.0, 2.0] {
            scene.clock.advance(to: released + time)
            let expected = ScrollPhysics.glideOffset(from: 290, velocity: 1800, rate: .normal, after: time)
            #expect(scene.scroll.contentOffset.y == onGrid(expected), "at \(time) s")
        }
        scene.settle()
        #expect(abs(scene.scroll.contentOffset.y - ScrollPhysics.projectedOffset(from: 290, velocity: 1800, rate: .normal)) < 1e-9)
        #expect(!scene.scroll.isDecelerating)
        #expect(scene.log.events == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "scroll", "didEndDecelerating"])
    }

    @Test("the same fling ends within half a point at 30, 60 and 120 frames per second", arguments: [30.0, 60, 120])
    func frameRateIndependence(fps: Double) throws {
        let reference = try ScrollScene(rows: 40)
        reference.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), steps: 10, rate: 60)
        reference.settle(fps: 60)
        // The finger moves at the same speed, its events arrive at `fps`, and the glide is
        // ticked at `fps`.
        let scene = try ScrollScene(rows: 40)
        let steps = Int(fps / 6)
        scene.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), steps: steps, rate: fps)
        let released = scene.clock.now
        scene.clock.advance(by: 0.5, framesPerSecond: fps)
        let midway = scene.scroll.contentOffset.y
        scene.settle(fps: fps)
        #expect(abs(scene.scroll.contentOffset.y - reference.scroll.contentOffset.y) <= 0.5, "\(fps) fps ends at \(scene.scroll.contentOffset.y), 60 fps at \(reference.scroll.contentOffset.y)")
        let expectedMidway = ScrollPhysics.glideOffset(from: 290, velocity: 1800, rate: .normal, after: 0.5)
        #expect(abs(midway - expectedMidway) <= 0.5, "half a second in at \(fps) fps: \(midway), the formula \(expectedMidway)")
        #expect(released > 0)
    }

    @Test("a fling that reaches the end runs into the band and comes back to the edge")
    func flingBouncesAtTheEnd() throws {
        let scene = try ScrollScene(rows: 20) // 1,000 points: the largest offset is 520
        scene.scroll.contentOffset = CGPoint(x: 0, y: 300)
        scene.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), steps: 6)
        var furthest: CGFloat = 0
        let end = scene.clock.now + 5
        while scene.scroll.isAnimating, scene.clock.now < end {
            scene.clock.advance(by: 1 / 60)
            furthest = max(furthest, scene.scroll.contentOffset.y)
        }
        #expect(furthest > 540, "the content went past the end (\(furthest))")
        #expect(scene.scroll.contentOffset.y == 520, "and came back to it exactly")
        #expect(scene.log.events.last == "didEndDecelerating")
    }

    @Test("without bounces a fling stops at the edge and a drag cannot pull past it")
    func noBounces() throws {
        let scene = try ScrollScene(rows: 20) { $0.bounces = false }
        scene.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), steps: 10, release: false)
        #expect(scene.scroll.contentOffset.y == 0)
        scene.pointer(.ended, 160, 400)
        scene.scroll.contentOffset = CGPoint(x: 0, y: 300)
        scene.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), steps: 6)
        var furthest: CGFloat = 0
        while scene.scroll.isAnimating { scene.clock.advance(by: 1 / 60); furthest = max(furthest, scene.scroll.contentOffset.y) }
        #expect(furthest == 520)
        #expect(scene.scroll.contentOffset.y == 520)
    }

    @Test("pulled past the top the content follows the rubber band; released, it springs back critically damped")
    func rubberBandAndSpringBack() throws {
        let scene = try ScrollScene(rows: 40)
        // 200 points down from the top: 190 after the slop.
        scene.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), steps: 10, release: false)
        let banded = -ScrollPhysics.rubberBand(190, dimension: 480)
        #expect(scene.scroll.contentOffset.y == onGrid(banded))
        #expect(scene.scroll.isDragging)
        // Held still, then released: no velocity.
        scene.clock.advance(by: 0.3)
        scene.pointer(.ended, 160, 300)
        let released = scene.clock.now
        let start = scene.scroll.contentOffset.y
        for time in [0.05, 0.1, 0.2, 0.4] {
            scene.clock.advance(to: released + time)
            let expected = ScrollPhysics.springOffset(target: 0, displacement: start, velocity: 0, after: time)
            #expect(scene.scroll.contentOffset.y == onGrid(expected), "at \(time) s")
            #expect(scene.scroll.contentOffset.y <= 0, "critically damped: it never passes the edge")
        }
        scene.settle()
        #expect(scene.scroll.contentOffset.y == 0)
    }

    @Test("a finger catches content pulled past the edge where the band shows it")
    func catchingOverscrolledContent() throws {
        let scene = try ScrollScene(rows: 40)
        scene.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), steps: 10, release: false)
        scene.clock.advance(by: 0.3)
        scene.pointer(.ended, 160, 300)
        scene.clock.advance(by: 0.1)
        let caught = scene.scroll.contentOffset.y
        scene.pointer(.began, 160, 200)
        #expect(scene.scroll.contentOffset.y == caught, "the content stops at once")
        scene.clock.advance(by: 0.5)
        #expect(scene.scroll.contentOffset.y == caught, "and stays under the finger")
        scene.pointer(.moved, 160, 220)
        #expect(scene.scroll.contentOffset.y < caught, "dragging on pulls further (the band is continuous)")
        scene.pointer(.ended, 160, 220)
        scene.settle()
        #expect(scene.scroll.contentOffset.y == 0)
    }

    @Test("paging snaps to the page the projection chooses, at most one page from the start")
    func paging() throws {
        let scene = try ScrollScene(rows: 40) { $0.isPagingEnabled = true }
        // A slow short drag: back to the page it started on.
        scene.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), steps: 30)
        scene.settle()
        #expect(scene.scroll.contentOffset.y == 0)
        // A slow drag past half a page: the next page.
        scene.drag(from: CGPoint(x: 160, y: 420), to: CGPoint(x: 160, y: 120), steps: 60)
        scene.settle()
        #expect(scene.scroll.contentOffset.y == 480)
        // A short fast fling: the next page although it moved little.
        scene.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 200), steps: 3)
        scene.settle()
        #expect(scene.scroll.contentOffset.y == 960)
        // A very fast fling: still one page.
        scene.drag(from: CGPoint(x: 160, y: 470), to: CGPoint(x: 160, y: 10), steps: 3)
        scene.settle()
        #expect(scene.scroll.contentOffset.y == 1440)
        #expect(scene.log.events.last == "didEndDecelerating")
    }

    @Test("the delegate's target replaces the projection, and the content lands on it exactly")
    func retargeting() throws {
        let scene = try ScrollScene(rows: 40)
        var proposed: CGPoint?
        scene.log.retarget = { target in
            proposed = target
            return CGPoint(x: 0, y: (target.y / 100).rounded() * 100)
        }
        scene.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        let projection = ScrollPhysics.projectedOffset(from: 290, velocity: 1800, rate: .normal)
        #expect(proposed.map { abs($0.y - projection) < 1e-9 } == true)
        scene.settle()
        #expect(scene.scroll.contentOffset.y == (projection / 100).rounded() * 100)
    }

    @Test("a touch during a glide stops it at once, and that touch is no tap")
    func catching() throws {
        var taps = 0
        let scene = try ScrollScene(rows: 40)
        let button = scene.make { ButtonNode(title: "Tap", name: "button") }
        button.onTap = { _ in taps += 1 }
        button.frame = CGRect(x: 0, y: 0, width: 320, height: 2000)
        // A button under every point of the content, above the rows.
        scene.scroll.automaticallyManagesSubnodes = false
        try scene.scroll.addSubnode(button)
        try scene.root.layoutIfNeeded()
        scene.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        #expect(taps == 0)
        scene.clock.advance(by: 0.3)
        let before = scene.scroll.contentOffset.y
        scene.pointer(.began, 160, 240)
        scene.clock.advance(by: 0.05)
        scene.pointer(.ended, 160, 240)
        scene.clock.advance(by: 1)
        #expect(scene.scroll.contentOffset.y == before, "caught where it was")
        #expect(!scene.scroll.isDecelerating)
        #expect(taps == 0, "the catching touch is not a tap")
        #expect(!scene.log.events.contains("didEndDecelerating"))
        // The next touch, at rest, is a tap.
        scene.pointer(.began, 160, 240)
        scene.pointer(.ended, 160, 240)
        #expect(taps == 1)
    }
}
