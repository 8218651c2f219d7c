import Foundation
import Testing
import MorphRender

@Suite("Timeline")
struct TimelineTests {
    static func frame(at time: TimeInterval, ids: [String] = ["a"]) throws -> TimelineFrame {
        try TimelineFrame(time: time, nodes: ids.map { TimelineNode(id: $0, frame: CGRect(x: 0, y: 0, width: 10, height: 10)) })
    }

    @Test("a timeline defaults to 60 fps and rejects bad canvases, frame rates and frame order")
    func validation() throws {
        #expect(try Timeline(canvasSize: CGSize(width: 10, height: 10)).framesPerSecond == 60)
        #expect(throws: TimelineError.invalidCanvasSize(CGSize(width: -1, height: 10))) {
            try Timeline(canvasSize: CGSize(width: -1, height: 10))
        }
        #expect(throws: TimelineError.self) { try Timeline(canvasSize: CGSize(width: CGFloat.nan, height: 10)) }
        for rate in [0, -30, Double.nan, .infinity] {
            let error = #expect(throws: TimelineError.self) { try Timeline(canvasSize: .zero, framesPerSecond: rate) }
            guard case .invalidFrameRate = error else {
                Issue.record("\(rate) fps gave \(String(describing: error))")
                continue
            }
        }
        #expect(throws: TimelineError.framesOutOfOrder(previousTime: 0.5, time: 0.5)) {
            try Timeline(canvasSize: .zero, frames: [Self.frame(at: 0.5), Self.frame(at: 0.5)])
        }
        var timeline = try Timeline(canvasSize: .zero, frames: [Self.frame(at: 0)])
        try timeline.append(Self.frame(at: 0.1))
        #expect(throws: TimelineError.framesOutOfOrder(previousTime: 0.1, time: 0.05)) { try timeline.append(Self.frame(at: 0.05)) }
        #expect(timeline.frames.count == 2)
    }

    @Test("the frame shown at a time is the last sample at or before it")
    func sampleAndHold() throws {
        let timeline = try Timeline(canvasSize: .zero, frames: [Self.frame(at: 0.1), Self.frame(at: 0.2), Self.frame(at: 0.4)])
        #expect(timeline.frameIndex(at: 0) == 0)
        #expect(timeline.frameIndex(at: 0.1) == 0)
        #expect(timeline.frameIndex(at: 0.19) == 0)
        #expect(timeline.frameIndex(at: 0.2) == 1)
        #expect(timeline.frameIndex(at: 0.39) == 1)
        #expect(timeline.frameIndex(at: 0.4) == 2)
        #expect(timeline.frameIndex(at: 9) == 2)
        #expect(timeline.frameIndex(at: .nan) == 0)
        #expect(timeline.frame(at: 0.3)?.time == 0.2)
        #expect(timeline.duration == 0.4)
    }

    @Test("an empty timeline has no frames, no duration and no frame at any time")
    func emptyTimeline() throws {
        let timeline = try Timeline(canvasSize: CGSize(width: 10, height: 10))
        #expect(timeline.isEmpty)
        #expect(timeline.duration == 0)
        #expect(timeline.frame(at: 0) == nil)
        #expect(timeline.nodeIDs.isEmpty)
        #expect(timeline.tracks.isEmpty)
    }

    @Test("node ids are listed once, in order of first appearance")
    func nodeIDs() throws {
        let timeline = try Timeline(canvasSize: .zero, frames: [
            Self.frame(at: 0, ids: ["b", "a"]), Self.frame(at: 1, ids: ["c", "a"]), Self.frame(at: 2, ids: ["b", "d"]),
        ])
        #expect(timeline.nodeIDs == ["b", "a", "c", "d"])
    }
}
