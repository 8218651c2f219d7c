import Foundation

/// A transition sampled over time: the presentation tree of a canvas at a series of moments.
///
/// A timeline is what the sampler records from a live node tree driven by the manual clock, and
/// what every renderer reads: ``SVGFrameRenderer`` draws one moment, ``SVGFilmstripRenderer`` a
/// row of moments, ``HTMLPlayerRenderer`` plays the samples back in a browser, and
/// ``TextTimelineRenderer`` prints them for snapshot tests.
///
/// Between two samples a timeline holds the earlier one: ``frame(at:)`` returns the last frame
/// at or before a time. The HTML player interpolates geometry, opacity, transforms and colours
/// linearly between samples (so motion stays smooth at any playback speed) but switches
/// presence, visibility, paint order and text at the samples, exactly as ``frame(at:)`` does.
/// A node present in some frames only is therefore shown from the first frame that has it until
/// the first frame that no longer has it.
public struct Timeline: Hashable, Sendable {
    /// The size of the canvas the root nodes are placed on, in points.
    public let canvasSize: CGSize
    /// The sampling rate the frames were taken at; 60 by default. Renderers use it to label frames
    /// and step the player's scrubber; frame times are authoritative.
    public let framesPerSecond: Double
    /// The samples, in strictly increasing time order.
    public private(set) var frames: [TimelineFrame]

    /// Creates a timeline from its samples.
    ///
    /// - Parameters:
    ///   - canvasSize: the canvas in points; finite and not negative.
    ///   - framesPerSecond: the sampling rate; finite and positive. 60 by default.
    ///   - frames: the samples; their times must increase strictly. May be empty.
    /// - Throws: ``TimelineError/invalidCanvasSize(_:)``, ``TimelineError/invalidFrameRate(_:)``
    ///   or ``TimelineError/framesOutOfOrder(previousTime:time:)``.
    public init(canvasSize: CGSize, framesPerSecond: Double = 60, frames: [TimelineFrame] = []) throws {
        let size = canvasSize
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw TimelineError.invalidCanvasSize(canvasSize)
        }
        guard framesPerSecond.isFinite, framesPerSecond > 0 else {
            throw TimelineError.invalidFrameRate(framesPerSecond)
        }
        self.canvasSize = canvasSize
        self.framesPerSecond = framesPerSecond
        self.frames = []
        self.frames.reserveCapacity(frames.count)
        for frame in frames { try append(frame) }
    }

    /// Adds a sample after the last one.
    ///
    /// - Throws: ``TimelineError/framesOutOfOrder(previousTime:time:)`` when `frame` is not later
    ///   than the current last frame.
    /// - Complexity: Amortized O(1).
    public mutating func append(_ frame: TimelineFrame) throws {
        if let last = frames.last, frame.time <= last.time {
            throw TimelineError.framesOutOfOrder(previousTime: last.time, time: frame.time)
        }
        frames.append(frame)
    }

    /// The time of the last sample: how long the timeline plays (0 for an empty timeline).
    public var duration: TimeInterval { frames.last?.time ?? 0 }

    /// Whether the timeline has no samples.
    public var isEmpty: Bool { frames.isEmpty }

    /// The index of the sample shown at `time`: the last one at or before it, the first one for
    /// earlier times (and NaN), `nil` for an empty timeline.
    ///
    /// - Complexity: O(log n) for n frames.
    public func frameIndex(at time: TimeInterval) -> Int? {
        guard !frames.isEmpty else { return nil }
        guard !time.isNaN else { return 0 }
        var low = 0, high = frames.count  // invariant: frames[low].time <= time or low == 0
        while high - low > 1 {
            let middle = (low + high) / 2
            if frames[middle].time <= time { low = middle } else { high = middle }
        }
        return low
    }

    /// The sample shown at `time` (see ``frameIndex(at:)``), or `nil` for an empty timeline.
    ///
    /// - Complexity: O(log n) for n frames.
    public func frame(at time: TimeInterval) -> TimelineFrame? {
        frameIndex(at: time).map { frames[$0] }
    }

    /// Every node id that appears in the timeline, in order of first appearance (tree order within
    /// a frame).
    ///
    /// - Complexity: O(total nodes over all frames).
    public var nodeIDs: [String] {
        var seen = Set<String>()
        var ids: [String] = []
        for frame in frames {
            for node in frame.nodes where seen.insert(node.id).inserted {
                ids.append(node.id)
            }
        }
        return ids
    }
}
