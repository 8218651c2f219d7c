import Foundation
import Morph
import Testing
import MorphElements

/// Places its child at `frame` in an absolute layout, without a node; the child carries `key`.
struct Pinned: Element {
    var frame: CGRect
    var key: ElementKey?
    var wrapped: any Element

    var content: ElementContent {
        var style = LayoutStyle()
        style.layoutPosition = frame.origin
        style.preferredSize = frame.size
        return ElementContent(child: wrapped, key: key, style: style)
    }
}

/// Lays out pinned children absolutely, without a node.
struct Canvas: Element {
    var items: [Pinned]

    var content: ElementContent {
        ElementContent(children: items) { AbsoluteLayoutSpec(sizing: .default, children: $0) }
    }
}

/// Where the photo of ``SharedPhotoTree`` is.
enum SharedPhotoPlace: String, CaseIterable, Sendable, CustomStringConvertible {
    /// In the left panel.
    case left
    /// In the right panel (a later sibling of the left one).
    case right
    /// At the host's top level.
    case top
    /// In a detail panel that exists only while the photo is in it.
    case detail

    var description: String { rawValue }
}

/// A host's tree: a left and a right panel (node-backed), which move with the place, and a
/// photo (node-backed, keyed "photo", with a badge in its top-right corner) in one of four
/// places.
enum SharedPhotoTree {
    /// The photo's frame in its parent at each place.
    static let photoFrames: [SharedPhotoPlace: CGRect] = [
        .left: CGRect(x: 10, y: 10, width: 40, height: 40),
        .right: CGRect(x: 30, y: 20, width: 90, height: 60),
        .top: CGRect(x: 200, y: 250, width: 150, height: 100),
        .detail: CGRect(x: 5, y: 5, width: 60, height: 30),
    ]

    /// The panels' frames in the host: the left one is taller while it holds the photo, the
    /// right one lower unless it holds it.
    static func panelFrame(_ panel: SharedPhotoPlace, at place: SharedPhotoPlace) -> CGRect {
        switch panel {
        case .left: CGRect(x: 0, y: 0, width: 150, height: place == .left ? 200 : 120)
        case .right: CGRect(x: 160, y: place == .right ? 0 : 60, width: 200, height: 150)
        default: CGRect(x: 20, y: 300, width: 100, height: 60)
        }
    }

    /// Where the photo is in the host's coordinates at `place`.
    static func photoFrameInHost(_ place: SharedPhotoPlace) -> CGRect {
        let frame = photoFrames[place]!
        guard place != .top else { return frame }
        let panel = panelFrame(place, at: place)
        return frame.offsetBy(dx: panel.minX, dy: panel.minY)
    }

    /// The photo, with a fade for appearing and disappearing (which a shared element never runs).
    static func photo(at place: SharedPhotoPlace) -> Pinned {
        let fade = VisibilityTransition(alpha: 0, transform: .identity, attributes: .curve(.linear, duration: 0.2))
        let frame = photoFrames[place]!
        let badge = Pinned(frame: CGRect(x: frame.width - 8, y: 0, width: 8, height: 8), wrapped: Swatch(color: .red, size: CGSize(width: 8, height: 8)))
        return Pinned(frame: frame, key: "photo", wrapped: Container(name: "photo", wrapped: Canvas(items: [badge]), appearing: fade, disappearing: fade))
    }

    /// The tree with the photo at `place`.
    static func element(_ place: SharedPhotoPlace, detailFades: Bool = true) -> Canvas {
        func panel(_ panel: SharedPhotoPlace) -> Pinned {
            // The detail panel fades in and out (so a reverted transition takes it back).
            let fade = panel == .detail && detailFades ? VisibilityTransition(alpha: 0, transform: .identity, attributes: .curve(.linear, duration: 0.2)) : nil
            return Pinned(frame: panelFrame(panel, at: place), key: ElementKey(panel.rawValue), wrapped: Container(
                name: panel.rawValue,
                wrapped: Canvas(items: place == panel ? [photo(at: place)] : []),
                appearing: fade,
                disappearing: fade
            ))
        }
        var items = [panel(.left), panel(.right)]
        if place == .detail { items.append(panel(.detail)) }
        if place == .top { items.append(photo(at: .top)) }
        return Canvas(items: items)
    }
}

@Suite("ElementHostNode: shared keyed elements")
@MainActor
struct ElementHostSharedElementTests {
    let clock = ManualClock()
    let host: ElementHostNode

    init() {
        host = ElementHostNode(name: "host", animator: Animator(clock: clock))
        host.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
    }

    /// Every ordered pair of places.
    nonisolated static let moves: [(SharedPhotoPlace, SharedPhotoPlace)] = SharedPhotoPlace.allCases.flatMap { from in
        SharedPhotoPlace.allCases.filter { $0 != from }.map { (from, $0) }
    }

    /// The node named `name` below the host, depth first.
    func node(_ name: String) -> DisplayNode? {
        var pending = host.subnodes
        while let node = pending.popLast() {
            if node.name == name { return node }
            pending.append(contentsOf: node.subnodes)
        }
        return nil
    }

    /// A node's presentation frame in the host's coordinates (no transforms here).
    func frameInHost(_ node: DisplayNode) -> CGRect {
        var frame = node.presentation.frame
        var current = node.supernode
        while let ancestor = current, ancestor !== host {
            let origin = ancestor.presentation.frame.origin
            frame.origin.x += origin.x
            frame.origin.y += origin.y
            current = ancestor.supernode
        }
        return frame
    }

