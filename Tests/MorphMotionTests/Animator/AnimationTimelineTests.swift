import Foundation
import Testing
@testable import MorphMotion

@Suite("Animation timelines: direction and finishing where they stand")
@MainActor
struct AnimationTimelineTests {
    let clock = ManualClock()
    let animator: Animator

    init() {
        animator = Animator(clock: clock)
    }

    /// A timeline moving a box's alpha from 0 to 1 and its frame 100 points right, linearly, in
    /// 1 s.
    func started(_ box: Box) -> AnimationTimeline {
        box.alpha = 0
        let timeline = AnimationTimeline(animator: animator)
        timeline.record {
            withAnimation(.curve(.linear, duration: 1)) {
                box.alpha = 1
                box.frame = CGRect(x: 100, y: 0, width: 10, height: 10)
            }
        }
        return timeline
    }

    @Test("the direction survives a pause and a seek; playing resumes it")
    func directionSurvivesHolding() {
        let box = Box(animator: animator)
        let timeline = started(box)
        clock.advance(by: 0.5)
        timeline.play(reversed: true)
        timeline.pause()
        #expect(timeline.isReversed)
        timeline.seek(to: 0.3)
        #expect(timeline.isReversed)
        timeline.play(reversed: timeline.isReversed)
        clock.advance(by: 0.2)
        #expect(abs(timeline.fractionComplete - 0.1) < 1e-12)
        clock.advance(by: 0.2)
        #expect(timeline.endPosition == .start)
        #expect(box.alpha == 0)
        animator.assertInvariants()
    }

    @Test("finishing at the current time makes the values shown the model values; completions learn cancelled")
    func finishAtCurrent() {
        let box = Box(animator: animator)
        box.alpha = 0
        let timeline = AnimationTimeline(animator: animator)
        var reasons: [AnimationCompletionReason] = []
        var ended: [AnimationTimeline.Position?] = []
        timeline.onEnd = { ended.append($0) }
        timeline.record {
            withAnimation(.curve(.linear, duration: 1), {
                box.alpha = 1
                box.frame = CGRect(x: 100, y: 0, width: 10, height: 10)
            }, completion: { reasons.append($0) })
        }
        clock.advance(by: 0.3)
        timeline.finishNow(at: .current)
        #expect(ended == [.current])
        #expect(reasons == [.cancelled])
        #expect(abs(box.alpha - 0.3) < 1e-12)
        #expect(box.alphaProperty.presentationValue == box.alpha)
        #expect(abs(box.frame.minX - 30) < 1e-9)
        #expect(!timeline.isActive)
        #expect(abs(timeline.fractionComplete - 0.3) < 1e-12)
        clock.advance(by: 1)
        #expect(abs(box.alphaProperty.presentationValue - 0.3) < 1e-12)
        #expect(!animator.hasActiveAnimations)
        animator.assertInvariants()
    }

    @Test("finish(at: .current) ignores the spring and ends at once")
    func finishAtCurrentIgnoresTheSpring() {
        let box = Box(animator: animator)
        let timeline = started(box)
        timeline.seek(to: 0.6)
        timeline.finish(at: .current, velocity: 5, spring: Spring(duration: 0.5, bounce: 0.3))
        #expect(timeline.endPosition == .current)
        #expect(abs(box.alpha - 0.6) < 1e-12)
    }
}
