import Foundation
import MorphWindow

/// The frame statistics of a `morph play` run, as the JSON `--frame-statistics` writes: milliseconds
/// for draw times and frame intervals, counts of frames and dropped frames.
struct FrameStatisticsReport: Encodable {
    let frames: Int
    let droppedFrames: Int
    let drawTimeP50Milliseconds: Double?
    let drawTimeP99Milliseconds: Double?
    let frameIntervalP50Milliseconds: Double?
    let frameIntervalP99Milliseconds: Double?
    let animatedFrameIntervals: Int

    init(_ statistics: FrameStatistics) {
        frames = statistics.frameCount
        droppedFrames = statistics.droppedFrameCount
        drawTimeP50Milliseconds = statistics.medianDrawTime.map { $0 * 1000 }
        drawTimeP99Milliseconds = statistics.p99DrawTime.map { $0 * 1000 }
        frameIntervalP50Milliseconds = statistics.medianPresentInterval.map { $0 * 1000 }
        frameIntervalP99Milliseconds = statistics.p99PresentInterval.map { $0 * 1000 }
        animatedFrameIntervals = statistics.presentIntervals.count
    }

    /// Writes the report as pretty-printed JSON, replacing the file atomically.
    func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}
