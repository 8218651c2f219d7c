import Foundation
import Morph
import MorphCanvas
import MorphSnapshotTesting
import SnapshotTesting
import Testing

// The examples of the article "Snapshot testing transitions"
// (Sources/MorphSnapshotTesting/MorphSnapshotTesting.docc), compiled and run against the references
// in `__Snapshots__/SnapshotTestingArticleTests/` (this folder's `__Snapshots__` is excluded from the
// target in Package.swift). To record them again:
// `SNAPSHOT_TESTING_RECORD=all swift test --filter SnapshotTestingDocumentationTests`.

final class ToggleNode: DisplayNode {
    let isOn = LayoutInput(false)
    let knob = DisplayNode(name: "knob")

    init() {
        super.init(name: "toggle")
        automaticallyManagesSubnodes = true
        backgroundColor = Color(white: 0.85)
        cornerRadius = 16
        knob.backgroundColor = .white
        knob.cornerRadius = 12
        knob.style.preferredSize = CGSize(width: 24, height: 24)
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        let row = StackLayoutSpec(direction: .horizontal, justifyContent: isOn.value ? .end : .start, alignItems: .center, children: [knob])
        return InsetLayoutSpec(insets: EdgeInsets(all: 4), child: row)
    }
}

@Suite("Snapshot testing transitions (article)")
struct SnapshotTestingDocumentationTests {
    @Test("the knob slides to the right")
    @MainActor
    func knobSlides() throws {
        let clock = ManualClock()
        let toggle = DisplayNode.withAnimator(Animator(clock: clock)) { ToggleNode() }
        toggle.frame = CGRect(x: 0, y: 0, width: 64, height: 32)
        try toggle.layoutIfNeeded()
        assertSnapshot(of: toggle, as: .image(), named: "off")

        toggle.isOn.value = true
        try toggle.transitionLayout(animated: true)
        assertSnapshot(of: toggle, as: .image(at: 0.1, on: clock), named: "halfway")
        assertSnapshot(of: toggle, as: .image(at: 0.2, on: clock), named: "on")
    }

    /// A toggle on its own manual clock, laid out off, then switched on with a transition.
    @MainActor
    static func switchedToggle() throws -> (ToggleNode, ManualClock) {
        let clock = ManualClock()
        let toggle = DisplayNode.withAnimator(Animator(clock: clock)) { ToggleNode() }
        toggle.frame = CGRect(x: 0, y: 0, width: 64, height: 32)
        try toggle.layoutIfNeeded()
        toggle.isOn.value = true
        try toggle.transitionLayout(animated: true)
        return (toggle, clock)
    }

    @Test("the slide as a filmstrip, the knob's frames checked in the image")
    @MainActor
    func knobSlideFilmstrip() throws {
        let (toggle, clock) = try Self.switchedToggle()
        assertSnapshot(of: toggle, as: .filmstrip(at: [0, 0.05, 0.1, 0.15, 0.2], on: clock), named: "slide")
        #expect(clock.now == 0.2)
        #expect(toggle.knob.frame.minX == 36, "the knob ends at the right: 64 - 4 - 24")
    }

    @Test("presentation trees, a filmstrip of trees and a raster image")
    @MainActor
    func treesAndImages() throws {
        let (toggle, clock) = try Self.switchedToggle()
        clock.advance(to: 1)
        let tree = toggle.presentationTree()
        assertSnapshot(of: tree, as: .image(size: CGSize(width: 64, height: 32), backgroundColor: .white), named: "tree")
        assertSnapshot(of: [tree, tree], as: .filmstrip(canvasSize: CGSize(width: 64, height: 32), columns: 2), named: "trees")
        let image = try Rasterizer.image(of: tree, size: CGSize(width: 64, height: 32), scale: 3)
        assertSnapshot(of: image, as: .png, named: "3x")
        #expect(image.width == 192 && image.height == 96)
    }

    @Test("a tolerant comparison matches a slightly different drawing; an exact one does not")
    @MainActor
    func tolerance() throws {
        let (toggle, clock) = try Self.switchedToggle()
        clock.advance(to: 1)
        assertSnapshot(of: toggle, as: .image(perPixelTolerance: 2, differingPixelFraction: 0.001), named: "tolerant")
        // The same reference, with the track's grey one level lighter (0.85 is drawn as 217 of 255).
        toggle.backgroundColor = Color(white: 218 / 255)
        assertSnapshot(of: toggle, as: .image(perPixelTolerance: 2, differingPixelFraction: 0.001), named: "tolerant")
        withKnownIssue("an exact comparison sees the changed grey") {
            assertSnapshot(of: toggle, as: .image(), named: "tolerant")
        }
    }
}
