import Foundation

extension Example {
    /// Builds a fresh scene on its own manual clock, lays it out at `size`, performs its steps and
    /// records every frame until all animations have ended. A scene with
    /// ``ExampleScene/overlays`` is sampled on a stage: a node of the same size holding the root
    /// and, above it, the overlays.
    ///
    /// - Parameters:
    ///   - framesPerSecond: the sampling rate, 1…1000; 60 by default.
    ///   - size: the root's size; by default the example's ``size`` — taller when the example's
    ///     content needs more height in `traits` (large text wraps and stacks), so nothing is
    ///     clipped.
    ///   - traits: the environment the example is shown in (the root's host trait collection):
    ///     appearance, direction, text size. The default collection by default.
    ///   - progress: called after every frame with its time.
    /// - Returns: the timeline, from the initial layout to the settled end.
    /// - Throws: ``ExampleError``.
    /// - Complexity: O(frames × nodes).
    @MainActor
    public func sample(
        framesPerSecond: Double = 60,
        size: CGSize? = nil,
        traits: TraitCollection = .default,
        progress: ((TimeInterval) -> Void)? = nil
    ) throws(ExampleError) -> Timeline {
        if let size {
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
                throw .invalidSize(size)
            }
        }
        let givenSize = size
        let sampler: TimelineSampler
        do { sampler = try TimelineSampler(framesPerSecond: framesPerSecond) } catch { throw .sampling(error) }
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let scene: ExampleScene
        do {
            scene = try DisplayNode.withAnimator(animator) { try makeScene() }
        } catch let error as ExampleError {
            throw error
        } catch {
            throw .building(error)
        }
        scene.root.hostTraitCollection = traits
        let size: CGSize
        if let givenSize {
            size = givenSize
        } else {
            do throws(LayoutError) {
                size = try scene.fittingSize(width: self.size.width, minimumHeight: self.size.height)
            } catch {
                throw .layout(.layout(error))
            }
        }
        scene.root.frame = CGRect(origin: .zero, size: size)
        let sampled: DisplayNode
        if scene.overlays.isEmpty {
            sampled = scene.root
        } else {
            sampled = DisplayNode.withAnimator(animator) { DisplayNode(name: "stage") }
            sampled.hostTraitCollection = traits
            sampled.frame = CGRect(origin: .zero, size: size)
            do {
                try sampled.setSubnodes([scene.root] + scene.overlays)
            } catch {
                throw .building(error)
            }
        }
        do { try sampled.layoutIfNeeded() } catch { throw .layout(error) }
        // Nodes that steps create use the same clock.
        let steps = scene.steps.map { step in
            TimelineStep(step.name, start: step.start) {
                try DisplayNode.withAnimator(animator) { try step.perform() }
            }
        }
        do {
            return try sampler.sample(root: sampled, canvasSize: size, clock: clock, steps: steps, progress: progress)
        } catch {
            throw .sampling(error)
        }
    }
}
