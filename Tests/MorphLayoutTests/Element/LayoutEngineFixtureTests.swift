import Foundation
import MorphTestSupport
import MorphLayout
import Testing

/// The layout side of Texture's `ASLayoutEngineTests`: fixture 5's engine frames (a `note` in the
/// fixture) and the re-layout after fixture 2 is applied, where an unchanged node must not be
/// measured again.
@Suite("Texture layout-engine fixtures")
struct LayoutEngineFixtureTests {
    static let context = LayoutContext(screenScale: 2)

    @Test("fixture 5 (fixture 1 at 15×1) gives the engine's frames")
    func fixtureFive() throws {
        let note = TextureFixture.entry(named: "ASLayoutEngineTests.fixture5-note")
        let fixtureOne = TextureFixture.entry(named: "ASLayoutEngineTests.fixture1")
        guard case .object(var caseJSON) = fixtureOne.json,
              case .object(var setup)? = caseJSON["setup"],
              let rootRange = note.json["setup"]?["rootSizeRange"],
              let size = note.json["expected"]?["size"],
              let frames = note.json["expected"]?["frames_engine"]
        else {
            Issue.record("fixture 5's note or fixture 1 is not as expected")
            return
        }
        setup["rootSizeRange"] = rootRange
        caseJSON["setup"] = .object(setup)
        caseJSON["name"] = .string(note.name)
        caseJSON["expected"] = .object(["size": size, "frames": frames])
        let textureCase = try TextureCase(json: .object(caseJSON))
        let difference = try textureCase.verify()
        #expect(difference == nil, "\(String(describing: difference))")
    }

    @Test("after fixture 2 is applied, only the changed and new nodes are measured again")
    func relayoutMeasuresOnlyChangedNodes() throws {
        let entry = TextureFixture.entry(named: "ASLayoutEngineTests.testSetNeedsLayoutAndNormalLayoutPass")
        let expected = try #require(entry.json["expected"])
        let nodeB = LayoutBox("B", intrinsicSize: CGSize(width: 1, height: 1)).styled { $0.flexShrink = 1 }
        let nodeC = LayoutBox("C", intrinsicSize: CGSize(width: 2, height: 1))
        let nodeD = LayoutBox("D", intrinsicSize: CGSize(width: 1, height: 1))
        let nodeE = LayoutBox("E", intrinsicSize: CGSize(width: 1, height: 1))
        func stack(_ children: [LayoutBox]) -> StackLayoutSpec {
            StackLayoutSpec(direction: .horizontal, justifyContent: .spaceBetween, alignItems: .start, children: children)
        }
        let window = try SizeRange(exactly: CGSize(width: 10, height: 1))

        _ = try stack([nodeB, nodeC, nodeD]).layout(in: window, screenScale: 2)
        for node in [nodeB, nodeC, nodeD, nodeE] { node.resetMeasurements() }

        // Fixture 2: C becomes 4×1 and E replaces D.
        nodeC.intrinsicSize = CGSize(width: 4, height: 1)
        let layout = try stack([nodeB, nodeC, nodeE]).layout(in: window, screenScale: 2).flattened()

        let remeasured = try #require(expected["calculateLayoutThatFits_onMain"])
        for (name, node) in [("C", nodeC), ("E", nodeE)] {
            let ranges = try (remeasured[name]?.array ?? []).map(FixtureValues.sizeRange)
            #expect(node.measuredRanges == ranges, "\(name)")
        }
        for name in try FixtureValues.strings(expected["notRemeasured"]) {
            let node = try #require([nodeB, nodeC, nodeD, nodeE].first { $0.name == name })
            #expect(node.measurementCount == 0, "\(name) was measured again")
        }
        let frames = expected["final"]?["frames"]?.array ?? []
        #expect(layout.sublayouts.map(\.element.debugName) == frames.compactMap { $0["id"]?.string })
        for frame in frames {
            let numbers = try (frame["frame"]?.array ?? []).map(FixtureValues.number)
            let node = try #require([nodeB, nodeC, nodeE].first { $0.name == frame["id"]?.string })
            #expect(layout.frame(for: node) == rect(numbers[0], numbers[1], numbers[2], numbers[3]))
        }
    }
}
