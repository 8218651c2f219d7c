import Foundation
import Morph
import Testing
import MorphElements

@Suite("ComponentHost: interactive transitions")
@MainActor
struct ComponentHostTransitionTests {
    let clock = ManualClock()
    let animator: Animator

    init() {
        animator = Animator(clock: clock)
    }

    @Test("the 4-step animation held at a fraction; its final step waits for the end")
    func heldFourStep() {
        let host = ComponentHost<Slides>(props: Slides.Props(), animator: animator)
        let handle = host.transition(state: Slides.State(page: 1))
        handle.pause()
        // Step 1 and 2 happened: both titles are shown; the final step waits.
        #expect(host.childNodes.map(\.name) == ["background", "welcome", "details"])
        clock.advance(by: 5)
        #expect(host.childNodes.map(\.name) == ["background", "welcome", "details"])
        let details = host.childNodes[2]
        #expect(details.presentation.frame.minX == 340)
        handle.fractionComplete = 1
        #expect(details.presentation.frame.minX == 20)
        #expect(host.childNodes.count == 3)
        handle.finish(at: .end, spring: nil)
        #expect(handle.outcome == .completed)
        #expect(host.childNodes.map(\.name) == ["background", "details"])
        #expect(host.runningAnimation == nil)
    }

    @Test("finished where it stands, the final step runs and every value stays where it was")
    func finishedAtCurrent() {
        let host = ComponentHost<Slides>(props: Slides.Props(), animator: animator)
        let handle = host.transition(state: Slides.State(page: 1))
        handle.fractionComplete = 0.5
        let details = host.childNodes[2]
        let frame = details.presentation.frame
        handle.finish(at: .current)
        #expect(handle.outcome == .completed)
        #expect(host.state.page == 1)
        #expect(host.childNodes.map(\.name) == ["background", "details"])
        #expect(details.frame == frame && details.presentation.frame == frame)
        #expect(host.runningAnimation == nil)
        #expect(!animator.hasActiveAnimations)
    }

    @Test("reversed to the start, the first slide is back with the same nodes and values")
    func reverted() {
        let host = ComponentHost<Slides>(props: Slides.Props(), animator: animator)
        let nodes = host.childNodes
        let before = host.node.presentationTree()
        let handle = host.transition(state: Slides.State(page: 1))
        clock.advance(by: 0.2)
        handle.reverse()
        clock.advance(by: 1)
        #expect(handle.outcome == .reverted)
        #expect(host.state.page == 0)
        #expect(host.childNodes == nodes)
        #expect(host.node.presentationTree().layers == before.layers)
        #expect(!animator.hasActiveAnimations)
    }

    @Test("left alone, it plays through and applies its final step at the end of its time line")
    func leftAlone() {
        let host = ComponentHost<Slides>(props: Slides.Props(), animator: animator)
        let handle = host.transition(state: Slides.State(page: 1))
        #expect(handle.duration > 0.3)
        clock.advance(by: handle.duration)
        #expect(handle.outcome == .completed)
        #expect(host.childNodes.map(\.name) == ["background", "details"])
        #expect(!animator.hasActiveAnimations)
    }

    @Test("a plain update completes at once")
    func plain() {
        let host = ComponentHost<Slides>(props: Slides.Props(), animator: animator)
        var props = Slides.Props()
        props.key = "x"
        let handle = host.transition(props: props)
        #expect(handle.outcome == .completed || handle.duration > 0)
    }
}
