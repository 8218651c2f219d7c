import Foundation
import Morph
import Testing

/// Where the photo of a ``SharedElementMoveScene`` is laid out.
enum PhotoPlace: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Under the transitioning node itself.
    case root
    /// Under the first container.
    case first
    /// Under a container inside the first container.
    case deepFirst
    /// Under the second container (a later sibling of the first).
    case second
    /// Under a container inside the second container.
    case deepSecond

    var description: String { rawValue }
}

/// A transitioning node that counts its completions and, like an app, puts its state back when a
/// transition is reverted.
final class CountingRootNode: DisplayNode {
    /// `transitionWasCancelled` of each completion, in order.
    var completions: [Bool] = []
    /// Called after each completion.
    var onCompletion: ((TransitionContext) -> Void)?

    override func didCompleteLayoutTransition(_ context: TransitionContext) {
        super.didCompleteLayoutTransition(context)
        completions.append(context.transitionWasCancelled)
        onCompletion?(context)
    }
}

/// A root (400×400) with two containers stacked one above the other, each with a container of
/// its own inside; a photo (with a badge in its top-right corner) is laid out in one of five
/// places. The containers move and resize with the place, so a flying photo's new ancestors move
/// during the flight.
@MainActor
final class SharedElementMoveScene {
    let environment = MotionEnvironment()
    let root: CountingRootNode
    let first: DisplayNode, deepFirst: DisplayNode, second: DisplayNode, deepSecond: DisplayNode
    let photo: DisplayNode, badge: DisplayNode
    let place: LayoutInput<PhotoPlace>
    /// Whether the first container leaves the root's layout while the photo is under the root.
    let dropsFirst = LayoutInput(false)

    init(_ initial: PhotoPlace) throws {
        place = LayoutInput(initial)
        (root, first, deepFirst, second, deepSecond, photo, badge) = environment.make {
            (CountingRootNode(name: "root"), DisplayNode(name: "first"), DisplayNode(name: "deep first"),
             DisplayNode(name: "second"), DisplayNode(name: "deep second"), DisplayNode(name: "photo"), DisplayNode(name: "badge"))
        }
        for node in [root, first, deepFirst, second, deepSecond, photo] { node.automaticallyManagesSubnodes = true }
        let (place, dropsFirst, first, deepFirst, second, deepSecond, photo, badge) = (place, dropsFirst, first, deepFirst, second, deepSecond, photo, badge)
        badge.style.preferredSize = CGSize(width: 8, height: 8)
        photo.layoutSpecBlock = { _, _ in
            CornerLayoutSpec(child: LayoutSpec().styled { $0.flexGrow = 1 }, corner: badge, location: .topRight)
        }
        @Sendable func placed(_ frame: CGRect, when wanted: PhotoPlace, and others: [any LayoutElement] = []) -> any LayoutElement {
            var children = others
            if place.value == wanted {
                children.append(photo.styled {
                    $0.layoutPosition = frame.origin
                    $0.preferredSize = frame.size
                })
            }
            return AbsoluteLayoutSpec(sizing: .default, children: children)
        }
        deepFirst.layoutSpecBlock = { _, _ in placed(Self.photoFrames[.deepFirst]!, when: .deepFirst) }
        deepSecond.layoutSpecBlock = { _, _ in placed(Self.photoFrames[.deepSecond]!, when: .deepSecond) }
        first.layoutSpecBlock = { _, _ in
            placed(Self.photoFrames[.first]!, when: .first, and: [deepFirst.styled {
                $0.layoutPosition = CGPoint(x: 20, y: 20)
                $0.preferredSize = CGSize(width: 100, height: 100)
            }])
        }
        second.layoutSpecBlock = { _, _ in
            placed(Self.photoFrames[.second]!, when: .second, and: [deepSecond.styled {
                $0.layoutPosition = CGPoint(x: 50, y: 30)
                $0.preferredSize = CGSize(width: 120, height: 100)
            }])
        }
        root.layoutSpecBlock = { _, _ in
            var children: [any LayoutElement] = []
            if !(dropsFirst.value && place.value == .root) {
                children.append(first.styled {
                    $0.layoutPosition = .zero
                    $0.preferredSize = Self.containerFrame(first: true, place: place.value).size
                })
            }
            let secondFrame = Self.containerFrame(first: false, place: place.value)
            children.append(second.styled {
                $0.layoutPosition = secondFrame.origin
                $0.preferredSize = secondFrame.size
            })
            return placed(Self.photoFrames[.root]!, when: .root, and: children)
        }
        root.frame = rect(0, 0, 400, 400)
        try root.layoutIfNeeded()
    }

