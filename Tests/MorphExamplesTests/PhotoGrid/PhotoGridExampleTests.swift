import Foundation
import Testing
import MorphExamples
import MorphRender

/// The photo-grid example on a manual clock: the shared photo's flight, a drag that scrubs the way
/// back, and what the release does.
@Suite("Photo grid example")
@MainActor
struct PhotoGridExampleTests {
    /// A grid laid out at its design size on a manual clock, with a scripted finger.
    @MainActor
    struct Scene {
        let clock = ManualClock()
        let grid: PhotoGridNode
        let finger: ScriptedPointer

        init() throws {
            let animator = Animator(clock: clock)
            grid = try DisplayNode.withAnimator(animator) { try PhotoGridNode() }
            grid.frame = CGRect(origin: .zero, size: PhotoGridNode.designSize)
            try grid.layoutIfNeeded()
            finger = ScriptedPointer(root: grid)
        }

        /// A node's presentation frame in window coordinates (the grid is the window's root; no
        /// transforms here).
        func windowFrame(_ node: DisplayNode) -> CGRect {
            var frame = node.presentation.frame
            var current = node.supernode
            while let ancestor = current {
                let origin = ancestor.presentation.frame.origin
                frame.origin.x += origin.x
                frame.origin.y += origin.y
                current = ancestor.supernode
            }
            return frame
        }

        /// The centre of cell `index`'s photo.
        func centre(of index: Int) -> CGPoint {
            let frame = windowFrame(grid.cells[index].photo)
            return CGPoint(x: frame.midX, y: frame.midY)
        }

        /// Opens photo `index` with a tap and lets the transition end.
        func open(_ index: Int) {
            finger.tap(at: centre(of: index))
            clock.advance(by: 1)
        }
    }

    static func lerp(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
        CGRect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
               width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }

