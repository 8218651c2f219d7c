import Foundation

/// Estimates a pointer's velocity from its recent positions: a least-squares line through the
/// samples of the last ``window`` seconds in each axis (as Android's and Flutter's trackers fit a
/// curve), robust to one jittery event.
public struct VelocityTracker: Sendable {
    /// How far back samples count, in seconds: 0.1, as Flutter's.
    public static let window: TimeInterval = 0.1
    /// At most this many samples are kept.
    private static let capacity = 20

    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    /// An empty tracker.
    public init() {
        samples.reserveCapacity(Self.capacity)
    }

    /// Adds the pointer's position at `time` (seconds, increasing). Non-finite values are ignored.
    public mutating func add(_ point: CGPoint, at time: TimeInterval) {
        guard point.x.isFinite, point.y.isFinite, time.isFinite else { return }
        if let last = samples.last, time < last.time { samples.removeAll() }
        if samples.count == Self.capacity { samples.removeFirst() }
        samples.append((time, point))
    }

    /// Forgets every sample.
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }

    /// The velocity at the last sample, in points per second; zero with fewer than two samples
    /// in the window or when they all share one time.
    ///
    /// - Complexity: O(k) in the samples kept (at most 20).
    public var velocity: CGPoint {
        guard let last = samples.last else { return .zero }
        let recent = samples.filter { last.time - $0.time <= Self.window }
        guard recent.count >= 2 else { return .zero }
        let count = CGFloat(recent.count)
        let meanT = recent.reduce(0) { $0 + CGFloat($1.time - last.time) } / count
        let meanX = recent.reduce(0) { $0 + $1.point.x } / count
        let meanY = recent.reduce(0) { $0 + $1.point.y } / count
        var varianceT: CGFloat = 0
        var covarianceX: CGFloat = 0
        var covarianceY: CGFloat = 0
        for sample in recent {
            let t = CGFloat(sample.time - last.time) - meanT
            varianceT += t * t
            covarianceX += t * (sample.point.x - meanX)
            covarianceY += t * (sample.point.y - meanY)
        }
        guard varianceT > 0 else { return .zero }
        return CGPoint(x: covarianceX / varianceT, y: covarianceY / varianceT)
    }
}
