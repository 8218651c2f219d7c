import Foundation
import Morph
import Testing

@Suite("Shadows, gradients, masks and blur: the view properties")
@MainActor
struct EffectPropertyTests {
    @Test("defaults are Core Animation's: no shadow until its opacity is raised, offset (0, -3), radius 3")
    func defaults() {
        let node = DisplayNode()
        #expect(node.shadowOpacity == 0 && node.shadowRadius == 3 && node.shadowOffset == CGSize(width: 0, height: -3))
        #expect(node.shadowColor == .black && node.shadowPath == nil && node.backgroundGradient.isNone)
        #expect(node.maskedCorners == .all && node.blurRadius == 0 && node.backdropBlurRadius == 0 && node.mask == nil)
        #expect(!node.presentation.drawsShadow)
    }

    @Test("bad radii, opacities and offsets are clamped or ignored, never stored")
    func badInput() {
        let node = DisplayNode()
        node.shadowRadius = -4
        #expect(node.shadowRadius == 0)
        node.shadowRadius = .nan
        #expect(node.shadowRadius == 0)
        node.shadowRadius = 1e9
        #expect(node.shadowRadius == ViewProperties.maximumBlurRadius)
        node.blurRadius = 10_000
        #expect(node.blurRadius == 100)
        node.backdropBlurRadius = -.infinity
        #expect(node.backdropBlurRadius == 0)
        node.shadowOpacity = 3
        #expect(node.shadowOpacity == 1)
        node.shadowOffset = CGSize(width: 2, height: 5)
        node.shadowOffset = CGSize(width: CGFloat.nan, height: 1)
        #expect(node.shadowOffset == CGSize(width: 2, height: 5))
        node.shadowOffset = CGSize(width: 1e12, height: -1e12)
        #expect(node.shadowOffset == CGSize(width: ViewProperties.maximumShadowOffset, height: -ViewProperties.maximumShadowOffset))
        var path = ShapePath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        node.shadowPath = path
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 0))
        node.shadowPath = path
        #expect(node.shadowPath == ShapePath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(node.presentation.isFinite)
    }

    @Test("gradient locations out of order or outside 0…1 are clamped and made non-decreasing; at most 1,000 stops")
    func gradientCleaning() {
        let gradient = Gradient(colors: [.red, .green, .blue, .white], locations: [0.5, -1, 2, .nan])
        #expect(gradient.locations == [0.5, 0.5, 1, 1])
        let even = Gradient(colors: [.red, .green, .blue])
        #expect(even.locations == [0, 0.5, 1])
        let many = Gradient(stops: (0..<5_000).map { Gradient.Stop(color: .red, location: CGFloat($0) / 5_000) })
        #expect(many.stops.count == Gradient.maximumStopCount)
        let odd = Gradient(colors: [.red], startPoint: CGPoint(x: CGFloat.nan, y: 0))
        #expect(odd.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(Gradient(colors: [.red, .blue]).color(at: 0.5) == Color.red.interpolated(to: .blue, fraction: 0.5))
    }

    @Test("gradients animate stop by stop, resample different stop counts, fade from none, and switch kinds at halfway")
    func gradientInterpolation() {
        let a = Gradient(colors: [.red, .blue])
        let b = Gradient(colors: [.white, .green, .black])
        let path = Gradient.interpolation(from: a, to: b)
        #expect(path.value(at: 0) == a && path.value(at: 1) == b)
        let middle = path.value(at: 0.5)
        #expect(middle.stops.count == 3)
        #expect(middle.color(at: 0) == Color.red.interpolated(to: .white, fraction: 0.5))
        let fade = Gradient.interpolation(from: .none, to: a).value(at: 0.5)
        #expect(fade.stops.count == 2 && abs(fade.stops[0].color.alpha - 0.5) < 1e-9 && fade.stops[0].color.red == 1)
        let conic = Gradient(kind: .conic, colors: [.red, .blue])
        let switching = Gradient.interpolation(from: a, to: conic)
        #expect(switching.value(at: 0.4) == a && switching.value(at: 0.6) == conic)
        #expect(switching.derivative(at: 0.5) == .zero)
        #expect(Gradient(animatableData: b.animatableData) == b)
    }

    @Test("gradients animate on a node and reach the presentation")
    func gradientAnimation() {
        let clock = ManualClock()
        DisplayNode.withAnimator(Animator(clock: clock)) {
            let node = GradientNode(gradient: Gradient(colors: [.black, .black]))
            withAnimation(.curve(.linear, duration: 1)) {
                node.gradient = Gradient(colors: [.white, .white])
            }
            clock.advance(to: 0.5)
            #expect(abs(node.presentation.backgroundGradient.stops[0].color.red - 0.5) < 1e-6)
            #expect(node.gradient == Gradient(colors: [.white, .white]))
        }
    }

    @Test("shadow paths animate point by point when their elements match, else switch at halfway")
    func shadowPathInterpolation() {
        let small = ShapePath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let large = ShapePath(rect: CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(ShapePath.interpolation(from: small, to: large).value(at: 0.5) == ShapePath(rect: CGRect(x: 0, y: 0, width: 15, height: 20)))
        let ellipse = ShapePath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        let switching = ShapePath.interpolation(from: small, to: ellipse)
        #expect(switching.value(at: 0.4) == small && switching.value(at: 0.6) == ellipse)
        #expect(ShapePath(animatableData: ellipse.animatableData) == ellipse)
        #expect(ShapePath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 3, corners: .top).elements.count == 8)
    }

    @Test("corner masks change at once, as Core Animation's maskedCorners")
    func cornerMasks() {
        let path = CornerMask.interpolation(from: .all, to: .top)
        #expect(path.value(at: 0.01) == .top)
        #expect(CornerMask(rawValue: 0xFF) == .all)
        #expect(CornerMask(animatableData: .nan) == .all)
        #expect(CornerMask.top.description == "topLeft topRight")
    }

    @Test("a mask that is the node, an ancestor, holds the node, or has a supernode is refused; a mask is in the presentation")
    func masks() throws {
        let root = DisplayNode(name: "root")
        let node = DisplayNode(name: "node")
        try root.addSubnode(node)
        #expect(throws: NodeError.invalidMask(node: "node", mask: "node")) { try node.setMask(node) }
        #expect(throws: NodeError.invalidMask(node: "node", mask: "root")) { try node.setMask(root) }
        let holder = DisplayNode(name: "holder")
        let inner = DisplayNode(name: "inner")
        try holder.addSubnode(inner)
        #expect(throws: NodeError.invalidMask(node: "node", mask: "inner")) { try node.setMask(inner) }
        let mask = DisplayNode(name: "mask")
        mask.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        try node.setMask(mask)
        #expect(throws: NodeError.invalidMask(node: "mask", mask: "root")) { try mask.setMask(root) }
        #expect(node.mask === mask)
        let tree = root.presentationTree()
        #expect(tree.layers[1].mask?.layers.map(\.name) == ["mask"])
        #expect(tree.layers[1].mask?.root?.attributes.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect((try? tree.validated()) != nil)
        // A cycle made after the mask was set (the mask's subtree takes the node's root) is cut off
        // when presented, not followed forever.
        try mask.addSubnode(root)
        #expect(node.presentationTree().layers.count == 1)
        try root.removeFromSupernode()
        try node.setMask(nil)
        #expect(node.mask == nil)
    }

    @Test("a presentation with a non-finite shadow or blur is refused by validation")
    func validation() {
        var attributes = ViewAttributes(bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        attributes.shadowRadius = .nan
        let tree = PresentationTree(time: 0, layers: [PresentationLayer(id: LayerID(rawValue: 1), name: "bad", attributes: attributes, subtreeEnd: 1)])
        #expect(throws: PresentationError.nonFiniteAttributes(layer: "bad")) { try tree.validated() }
    }
}
