import Foundation
import Testing
@testable import MorphMotion

@Suite("The shared animator")
@MainActor
struct SharedAnimatorTests {
    @Test("Animator.shared drives itself: an animation on it ends in real time with no driver started by anyone")
    func drivesItself() async {
        let box = Box(animator: .shared)
        let ended = Flag()
        withAnimation(.curve(.linear, duration: 0.1), { box.alpha = 0 }, completion: { reason in
            ended.reason = reason
        })
        // A guard against a hang, not a speed check: the animation lasts 0.1 s.
        let deadline = Date().addingTimeInterval(30)
        while ended.reason == nil, Date() < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        #expect(ended.reason == .finished)
        #expect(box.alphaProperty.presentationValue == 0)
    }

    @Test("a driver started on the shared animator takes over from its own")
    func anotherDriverTakesOver() async {
        let box = Box(animator: .shared)
        withAnimation(.curve(.linear, duration: 0.05)) { box.alpha = 0.5 }
        #expect(Animator.shared.defaultDriver != nil || !Animator.shared.hasActiveAnimations)
        let driver = FrameDriver(animator: .shared)
        driver.start()
        #expect(Animator.shared.defaultDriver == nil)
        let deadline = Date().addingTimeInterval(30)
        while Animator.shared.hasActiveAnimations, Date() < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        #expect(!Animator.shared.hasActiveAnimations)
        driver.stop()
    }
}

/// A completion reason recorded on the main actor.
@MainActor
private final class Flag {
    var reason: AnimationCompletionReason?
}
