import Foundation
import Morph

/// Samples a node tree frame by frame on a `ManualClock` while a script of steps changes it,
/// and records a ``Timeline`` of presentation trees.
///
/// The sampler records the tree as it is (frame 0, time 0), then for each ``TimelineStep`` moves
/// the clock frame by frame to the step's start, performs it, and goes on sampling; after the last
/// step it samples until every animation and layout transition in the tree has ended and the root's
/// animator has no scheduled action left (`Animator.schedule(after:_:)`, e.g. the final step of a
/// Katana children animation), and records that settled frame last.
///
/// Each frame is the root's `DisplayNode.presentationTree(at:)` after the clock moved, with its
/// `time` set to the time since the first frame: every node in the root's subtree — nodes that
/// are fading out stay until their transition removes them — with every view property's
/// presentation value and its text or image. Layers keep their `LayerID` from frame to frame;
/// renderers label them `n1`, `n2`, … in order of first appearance (``Timeline/layerLabels``), so
/// the same script gives the same outputs every time.
///
/// The tree's nodes must run on `clock` (create them inside `DisplayNode.withAnimator(_:_:)` with
/// an `Animator(clock: clock)`); the sampler moves the clock and reads the presentation.
///
/// - Complexity: O(frames × nodes) time; memory for the timeline.
@MainActor
public struct TimelineSampler {
    /// Frames per second; 60 by default.
    public let framesPerSecond: Double
    /// The longest run, in seconds from the first frame; sampling beyond it throws
    /// ``SamplingError/timeLimitExceeded(limit:step:)``. 60 s by default.
    public let timeLimit: TimeInterval

    /// Creates a sampler.
    ///
    /// - Parameters:
    ///   - framesPerSecond: frames per second, 1…1000.
    ///   - timeLimit: the longest run in seconds; finite and positive.
    /// - Throws: ``SamplingError/invalidFrameRate(_:)`` or ``SamplingError/invalidTimeLimit(_:)``.
    public init(framesPerSecond: Double = 60, timeLimit: TimeInterval = 60) throws(SamplingError) {
        guard framesPerSecond.isFinite, framesPerSecond >= 1, framesPerSecond <= 1_000 else {
            throw .invalidFrameRate(framesPerSecond)
        }
        guard timeLimit.isFinite, timeLimit > 0 else { throw .invalidTimeLimit(timeLimit) }
        self.framesPerSecond = framesPerSecond
        self.timeLimit = timeLimit
    }

    /// Samples `root` while `steps` change it.
    ///
    /// - Parameters:
    ///   - root: the root node, already laid out in its initial state; it is drawn at its frame's
    ///     position on the canvas.
    ///   - canvasSize: the canvas, in points.
    ///   - clock: the manual clock the tree's animator runs on.
    ///   - steps: the changes, in order.
    ///   - progress: called after every sampled frame with the frame's time (for a progress line).
    /// - Returns: the timeline, from time 0 to the settled end.
    /// - Throws: ``SamplingError``.
    public func sample(
        root: DisplayNode,
        canvasSize: CGSize,
        clock: ManualClock,
        steps: [TimelineStep],
        progress: ((TimeInterval) -> Void)? = nil
    ) throws(SamplingError) -> Timeline {
        guard canvasSize.width.isFinite, canvasSize.height.isFinite, canvasSize.width > 0, canvasSize.height > 0 else {
            throw .invalidCanvasSize(canvasSize)
        }
        var frames: [PresentationTree] = []
        let origin = clock.now
        var frameIndex = 0

        func record() throws(SamplingError) {
            let time = Double(frameIndex) / framesPerSecond
            var tree = root.presentationTree()
            tree.time = time
            do {
                frames.append(try tree.validated())
            } catch {
                throw .invalidPresentation("\(error)")
            }
            progress?(time)
        }
        func nextFrame(during step: String?) throws(SamplingError) {
            frameIndex += 1
            let time = Double(frameIndex) / framesPerSecond
            guard time <= timeLimit + 1e-9 else { throw .timeLimitExceeded(limit: timeLimit, step: step) }
            clock.advance(to: origin + time)
            try record()
        }
        func isSettled() -> Bool {
            !root.hasAnimationsInSubtree && !root.hasPendingLayoutTransitionsInSubtree
                && !root.animator.hasScheduledActions
        }
        func frame(atOrAfter time: TimeInterval) -> Int {
            Int((max(time, 0) * framesPerSecond - 1e-9).rounded(.up))
        }

        try record()
        var lastStart = 0
        var previousStep: String?
        for step in steps {
            let target: Int
            switch step.start {
            case .afterSettling(let pause):
                while !isSettled() { try nextFrame(during: previousStep) }
                target = frameIndex + frame(atOrAfter: pause.isFinite ? pause : 0)
            case .afterStart(let delay):
                target = lastStart + frame(atOrAfter: delay.isFinite ? delay : 0)
            }
            while frameIndex < target { try nextFrame(during: previousStep) }
            do {
                try step.perform()
            } catch {
                throw .stepFailed(step: step.name, reason: "\(error)")
            }
            lastStart = frameIndex
            previousStep = step.name
            // The step's effect at its start time replaces the frame recorded before it.
            frames.removeLast()
            try record()
        }
        while !isSettled() { try nextFrame(during: previousStep) }
        do {
            return try Timeline(canvasSize: canvasSize, framesPerSecond: framesPerSecond, frames: frames)
        } catch {
            throw .invalidPresentation("\(error)")
        }
    }
}
