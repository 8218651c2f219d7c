import Benchmark
import Foundation
import Morph

// A user-level benchmark after layoutBox/LayoutFrameworkBenchmark: N = 10, 20, …, 100 feed-item
// cells, each built from Texture-style nodes and specs with real text (`TextNode`), created and
// laid out for a 390-point-wide screen (an iPhone 13 Pro's width), as that benchmark times a
// collection view of N cells. On an iPhone 13 Pro, Texture takes 10.9 ms for 100 cells.
//
// To say how much of the time is text, the same cells are timed with fixed-size leaves in place
// of the text nodes (same tree, same specs, no shaping), and the text alone (each cell's labels
// measured without the cell).
//
// Fonts and shaped words stay cached across iterations, as in a running app (the word cache of a
// font is the app's, like Core Text's caches); the library's cache of finished layouts is off, so
// every label is broken into lines again.

/// The text of one cell (LayoutFrameworkBenchmark's `FeedItemData`).
struct FeedItemData: Sendable {
    let actionText: String
    let posterName: String
    let posterHeadline: String
    let posterTimestamp: String
    let posterComment: String
    let contentTitle: String
    let contentDomain: String
    let actorComment: String

    static func generate(count: Int) -> [FeedItemData] {
        (0..<count).map { index in
            FeedItemData(
                actionText: "action text \(index)",
                posterName: "poster name \(index)",
                posterHeadline: "poster title \(index) with some longer stuff",
                posterTimestamp: "poster timestamp \(index)",
                posterComment: "poster comment \(index)",
                contentTitle: "content title \(index)",
                contentDomain: "content domain \(index)",
                actorComment: "actor comment \(index)"
            )
        }
    }
}

/// The library every cell measures with: system fonts, no cache of finished layouts.
let feedLibrary = FontLibrary(layoutCacheCapacity: 0)
/// UIKit's body font size, as the benchmark's labels.
let feedStyle = TextStyle(font: Font(.sans, size: 17))
let headlineStyle = TextStyle(font: Font(.sans, size: 17), lineLimit: 3)

/// A label: a text node, or (for the comparison without text) a fixed-size leaf of a typical
/// label's size.
func label(_ string: String, style: TextStyle = feedStyle, withText: Bool) -> DisplayNode {
    withText
        ? TextNode(string, style: style, library: feedLibrary)
        : ImageNode(size: CGSize(width: CGFloat(string.count) * 9, height: 20))
}

/// A node whose content is a spec built by `spec` on every measurement, as a Texture node's
/// `layoutSpecThatFits:`.
final class SpecNode: DisplayNode {
    private let spec: @Sendable (SpecNode) -> any LayoutElement
    let parts: [DisplayNode]

    nonisolated init(parts: [DisplayNode], spec: @escaping @Sendable (SpecNode) -> any LayoutElement) {
        self.parts = parts
        self.spec = spec
        super.init()
    }

    nonisolated override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        spec(self)
    }
}

/// One feed item: LayoutFrameworkBenchmark's `FeedItemTextureNode` (top bar, mini profile, mini
/// content, social actions, comment), the same nodes and specs.
func feedItem(_ data: FeedItemData, withText: Bool) -> SpecNode {
    let topBar = SpecNode(parts: [label(data.actionText, withText: withText), label("...", withText: withText)]) { node in
        StackLayoutSpec(direction: .horizontal, alignItems: .start, children: [
            node.parts[0].styled { $0.flexGrow = 1 }, node.parts[1],
        ])
    }
    let posterImage = ImageNode(size: CGSize(width: 50, height: 50), fillColor: .red)
    let miniProfile = SpecNode(parts: [
        label(data.posterName, withText: withText),
        label(data.posterHeadline, style: headlineStyle, withText: withText),
        label(data.posterTimestamp, withText: withText),
        posterImage,
        label(data.posterComment, withText: withText),
    ]) { node in
        let texts = StackLayoutSpec(
            direction: .vertical, spacing: 1, justifyContent: .spaceBetween, alignItems: .stretch,
            children: Array(node.parts[0..<3])
        ).styled { $0.flexGrow = 1 }
        let imageAndTexts = StackLayoutSpec(
            direction: .horizontal, spacing: 2, justifyContent: .spaceBetween, alignItems: .start,
            children: [node.parts[3], texts]
        )
        let main = StackLayoutSpec(direction: .vertical, spacing: 3, alignItems: .stretch, children: [imageAndTexts, node.parts[4]])
        return InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 4), child: main)
    }
    let miniContent = SpecNode(parts: [
        ImageNode(size: CGSize(width: 350, height: 200), fillColor: .blue),
        label(data.contentTitle, withText: withText),
        label(data.contentDomain, withText: withText),
    ]) { node in
        StackLayoutSpec(direction: .vertical, justifyContent: .spaceBetween, alignItems: .stretch, children: node.parts)
    }
    let socialActions = SpecNode(parts: [
        label("Like", withText: withText), label("Comment", withText: withText), label("Share", withText: withText),
    ]) { node in
        StackLayoutSpec(direction: .horizontal, justifyContent: .spaceBetween, alignItems: .start, children: node.parts)
    }
    let comment = SpecNode(parts: [
        ImageNode(size: CGSize(width: 50, height: 50), fillColor: .green),
        label(data.actorComment, withText: withText),
    ]) { node in
        StackLayoutSpec(direction: .horizontal, justifyContent: .spaceBetween, alignItems: .start, children: [
            node.parts[0], node.parts[1].styled { $0.flexGrow = 1 },
        ])
    }
    return SpecNode(parts: [topBar, miniProfile, miniContent, socialActions, comment]) { node in
        StackLayoutSpec(direction: .vertical, justifyContent: .spaceBetween, alignItems: .stretch, children: node.parts)
    }
}

