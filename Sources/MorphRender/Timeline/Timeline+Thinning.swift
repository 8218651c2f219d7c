import Foundation

extension Timeline {
    /// The timeline at a lower rate: every `stride`-th frame from the first, and the last frame
    /// (so it still ends where this one ends), at ``framesPerSecond`` ÷ `stride`. A `stride` of 1
    /// or less gives the timeline itself.
    ///
    /// `morph` shows its long runs as GIFs this way: sampled at 50 fps, shown at 25.
    ///
    /// - Complexity: O(frames ÷ stride); the frames are shared, not copied.
    public func keepingEvery(_ stride: Int) -> Timeline {
        guard stride > 1, frames.count > 2 else { return self }
        var kept = Swift.stride(from: 0, to: frames.count, by: stride).map { frames[$0] }
        if (frames.count - 1) % stride != 0, let last = frames.last { kept.append(last) }
        return Timeline(canvasSize: canvasSize, framesPerSecond: framesPerSecond / Double(stride), checkedFrames: kept)
    }
}