    nonisolated static func lerp(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
        CGRect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
               width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }

    static func close(_ a: CGRect, _ b: CGRect, tolerance: CGFloat) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    @Test("the keyed photo keeps its node under its new parent and flies along a continuous, eased path in the host's coordinates, its badge with it, never faded", arguments: moves)
    func flight(from: SharedPhotoPlace, to: SharedPhotoPlace) throws {
        host.element = SharedPhotoTree.element(from)
        let photo = try #require(node("photo"))
        let badge = try #require(photo.subnodes.first)
        let start = frameInHost(photo)
        #expect(start == SharedPhotoTree.photoFrameInHost(from))
        let handle = host.transition(to: SharedPhotoTree.element(to), animation: .curve(.easeInOut, duration: 0.3))
        // The same node, under its new parent (or the host itself).
        #expect(node("photo") === photo)
        #expect(photo.supernode?.name == (to == .top ? "host" : to.rawValue))
        let end = SharedPhotoTree.photoFrameInHost(to)
        #expect(Self.close(frameInHost(photo), start, tolerance: 1e-9), "\(frameInHost(photo)) at the start")
        let steps = 300
        var previous = start
        var largestStep: CGFloat = 0
        for step in 1...steps {
            clock.advance(by: 0.3 / Double(steps))
            let frame = frameInHost(photo)
            let progress = CGFloat(TimingCurve.easeInOut.progress(at: min(Double(step) / Double(steps), 1)))
            #expect(Self.close(frame, Self.lerp(start, end, progress), tolerance: 0.01), "step \(step): \(frame)")
            #expect(photo.presentation.alpha == 1)
            let badgeFrame = frameInHost(badge)
            #expect(abs(badgeFrame.maxX - frame.maxX) < 1e-6 && abs(badgeFrame.minY - frame.minY) < 1e-6, "step \(step): badge \(badgeFrame), photo \(frame)")
            largestStep = max(largestStep, abs(frame.minX - previous.minX), abs(frame.minY - previous.minY),
                              abs(frame.width - previous.width), abs(frame.height - previous.height))
            previous = frame
        }
        // No jump: at most the ease-in-out curve's fastest speed, 1 / 0.58 of the linear one.
        let longest = max(abs(end.minX - start.minX), abs(end.minY - start.minY), abs(end.width - start.width), abs(end.height - start.height))
        #expect(largestStep <= longest / 0.58 / Double(steps) + 1e-9, "largest step \(largestStep)")
        clock.advance(by: 0.5)
        #expect(handle.outcome == .completed)
        #expect(frameInHost(photo) == end)
        #expect(node("photo") === photo)
        #expect(!host.hasAnimationsInSubtree)
        host.assertInvariants()
    }

    @Test("reversed, the photo flies back and the host shows exactly the tree it showed, the photo under its old parent", arguments: moves)
    func reversed(from: SharedPhotoPlace, to: SharedPhotoPlace) throws {
        host.element = SharedPhotoTree.element(from)
        let photo = try #require(node("photo"))
        let parent = photo.supernode
        let before = host.presentationTree()
        let handle = host.transition(to: SharedPhotoTree.element(to))
        clock.advance(by: 0.1)
        handle.reverse()
        clock.advance(by: 1)
        #expect(handle.outcome == .reverted)
        #expect(node("photo") === photo)
        #expect(photo.supernode === parent)
        #expect(host.presentationTree().layers == before.layers)
        // The next update starts from there, with the same node.
        host.element = SharedPhotoTree.element(to)
        #expect(node("photo") === photo)
        host.assertInvariants()
    }

    @Test("without animation the photo's node moves at once")
    func withoutAnimation() throws {
        host.element = SharedPhotoTree.element(.left)
        let photo = try #require(node("photo"))
        host.element = SharedPhotoTree.element(.right)
        #expect(node("photo") === photo)
        #expect(photo.supernode?.name == "right")
        #expect(frameInHost(photo) == SharedPhotoTree.photoFrameInHost(.right))
        #expect(!host.hasAnimationsInSubtree)
    }

    @Test("a key used twice in the new tree is ambiguous: the element gets new nodes and the old one disappears")
    func ambiguousKey() throws {
        host.element = SharedPhotoTree.element(.left)
        let photo = try #require(node("photo"))
        var tree = SharedPhotoTree.element(.right)
        tree.items.append(SharedPhotoTree.photo(at: .top))
        withAnimation(.default) { host.element = tree }
        let photos = host.subnodes.flatMap { [$0] + $0.subnodes }.filter { $0.name == "photo" && $0 !== photo }
        #expect(photos.count == 2)
        // The old node disappears (its fade), then leaves.
        #expect(photo.supernode?.name == "left")
        clock.advance(by: 1)
        #expect(photo.supernode == nil)
    }

    @Test("a moving element's old parent, removed in the same update, does not take it back when it returns")
    func oldParentRemoved() throws {
        host.element = SharedPhotoTree.element(.detail, detailFades: false)
        let photo = try #require(node("photo"))
        let detail = try #require(node("detail"))
        withAnimation(.default) { host.element = SharedPhotoTree.element(.top, detailFades: false) }
        #expect(photo.supernode === host)
        #expect(detail.supernode == nil)
        clock.advance(by: 1)
        // Back into a (new) detail panel: the same photo node.
        withAnimation(.default) { host.element = SharedPhotoTree.element(.detail, detailFades: false) }
        #expect(node("photo") === photo)
        #expect(photo.supernode?.name == "detail")
        clock.advance(by: 1)
        host.assertInvariants()
    }
}
