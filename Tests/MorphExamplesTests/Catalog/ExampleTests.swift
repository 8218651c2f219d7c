import Foundation
import Testing
import MorphExamples

@Suite("Example recipes")
@MainActor
struct ExampleTests {
    static let counter = Example(
        name: "counter",
        title: "Counter",
        summary: "One box that grows.",
        size: CGSize(width: 100, height: 50)
    ) {
        let root = DisplayNode(name: "root")
        let box = DisplayNode(name: "box")
        try root.addSubnode(box)
        return ExampleScene(root: root, steps: [
            ExampleStep("grow") { box.style.width = .points(80) },
            ExampleStep("interrupt", start: .afterStart(of: 0.05)) { box.style.width = .points(20) },
        ])
    }

    @Test("each scene is built from fresh nodes")
    func freshScenes() throws {
        let first = try Self.counter.makeScene()
        let second = try Self.counter.makeScene()
        #expect(first.root !== second.root)
        #expect(first.root.subnodes.map(\.name) == ["box"])
        #expect(Self.counter.id == "counter")
    }

    @Test("steps keep their names, starts and effects")
    func steps() throws {
        let scene = try Self.counter.makeScene()
        #expect(scene.steps.map(\.name) == ["grow", "interrupt"])
        #expect(scene.steps.map(\.start) == [.afterSettling(pause: 0.25), .afterStart(of: 0.05)])
        try scene.steps[0].perform()
        #expect(scene.root.subnodes[0].style.width == .points(80))
    }

    @Test("every example's sampled frames are presentation trees whose root fills the example", arguments: Examples.all.map(\.name))
    func sampledFrames(name: String) throws {
        let example = try #require(Examples.named(name))
        let timeline = try example.sample(framesPerSecond: 30)
        #expect(timeline.frames.count > 1)
        #expect(timeline.canvasSize == example.size)
        for tree in timeline.frames {
            #expect(tree.root?.attributes.frame == CGRect(origin: .zero, size: example.size), "\(name) at t=\(tree.time)")
        }
    }
}
