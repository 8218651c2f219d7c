import Foundation

extension Example {
    /// Samples the example as ``sample(framesPerSecond:size:progress:)`` does and returns the
    /// presentation tree of every frame, for renderers that draw trees (the rasteriser's PNG,
    /// filmstrip, GIF and MP4).
    ///
    /// Frame `i`'s tree has time `i / framesPerSecond` (seconds from the first frame), like the
    /// timeline's frames; the trees are those of the same frames the timeline records.
    ///
    /// - Parameters:
    ///   - framesPerSecond: the sampling rate, 1…1000; 60 by default.
    ///   - size: the root's size; the example's ``size`` by default.
    ///   - progress: called after every frame with its time.
    /// - Returns: the trees and the timeline sampled with them.
    /// - Throws: ``ExampleError``.
    /// - Complexity: O(frames × nodes).
    @MainActor
    public func samplePresentationTrees(
        framesPerSecond: Double = 60,
        size: CGSize? = nil,
        progress: ((TimeInterval) -> Void)? = nil
    ) throws(ExampleError) -> (trees: [PresentationTree], timeline: Timeline) {
        let run = try prepareRun(framesPerSecond: framesPerSecond, size: size)
        var trees: [PresentationTree] = []
        let root = run.root
        let timeline: Timeline
        do {
            timeline = try run.sampler.sample(root: root, canvasSize: run.size, clock: run.clock, steps: run.steps) { time in
                var tree = root.presentationTree()
                tree.time = time
                // The sampler records a step's start again, replacing the frame before it.
                if let last = trees.last, last.time == time {
                    trees[trees.count - 1] = tree
                } else {
                    trees.append(tree)
                }
                progress?(time)
            }
        } catch {
            throw .sampling(error)
        }
        return (trees, timeline)
    }
}
