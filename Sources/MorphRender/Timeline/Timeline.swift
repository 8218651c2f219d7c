import Foundation
import Morph

/// A transition sampled over time: the presentation trees of a canvas at a series of moments.
///
/// A timeline is what ``TimelineSampler`` records from a live node tree driven by the manual clock
/// (`DisplayNode.presentationTree(at:)`, frame by frame), and what the renderers of whole runs read:
/// ``SVGFilmstripRenderer`` draws a row of moments, ``HTMLPlayerRenderer`` plays the samples back in
/// a browser, and ``TextTimelineRenderer`` prints them for snapshot tests; ``SVGFrameRenderer`` and
/// ``TextFrameRenderer`` draw one of its trees.
///
/// Each frame is a `PresentationTree` whose `time` is the time since the start of the timeline.
/// Layers are followed from frame to frame by their `LayerID`; ``layerLabels`` numbers them `n1`,
/// `n2`, … in order of first appearance, which is how the renderers name them, so the same run
/// prints the same text even though layer ids differ from process to process.
///
/// Between two samples a timeline holds the earlier one: ``frame(at:)`` returns the last frame
/// at or before a time. The HTML player interpolates geometry, opacity, transforms and colours
/// linearly between samples (so motion stays smooth at any playback speed) but switches
/// presence, visibility, paint order and content at the samples, exactly as ``frame(at:)`` does.
/// A layer present in some frames only is therefore shown from the first frame that has it until
/// the first frame that no longer has it.
public struct Timeline: Equatable, Sendable {
    /// The size of the canvas the root layer is placed on, in points.
    public let canvasSize: CGSize
    /// The sampling rate the frames were taken at; 60 by default. Renderers use it to label frames
    /// and step the player's scrubber; frame times are authoritative.
    public let framesPerSecond: Double
    /// The samples, in strictly increasing time order, each a consistent tree of finite values.
    public private(set) var frames: [PresentationTree]

    /// Creates a timeline from its samples.
    ///
    /// - Parameters:
    ///   - canvasSize: the canvas in points; finite and not negative.
    ///   - framesPerSecond: the sampling rate; finite and positive. 60 by default.
    ///   - frames: the samples; see ``append(_:)`` for what each must be. May be empty.
    /// - Throws: ``TimelineError/invalidCanvasSize(_:)``, ``TimelineError/invalidFrameRate(_:)``,
    ///   or what ``append(_:)`` throws for the first frame at fault.
    /// - Complexity: O(total layers).
    public init(canvasSize: CGSize, framesPerSecond: Double = 60, frames: [PresentationTree] = []) throws(TimelineError) {
        let size = canvasSize
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw .invalidCanvasSize(canvasSize)
        }
        guard framesPerSecond.isFinite, framesPerSecond > 0 else {
            throw .invalidFrameRate(framesPerSecond)
        }
        self.canvasSize = canvasSize
        self.framesPerSecond = framesPerSecond
        self.frames = []
        self.frames.reserveCapacity(frames.count)
        for frame in frames { try append(frame) }
    }

    /// A timeline of samples already checked (frames of a valid timeline, in order), at another
    /// rate.
    init(canvasSize: CGSize, framesPerSecond: Double, checkedFrames frames: [PresentationTree]) {
        self.canvasSize = canvasSize
        self.framesPerSecond = framesPerSecond
        self.frames = frames
    }

    /// Adds a sample after the last one.
    ///
    /// - Throws: ``TimelineError/invalidTime(_:)`` for a NaN, infinite or negative time;
    ///   ``TimelineError/framesOutOfOrder(previousTime:time:)`` when `frame` is not later than the
    ///   current last frame; ``TimelineError/invalidFrame(time:_:)`` when the tree is not
    ///   consistent or holds a non-finite number (`PresentationTree.validated()`);
    ///   ``TimelineError/duplicateLayer(_:name:time:)`` when two layers share an id.
    /// - Complexity: O(n) for n layers.
    public mutating func append(_ frame: PresentationTree) throws(TimelineError) {
        guard frame.time.isFinite, frame.time >= 0 else { throw .invalidTime(frame.time) }
        if let last = frames.last, frame.time <= last.time {
            throw .framesOutOfOrder(previousTime: last.time, time: frame.time)
        }
        do {
            _ = try frame.validated()
        } catch {
            throw .invalidFrame(time: frame.time, error)
        }
        var seen = Set<LayerID>(minimumCapacity: frame.layers.count)
        for layer in frame.layers where !seen.insert(layer.id).inserted {
            throw .duplicateLayer(layer.id, name: layer.name, time: frame.time)
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
    public func frame(at time: TimeInterval) -> PresentationTree? {
        frameIndex(at: time).map { frames[$0] }
    }

    /// Every layer id that appears in the timeline, in order of first appearance (drawing order
    /// within a frame).
    ///
    /// - Complexity: O(total layers over all frames).
    public var layerIDs: [LayerID] {
        var seen = Set<LayerID>()
        var ids: [LayerID] = []
        for frame in frames {
            for layer in frame.layers where seen.insert(layer.id).inserted {
                ids.append(layer.id)
            }
        }
        return ids
    }

    /// The label the renderers give each layer: `n1`, `n2`, … in order of first appearance
    /// (``layerIDs``), so the same run gives the same labels in every process.
    ///
    /// - Complexity: O(total layers over all frames).
    public var layerLabels: [LayerID: String] {
        var labels: [LayerID: String] = [:]
        for (index, id) in layerIDs.enumerated() {
            labels[id] = Self.label(number: index + 1)
        }
        return labels
    }

    /// `n` and the number.
    static func label(number: Int) -> String {
        "n" + String(number)
    }
}
