import Foundation

extension Example {
    /// A grid of photos whose photo flies into a detail view and back (a shared element), played
    /// by a scripted finger: taps open and close a photo, a short slow drag on the detail view is
    /// released and springs back, and a fling down closes it.
    public static let photoGrid = Example(
        name: "photo-grid",
        title: "Photo grid",
        summary: "A photo flies from its grid cell into a detail view and back — the same node under another supernode (a shared element); dragging the detail view down scrubs the way back, and the release finishes or cancels it with the finger's velocity.",
        size: PhotoGridNode.designSize
    ) {
        let grid = try PhotoGridNode()
        // Points are computed from the grid's size and metrics when each step runs (a larger text
        // size makes the grid taller); the finger mirrors them in a right-to-left environment.
        let finger = ScriptedPointer(root: grid)
        @MainActor func centre(of index: Int) -> CGPoint {
            let size = grid.bounds.size
            let frame = PhotoGridNode.cellFrame(index, in: size, metrics: grid.currentMetrics(width: size.width))
            return CGPoint(x: frame.midX, y: frame.minY + frame.width / 2)
        }
        let detail = CGPoint(x: PhotoGridNode.designSize.width / 2, y: 160)
        var steps: [ExampleStep] = [
            TimelineStep("tap the cat: it flies into the detail view", start: .afterSettling(pause: 0.4)) { finger.tap(at: centre(of: 1)) },
            TimelineStep("tap the detail view: the cat flies back into its cell", start: .afterSettling(pause: 0.6)) { finger.tap(at: detail) },
            TimelineStep("tap the launch", start: .afterSettling(pause: 0.4)) { finger.tap(at: centre(of: 0)) },
        ]
        // A slow drag a quarter of the way down, let go: it springs back to the detail view.
        steps += TimelineStep.drag("drag the detail view down a little and let go", with: finger, from: detail, to: CGPoint(x: detail.x + 10, y: detail.y + 120), duration: 0.5, pause: 0.6)
        // A fling: lifted while moving fast, it carries on to the grid.
        steps += TimelineStep.drag("fling the detail view down", with: finger, from: detail, to: CGPoint(x: detail.x - 10, y: detail.y + 260), duration: 0.3, pause: 0.6, lift: 0.6)
        return ExampleScene(root: grid, steps: steps, overlays: [finger.indicator])
    }
}
