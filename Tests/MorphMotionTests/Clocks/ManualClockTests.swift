import Foundation
import Testing
@testable import MorphMotion

@MainActor
@Suite("ManualClock")
struct ManualClockTests {
    @Test("advancing moves time and ticks the clock's animators")
    func advancing() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let box = Box(animator: animator)
        withAnimation(.curve(.linear, duration: 1)) { box.alpha = 0 }
        clock.advance(by: 0.5)
        #expect(clock.now == 0.5)
        #expect(animator.lastTickTime == 0.5)
        clock.advance(to: 0.75)
        #expect(abs(box.alphaProperty.presentationValue - 0.25) < 1e-12)
    }

    @Test("NaN, infinite and negative intervals and earlier times are ignored")
    func badInput() {
        let clock = ManualClock(now: 2)
        for bad in [-1.0, .nan, .infinity, -.infinity] {
            clock.advance(by: bad)
            clock.advance(by: bad, framesPerSecond: 60)
            #expect(clock.now == 2)
        }
        clock.advance(to: 1)
        clock.advance(to: .nan)
        #expect(clock.now == 2)
        clock.advance(by: 1, framesPerSecond: 0)
        clock.advance(by: 1, framesPerSecond: .nan)
        #expect(clock.now == 2)
        #expect(ManualClock(now: .nan).now == 0)
    }

    @Test("advancing in frames ticks at every frame boundary")
    func frames() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let box = Box(animator: animator)
        withAnimation(.curve(.linear, duration: 1)) { box.alpha = 0 }
        var samples: [CGFloat] = []
        withAnimation(.curve(.linear, duration: 0.1)) {
            box.frame = CGRect(x: 1, y: 1, width: 1, height: 1)
        } completion: { _ in samples.append(box.alphaProperty.presentationValue) }
        clock.advance(by: 0.25, framesPerSecond: 60)
        #expect(abs(clock.now - 0.25) < 1e-12)
        // The completion ran at the tick of the frame that reached 0.1 s (frame 6 at 60 Hz).
        #expect(samples.count == 1)
        #expect(abs(samples[0] - (1 - 6.0 / 60)) < 1e-9)
    }

    @Test("an animator released by its test is dropped by the clock")
    func weakAnimators() {
        let clock = ManualClock()
        weak var released: Animator?
        do {
            let animator = Animator(clock: clock)
            released = animator
        }
        #expect(released == nil)
        clock.advance(by: 1)
    }
}
