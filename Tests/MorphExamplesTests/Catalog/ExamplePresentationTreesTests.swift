import Foundation
import MorphExamples
import Testing

@Suite("Example presentation trees")
@MainActor
struct ExamplePresentationTreesTests {
    @Test("every example samples one presentation tree per timeline frame, at the frame's time", arguments: Examples.all.map(\.name))
    func treesMatchTimeline(name: String) throws {
        let example = try #require(Examples.named(name))
        let (trees, timeline) = try example.samplePresentationTrees(framesPerSecond: 30)
        #expect(trees.count == timeline.frames.count)
        #expect(trees.map(\.time) == timeline.frames.map(\.time))
        for tree in trees {
            _ = try tree.validated()
            #expect(tree.root?.attributes.frame == CGRect(origin: .zero, size: example.size))
        }
    }
}
