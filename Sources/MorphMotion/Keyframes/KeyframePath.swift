import Foundation

/// A keyframe track ready to sample: one precomputed path per keyframe with its start time.
///
/// Built once per animation; sampling finds the segment by binary search and allocates nothing.
final class KeyframePath<Value: Interpolatable>: Sendable {
    struct Segment: Sendable {
        let path: Value.Interpolation
        let curve: TimingCurve
        /// Seconds after the track's start at which the segment begins and ends.
        let start: Double
        let end: Double
        let endValue: Value
    }

    let segments: [Segment]

    /// The path from `start` through `keyframes`.
    init(from start: Value, through keyframes: Keyframes<Value>) {
        var segments: [Segment] = []
        segments.reserveCapacity(keyframes.keyframes.count)
        var previous = start
        var time = 0.0
        for keyframe in keyframes.keyframes {
            let end = time + keyframe.duration
            segments.append(Segment(path: Value.interpolation(from: previous, to: keyframe.value), curve: keyframe.curve, start: time, end: end, endValue: keyframe.value))
            previous = keyframe.value
            time = end
        }
        self.segments = segments
    }

    /// The index of the segment that shows `elapsed` (the last one whose start is at or before it).
    private func segmentIndex(at elapsed: Double) -> Int {
        var low = 0, high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].start <= elapsed { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The value `elapsed` seconds after the start (within the track's duration).
    func value(at elapsed: Double) -> Value {
        let segment = segments[segmentIndex(at: elapsed)]
        let length = segment.end - segment.start
        guard length > 0, elapsed < segment.end else { return segment.endValue }
        return segment.path.value(at: segment.curve.progress(at: (elapsed - segment.start) / length))
    }

    /// d(value)/dt `elapsed` seconds after the start.
    func velocity(at elapsed: Double) -> Value.AnimatableData {
        let segment = segments[segmentIndex(at: elapsed)]
        let length = segment.end - segment.start
        guard length > 0, elapsed < segment.end else { return .zero }
        let fraction = (elapsed - segment.start) / length
        return segment.path.derivative(at: segment.curve.progress(at: fraction)).scaled(by: segment.curve.slope(at: fraction) / length)
    }
}