    /// The photo's frame in its supernode, for each place.
    nonisolated static let photoFrames: [PhotoPlace: CGRect] = [
        .root: rect(250, 300, 120, 80),
        .first: rect(130, 10, 40, 40),
        .deepFirst: rect(5, 5, 60, 30),
        .second: rect(200, 10, 80, 60),
        .deepSecond: rect(10, 10, 50, 50),
    ]

    /// A container's frame in the root: the first grows when the photo is in it, the second
    /// moves down unless the photo is in it.
    nonisolated static func containerFrame(first: Bool, place: PhotoPlace) -> CGRect {
        if first {
            return rect(0, 0, 300, place == .first || place == .deepFirst ? 150 : 130)
        }
        return rect(0, place == .second || place == .deepSecond ? 150 : 200, 400, 150)
    }

    /// Where the photo is in the root's coordinates once laid out at `place`.
    nonisolated static func photoFrameInRoot(_ place: PhotoPlace) -> CGRect {
        var frame = photoFrames[place]!
        let offset: CGPoint
        switch place {
        case .root: offset = .zero
        case .first: offset = containerFrame(first: true, place: place).origin
        case .deepFirst: offset = CGPoint(x: 20, y: 20)
        case .second: offset = containerFrame(first: false, place: place).origin
        case .deepSecond:
            let container = containerFrame(first: false, place: place).origin
            offset = CGPoint(x: container.x + 50, y: container.y + 30)
        }
        frame.origin.x += offset.x
        frame.origin.y += offset.y
        return frame
    }

    /// The supernode the photo has at `place`.
    func owner(at place: PhotoPlace) -> DisplayNode {
        switch place {
        case .root: root
        case .first: first
        case .deepFirst: deepFirst
        case .second: second
        case .deepSecond: deepSecond
        }
    }

    /// A node's presentation frame in the root's coordinates (no transforms here), at `time`.
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

    /// Every node's supernode and subnodes, by name.
    func structure() -> [String] {
        [root, first, deepFirst, second, deepSecond, photo, badge].map { node in
            "\(node.debugName) in \(node.supernode?.debugName ?? "nothing"): \(names(node.subnodes))"
        }
    }
}

@Suite("Shared elements moving anywhere in the transitioning subtree")
@MainActor
struct SharedElementMoveTests {
    /// Every ordered pair of different places: into the transitioning node, out of it, to an
    /// earlier or later sibling's subtree, deep to deep.
    nonisolated static let moves: [(PhotoPlace, PhotoPlace)] = PhotoPlace.allCases.flatMap { from in
        PhotoPlace.allCases.filter { $0 != from }.map { (from, $0) }
    }

    nonisolated static func lerp(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
        CGRect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
               width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }

