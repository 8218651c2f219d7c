import Foundation

/// Ticks an ``Animator`` in real time, at 60 or 120 frames per second on the main actor, and
/// sleeps while nothing animates.
///
/// While the animator has running animations, the driver ticks it once per frame, on a fixed
/// grid of deadlines (a late frame does not shift the later ones; after a long stall the grid
/// restarts from now). When the last animation ends the driver suspends without polling; the
/// next animation that starts on the animator wakes it, and the first frame ticks at once.
///
/// Use it with an animator on a ``SystemClock``; tests that want determinism use a
/// ``ManualClock`` instead. One driver per animator. The driver runs until ``stop()``.
@MainActor
public final class FrameDriver {
    /// The supported display rates.
    public enum FrameRate: Int, Hashable, Sendable {
        /// 60 frames per second.
        case fps60 = 60
        /// 120 frames per second.
        case fps120 = 120

        /// The length of one frame.
        public var frameDuration: Duration { .seconds(1) / rawValue }
    }

    /// The animator this driver ticks.
    public let animator: Animator
    /// The tick rate while animating.
    public let frameRate: FrameRate
    /// Whether ``start()`` was called and ``stop()`` was not.
    public private(set) var isRunning = false
    /// Whether the driver is suspended because nothing animates.
    public private(set) var isSleeping = false
    /// The number of ticks made so far.
    public private(set) var frameCount = 0

    private var loop: Task<Void, Never>?
    private var wakeUp: CheckedContinuation<Void, Never>?

    /// A driver for `animator` at `frameRate` (60 by default); call ``start()`` to run it.
    public init(animator: Animator, frameRate: FrameRate = .fps60) {
        self.animator = animator
        self.frameRate = frameRate
    }

    /// Starts ticking (does nothing if already running).
    public func start() {
        guard !isRunning else { return }
        isRunning = true
        animator.becameActive = { [weak self] in self?.wake() }
        loop = Task { [weak self] in
            await self?.run()
        }
    }

    /// Stops ticking; running animations stay where they are until something ticks the animator.
    public func stop() {
        guard isRunning else { return }
        isRunning = false
        animator.becameActive = nil
        loop?.cancel()
        loop = nil
        wake()
    }

    private func wake() {
        let continuation = wakeUp
        wakeUp = nil
        continuation?.resume()
    }

    private func run() async {
        let clock = ContinuousClock()
        let frame = frameRate.frameDuration
        var deadline = clock.now
        while isRunning && !Task.isCancelled {
            if animator.hasActiveAnimations {
                animator.tick()
                frameCount += 1
                deadline += frame
                if deadline < clock.now - frame {
                    deadline = clock.now + frame
                }
                try? await Task.sleep(until: deadline, clock: clock)
            } else {
                isSleeping = true
                await withCheckedContinuation { continuation in
                    wakeUp = continuation
                }
                isSleeping = false
                deadline = clock.now
            }
        }
    }
}
