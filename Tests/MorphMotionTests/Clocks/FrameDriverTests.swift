import Foundation
import Testing
@testable import MorphMotion

/// The frame driver on an injected ``TestClock``: every frame happens when the test advances the
/// clock, so frame counts, deadlines and presentation values are exact.
@MainActor
// The time limit only guards against a hang: in a full parallel run the main actor this suite
// needs can be busy with other suites for minutes (3 minutes was exceeded at load 10–20).
@Suite("FrameDriver", .timeLimit(.minutes(10)))
struct FrameDriverTests {
    let clock = TestClock()
    let animator: Animator
    let box: Box

    init() {
        animator = Animator(clock: TestAnimationClock(clock))
        box = Box(animator: animator)
    }

    /// Lets the driver's task run until `condition` holds. The driver moves only when the test
    /// advances the clock or starts an animation, so once the condition holds the state is stable;
    /// the deadline only guards against a hang.
    func waitUntil(_ description: String, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("the driver never reached the state: \(description)")
                return
            }
            await Task.yield()
            if !condition() { try await Task.sleep(for: .microseconds(200)) }
        }
    }

    func instant(frames: Int, of rate: FrameDriver.FrameRate) -> TestClock.Instant {
        TestClock.Instant(offset: rate.frameDuration * frames)
    }

    @Test("the driver ticks once per frame of its clock while animating and sleeps when idle", arguments: [FrameDriver.FrameRate.fps60, .fps120])
    func ticksPerFrame(rate: FrameDriver.FrameRate) async throws {
        let driver = FrameDriver(animator: animator, frameRate: rate, clock: clock)
        driver.start()
        defer { driver.stop() }
        try await waitUntil("asleep before any animation") { driver.isSleeping }
        #expect(driver.frameCount == 0)
        #expect(clock.sleepingDeadlines.isEmpty)

        let duration = 0.155
        var finishedAt: TimeInterval?
        withAnimation(.curve(.linear, duration: duration)) {
            box.alpha = 0
        } completion: { _ in finishedAt = self.animator.now }

        // The first frame ticks at once, then the driver waits for the next deadline.
        try await waitUntil("the first frame") { driver.frameCount == 1 && clock.sleepingDeadlines.count == 1 }
        #expect(!driver.isSleeping)
        #expect(clock.sleepingDeadlines == [instant(frames: 1, of: rate)])
        #expect(box.alphaProperty.presentationValue == 1)

        // Ticks at 0, 1, 2, … frames; the animation ends at the first tick at or after 0.155 s.
        let lastFrame = Int((duration * Double(rate.rawValue)).rounded(.up))
        for frame in 1...lastFrame {
            clock.advance(by: rate.frameDuration)
            try await waitUntil("frame \(frame)") { driver.frameCount == frame + 1 && clock.sleepingDeadlines.count == 1 }
            #expect(clock.sleepingDeadlines == [instant(frames: frame + 1, of: rate)])
            let time = Double(frame) / Double(rate.rawValue)
            let expected = time >= duration ? 0 : 1 - time / duration
            #expect(abs(box.alphaProperty.presentationValue - expected) < 1e-9, "alpha at frame \(frame)")
            #expect((finishedAt != nil) == (frame == lastFrame), "finished at frame \(frame)?")
        }
        let finished = try #require(finishedAt)
        #expect(abs(finished - Double(lastFrame) / Double(rate.rawValue)) < 1e-9)

        // At the next deadline nothing animates: the driver sleeps and no longer waits on the clock.
        clock.advance(by: rate.frameDuration)
        try await waitUntil("asleep after the animation") { driver.isSleeping && clock.sleepingDeadlines.isEmpty }
        let framesWhenIdle = driver.frameCount
        #expect(framesWhenIdle == lastFrame + 1)
        clock.advance(by: .seconds(1))
        await Task.yield()
        #expect(driver.frameCount == framesWhenIdle, "the driver ticked while idle")

        // A new animation wakes it up; the first frame ticks at once, on a grid from now.
        withAnimation(.curve(.linear, duration: 0.05)) { box.alpha = 1 }
        try await waitUntil("woken by a new animation") { driver.frameCount == framesWhenIdle + 1 && clock.sleepingDeadlines.count == 1 }
        #expect(clock.sleepingDeadlines == [clock.now.advanced(by: rate.frameDuration)])

        driver.stop()
        #expect(!driver.isRunning)
        try await waitUntil("no longer waiting once stopped") { clock.sleepingDeadlines.isEmpty }
        clock.advance(by: .seconds(1))
        await Task.yield()
        #expect(driver.frameCount == framesWhenIdle + 1, "a stopped driver ticked")
    }

    @Test("a late frame keeps the grid; after a stall the grid restarts from now")
    func stallRestartsGrid() async throws {
        let rate = FrameDriver.FrameRate.fps60
        let driver = FrameDriver(animator: animator, frameRate: rate, clock: clock)
        driver.start()
        defer { driver.stop() }
        withAnimation(.curve(.linear, duration: 10)) { box.alpha = 0 }
        try await waitUntil("the first frame") { driver.frameCount == 1 && clock.sleepingDeadlines.count == 1 }

        // Five frames late: one tick, and the next deadline is a frame from now.
        clock.advance(by: rate.frameDuration * 5)
        try await waitUntil("the late frame") { driver.frameCount == 2 && clock.sleepingDeadlines.count == 1 }
        #expect(clock.sleepingDeadlines == [instant(frames: 6, of: rate)])

        // Half a frame late: the grid stays where it was.
        clock.advance(by: rate.frameDuration * 1.5)
        try await waitUntil("the next frame") { driver.frameCount == 3 && clock.sleepingDeadlines.count == 1 }
        #expect(clock.sleepingDeadlines == [instant(frames: 7, of: rate)])
    }

    @Test("two drivers of one animator both wake up, and stopping one leaves the other running")
    func twoDrivers() async throws {
        let rate = FrameDriver.FrameRate.fps60
        let first = FrameDriver(animator: animator, frameRate: rate, clock: clock)
        let second = FrameDriver(animator: animator, frameRate: rate, clock: clock)
        first.start()
        second.start()
        defer { first.stop(); second.stop() }
        try await waitUntil("both asleep") { first.isSleeping && second.isSleeping }

        withAnimation(.curve(.linear, duration: 0.01)) { box.alpha = 0 }
        try await waitUntil("both tick") { first.frameCount == 1 && second.frameCount == 1 && clock.sleepingDeadlines.count == 2 }
        // At the next frame whichever driver runs first ends the animation; the other finds
        // nothing to do and goes to sleep at once.
        clock.advance(by: rate.frameDuration)
        try await waitUntil("one finishes, one sleeps") { first.frameCount + second.frameCount == 3 && clock.sleepingDeadlines.count == 1 }
        #expect(box.alphaProperty.presentationValue == 0)
        clock.advance(by: rate.frameDuration)
        try await waitUntil("both asleep again") { first.isSleeping && second.isSleeping && clock.sleepingDeadlines.isEmpty }

        first.stop()
        let (firstFrames, secondFrames) = (first.frameCount, second.frameCount)
        withAnimation(.curve(.linear, duration: 0.01)) { box.alpha = 1 }
        try await waitUntil("the second wakes") { second.frameCount == secondFrames + 1 && clock.sleepingDeadlines.count == 1 }
        #expect(first.frameCount == firstFrames)
        #expect(!first.isRunning && second.isRunning)
    }

    @Test("a scheduled action wakes the driver like an animation")
    func scheduledActionWakes() async throws {
        let rate = FrameDriver.FrameRate.fps60
        let driver = FrameDriver(animator: animator, frameRate: rate, clock: clock)
        driver.start()
        defer { driver.stop() }
        try await waitUntil("asleep") { driver.isSleeping }
        var ran = false
        animator.schedule(after: 0.02) { ran = true }
        try await waitUntil("woken by the action") { driver.frameCount == 1 && clock.sleepingDeadlines.count == 1 }
        #expect(!ran)
        clock.advance(by: rate.frameDuration)
        try await waitUntil("second frame") { driver.frameCount == 2 && clock.sleepingDeadlines.count == 1 }
        #expect(!ran)
        clock.advance(by: rate.frameDuration)
        try await waitUntil("third frame") { driver.frameCount == 3 && clock.sleepingDeadlines.count == 1 }
        #expect(ran)
    }

    @Test("activation observers are each called once per activation and can be removed")
    func activationObservers() {
        var calls: [String] = []
        let first = animator.addActivationObserver { calls.append("first") }
        animator.addActivationObserver { calls.append("second") }
        withAnimation(.curve(.linear, duration: 1)) { box.alpha = 0 }
        #expect(calls == ["first", "second"])
        // A second animation while one runs is no activation.
        withAnimation(.curve(.linear, duration: 1)) { box.frame = CGRect(x: 1, y: 1, width: 1, height: 1) }
        #expect(calls == ["first", "second"])
        clock.advance(by: .seconds(2))
        animator.tick()
        #expect(!animator.hasActiveAnimations)
        animator.removeActivationObserver(first)
        animator.removeActivationObserver(first)
        withAnimation(.curve(.linear, duration: 1)) { box.alpha = 1 }
        #expect(calls == ["first", "second", "second"])
    }

    @Test("with the default continuous clock an animation runs to its end and the driver goes back to sleep")
    func realTime() async throws {
        let systemAnimator = Animator(clock: SystemClock())
        let systemBox = Box(animator: systemAnimator)
        let driver = FrameDriver(animator: systemAnimator, frameRate: .fps120)
        driver.start()
        defer { driver.stop() }
        var finished = false
        withAnimation(.curve(.linear, duration: 0.05)) {
            systemBox.alpha = 0
        } completion: { _ in finished = true }
        // A guard against a hang, not a speed: under a loaded test run the main actor may be busy.
        try await waitUntil("the animation finishes") { finished }
        #expect(systemBox.alphaProperty.presentationValue == 0)
        #expect(driver.frameCount >= 1)
        try await waitUntil("asleep after it") { driver.isSleeping }
    }
}