/// The range a cell is measured in: the screen's width, any height.
let cellRange = (try? SizeRange(min: CGSize(width: 390, height: 0), max: CGSize(width: 390, height: CGFloat.infinity))) ?? .zero

/// Builds `count` cells and lays each out; returns the total height (so nothing is optimised
/// away) and the cells, which the caller releases outside the measurement.
func layOutFeed(_ data: [FeedItemData], withText: Bool) throws -> (height: CGFloat, cells: [DisplayNode]) {
    var height: CGFloat = 0
    var cells: [DisplayNode] = []
    cells.reserveCapacity(data.count)
    for item in data {
        let cell = feedItem(item, withText: withText)
        height += try cell.layoutThatFits(cellRange).size.height
        cells.append(cell)
    }
    return (height, cells)
}

/// Times building and laying out the cells; releases them, and waits until the main actor has
/// freed them, outside the measurement: a display node's `deinit` is isolated to the main actor,
/// so cells released here are freed there later, which would otherwise overlap (and be counted
/// in) the next sample.
func timeFeed(_ benchmark: Benchmark, _ data: [FeedItemData], withText: Bool) async throws {
    for _ in benchmark.scaledIterations {
        benchmark.startMeasurement()
        var result: (height: CGFloat, cells: [DisplayNode])? = try layOutFeed(data, withText: withText)
        benchmark.stopMeasurement()
        blackHole(result?.height)
        result = nil
        await MainActor.run {}
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 2,
        maxDuration: .seconds(2),
        maxIterations: 200
    )

    // Fonts opened and common words shaped before anything is timed, as in a running app.
    _ = try? layOutFeed(FeedItemData.generate(count: 100), withText: true)

    for count in stride(from: 10, through: 100, by: 10) {
        let data = FeedItemData.generate(count: count)
        Benchmark("Feed: \(count) cells, create and lay out") { benchmark async throws in
            try await timeFeed(benchmark, data, withText: true)
        }
    }

    let hundred = FeedItemData.generate(count: 100)
    Benchmark("Feed: 100 cells, fixed-size leaves instead of text") { benchmark async throws in
        try await timeFeed(benchmark, hundred, withText: false)
    }

    // The text alone: the cells' labels measured at the widths the cells give them (the full
    // width for the one-line labels, 334 points for the headline beside its 50-point image).
    Benchmark("Feed: 100 cells' labels measured alone") { benchmark in
        for _ in benchmark.scaledIterations {
            var height: CGFloat = 0
            for item in hundred {
                for string in [item.actionText, "...", item.posterName, item.posterTimestamp, item.posterComment,
                               item.contentTitle, item.contentDomain, "Like", "Comment", "Share", item.actorComment] {
                    height += try TextLayout(string, style: feedStyle, maximumWidth: 390, library: feedLibrary).size.height
                }
                height += try TextLayout(item.posterHeadline, style: headlineStyle, maximumWidth: 334, library: feedLibrary).size.height
            }
            blackHole(height)
        }
    }
}
