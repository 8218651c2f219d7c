import Foundation
import Testing
import MorphRender

@Suite("Frames on the canvas")
struct PresentationTreeFramesTests {
    @Test("a layer's box on the canvas goes through its own and every ancestor's transform, each about its anchor point")
    func nestedTransforms() throws {
        let tree = PresentationTree(time: 0, root: LayerSpec(
            "root", frame: CGRect(x: 10, y: 20, width: 100, height: 50),
            children: [
                LayerSpec("turned", frame: CGRect(x: 40, y: 10, width: 20, height: 10), transform: TransformMath.rotation(.pi / 2)),
                LayerSpec("pinned", frame: CGRect(x: 0, y: 0, width: 20, height: 10), anchorPoint: .zero, transform: TransformMath.rotation(.pi / 2)),
                LayerSpec("scaled", frame: CGRect(x: 0, y: 30, width: 20, height: 10), anchorPoint: CGPoint(x: 1, y: 1), transform: TransformMath.scale(2, 2)),
            ]
        ))
        let frames = tree.framesOnCanvas()
        #expect(frames[0] == CGRect(x: 10, y: 20, width: 100, height: 50))
        // About its centre (60, 35 on the canvas): 10 wide, 20 tall.
        try expectClose(frames[1], CGRect(x: 55, y: 25, width: 10, height: 20))
        // About its top-left corner (10, 20): the box swings to the left of it.
        try expectClose(frames[2], CGRect(x: 0, y: 20, width: 10, height: 20))
        // About its bottom-right corner (30, 60): it grows up and to the left.
        try expectClose(frames[3], CGRect(x: -10, y: 40, width: 40, height: 20))
    }

    @Test("a bounds origin offsets the sublayers, as a scroll view's does")
    func boundsOrigin() throws {
        var tree = PresentationTree(time: 0, root: LayerSpec(
            "scroller", frame: CGRect(x: 0, y: 0, width: 100, height: 100),
            children: [LayerSpec("row", frame: CGRect(x: 0, y: 50, width: 100, height: 20))]
        ))
        tree.layers[0].attributes.bounds.origin = CGPoint(x: 0, y: 30)
        #expect(tree.framesOnCanvas()[1] == CGRect(x: 0, y: 20, width: 100, height: 20))
        // The scroller's own box does not move.
        #expect(tree.framesOnCanvas()[0] == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    private func expectClose(_ rect: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for (value, wanted) in [(rect.minX, expected.minX), (rect.minY, expected.minY), (rect.width, expected.width), (rect.height, expected.height)] {
            #expect(abs(value - wanted) < 1e-9, "\(rect) is not \(expected)", sourceLocation: sourceLocation)
        }
    }
}
