import Benchmark
import BenchmarkSupport
import Foundation
import Morph
import MorphCanvas
import MorphExamples

// Morph's list benchmarks: opening a CollectionNode of 1,000 and of 100,000 items (the time to
// the first laid-out frame, and the cells made — the goal is a screenful plus the ranges either
// way); a fling through the feed example's 10,000 posts simulated at 120 Hz on the manual clock
// (each frame's main-actor work — tick, range controller, layout pass, presentation tree — and the
// rasteriser's time, apart); the memory after scrolling through 1,000, 10,000 and 20,000 posts; and 1,000
// random inserts, deletes and moves on a 10,000-item list (checking the batch and starting its
// animation).

/// A row of a fixed height.
final class BenchmarkRow: CellNode {
    nonisolated init(height: CGFloat) {
        self.height = height
        super.init(name: "row")
    }

    let height: CGFloat

    override nonisolated func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: constrainedSize.width, height: height)
    }
}

/// Items identified by integer keys, 44 to 80 points tall.
@MainActor
final class BenchmarkItems: CollectionNodeDataSource {
    var keys: [Int]

    init(count: Int) {
        keys = Array(0..<count)
    }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { keys.count }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let height = CGFloat(44 + keys[indexPath.item] % 37)
        return { BenchmarkRow(height: height) }
    }
}

/// A 390×844 list of `count` items on a manual clock, laid out.
@MainActor
func openList(count: Int, clock: ManualClock) throws -> (CollectionNode, BenchmarkItems) {
    let animator = Animator(clock: clock)
    let list = DisplayNode.withAnimator(animator) { CollectionNode(name: "list") }
    let items = BenchmarkItems(count: count)
    list.preparesCellsAsynchronously = false
    list.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    list.dataSource = items
    try list.layoutIfNeeded()
    return (list, items)
}

/// The feed example on a manual clock with every post loaded, and a rasteriser of its size.
@MainActor
final class FeedScreen {
    let clock = ManualClock()
    let feed: FeedNode
    let input: InputDispatcher
    let rasterizer: Rasterizer

    init(posts: Int) throws {
        let animator = Animator(clock: clock)
        feed = DisplayNode.withAnimator(animator) { FeedNode(initialPostCount: posts, pageSize: 50, totalPostCount: posts) }
        feed.list.preparesCellsAsynchronously = false
        feed.frame = CGRect(origin: .zero, size: FeedNode.designSize)
        try feed.layoutIfNeeded()
        input = InputDispatcher(root: feed)
        rasterizer = try Rasterizer(size: FeedNode.designSize, scale: 2, backgroundColor: .white)
    }

    /// A fling up, released at about 3,000 points per second.
    func fling() {
        let x: CGFloat = 195
        input.dispatch(.pointer(PointerEvent(.began, at: CGPoint(x: x, y: 600), timestamp: clock.now)))
        for move in 1...6 {
            clock.advance(by: 1.0 / 120)
            input.dispatch(.pointer(PointerEvent(.moved, at: CGPoint(x: x, y: 600 - CGFloat(move) * 25), timestamp: clock.now)))
        }
        input.dispatch(.pointer(PointerEvent(.ended, at: CGPoint(x: x, y: 450), timestamp: clock.now)))
    }

    /// One 120 Hz frame's main-actor work: tick (the glide and the range controller), layout pass,
    /// presentation tree.
    func frame() throws -> PresentationTree {
        clock.advance(by: 1.0 / 120)
        try feed.layoutIfNeeded()
        return feed.presentationTree()
    }

    /// The content offset at the last ``keepFlinging()``.
    private var lastOffset: CGFloat = -1

    /// Flings again when the glide ended, slowed below a device pixel per frame (whose frames
    /// repaint nothing: the measured frames are the ones that move) or nears the end.
    func keepFlinging() {
        let list = feed.list
        let offset = list.contentOffset.y
        defer { lastOffset = list.contentOffset.y }
        if !list.isDecelerating || abs(offset - lastOffset) < 0.5 || offset > list.maximumContentOffset.y - 5_000 {
            if offset > list.maximumContentOffset.y - 5_000 { list.contentOffset = .zero }
            fling()
        }
    }
}

/// A batch of random changes turning `old` into a new key order: `deletions` deletions,
/// `moves` moves and `insertions` insertions.
func randomBatch(from old: [Int], deletions: Int, moves: Int, insertions: Int, nextKey: inout Int, random: inout SystemRandomNumberGenerator) -> (keys: [Int], deleted: [IndexPath], inserted: [IndexPath], moved: [(IndexPath, IndexPath)]) {
    var chosen = Set<Int>()
    while chosen.count < deletions + moves { chosen.insert(Int.random(in: 0..<old.count, using: &random)) }
    let picked = Array(chosen)
    let deleted = Set(picked.prefix(deletions))
    let movedOld = Array(picked.dropFirst(deletions))
    let movedSet = Set(movedOld)
    var keys = old.enumerated().filter { !deleted.contains($0.offset) && !movedSet.contains($0.offset) }.map(\.element)
    var movedKeys: [Int: Int] = [:]
    for index in movedOld {
        keys.insert(old[index], at: Int.random(in: 0...keys.count, using: &random))
        movedKeys[old[index]] = index
    }
    var fresh = Set<Int>()
    for _ in 0..<insertions {
        keys.insert(nextKey, at: Int.random(in: 0...keys.count, using: &random))
        fresh.insert(nextKey)
        nextKey += 1
    }
    var inserted: [IndexPath] = [], moved: [(IndexPath, IndexPath)] = []
    for (index, key) in keys.enumerated() {
        if fresh.contains(key) { inserted.append(IndexPath(item: index, section: 0)) }
        if let from = movedKeys[key] { moved.append((IndexPath(item: from, section: 0), IndexPath(item: index, section: 0))) }
    }
    return (keys, deleted.map { IndexPath(item: $0, section: 0) }, inserted, moved)
}

