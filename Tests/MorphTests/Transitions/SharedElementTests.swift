import Foundation
import Morph
import Testing

/// A root stacking two containers; a photo (with a badge inside) moves from the first to the
/// second, while the first shrinks, so the second container moves during the transition.
@MainActor
final class SharedElementScene {
    let environment = MotionEnvironment()
    let root: DisplayNode, grid: DisplayNode, detail: DisplayNode, photo: DisplayNode, badge: DisplayNode
    let inGrid = LayoutInput(true)

    init() throws {
        (root, grid, detail, photo, badge) = environment.make {
            (DisplayNode(name: "root"), DisplayNode(name: "grid"), DisplayNode(name: "detail"), DisplayNode(name: "photo"), DisplayNode(name: "badge"))
        }
        for node in [root, grid, detail, photo] { node.automaticallyManagesSubnodes = true }
        let (inGrid, grid, detail, photo, badge) = (inGrid, grid, detail, photo, badge)
        badge.style.preferredSize = CGSize(width: 8, height: 8)
        photo.layoutSpecBlock = { _, _ in
            CornerLayoutSpec(child: LayoutSpec().styled { $0.flexGrow = 1 }, corner: badge, location: .topRight)
        }
        grid.layoutSpecBlock = { _, _ in
            guard inGrid.value else { return LayoutSpec() }
            let placed = StackLayoutSpec(direction: .vertical, alignItems: .start, children: [photo.styled { $0.preferredSize = CGSize(width: 40, height: 40) }])
            return InsetLayoutSpec(insets: EdgeInsets(top: 10, left: 30, bottom: 0, right: 0), child: placed)
        }
        detail.layoutSpecBlock = { _, _ in
            guard !inGrid.value else { return LayoutSpec() }
            let placed = StackLayoutSpec(direction: .vertical, alignItems: .start, children: [photo.styled { $0.preferredSize = CGSize(width: 120, height: 80) }])
            return InsetLayoutSpec(insets: EdgeInsets(top: 20, left: 100, bottom: 0, right: 0), child: placed)
        }
        root.layoutSpecBlock = { _, _ in
            StackLayoutSpec(direction: .vertical, alignItems: .start, children: [
                grid.styled { $0.preferredSize = CGSize(width: 400, height: inGrid.value ? 200 : 60) },
                detail.styled { $0.preferredSize = CGSize(width: 400, height: 200) },
            ])
        }
        root.frame = rect(0, 0, 400, 400)
        try root.layoutIfNeeded()
    }

    /// A node's presentation frame in the root's coordinates at `time` (no transforms here).
    func frameInRoot(_ node: DisplayNode, at time: TimeInterval? = nil) -> CGRect {
        var frame = node.presentation(at: time).frame
        var current = node.supernode
        while let ancestor = current, ancestor !== root {
            let origin = ancestor.presentation(at: time).frame.origin
            frame.origin.x += origin.x
            frame.origin.y += origin.y
            current = ancestor.supernode
        }
        return frame
    }
}

@Suite("Shared elements")
@MainActor
struct SharedElementTests {
    static func lerp(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
        CGRect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
               width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }

    @Test("a node moved to another supernode flies along a continuous, eased path in the common ancestor's coordinates, with its subnodes")
    func continuousPath() throws {
        let scene = try SharedElementScene()
        let start = scene.frameInRoot(scene.photo)
        #expect(start == rect(30, 10, 40, 40))
        #expect(scene.photo.supernode === scene.grid)
        scene.inGrid.value = false
        let handle = try scene.root.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        // The photo is the detail's subnode at once; the detail moves up from y 200 to 60.
        #expect(scene.photo.supernode === scene.detail)
        let end = rect(100, 80, 120, 80)
        var previous = scene.frameInRoot(scene.photo)
        #expect(close(previous, start, tolerance: 1e-9))
        let steps = 240
        var largestStep: CGFloat = 0
        for step in 1...steps {
            scene.environment.clock.advance(by: 0.2 / Double(steps))
            let frame = scene.frameInRoot(scene.photo)
            // On the straight path between the two frames, eased as the transition.
            let progress = CGFloat(TimingCurve.easeInOut.progress(at: Double(step) / Double(steps)))
            #expect(close(frame, Self.lerp(start, end, progress), tolerance: 0.01), "step \(step): \(frame)")
            largestStep = max(largestStep, abs(frame.minX - previous.minX), abs(frame.minY - previous.minY), abs(frame.width - previous.width))
            // The badge stays centred on the photo's top-right corner, as its layout puts it.
            let badge = scene.frameInRoot(scene.badge)
            #expect(abs(badge.midX - frame.maxX) < 1e-6 && abs(badge.midY - frame.minY) < 1e-6, "\(badge) \(frame)")
            previous = frame
        }
        // Continuous: no step is larger than the fastest speed allows (1.5 × linear speed × dt).
        #expect(largestStep < 1.6 * 90 / Double(steps) * 1.5)
        // 240 steps of 0.2 / 240 s add up to a hair less than 0.2 s.
        scene.environment.clock.advance(to: 0.2)
        #expect(handle.outcome == .completed)
        #expect(scene.frameInRoot(scene.photo) == end)
        #expect(scene.photo.frame == rect(100, 20, 120, 80))
        scene.root.assertInvariants()
        scene.environment.animator.assertInvariants()
    }

    @Test("scrubbed, the shared element is at that fraction of its path")
    func scrubbed() throws {
        let scene = try SharedElementScene()
        let start = scene.frameInRoot(scene.photo)
        scene.inGrid.value = false
        let handle = try scene.root.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        for fraction in [0.0, 0.3, 0.5, 0.9, 1.0] {
            handle.fractionComplete = fraction
            let progress = CGFloat(TimingCurve.easeInOut.progress(at: fraction))
            #expect(close(scene.frameInRoot(scene.photo), Self.lerp(start, rect(100, 80, 120, 80), progress), tolerance: 0.01))
        }
        handle.finish(at: .end, spring: nil)
        #expect(handle.outcome == .completed)
    }

    @Test("under reduced motion the shared element jumps to its new place")
    func reducedMotion() throws {
        let scene = try SharedElementScene()
        scene.environment.animator.reducedMotion = .reduceMotion
        scene.inGrid.value = false
        try scene.root.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(scene.frameInRoot(scene.photo) == rect(100, 80, 120, 80))
        #expect(!scene.photo.isAnimating)
    }
}