    @Test("the photo flies from any place to any other along a continuous, eased path in the root's coordinates, its badge with it, and the transition completes once", arguments: moves)
    func flight(from: PhotoPlace, to: PhotoPlace) throws {
        let scene = try SharedElementMoveScene(from)
        let start = scene.frameInRoot(scene.photo)
        #expect(start == SharedElementMoveScene.photoFrameInRoot(from))
        #expect(scene.photo.supernode === scene.owner(at: from))
        scene.root.defaultLayoutTransitionDuration = 0.3
        scene.place.value = to
        let handle = try scene.root.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(handle.outcome == nil, "\(String(describing: handle.outcome))")
        #expect(scene.photo.supernode === scene.owner(at: to))
        #expect(handle.context?.sharedElements.map(\.debugName) == ["photo"])
        // Not faded, wherever it comes from or goes to.
        #expect(scene.photo.alpha == 1 && !scene.photo.animatableProperty(.alpha).isAnimating)
        let end = SharedElementMoveScene.photoFrameInRoot(to)
        var previous = scene.frameInRoot(scene.photo)
        #expect(close(previous, start, tolerance: 1e-9), "\(previous) at the start")
        let steps = 300
        var largestStep: CGFloat = 0
        for step in 1...steps {
            scene.environment.clock.advance(by: 0.3 / Double(steps))
            let frame = scene.frameInRoot(scene.photo)
            let progress = CGFloat(TimingCurve.easeInOut.progress(at: min(Double(step) / Double(steps), 1)))
            #expect(close(frame, Self.lerp(start, end, progress), tolerance: 0.01), "step \(step): \(frame)")
            largestStep = max(largestStep, abs(frame.minX - previous.minX), abs(frame.minY - previous.minY),
                              abs(frame.width - previous.width), abs(frame.height - previous.height))
            let badge = scene.frameInRoot(scene.badge)
            #expect(abs(badge.midX - frame.maxX) < 1e-6 && abs(badge.midY - frame.minY) < 1e-6, "step \(step): badge \(badge), photo \(frame)")
            previous = frame
        }
        // No jump: no step longer than the curve's fastest speed allows (the ease-in-out curve
        // is at most 1 / 0.58 ≈ 1.72 times as fast as a linear one).
        let longest = max(abs(end.minX - start.minX), abs(end.minY - start.minY), abs(end.width - start.width), abs(end.height - start.height))
        #expect(largestStep <= longest / 0.58 / Double(steps) + 1e-9, "largest step \(largestStep)")
        scene.environment.clock.advance(by: 0.01)
        #expect(handle.outcome == .completed)
        #expect(scene.root.completions == [false])
        #expect(scene.frameInRoot(scene.photo) == end)
        #expect(scene.photo.frame == SharedElementMoveScene.photoFrames[to])
        scene.root.assertInvariants()
        scene.environment.animator.assertInvariants()
        // Laid out again, nothing changes.
        let settled = scene.root.presentationTree()
        try scene.root.layoutIfNeeded()
        #expect(scene.root.presentationTree().layers == settled.layers)
    }

    @Test("reversed halfway, the photo flies back and the tree is exactly the one it started from, ownership included", arguments: moves)
    func reversed(from: PhotoPlace, to: PhotoPlace) throws {
        let scene = try SharedElementMoveScene(from)
        let before = scene.root.presentationTree()
        let structure = scene.structure()
        scene.place.value = to
        scene.root.onCompletion = { context in
            // As an app does: the state goes back with the layout.
            if context.transitionWasCancelled { scene.place.value = from }
        }
        let handle = try scene.root.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        scene.environment.clock.advance(by: 0.1)
        let halfway = scene.frameInRoot(scene.photo)
        handle.reverse()
        let (start, end) = (SharedElementMoveScene.photoFrameInRoot(from), SharedElementMoveScene.photoFrameInRoot(to))
        let longest = max(abs(end.minX - start.minX), abs(end.minY - start.minY), abs(end.width - start.width), abs(end.height - start.height))
        var previous = halfway
        for _ in 1...100 {
            scene.environment.clock.advance(by: 0.001)
            let frame = scene.frameInRoot(scene.photo)
            // Back along the same path: no jump at the turn or after it (at most the curve's
            // fastest speed, 1 / 0.58 times the linear one, over 0.2 s).
            let limit = longest / 0.58 / 0.2 * 0.001 + 1e-9
            #expect(abs(frame.minX - previous.minX) <= limit && abs(frame.minY - previous.minY) <= limit, "\(previous) → \(frame)")
            previous = frame
        }
        scene.environment.clock.advance(by: 1)
        #expect(handle.outcome == .reverted)
        #expect(scene.root.completions == [true])
        #expect(scene.structure() == structure)
        #expect(scene.photo.supernode === scene.owner(at: from))
        #expect(scene.root.presentationTree().layers == before.layers)
        scene.root.assertInvariants()
        // The state is back: a layout pass changes nothing, and the move can be made again.
        try scene.root.layoutIfNeeded()
        #expect(scene.root.presentationTree().layers == before.layers)
        #expect(scene.structure() == structure)
        scene.place.value = to
        let again = try scene.root.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        scene.environment.clock.advance(by: 1)
        #expect(again.outcome == .completed)
        #expect(scene.frameInRoot(scene.photo) == SharedElementMoveScene.photoFrameInRoot(to))
        scene.root.assertInvariants()
    }

