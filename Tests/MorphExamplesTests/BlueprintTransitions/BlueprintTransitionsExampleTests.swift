import Foundation
import Morph
import MorphElements
import MorphExamples
import Testing

@Suite("Blueprint transitions example")
@MainActor
struct BlueprintTransitionsExampleTests {
    let clock = ManualClock()
    let host: ElementHostNode

    init() {
        host = ElementHostNode(name: "demo", animator: Animator(clock: clock))
        host.makeNodeForKind = TransitionsDemo.makeNode(for:animator:)
        host.frame = CGRect(origin: .zero, size: TransitionsDemo.size)
        host.element = TransitionsDemo(phase: .start)
    }

    func node(_ name: String) -> DisplayNode? {
        var pending = [host as DisplayNode]
        while let node = pending.popLast() {
            if node.name == name { return node }
            pending.append(contentsOf: node.subnodes)
        }
        return nil
    }

    func x(_ name: String) -> CGFloat { node(name)?.presentation.frame.minX ?? .nan }

    @Test("inside an animation block: .none jumps, .specific keeps its own timing, the inheriting swatches follow the block")
    func insideABlock() {
        let start = ["none", "specific(0.3 s)", "inherited", "inheritedWithFallback"].map { x(".\($0) swatch") }
        withAnimation(.curve(.linear, duration: 0.8)) {
            host.element = TransitionsDemo(phase: .moved)
        }
        let end = start[0] + 142
        #expect(x(".none swatch") == end)
        clock.advance(to: 0.2)
        #expect(node(".fade swatch")?.supernode != nil, "the fading swatch stays while it disappears")
        clock.advance(to: 0.4)
        #expect(x(".specific(0.3 s) swatch") == end, "its own 0.3 s animation has ended")
        #expect(abs(x(".inherited swatch") - (start[2] + 71)) < 1e-9, "half way along the block's 0.8 s")
        #expect(abs(x(".inheritedWithFallback swatch") - (start[3] + 71)) < 1e-9, "the ambient block wins over the fallback")
        #expect(node("nested container")?.animationEndTime == 1.0, "the nested container runs its own 1 s animation")
        #expect(node("nested .inherited swatch")?.animationEndTime == 1.0, "the inner swatch inherits the container's animation")
        #expect(node("nested .none swatch")?.isAnimating == false, "the inner .none swatch jumped")
        clock.advance(to: 0.45)
        #expect(node(".fade swatch") == nil, "removed once its 0.4 s fade ended")
    }

    @Test("without an animation block: .inherited jumps, .inheritedWithFallback uses its fallback, the visibility swatches appear")
    func withoutABlock() {
        host.element = TransitionsDemo(phase: .moved)
        clock.advance(to: 0.5)
        host.element = TransitionsDemo(phase: .back)
        #expect(node(".inherited swatch")?.isAnimating == false)
        #expect(node(".inheritedWithFallback swatch")?.animationEndTime == 1.0)
        #expect(node(".fade swatch")?.presentation.alpha == 0)
        #expect(node(".scale swatch")?.presentation.transform != .identity)
        clock.advance(to: 0.9)
        #expect(node(".fade swatch")?.presentation.alpha == 1)
        #expect(node(".scaleAndFade swatch")?.presentation.transform == .identity)
    }
}
