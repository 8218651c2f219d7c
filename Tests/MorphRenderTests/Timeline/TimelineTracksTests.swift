import Foundation
import Testing
import MorphRender

@Suite("Timeline tracks")
struct TimelineTracksTests {
    @Test("presence follows sample-and-hold: a node is on screen from its first sample to the sample after its last")
    func presenceAndMarkers() throws {
        let timeline = try SampleTimelines.transition()
        let tracks = Dictionary(uniqueKeysWithValues: timeline.tracks.map { ($0.id, $0) })
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
        #expect(timeline.tracks.map(\.id) == timeline.nodeIDs)
    }

    @Test("activities are merged into one span per run of consecutive changes, per kind")
    func activities() throws {
        let timeline = try SampleTimelines.transition()
        let tracks = Dictionary(uniqueKeysWithValues: timeline.tracks.map { ($0.id, $0) })
        let whole = NodeTrack.TimeSpan(start: 0, end: timeline.duration)

        let card = try #require(tracks["card"])
        #expect(card.spans(of: .moving) == [whole])
        #expect(card.spans(of: .resizing) == [whole])
        #expect(!card.does(.fading) && !card.does(.transforming) && !card.does(.restyling))

        let spinner = try #require(tracks["spinner"])
        #expect(spinner.spans(of: .fading) == [whole])
        #expect(spinner.spans(of: .transforming) == [whole])
        #expect(!spinner.does(.moving))

        // z position swaps between frames 14 and 15; the ghost is shown between frames 7 and 8.
        #expect(tracks["back"]?.spans(of: .restyling) == [NodeTrack.TimeSpan(start: timeline.frames[14].time, end: timeline.frames[15].time)])
        #expect(tracks["ghost"]?.spans(of: .restyling) == [NodeTrack.TimeSpan(start: timeline.frames[7].time, end: timeline.frames[8].time)])
        #expect(tracks["front"]?.activities.isEmpty == true)
        // Text colour changes count as restyling.
        #expect(tracks["title"]?.spans(of: .restyling) == [whole])
    }

    @Test("a node that leaves and comes back has two presence spans, an exit and an entry")
    func leavingAndComingBack() throws {
        let box = CGRect(x: 0, y: 0, width: 10, height: 10)
        let timeline = try Timeline(canvasSize: .zero, frames: [
            TimelineFrame(time: 0, nodes: [TimelineNode(id: "n", frame: box)]),
            TimelineFrame(time: 1, nodes: []),
            TimelineFrame(time: 2, nodes: [TimelineNode(id: "n", frame: box.offsetBy(dx: 5, dy: 0))]),
            TimelineFrame(time: 3, nodes: [TimelineNode(id: "n", frame: box.offsetBy(dx: 9, dy: 0))]),
        ])
        let track = try #require(timeline.tracks.first)
        #expect(track.presence == [NodeTrack.TimeSpan(start: 0, end: 1), NodeTrack.TimeSpan(start: 2, end: 3)])
        #expect(track.exits == [1])
        #expect(track.entries == [2])
        // Moving across the absence is not recorded: only between samples that both have the node.
        #expect(track.spans(of: .moving) == [NodeTrack.TimeSpan(start: 2, end: 3)])
    }

    @Test("a time span never ends before it starts")
    func timeSpanClamp() {
        #expect(NodeTrack.TimeSpan(start: 2, end: 1) == NodeTrack.TimeSpan(start: 2, end: 2))
        #expect(NodeTrack.TimeSpan(start: 1, end: 3).duration == 2)
    }
}
