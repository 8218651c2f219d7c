import Foundation
import Testing
import MorphRender

@Suite("Timeline")
struct TimelineTests {
    static func frame(at time: TimeInterval, names: [String] = ["a"]) -> PresentationTree {
        let children = names.dropFirst().map { LayerSpec($0, frame: CGRect(x: 0, y: 0, width: 5, height: 5)) }
        return PresentationTree(time: time, root: LayerSpec(names[0], frame: CGRect(x: 0, y: 0, width: 10, height: 10), children: Array(children)))
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

    @Test("keepingEvery(n) keeps every n-th frame and the last, at the rate divided by n")
    func keepingEvery() throws {
        let times = (0..<8).map { Double($0) / 50 }
        let timeline = try Timeline(canvasSize: CGSize(width: 10, height: 10), framesPerSecond: 50, frames: times.map { Self.frame(at: $0) })
        let halved = timeline.keepingEvery(2)
        #expect(halved.framesPerSecond == 25)
        #expect(halved.frames.map(\.time) == [0, 0.04, 0.08, 0.12, 0.14])
        #expect(halved.duration == timeline.duration)
        #expect(halved.canvasSize == timeline.canvasSize)
        let odd = try Timeline(canvasSize: .zero, framesPerSecond: 50, frames: times.dropLast().map { Self.frame(at: $0) })
        #expect(odd.keepingEvery(2).frames.map(\.time) == [0, 0.04, 0.08, 0.12])
        #expect(timeline.keepingEvery(1) == timeline)
        #expect(timeline.keepingEvery(0) == timeline)
        #expect(timeline.keepingEvery(100).frames.map(\.time) == [0, 0.14])
    }

    @Test("a frame with a bad time, a non-finite value, a broken structure or a repeated id is refused, named")
    func frameValidation() throws {
        var timeline = try Timeline(canvasSize: .zero)
        for time: TimeInterval in [-0.1, .nan, .infinity] {
            #expect(throws: TimelineError.self) { try timeline.append(Self.frame(at: time)) }
        }
        var nan = Self.frame(at: 0, names: ["root", "n"])
        nan.layers[1].attributes.position.x = .nan
        #expect(throws: TimelineError.invalidFrame(time: 0, .nonFiniteAttributes(layer: "n"))) { try timeline.append(nan) }
        var broken = Self.frame(at: 0, names: ["root", "n"])
        broken.layers[1].parentIndex = nil
        #expect(throws: TimelineError.invalidFrame(time: 0, .inconsistentStructure(layer: "n", index: 1))) { try timeline.append(broken) }
        var twice = Self.frame(at: 0, names: ["root", "n", "m"])
        twice.layers[2].id = twice.layers[1].id
        #expect(throws: TimelineError.duplicateLayer(twice.layers[1].id, name: "m", time: 0)) { try timeline.append(twice) }
        #expect(timeline.isEmpty)
        #expect(TimelineError.duplicateLayer(LayerID(rawValue: 3), name: "m", time: 0).description
            == "two layers have the id #3 (one is 'm') in the frame at t=0.0")
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
        #expect(timeline.layerIDs.isEmpty)
        #expect(timeline.tracks.isEmpty)
    }

    @Test("layer ids are listed once, in order of first appearance, and labelled n1, n2, … in that order")
    func layerIDsAndLabels() throws {
        let timeline = try Timeline(canvasSize: .zero, frames: [
            Self.frame(at: 0, names: ["b", "a"]), Self.frame(at: 1, names: ["c", "a"]), Self.frame(at: 2, names: ["b", "d"]),
        ])
        let ids = ["b", "a", "c", "d"].map(LayerSpec.id)
        #expect(timeline.layerIDs == ids)
        #expect(timeline.layerLabels == Dictionary(uniqueKeysWithValues: zip(ids, ["n1", "n2", "n3", "n4"])))
    }
}