    @Test("reverted at once by the handle, before any time passes, the tree is the one it started from", arguments: moves)
    func revertedAtOnce(from: PhotoPlace, to: PhotoPlace) throws {
        let scene = try SharedElementMoveScene(from)
        let before = scene.root.presentationTree()
        let structure = scene.structure()
        scene.place.value = to
        let handle = try scene.root.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        handle.finish(at: .start, spring: nil)
        #expect(handle.outcome == .reverted)
        #expect(scene.root.completions == [true])
        #expect(scene.structure() == structure)
        #expect(scene.root.presentationTree().layers == before.layers)
    }

    @Test("without animation the photo moves at once, wherever it goes", arguments: moves)
    func withoutAnimation(from: PhotoPlace, to: PhotoPlace) throws {
        let scene = try SharedElementMoveScene(from)
        scene.place.value = to
        let handle = try scene.root.transitionLayout(animated: false, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(handle.outcome == .completed)
        #expect(scene.photo.supernode === scene.owner(at: to))
        #expect(scene.frameInRoot(scene.photo) == SharedElementMoveScene.photoFrameInRoot(to))
        #expect(!scene.photo.isAnimating)
        scene.root.assertInvariants()
    }

    @Test("the photo flies out of a container that leaves in the same transition, and comes back into it when reverted")
    func oldSupernodeLeaves() throws {
        let scene = try SharedElementMoveScene(.deepFirst)
        let before = scene.root.presentationTree()
        let structure = scene.structure()
        scene.dropsFirst.value = true
        scene.place.value = .root
        let handle = try scene.root.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(scene.photo.supernode === scene.root)
        #expect(handle.context?.removedSubnodes.map(\.debugName) == ["first"])
        scene.root.assertInvariants()
        scene.environment.clock.advance(by: 0.1)
        // The container fades out; the photo, drawn above it, does not.
        #expect(scene.first.presentation.alpha < 1)
        #expect(scene.photo.presentation.alpha == 1)
        let middle = scene.frameInRoot(scene.photo)
        let progress = CGFloat(TimingCurve.easeInOut.progress(at: 0.5))
        #expect(close(middle, Self.lerp(SharedElementMoveScene.photoFrameInRoot(.deepFirst), SharedElementMoveScene.photoFrameInRoot(.root), progress), tolerance: 0.01))
        scene.root.assertInvariants()
        handle.finish(at: .start, spring: nil)
        #expect(handle.outcome == .reverted)
        #expect(scene.structure() == structure)
        #expect(scene.root.presentationTree().layers == before.layers)

        // Played to the end, the container is gone and the photo stays under the root.
        let forward = try scene.root.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        scene.environment.clock.advance(by: 1)
        #expect(forward.outcome == .completed)
        #expect(scene.first.supernode == nil)
        #expect(names(scene.root.subnodes) == ["second", "photo"])
        scene.root.assertInvariants()
    }

    @Test("a node that two supernodes claim in the new layouts fails the transition before anything is called, and the tree stays")
    func claimedTwice() throws {
        let scene = try SharedElementMoveScene(.first)
        let structure = scene.structure()
        let before = scene.root.presentationTree()
        // The second container lays out the photo too, while the first keeps it.
        let (photo, deepSecond) = (scene.photo, scene.deepSecond)
        scene.second.layoutSpecBlock = { _, _ in
            AbsoluteLayoutSpec(sizing: .default, children: [
                deepSecond.styled { $0.preferredSize = CGSize(width: 120, height: 100) },
                photo.styled { $0.preferredSize = CGSize(width: 10, height: 10) },
            ])
        }
        var measured = false
        let handle = try scene.root.transitionLayout(animated: true, shouldMeasureAsync: false) { measured = true }
        #expect(handle.outcome == .failed(.subnodeOwnedByAnotherNode(node: "second", subnode: "photo", owner: "first")))
        #expect(!measured)
        #expect(scene.root.completions.isEmpty)
        #expect(scene.structure() == structure)
        #expect(scene.root.presentationTree().layers == before.layers)
    }

    @Test("a node taken from a supernode outside the transitioning subtree is still refused")
    func ownerOutsideSubtree() throws {
        let environment = MotionEnvironment()
        let (outer, elsewhere, shared, transitioning) = environment.make {
            (DisplayNode(name: "outer"), DisplayNode(name: "elsewhere"), DisplayNode(name: "shared"), DisplayNode(name: "transitioning"))
        }
        for node in [outer, elsewhere, transitioning] { node.automaticallyManagesSubnodes = true }
        let takes = LayoutInput(false)
        shared.style.preferredSize = CGSize(width: 10, height: 10)
        outer.layoutSpecBlock = { _, _ in
            StackLayoutSpec(direction: .vertical, children: [
                elsewhere.styled { $0.preferredSize = CGSize(width: 100, height: 100) },
                transitioning.styled { $0.preferredSize = CGSize(width: 100, height: 100) },
            ])
        }
        elsewhere.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, children: [shared]) }
        transitioning.layoutSpecBlock = { _, _ in
            StackLayoutSpec(direction: .vertical, children: takes.value ? [shared] : [])
        }
        outer.frame = rect(0, 0, 100, 200)
        try outer.layoutIfNeeded()
        takes.value = true
        let handle = try transitioning.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        #expect(handle.outcome == .failed(.subnodeOwnedByAnotherNode(node: "transitioning", subnode: "shared", owner: "elsewhere")))
        #expect(shared.supernode === elsewhere)
    }

    @Test("a new layout that holds an ancestor of its node is a cycle, refused before anything changes")
    func cycleBelow() throws {
        let scene = try SharedElementMoveScene(.first)
        let structure = scene.structure()
        let (first, place) = (scene.first, scene.place)
        scene.deepFirst.layoutSpecBlock = { _, _ in
            AbsoluteLayoutSpec(sizing: .default, children: place.value == .second ? [first.styled { $0.preferredSize = CGSize(width: 5, height: 5) }] : [])
        }
        scene.place.value = .second
        let handle = try scene.root.transitionLayout(animated: true, shouldMeasureAsync: false, measurementCompletion: nil)
        guard case .failed = handle.outcome else {
            Issue.record("the transition did not fail: \(String(describing: handle.outcome))")
            return
        }
        #expect(scene.structure() == structure)
    }

    @Test("a measured-in-background transition moves and flies the photo the same way", .timeLimit(.minutes(5)))
    func asynchronous() async throws {
        let scene = try SharedElementMoveScene(.deepSecond)
        scene.place.value = .root
        let handle = try scene.root.transitionLayout(animated: true, shouldMeasureAsync: true, measurementCompletion: nil)
        // Measured on a background task, which a loaded machine may start late: wait as long as it
        // takes (the time limit ends a hang).
        while handle.context == nil, handle.outcome == nil { try await Task.sleep(nanoseconds: 1_000_000) }
        #expect(scene.photo.supernode === scene.root)
        let start = SharedElementMoveScene.photoFrameInRoot(.deepSecond)
        #expect(close(scene.frameInRoot(scene.photo), start, tolerance: 1e-9))
        scene.environment.clock.advance(by: 0.1)
        let progress = CGFloat(TimingCurve.easeInOut.progress(at: 0.5))
        #expect(close(scene.frameInRoot(scene.photo), Self.lerp(start, SharedElementMoveScene.photoFrameInRoot(.root), progress), tolerance: 0.01))
        scene.environment.clock.advance(by: 1)
        #expect(handle.outcome == .completed)
    }
}
