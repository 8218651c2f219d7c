import Foundation
import MorphCanvas
import MorphExamples
import MorphSnapshotTesting
import SnapshotTesting
import Testing

/// Every example in each environment of issue 32 — dark, right to left, and the largest text
/// (`--text-scale 3.12`, UIKit's accessibility extra extra extra large) — as pixels (MorphCanvas at
/// 1×, on the appearance's system background) halfway through its run and at its end, against
/// the PNG files in `__Snapshots__/ExampleEnvironmentSnapshotTests/`. A larger text makes an
/// example's canvas taller where its content needs it (``Example/sample(framesPerSecond:size:traits:progress:)``).
///
/// To re-record after a deliberate change, run
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter ExampleEnvironmentSnapshotTests` (the run fails,
/// as recording always does), look at the new images, then run again.
@Suite("Example environment snapshots")
@MainActor
struct ExampleEnvironmentSnapshotTests {
    /// The environments, by name.
    static let environments: [(name: String, traits: TraitCollection)] = [
        ("dark", TraitCollection(userInterfaceStyle: .dark)),
        ("rtl", TraitCollection(layoutDirection: .rightToLeft)),
        ("largest-text", TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)),
    ]

    @Test("each example looks as recorded in dark mode, right to left and at the largest text size", arguments: Examples.all.map(\.name))
    func images(name: String) throws {
        let example = try #require(Examples.named(name))
        for environment in Self.environments {
            let timeline = try example.sample(framesPerSecond: 30, traits: environment.traits)
            let last = try #require(timeline.frames.last)
            let middle = timeline.frames.min { abs($0.time - last.time / 2) < abs($1.time - last.time / 2) }!
            let background = DynamicColor.systemBackground.resolved(in: environment.traits)
            for (moment, tree) in [("middle", middle), ("end", last)] {
                assertSnapshot(
                    of: tree, as: .image(size: timeline.canvasSize, scale: 1, backgroundColor: background),
                    named: "\(name)-\(environment.name)-\(moment)"
                )
            }
        }
    }

    @Test("at the largest text size every example's texts fit inside its canvas", arguments: Examples.all.map(\.name))
    func nothingClipped(name: String) throws {
        let example = try #require(Examples.named(name))
        let traits = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let timeline = try example.sample(framesPerSecond: 10, traits: traits)
        let last = try #require(timeline.frames.last)
        let canvas = CGRect(origin: .zero, size: timeline.canvasSize).insetBy(dx: -0.5, dy: -0.5)
        // Each layer's origin in the root's coordinates (parents come before their sublayers), and
        // the part of the root its clipping ancestors leave visible: text a scrolling list clips
        // at its edge is inside the canvas where it shows.
        var origins: [CGPoint] = []
        var clips: [CGRect] = []
        for layer in last.layers {
            let frame = layer.attributes.frame
            let parent = layer.parentIndex.map { index in
                let origin = origins[index]
                let bounds = last.layers[index].attributes.bounds.origin
                return CGPoint(x: origin.x - bounds.x, y: origin.y - bounds.y)
            } ?? .zero
            let origin = CGPoint(x: parent.x + frame.minX, y: parent.y + frame.minY)
            origins.append(origin)
            var clip = layer.parentIndex.map { clips[$0] } ?? .infinite
            if layer.attributes.clipsToBounds { clip = clip.intersection(CGRect(origin: origin, size: frame.size)) }
            clips.append(clip)
        }
        var texts = 0
        for (index, layer) in last.layers.enumerated() where !layer.attributes.isHidden && layer.attributes.alpha > 0 {
            guard case .text(let layout, _) = layer.content else { continue }
            texts += 1
            let origin = origins[index]
            // Text inside a clipping ancestor (a scroll node's content) may lie outside it — it
            // is reached by scrolling — but that ancestor must fit the canvas, and the content
            // subnode that holds the text (the text itself, or a list's cell around it: culling
            // looks at content subnodes' own frames) must be presented only where it shows.
            var clip: CGRect?
            var contentSubnode = index
            var ancestor = layer.parentIndex
            while let current = ancestor {
                if last.layers[current].attributes.clipsToBounds {
                    clip = CGRect(origin: origins[current], size: last.layers[current].attributes.frame.size)
                    break
                }
                contentSubnode = current
                ancestor = last.layers[current].parentIndex
            }
            if let clip {
                let frame = CGRect(origin: origins[contentSubnode], size: last.layers[contentSubnode].attributes.frame.size)
                #expect(canvas.contains(clip), "\(layer.name)'s clipping ancestor at \(clip) leaves the \(timeline.canvasSize) canvas")
                #expect(clip.intersects(frame), "\(last.layers[contentSubnode].name) at \(frame), holding \(layer.name), is presented outside its clipping ancestor at \(clip)")
                continue
            }
            for line in layout.lines where !line.text.isEmpty {
                let box = CGRect(x: origin.x + line.x, y: origin.y + line.baseline - line.ascender, width: line.width, height: line.ascender - line.descender)
                    .intersection(clips[index])
                guard !box.isNull else { continue }
                #expect(canvas.contains(box), "\(layer.name): \"\(line.text)\" at \(box) leaves the \(timeline.canvasSize) canvas")
            }
        }
        #expect(texts > 0 || name.hasPrefix("photo") && !name.hasSuffix("grid"))
        #expect(timeline.canvasSize.height >= example.size.height)
    }
}
