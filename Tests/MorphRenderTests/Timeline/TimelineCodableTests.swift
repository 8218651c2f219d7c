import Foundation
import Testing
import MorphRender

@Suite("Timeline JSON")
struct TimelineCodableTests {
    @Test("a timeline survives a JSON round trip exactly")
    func roundTrip() throws {
        let timeline = try SampleTimelines.transition()
        let data = try JSONEncoder().encode(timeline)
        let decoded = try JSONDecoder().decode(Timeline.self, from: data)
        #expect(decoded == timeline)
        let awkward = try AwkwardTimelines.identifiers()
        #expect(try JSONDecoder().decode(Timeline.self, from: JSONEncoder().encode(awkward)) == awkward)
    }

    @Test("missing properties take their defaults and frameInRoot is recomputed, not trusted")
    func defaultsOnDecoding() throws {
        let json = """
        {"canvasSize": {"width": 100, "height": 50}, "frames": [{"time": 0, "nodes": [
          {"id": "parent", "frame": {"x": 10, "y": 10, "width": 50, "height": 30}},
          {"id": "child", "parentID": "parent", "frame": {"x": 5, "y": 5, "width": 10, "height": 10},
           "frameInRoot": {"x": 999, "y": 999, "width": 1, "height": 1},
           "backgroundColor": [1, 0, 0], "text": {"lines": [{"string": "hi", "baseline": 8}]}}
        ]}]}
        """
        let timeline = try JSONDecoder().decode(Timeline.self, from: Data(json.utf8))
        #expect(timeline.framesPerSecond == 60)
        let child = try #require(timeline.frames.first?.node(withID: "child"))
        #expect(child.frameInRoot == CGRect(x: 15, y: 15, width: 10, height: 10))
        #expect(child.alpha == 1 && child.transform.isIdentity && child.name == "child")
        #expect(child.backgroundColor == .red)
        #expect(child.text?.font == TimelineText.Font())
        #expect(child.text?.lines.first?.x == 0)
    }

    @Test("an invalid document fails with the timeline error it describes")
    func invalidDocuments() {
        let unknownParent = """
        {"canvasSize": {"width": 1, "height": 1}, "frames": [{"time": 0, "nodes": [{"id": "a", "parentID": "b", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}]}
        """
        #expect(throws: TimelineError.unknownParent(nodeID: "a", parentID: "b", time: 0)) {
            try JSONDecoder().decode(Timeline.self, from: Data(unknownParent.utf8))
        }
        let badTransform = """
        {"canvasSize": {"width": 1, "height": 1}, "frames": [{"time": 0, "nodes": [{"id": "a", "transform": [1, 0], "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}]}
        """
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Timeline.self, from: Data(badTransform.utf8)) }
        let outOfOrder = """
        {"canvasSize": {"width": 1, "height": 1}, "frames": [{"time": 1}, {"time": 0}]}
        """
        #expect(throws: TimelineError.framesOutOfOrder(previousTime: 1, time: 0)) {
            try JSONDecoder().decode(Timeline.self, from: Data(outOfOrder.utf8))
        }
    }
}
