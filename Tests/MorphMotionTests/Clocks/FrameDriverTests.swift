import Foundation
import Testing
@testable import MorphMotion

@MainActor
@Suite("FrameDriver", .timeLimit(.minutes(3)))
struct FrameDriverTests {
    @Test("the driver ticks in real time while animating and sleeps when idle", arguments: [FrameDriver.FrameRate.fps60, .fps120])
    func realRun(rate: FrameDriver.FrameRate) async throws {
        let clock = SystemClock()
        let animator = Animator(clock: clock)
        let driver = FrameDriver(animator: animator, frameRate: rate)
        let box = Box(animator: animator)
        driver.start()
        defer { driver.stop() }

        try await Task.sleep(for: .milliseconds(30))
        #expect(driver.isSleeping)
        #expect(driver.frameCount == 0)

        var finishedAt: TimeInterval?
        let start = clock.now
        withAnimation(.curve(.linear, duration: 0.15)) {
            box.alpha = 0
        } completion: { _ in finishedAt = clock.now }
        #expect(!driver.isSleeping || driver.frameCount == 0)

        // A guard against a hang, not a speed: while the whole suite runs, main-actor tests can
        // hold the main actor for seconds, and the driver ticks on it.
        let deadline = ContinuousClock.now + .seconds(30)
        while finishedAt == nil && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        let finished = try #require(finishedAt, "the animation never finished")
        #expect(finished - start >= 0.15)
        #expect(box.alphaProperty.presentationValue == 0)
        // It ticked while animating, and never faster than the frame rate. (How close it comes to
        // the full rate depends on the machine's load — a speed, which tests do not assert: under
        // a parallel test run with headless Chromium it may get only a few frames.)
        let expectedFrames = 0.15 * Double(rate.rawValue)
        #expect(driver.frameCount >= 1, "the driver never ticked")
        #expect(Double(driver.frameCount) <= expectedFrames + 3, "\(driver.frameCount) frames")

        try await Task.sleep(for: .milliseconds(40))
        let framesWhenIdle = driver.frameCount
        #expect(driver.isSleeping)
        try await Task.sleep(for: .milliseconds(60))
        #expect(driver.frameCount == framesWhenIdle, "the driver ticked while idle")

        // A new animation wakes it up.
        withAnimation(.curve(.linear, duration: 0.05)) { box.alpha = 1 }
        let wakeDeadline = ContinuousClock.now + .seconds(30)
        while box.alphaProperty.presentationValue != 1 && ContinuousClock.now < wakeDeadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(driver.frameCount > framesWhenIdle)
        #expect(box.alphaProperty.presentationValue == 1)
        driver.stop()
        #expect(!driver.isRunning)
    }
}
