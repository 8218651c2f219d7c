import Foundation
import Testing
@testable import MorphMotion

@MainActor
@Suite("Keyframes")
struct KeyframesTests {
    let clock = ManualClock()
    let animator: Animator

    init() { animator = Animator(clock: clock) }

    /// 0 → 10 in 1 s linearly, → 5 in 1 s ease-in-out, then a jump to 8.
    static let track = Keyframes<CGFloat>([
        Keyframe(10, duration: 1),
        Keyframe(5, duration: 1, curve: .easeInOut),
        Keyframe(8, duration: 0),
    ])

    @Test("each keyframe is reached at its time along its own curve; the last value becomes the model value")
    func valuesAlongTheTrack() {
        let box = Box(animator: animator)
        box.alpha = 0
        var reasons: [AnimationCompletionReason] = []
        box.alphaProperty.animate(keyframes: Self.track) { reasons.append($0) }
        #expect(box.alpha == 8)
        #expect(Self.track.duration == 2)
        clock.advance(to: 0.5)
        #expect(box.alphaProperty.presentationValue == 5)
        #expect(box.alphaProperty.presentationVelocity == 10)
        clock.advance(to: 1)
        #expect(box.alphaProperty.presentationValue == 10)
        clock.advance(to: 1.25)
        #expect(abs(box.alphaProperty.presentationValue - (10 - 5 * CGFloat(TimingCurve.easeInOut.progress(at: 0.25)))) < 1e-12)
        clock.advance(to: 1.999)
        #expect(abs(box.alphaProperty.presentationValue - 5) < 1e-3)
        #expect(reasons.isEmpty)
        clock.advance(to: 2)
        #expect(box.alphaProperty.presentationValue == 8)
        #expect(reasons == [.finished])
        animator.assertInvariants()
    }

    @Test("the track starts from the presentation value, after its delay; a later change supersedes it")
    func startsFromPresentation() {
        let box = Box(animator: animator)
        withAnimation(.curve(.linear, duration: 1)) { box.frame = CGRect(x: 100, y: 0, width: 10, height: 10) }
        clock.advance(to: 0.5)
        var reasons: [AnimationCompletionReason] = []
        box.frameProperty.animate(keyframes: Keyframes([Keyframe(CGRect(x: 0, y: 100, width: 10, height: 10), duration: 1)]), delay: 0.5) { reasons.append($0) }
        clock.advance(to: 0.75)
        #expect(box.frameProperty.presentationValue == CGRect(x: 50, y: 0, width: 5, height: 5))
        clock.advance(to: 1.5)
        #expect(box.frameProperty.presentationValue == CGRect(x: 25, y: 50, width: 7.5, height: 7.5))
        box.frame = .zero
        #expect(reasons == [.cancelled])
    }

    @Test("bad durations jump; empty keyframes change nothing and complete")
    func badInput() {
        #expect(Keyframe<CGFloat>(1, duration: .nan).duration == 0)
        #expect(Keyframe<CGFloat>(1, duration: -1).duration == 0)
        #expect(Keyframe<CGFloat>(1, duration: .infinity).duration == 0)
        let box = Box(animator: animator)
        var reasons: [AnimationCompletionReason] = []
        box.alphaProperty.animate(keyframes: Keyframes([])) { reasons.append($0) }
        #expect(reasons == [.finished])
        #expect(box.alpha == 1)
        box.alphaProperty.animate(keyframes: Keyframes([Keyframe(0.5, duration: .nan)]))
        #expect(box.alpha == 0.5)
        #expect(!box.alphaProperty.isAnimating)
    }

    @Test("reduced motion: movement keyframes jump to the last value, appearance keyframes play")
    func reducedMotion() {
        animator.reducedMotion = .reduceMotion
        let box = Box(animator: animator)
        box.frameProperty.animate(keyframes: Keyframes([Keyframe(CGRect(x: 10, y: 0, width: 1, height: 1), duration: 1)]))
        #expect(!box.frameProperty.isAnimating)
        #expect(box.frameProperty.presentationValue == CGRect(x: 10, y: 0, width: 1, height: 1))
        box.alphaProperty.animate(keyframes: Keyframes([Keyframe(0, duration: 1)]))
        #expect(box.alphaProperty.isAnimating)
        animator.reducedMotion = .disableAnimations
        box.alphaProperty.animate(keyframes: Keyframes([Keyframe(1, duration: 1)]))
        #expect(!box.alphaProperty.isAnimating)
    }

    @Test("inside a time line, a keyframe track scrubs, and runs back to its start value")
    func scrubbed() {
        let box = Box(animator: animator)
        box.alpha = 0
        let timeline = AnimationTimeline(animator: animator)
        timeline.record { box.alphaProperty.animate(keyframes: Self.track) }
        #expect(timeline.duration == 2)
        timeline.seek(to: 0.25)
        #expect(box.alphaProperty.presentationValue == 5)
        timeline.seek(to: 0.625)
        #expect(abs(box.alphaProperty.presentationValue - (10 - 5 * CGFloat(TimingCurve.easeInOut.progress(at: 0.25)))) < 1e-12)
        timeline.play(reversed: true)
        clock.advance(by: 1.25)
        #expect(timeline.endPosition == .start)
        #expect(box.alpha == 0)
        #expect(box.alphaProperty.presentationValue == 0)
        animator.assertInvariants()
    }
}
