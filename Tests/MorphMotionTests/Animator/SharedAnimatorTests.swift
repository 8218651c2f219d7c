import Foundation
import Testing
@testable import MorphMotion

@Suite("The shared animator")
@MainActor
struct SharedAnimatorTests {
    /// An animator on the system clock that drives itself as ``Animator/shared`` does. Tests in
    /// this process attach drivers to the shared animator (frame drivers, windows) while these
    /// run, and an attached driver rightly stops the shared animator's own; a fresh one is ours.
    static func selfDrivingAnimator() -> Animator {
        let animator = Animator(clock: SystemClock())
        animator.drivesItself = true
        return animator
    }

    @Test("Animator.shared drives itself")
    func sharedDrivesItself() {
        #expect(Animator.shared.drivesItself)
        #expect(Animator.shared.clock is SystemClock)
    }

    @Test("an animator that drives itself: an animation on it ends in real time with no driver started by anyone")
    func drivesItself() async {
        let animator = Self.selfDrivingAnimator()
        let box = Box(animator: animator)
        let ended = Flag()
        withAnimation(.curve(.linear, duration: 0.1), { box.alpha = 0 }, completion: { reason in
            ended.reason = reason
        })
        #expect(animator.defaultDriver != nil)
        // A guard against a hang, not a speed check: the animation lasts 0.1 s.
        let deadline = Date().addingTimeInterval(30)
        while ended.reason == nil, Date() < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        #expect(ended.reason == .finished)
        #expect(box.alphaProperty.presentationValue == 0)
    }

    @Test("a driver started on an animator that drives itself takes over from its own")
    func anotherDriverTakesOver() async {
        let animator = Self.selfDrivingAnimator()
        let box = Box(animator: animator)
        withAnimation(.curve(.linear, duration: 0.05)) { box.alpha = 0.5 }
        #expect(animator.defaultDriver != nil)
        #expect(animator.hasActiveAnimations)
        let driver = FrameDriver(animator: animator)
        driver.start()
        #expect(animator.defaultDriver == nil)
        let deadline = Date().addingTimeInterval(30)
        while animator.hasActiveAnimations, Date() < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        #expect(!animator.hasActiveAnimations)
        driver.stop()
    }
}

/// A completion reason recorded on the main actor.
@MainActor
private final class Flag {
    var reason: AnimationCompletionReason?
}