/// A feed of 10,000 posts, flung and half a second into its glide.
@MainActor
func flingingFeed() throws -> FeedScreen {
    let screen = try FeedScreen(posts: 10_000)
    screen.fling()
    for _ in 0..<60 { _ = try screen.frame() }
    return screen
}

let cellsMade = BenchmarkMetric.custom("cells made", polarity: .prefersSmaller)
let liveCells = BenchmarkMetric.custom("live cells", polarity: .prefersSmaller)
/// The bytes of decoded and modified photos the feed's image cache holds at the end, in KiB.
let imageCacheKilobytes = BenchmarkMetric.custom("image cache (KiB)", polarity: .prefersSmaller)
/// The resident memory at the end of the scroll, in MiB (the peak is the process's whole life).
let residentMegabytes = BenchmarkMetric.custom("resident at the end (MiB)", polarity: .prefersSmaller)

/// The process's resident set now, in bytes (Linux: `/proc/self/statm`), or 0 when unknown.
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(5),
        maxIterations: 200
    )

    for count in [1_000, 100_000] {
        let name = count == 1_000 ? "1,000" : "100,000"
        Benchmark("Opening a list of \(name) items: to the first laid-out frame", configuration: .init(metrics: [.wallClock, .mallocCountTotal, cellsMade])) { @MainActor benchmark async throws in
            for _ in benchmark.scaledIterations {
                let clock = ManualClock()
                benchmark.startMeasurement()
                let (list, _) = try openList(count: count, clock: clock)
                benchmark.stopMeasurement()
                benchmark.measurement(cellsMade, list.liveNodes.count)
            }
        }
    }

    // The feed lives from the first sample to the last (`keptBenchmark`): made in every sample,
    // its 10,000 posts took most of the time allowed.
    keptBenchmark("Feed fling at 120 Hz: one frame's main-actor work (10,000 posts)", configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxIterations: 2_000), make: flingingFeed) { screen, benchmark in
        for _ in benchmark.scaledIterations {
            screen.keepFlinging()
            benchmark.startMeasurement()
            let tree = try screen.frame()
            benchmark.stopMeasurement()
            blackHole(tree.layers.count)
        }
    }

    keptBenchmark("Feed fling at 120 Hz: the rasteriser's time per frame (390×720 at 2×)", configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxIterations: 2_000), make: flingingFeed) { screen, benchmark in
        for _ in benchmark.scaledIterations {
            screen.keepFlinging()
            let tree = try screen.frame()
            benchmark.startMeasurement()
            try screen.rasterizer.draw(tree)
            benchmark.stopMeasurement()
        }
    }

    // Scrolled to the end, and (the last) a feed of 20,000 posts scrolled through its first
    // 1,000 only: memory that grows with the posts that exist, not with those scrolled through.
    for (posts, scrolled) in [(1_000, 1_000), (10_000, 10_000), (20_000, 20_000), (20_000, 1_000)] {
        func words(_ count: Int) -> String { count == 1_000 ? "1,000" : count == 10_000 ? "10,000" : "20,000" }
        let name = posts == scrolled ? "through \(words(posts)) posts of the feed" : "through the first \(words(scrolled)) of \(words(posts)) posts of the feed"
        Benchmark("Memory after scrolling \(name)", configuration: .init(metrics: [.peakMemoryResident, liveCells, imageCacheKilobytes, residentMegabytes, .wallClock], warmupIterations: 0, maxDuration: .seconds(120), maxIterations: 2)) { @MainActor benchmark async throws in
            for _ in benchmark.scaledIterations {
                let screen = try FeedScreen(posts: posts)
                let list = screen.feed.list
                benchmark.startMeasurement()
                // A screenful per frame down to the last post (or the last post to scroll through).
                let end = scrolled == posts ? CGFloat.infinity : list.maximumContentOffset.y * CGFloat(scrolled) / CGFloat(posts)
                while list.contentOffset.y < min(list.maximumContentOffset.y, end) {
                    list.contentOffset = CGPoint(x: 0, y: min(list.contentOffset.y + 700, list.maximumContentOffset.y))
                    _ = try screen.frame()
                }
                benchmark.stopMeasurement()
                benchmark.measurement(liveCells, list.liveNodes.count)
                benchmark.measurement(imageCacheKilobytes, screen.feed.imageCache.byteCount / 1_024)
                benchmark.measurement(residentMegabytes, residentBytes() >> 20)
            }
        }
    }

    Benchmark("1,000 random inserts, deletes and moves on 10,000 items: check the batch and start its animation") { @MainActor benchmark async throws in
        let clock = ManualClock()
        let (list, items) = try openList(count: 10_000, clock: clock)
        var random = SystemRandomNumberGenerator()
        var nextKey = 10_000
        for _ in benchmark.scaledIterations {
            let batch = randomBatch(from: items.keys, deletions: 333, moves: 334, insertions: 333, nextKey: &nextKey, random: &random)
            items.keys = batch.keys
            benchmark.startMeasurement()
            try list.performBatchUpdates({
                list.deleteItems(at: batch.deleted)
                list.insertItems(at: batch.inserted)
                for (from, to) in batch.moved { list.moveItem(at: from, to: to) }
            })
            benchmark.stopMeasurement()
            clock.advance(by: 1)
        }
    }
}