    static func close(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    /// Where the detail view puts the photo.
    static let detailFrame = CGRect(x: 12, y: 20, width: 336, height: 224)

    @Test("the photos are real images, decoded from the example's resources")
    func realPhotos() throws {
        let scene = try Scene()
        for cell in scene.grid.cells {
            let image = try #require(cell.photo.displayedImage)
            #expect(image.pixelWidth >= 300 && image.pixelHeight >= 300)
        }
        #expect(scene.grid.cells.map(\.photo.name) == ["photo Launch", "photo Chelsea", "photo Coffee", "photo Astronaut"])
    }

    @Test("a tapped photo flies into the detail view and back along a continuous, eased path in window coordinates")
    func flight() throws {
        let scene = try Scene()
        let photo = scene.grid.cells[1].photo
        let cellFrame = scene.windowFrame(photo)
        #expect(cellFrame == CGRect(x: 186, y: 56, width: 158, height: 158))
        scene.finger.tap(at: scene.centre(of: 1))
        #expect(scene.grid.selection.value == 1)
        // The same node, now under the grid node itself.
        #expect(photo.supernode === scene.grid)
        #expect(scene.grid.detailTitle.string == "Chelsea")

        for (from, to) in [(cellFrame, Self.detailFrame), (Self.detailFrame, cellFrame)] {
            if from != cellFrame {
                scene.finger.tap(at: CGPoint(x: 180, y: 300))
                #expect(scene.grid.selection.value == nil)
                #expect(photo.supernode === scene.grid.cells[1])
            }
            var previous = scene.windowFrame(photo)
            #expect(Self.close(previous, from))
            let steps = 270
            var largestStep: CGFloat = 0
            for step in 1...steps {
                scene.clock.advance(by: 0.45 / Double(steps))
                let frame = scene.windowFrame(photo)
                let progress = CGFloat(TimingCurve.easeInOut.progress(at: Double(step) / Double(steps)))
                #expect(Self.close(frame, Self.lerp(from, to, progress), tolerance: 0.01), "step \(step): \(frame)")
                largestStep = max(largestStep, abs(frame.minX - previous.minX), abs(frame.minY - previous.minY), abs(frame.width - previous.width))
                previous = frame
            }
            // No jump: no step longer than the eased curve's fastest speed allows (1 / 0.58 ≈ 1.72
            // times the linear speed of the longest change, the width's 178 points, over 270
            // steps).
            #expect(largestStep <= 178 / 0.58 / Double(steps) + 1e-9)
            scene.clock.advance(by: 0.01)
            #expect(scene.windowFrame(photo) == to)
            #expect(!scene.grid.hasAnimationsInSubtree)
        }
        scene.grid.assertInvariants()
    }

    @Test("dragging the detail view down sets the way back's fraction: the photo is at that fraction of its path and the sheet has faded that far", arguments: [46.0, 115.0, 230.0, 391.0])
    func framesAtFractions(distance: Double) throws {
        let scene = try Scene()
        scene.open(2)
        let photo = scene.grid.cells[2].photo
        let cellFrame = PhotoGridExampleTests.cellPhotoFrame(2)
        let start = CGPoint(x: 180, y: 100)
        scene.finger.press(at: start)
        // Several moves, the last at `distance` points down.
        for step in 1...10 {
            scene.clock.advance(by: 1 / 60)
            scene.finger.move(to: CGPoint(x: start.x + 3, y: start.y + CGFloat(distance) * CGFloat(step) / 10))
        }
        let handle = try #require(scene.grid.draggedTransition)
        let fraction = distance / 460
        #expect(abs(handle.fractionComplete - fraction) < 1e-9)
        #expect(handle.isPaused)
        let progress = CGFloat(TimingCurve.easeInOut.progress(at: fraction))
        #expect(Self.close(scene.windowFrame(photo), Self.lerp(Self.detailFrame, cellFrame, progress), tolerance: 0.01))
        #expect(abs(scene.grid.sheet.presentation.alpha - (1 - progress)) < 0.01)
        // Held: the clock changes nothing.
        let held = scene.grid.presentationTree().layers
        scene.clock.advance(by: 1)
        #expect(scene.grid.presentationTree().layers == held)
    }

    /// Where cell `index` shows its photo in the grid.
    static func cellPhotoFrame(_ index: Int) -> CGRect {
        let column = CGFloat(index % 2), row = CGFloat(index / 2)
        return CGRect(x: 16 + column * 170, y: 56 + row * 194, width: 158, height: 158)
    }

    @Test("released while moving, the way back goes on at the finger's velocity, within 1%, and the photo lands in its cell")
    func velocityAtRelease() throws {
        let scene = try Scene()
        scene.open(0)
        let photo = scene.grid.cells[0].photo
        // The finger moves down at 4 points per 1/120 s: 480 points per second.
        var location = CGPoint(x: 180, y: 80)
        scene.finger.press(at: location)
        for _ in 0..<24 {
            scene.clock.advance(by: 1 / 120)
            location.y += 4
            scene.finger.move(to: location)
        }
        let handle = try #require(scene.grid.draggedTransition)
        let rate = 480.0 / 460
        #expect(abs(handle.fractionComplete - 96.0 / 460) < 1e-9)
        // The photo's speed in window coordinates at the drag's last instant.
        let h = 1e-6
        let fraction = handle.fractionComplete
        let yBefore = scene.windowFrame(photo).midY
        handle.fractionComplete = fraction - rate * h
        let speedBefore = (yBefore - scene.windowFrame(photo).midY) / h
        handle.fractionComplete = fraction
        // Released where the last move was, at the same moment.
        scene.finger.release()
        #expect(scene.grid.draggedTransition == nil)
        #expect(!handle.isPaused)
        let yAtRelease = scene.windowFrame(photo).midY
        #expect(abs(yAtRelease - yBefore) < 1e-9)
        scene.clock.advance(by: h)
        let speedAfter = (scene.windowFrame(photo).midY - yAtRelease) / h
        #expect(speedBefore != 0)
        #expect(abs(speedAfter - speedBefore) <= 0.01 * abs(speedBefore), "before \(speedBefore), after \(speedAfter)")
        // Projected half a second ahead, 0.21 + 0.5 × 1.04 passes one half: the photo goes back
        // to its cell.
        scene.clock.advance(by: 2)
        #expect(handle.outcome == .completed)
        #expect(scene.grid.selection.value == nil)
        #expect(photo.supernode === scene.grid.cells[0])
        #expect(scene.windowFrame(photo) == Self.cellPhotoFrame(0))
    }

    @Test("a drag let go near its start springs back, and the tree is exactly the detail view it started from")
    func cancelledDrag() throws {
        let scene = try Scene()
        scene.open(3)
        let before = scene.grid.presentationTree()
        let subnodes = scene.grid.subnodes.map(\.name)
        let photo = scene.grid.cells[3].photo
        var location = CGPoint(x: 180, y: 120)
        scene.finger.press(at: location)
        for _ in 0..<12 {
            scene.clock.advance(by: 1 / 60)
            location.y += 6
            scene.finger.move(to: location)
        }
        // The finger stops, then lets go.
        for _ in 0..<10 {
            scene.clock.advance(by: 1 / 60)
            scene.finger.move(to: location)
        }
        let handle = try #require(scene.grid.draggedTransition)
        #expect(abs(handle.fractionComplete - 72.0 / 460) < 1e-9)
        #expect(scene.grid.selection.value == nil)
        scene.finger.release()
        scene.clock.advance(by: 2)
        #expect(handle.outcome == .reverted)
        #expect(scene.grid.selection.value == 3)
        #expect(photo.supernode === scene.grid)
        #expect(scene.grid.subnodes.map(\.name) == subnodes)
        #expect(scene.grid.presentationTree().layers == before.layers)
        // A layout pass after the selection was put back changes nothing.
        try scene.grid.layoutIfNeeded()
        #expect(scene.grid.presentationTree().layers == before.layers)
        #expect(!scene.grid.hasAnimationsInSubtree)
        scene.grid.assertInvariants()
        // And a tap still goes back to the grid.
        scene.finger.tap(at: CGPoint(x: 180, y: 300))
        scene.clock.advance(by: 1)
        #expect(scene.grid.selection.value == nil)
        #expect(scene.windowFrame(photo) == Self.cellPhotoFrame(3))
    }

    @Test("a drag in the grid does nothing, and a tap between cells opens nothing")
    func gridIgnoresDrags() throws {
        let scene = try Scene()
        let before = scene.grid.presentationTree()
        scene.finger.press(at: CGPoint(x: 100, y: 100))
        for step in 1...10 {
            scene.clock.advance(by: 1 / 60)
            scene.finger.move(to: CGPoint(x: 100, y: 100 + CGFloat(step) * 10))
        }
        scene.finger.release()
        #expect(scene.grid.draggedTransition == nil)
        scene.finger.tap(at: CGPoint(x: 180, y: 120))
        scene.clock.advance(by: 1)
        #expect(scene.grid.selection.value == nil)
        #expect(scene.grid.presentationTree().layers == before.layers)
    }

    @Test("the detail view's text appears in the second half of the way in and is gone after the first 40 % of the way out")
    func stagedText() throws {
        let scene = try Scene()
        let text = [scene.grid.detailTitle, scene.grid.detailCaption, scene.grid.detailHint]
        scene.finger.tap(at: scene.centre(of: 2))
        #expect(scene.grid.selection.value == 2)
        scene.clock.advance(by: 0.45 * 0.5)
        #expect(text.allSatisfy { $0.presentation.alpha == 0 })
        #expect(scene.grid.sheet.presentation.alpha > 0.4)
        scene.clock.advance(by: 0.45 * 0.25)
        #expect(text.allSatisfy { $0.presentation.alpha > 0 && $0.presentation.alpha < 1 })
        scene.clock.advance(by: 0.45 * 0.25 + 0.01)
        #expect(text.allSatisfy { $0.presentation.alpha == 1 })
        #expect(scene.grid.sheet.presentation.alpha == 1)
        scene.finger.tap(at: CGPoint(x: 180, y: 300))
        scene.clock.advance(by: 0.45 * 0.4 + 0.001)
        #expect(text.allSatisfy { $0.presentation.alpha == 0 })
        #expect(scene.grid.sheet.presentation.alpha > 0.4)
    }

    @Test("on the way back the photo is drawn above the sheet in every frame, and on the way in too")
    func photoAboveSheet() throws {
        let scene = try Scene()
        for index in [1, 2] {
            let photo = scene.grid.cells[index].photo
            for tap in [scene.centre(of: index), CGPoint(x: 180, y: 300)] {
                scene.finger.tap(at: tap)
                for _ in 0..<30 {
                    scene.clock.advance(by: 0.016)
                    let tree = scene.grid.presentationTree()
                    let photoIndex = try #require(tree.layers.firstIndex { $0.id == photo.layerID })
                    let sheetIndex = try #require(tree.layers.firstIndex { $0.id == scene.grid.sheet.layerID })
                    // Drawn after the sheet and everything in it (layers are in drawing order).
                    #expect(photoIndex >= tree.layers[sheetIndex].subtreeEnd)
                    #expect(tree.layers[photoIndex].attributes.alpha == 1)
                }
                scene.clock.advance(by: 1)
            }
        }
        scene.grid.assertInvariants()
    }

    @Test("the sampled run opens and closes the cat, springs back from a short drag and closes the launch with a fling")
    func sampledRun() throws {
        let timeline = try Example.photoGrid.sample(framesPerSecond: 30)
        /// The index of the layer called `name` in `frame`.
        func index(_ name: String, in frame: PresentationTree) -> Int? { frame.layers.firstIndex { $0.name == name } }
        /// The window frame of the layer called `name` (the grid is the canvas's root, at the origin).
        func windowFrame(_ name: String, in frame: PresentationTree) -> CGRect? {
            index(name, in: frame).map { frame.framesOnCanvas()[$0] }
        }
        /// The sheet's opacity: 0 in the grid, 1 in the detail view.
        func sheetAlpha(in frame: PresentationTree) -> CGFloat? {
            index("sheet", in: frame).map { frame.layers[$0].attributes.alpha }
        }
        let first = try #require(timeline.frames.first)
        #expect(sheetAlpha(in: first) == 0)
        // Some frame shows each photo in detail, under the grid node at the top.
        for photo in ["photo Chelsea", "photo Launch"] {
            #expect(timeline.frames.contains { windowFrame(photo, in: $0) == Self.detailFrame }, "\(photo)")
        }
        // The sheet's fades between its two states (0: grid, 1: detail), with the furthest it
        // went from where it started: open, close, open, the short drag that springs back, the fling.
        var moves: [(from: CGFloat, to: CGFloat, furthest: CGFloat)] = []
        var current: (from: CGFloat, furthest: CGFloat)?
        var place: CGFloat = 0
        for alpha in timeline.frames.compactMap(sheetAlpha) {
            if alpha == 0 || alpha == 1 {
                if let move = current { moves.append((move.from, alpha, move.furthest)) }
                current = nil
                place = alpha
            } else {
                let distance = abs(alpha - place)
                current = (place, max(current?.furthest ?? 0, distance))
            }
        }
        #expect(moves.map(\.from) == [0, 1, 0, 1, 1])
        #expect(moves.map(\.to) == [1, 0, 1, 1, 0])
        if moves.count == 5 {
            #expect(moves[3].furthest > 0.02 && moves[3].furthest < 0.4, "the short drag faded the sheet by \(moves[3].furthest)")
        }
        // It ends in the grid, every photo in its cell.
        let last = try #require(timeline.frames.last)
        #expect(sheetAlpha(in: last) == 0)
        let photo = try #require(index("photo Launch", in: last))
        #expect(last.layers[photo].parentIndex == index("cell Launch", in: last))
        #expect(windowFrame("photo Launch", in: last) == Self.cellPhotoFrame(0))
    }
}
