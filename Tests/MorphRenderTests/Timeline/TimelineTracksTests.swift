import Foundation
import Testing
import MorphRender

@Suite("Timeline tracks")
struct TimelineTracksTests {
    static func tracks(_ timeline: Timeline) -> [String: NodeTrack] {
        Dictionary(uniqueKeysWithValues: timeline.tracks.map { ($0.name, $0) })
    }

    @Test("presence follows sample-and-hold: a layer is on screen from its first sample to the sample after its last")
    func presenceAndMarkers() throws {
        let timeline = try SampleTimelines.transition()
        let tracks = Self.tracks(timeline)
        let time = { (index: Int) in timeline.frames[index].time }

        let toast = try #require(tracks["toast"])
        #expect(toast.presence == [NodeTrack.TimeSpan(start: time(10), end: time(25))])
        #expect(toast.entries == [time(10)])
        #expect(toast.exits == [time(25)])

        let old = try #require(tracks["old"])
        #expect(old.presence == [NodeTrack.TimeSpan(start: 0, end: time(15))])
        #expect(old.entries.isEmpty)
        #expect(old.exits == [time(15)])

        let card = try #require(tracks["card"])
        #expect(card.presence == [NodeTrack.TimeSpan(start: 0, end: timeline.duration)])
        #expect(card.depth == 1)
        #expect(tracks["title"]?.depth == 2)
        #expect(timeline.tracks.map(\.id) == timeline.layerIDs)
        #expect(timeline.tracks.map(\.label) == timeline.layerIDs.map { timeline.layerLabels[$0]! })
    }

    @Test("activities name the property that changes, merged into one span per run of consecutive changes")
    func activities() throws {
        let timeline = try SampleTimelines.transition()
        let tracks = Self.tracks(timeline)
        let whole = NodeTrack.TimeSpan(start: 0, end: timeline.duration)

        let card = try #require(tracks["card"])
        #expect(card.spans(of: "position") == [whole])
        #expect(card.spans(of: "bounds") == [whole])
        #expect(Set(card.activities.map(\.property)) == ["position", "bounds"])

        let spinner = try #require(tracks["spinner"])
        #expect(spinner.spans(of: "alpha") == [whole])
        #expect(spinner.spans(of: "transform") == [whole])
        #expect(!spinner.changes("position"))

        // z position swaps between frames 14 and 15; the ghost is shown between frames 7 and 8.
        #expect(tracks["back"]?.spans(of: "zPosition") == [NodeTrack.TimeSpan(start: timeline.frames[14].time, end: timeline.frames[15].time)])
        #expect(tracks["ghost"]?.spans(of: "isHidden") == [NodeTrack.TimeSpan(start: timeline.frames[7].time, end: timeline.frames[8].time)])
        #expect(tracks["front"]?.activities.isEmpty == true)
        // The text colour is part of the content.
        #expect(tracks["title"]?.spans(of: NodeTrack.Activity.content) == [whole])
    }

    @Test("a layer that leaves and comes back has two presence spans, an exit and an entry; a move to another parent is an activity")
    func leavingAndComingBack() throws {
        let box = CGRect(x: 0, y: 0, width: 10, height: 10)
        func frame(_ time: TimeInterval, _ children: [LayerSpec]) -> PresentationTree {
            PresentationTree(time: time, root: LayerSpec("root", frame: CGRect(x: 0, y: 0, width: 50, height: 50), children: children))
        }
        let timeline = try Timeline(canvasSize: .zero, frames: [
            frame(0, [LayerSpec("n", frame: box)]),
            frame(1, []),
            frame(2, [LayerSpec("n", frame: box.offsetBy(dx: 5, dy: 0))]),
            frame(3, [LayerSpec("n", frame: box.offsetBy(dx: 9, dy: 0))]),
        ])
        let track = try #require(Self.tracks(timeline)["n"])
        #expect(track.presence == [NodeTrack.TimeSpan(start: 0, end: 1), NodeTrack.TimeSpan(start: 2, end: 3)])
        #expect(track.exits == [1])
        #expect(track.entries == [2])
        // Moving across the absence is not recorded: only between samples that both have the layer.
        #expect(track.spans(of: "position") == [NodeTrack.TimeSpan(start: 2, end: 3)])

        let wanderer = try #require(Self.tracks(try AwkwardTimelines.identifiers())["wanderer"])
        #expect(wanderer.spans(of: NodeTrack.Activity.parent).count == 1)
    }

    @Test("every property of the table, and content and parent, can be an activity")
    func activityProperties() {
        #expect(NodeTrack.Activity.properties == ViewProperties.all.map(\.name) + ["content", "parent"])
    }

    @Test("a time span never ends before it starts")
    func timeSpanClamp() {
        #expect(NodeTrack.TimeSpan(start: 2, end: 1) == NodeTrack.TimeSpan(start: 2, end: 2))
        #expect(NodeTrack.TimeSpan(start: 1, end: 3).duration == 2)
    }
}
