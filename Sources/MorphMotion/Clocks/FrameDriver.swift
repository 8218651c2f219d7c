import Foundation

/// Ticks an ``Animator`` in real time, at 60 or 120 frames per second on the main actor, and
/// sleeps while nothing animates.
///
/// While the animator has running animations, the driver ticks it once per frame, on a fixed
/// grid of deadlines (a late frame does not shift the later ones; after a long stall the grid
/// restarts from now). When the last animation ends the driver suspends without polling; the
/// next animation that starts on the animator wakes it (through
/// ``Animator/addActivationObserver(_:)``), and the first frame ticks at once.
///
/// Use it with an animator on a ``SystemClock``; tests that want determinism use a
/// ``ManualClock`` instead, or inject a `Clock` of their own into the driver
/// (``init(animator:frameRate:clock:)``) and move it by hand. Several drivers may tick one
/// animator; each wakes on its own, and stopping one leaves the others running. The driver runs
/// until ``stop()``.
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

    /// What the driver waits on between frames.
    private let clock: any Clock<Duration>
    private var loop: Task<Void, Never>?
    private var wakeUp: CheckedContinuation<Void, Never>?
    private var activationObserver: Animator.ActivationObserverToken?

    /// A driver for `animator` at `frameRate` (60 by default) that waits for its frames on
    /// `clock`; call ``start()`` to run it.
    ///
    /// - Parameters:
    ///   - animator: the animator to tick. Its own ``Animator/clock`` gives the animation time;
    ///     `clock` only paces the frames.
    ///   - frameRate: the tick rate while animating.
    ///   - clock: the clock the driver sleeps on between frames: `ContinuousClock` by default; a
    ///     test passes a clock it advances by hand, so every frame is deterministic.
    public init(animator: Animator, frameRate: FrameRate = .fps60, clock: any Clock<Duration> = ContinuousClock()) {
        self.animator = animator
        self.frameRate = frameRate
        self.clock = clock
    }

    /// Starts ticking (does nothing if already running).
    public func start() {
        guard !isRunning else { return }
        isRunning = true
        activationObserver = animator.addActivationObserver { [weak self] in self?.wake() }
        let clock = clock
        loop = Task { [weak self] in
            await self?.run(on: clock)
        }
    }

    /// Stops ticking; running animations stay where they are until something ticks the animator.
    /// Other drivers of the same animator are not affected.
    public func stop() {
        guard isRunning else { return }
        isRunning = false
        if let activationObserver {
            animator.removeActivationObserver(activationObserver)
        }
        activationObserver = nil
        loop?.cancel()
        loop = nil
        wake()
    }

    private func wake() {
        let continuation = wakeUp
        wakeUp = nil
        continuation?.resume()
    }

    private func run<C: Clock<Duration>>(on clock: C) async {
        let frame = frameRate.frameDuration
        var deadline = clock.now
        while isRunning && !Task.isCancelled {
            if animator.hasActiveAnimations {
                animator.tick()
                frameCount += 1
                deadline = deadline.advanced(by: frame)
                let now = clock.now
                if deadline < now.advanced(by: .zero - frame) {
                    deadline = now.advanced(by: frame)
                }
                try? await clock.sleep(until: deadline, tolerance: nil)
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
