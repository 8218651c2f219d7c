import Foundation

/// How a window's frames went: how long each took to draw and how regularly they reached the
/// screen. A frame is *dropped* when it reached the screen more than 1.5 refresh intervals after the
/// one before it, while something was animating.
public struct FrameStatistics: Hashable, Sendable {
    /// How many frames were drawn and presented.
    public private(set) var frameCount = 0
    /// How many frames were dropped while animating.
    public private(set) var droppedFrameCount = 0
    /// The time to lay out, build the presentation tree and rasterise each frame, in seconds.
    public private(set) var drawTimes: [TimeInterval] = []
    /// The time between consecutive frames on screen while animating, in seconds.
    public private(set) var presentIntervals: [TimeInterval] = []

    /// No frames yet.
    public init() {}

    /// The median draw time, or nil before the first frame.
    public var medianDrawTime: TimeInterval? { Self.percentile(drawTimes, 0.5) }
    /// The 99th-percentile draw time.
    public var p99DrawTime: TimeInterval? { Self.percentile(drawTimes, 0.99) }
    /// The median interval between animated frames on screen.
    public var medianPresentInterval: TimeInterval? { Self.percentile(presentIntervals, 0.5) }
    /// The 99th-percentile interval between animated frames on screen.
    public var p99PresentInterval: TimeInterval? { Self.percentile(presentIntervals, 0.99) }

    /// Records a frame drawn in `drawTime` seconds.
    mutating func recordDraw(_ drawTime: TimeInterval) {
        frameCount += 1
        drawTimes.append(drawTime)
    }

    /// Records a frame on screen `interval` seconds after the previous animated one.
    mutating func recordPresent(interval: TimeInterval, refreshInterval: TimeInterval) {
        presentIntervals.append(interval)
        if interval > refreshInterval * 1.5 { droppedFrameCount += 1 }
    }

    /// The `fraction` percentile of `values` (nearest rank), nil when empty.
    static func percentile(_ values: [TimeInterval], _ fraction: Double) -> TimeInterval? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}
