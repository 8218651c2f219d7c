import Foundation
@_spi(MorphInternals) import MorphLayout
import Synchronization
import MorphTestSupport
import Testing
@testable import Morph

/// `NetworkImageNode` against a real HTTP server on loopback (`LoopbackHTTPServer`).
@Suite("NetworkImageNode")
@MainActor
struct NetworkImageNodeTests {
    typealias F = ImageFixtures

    /// A fresh cache per test, so no test sees another's images.
    static func cache() -> ImageCache { ImageCache(byteLimit: 64 << 20) }

    /// The time-out of loads that the test ends itself (stalled or held replies): an hour. In the
    /// full parallel run the main actor, shared by every suite, can be busy for more than the
    /// default minute between two steps of a test.
    static let patientTimeout: TimeInterval = 3600

    /// The errors a node reported, in order.
    @MainActor
    final class Reports {
        var errors: [NetworkImageError] = []
        var others: [any Error] = []

        func attach(to node: DisplayNode) {
            node.errorHandler = { [weak self] error in
                if let error = error as? NetworkImageError { self?.errors.append(error) } else { self?.others.append(error) }
            }
        }
    }

    @Test("an http image loads off the main actor, replaces the placeholder and is kept in the cache")
    func loads() async throws {
        let env = MotionEnvironment()
        let photo = try F.data("chelsea.png")
        let server = try LoopbackHTTPServer(routes: ["/chelsea.png": .ok(photo)])
        defer { server.stop() }
        let cache = Self.cache()
        let placeholder = try DecodedImage(pixelWidth: 1, pixelHeight: 1, pixels: [0xFF80_8080])
        let node = env.make {
            NetworkImageNode(url: server.url("/chelsea.png"), placeholderColor: .red, placeholderImage: placeholder, placeholderSize: CGSize(width: 60, height: 60), cache: cache)
        }
        let reports = Reports()
        reports.attach(to: node)
        #expect(node.backgroundColor == .red)
        #expect(node.intrinsicSize == CGSize(width: 60, height: 60))
        #expect(node.displayedImage == placeholder)

        let phase = await node.waitForLoad()
        let expected = try DecodedImage(data: photo)
        #expect(phase == .loaded(expected))
        #expect(node.displayedImage == expected)
        #expect(node.intrinsicSize == CGSize(width: 451, height: 300))
        #expect(await waitUntil(timeout: 30) { node.backgroundColor == .clear })
        #expect(reports.errors.isEmpty && reports.others.isEmpty)

        // Another node with the same URL shows it at once, without a request.
        let second = env.make { NetworkImageNode(url: server.url("/chelsea.png"), cache: cache) }
        #expect(second.loadPhase == .loaded(expected))
        #expect(second.displayedImage == expected)
        #expect(server.requestCount("/chelsea.png") == 1)

        // Back to the placeholder: its image, size and colour.
        node.url = nil
        #expect(node.loadPhase == .idle && node.displayedImage == placeholder && node.intrinsicSize == CGSize(width: 60, height: 60))
        #expect(await waitUntil(timeout: 30) { node.backgroundColor == .red })
    }

    @Test("setting the same URL again retries a failed load, and only a failed one")
    func retry() async throws {
        let env = MotionEnvironment()
        let server = try LoopbackHTTPServer(routes: ["/small.png": .ok(try F.data("interlaced.png"))])
        defer { server.stop() }
        let node = env.make { NetworkImageNode(cache: Self.cache()) }
        let reports = Reports()
        reports.attach(to: node)
        // Nothing listens on port 1: each try of that URL fails and is reported.
        let url = server.url("/small.png")
        node.url = URL(string: "http://127.0.0.1:1/small.png")
        guard case .failed = await node.waitForLoad() else {
            Issue.record("expected a refused connection: \(node.loadPhase)")
            return
        }
        node.url = node.url
        guard case .failed = await node.waitForLoad() else {
            Issue.record("expected a refused connection again: \(node.loadPhase)")
            return
        }
        #expect(await waitUntil(timeout: 30) { reports.errors.count == 2 })

        node.url = url
        guard case .loaded = await node.waitForLoad() else {
            Issue.record("no image: \(node.loadPhase)")
            return
        }
        node.url = url
        #expect(node.loadPhase != .loading)
        #expect(server.requestCount("/small.png") == 1)
    }

    @Test("a body without a length is cut off at the limit, and the server sees the connection closed")
    func unannouncedHugeBody() async throws {
        let env = MotionEnvironment()
        let server = try LoopbackHTTPServer(routes: ["/endless.png": .endless(announcedLength: nil)])
        defer { server.stop() }
        let node = env.make { NetworkImageNode(cache: Self.cache()) }
        #expect(node.maximumBodyLength == 64 << 20)
        node.maximumBodyLength = -5
        #expect(node.maximumBodyLength == 1)
        node.maximumBodyLength = 1 << 20
        let reports = Reports()
        reports.attach(to: node)
        let url = server.url("/endless.png")
        node.url = url
        let phase = await node.waitForLoad()
        #expect(phase == .failed(NetworkImageError(url: url, reason: .bodyTooLarge(limit: 1 << 20))))
        #expect(await waitUntil(timeout: 30) { reports.errors.count == 1 })
        #expect(await waitUntil(timeout: 30) { server.connectionsClosedByClient == 1 })
    }

    /// swift-corelibs-foundation traps ("not in the registry") when a task is cancelled while its
    /// session looks it up in a URL cache, before the task has its protocol: a cell leaving the
    /// preload range just after its image started could bring the app down. The downloads' session
    /// has no URL cache, so a cancel at once after the start is ordered. (With the ephemeral
    /// configuration's in-memory cache a full run of the suite trapped here.)
    @Test("loads cancelled at once after they start end as cancelled, ten thousand times over, without trapping")
    nonisolated func cancelAtOnce() async throws {
        let png = try F.data("rgba.png")
        let server = try LoopbackHTTPServer(routes: ["/photo.png": .ok(png)])
        defer { server.stop() }
        let cache = ImageCache(byteLimit: 64 << 20)
        // `Locked`, a pthread mutex that ThreadSanitizer understands (see `LoopbackHTTPServer`).
        let outcomes = Locked((cancelled: 0, other: 0))
        let rounds = 10_000
        for _ in 0..<rounds {
            let url = server.url("/photo.png")
            let download = ImageDownload.start(
                url, key: ImageCacheKey(source: .init(url), scale: 1), timeout: 3600, deadline: 3600,
                maximumBodyLength: 1 << 20, cache: cache, modification: { nil }
            ) { result in
                outcomes.withLock { outcomes in
                    if case .failure(let error) = result, error.reason == .cancelled { outcomes.cancelled += 1 } else { outcomes.other += 1 }
                }
            }
            download.cancel()
        }
        // Each download completes exactly once; a load that finished before its cancel is the
        // image (or the cache's copy), any other is cancelled. The wait only guards against a hang.
        #expect(await waitUntil(timeout: 600) { outcomes.withLock { $0.cancelled + $0.other } == rounds })
        #expect(outcomes.withLock { $0.cancelled } > 0)
    }

    @Test("a cancelled wait returns at once and lets the node go, whose release cancels its download")
    func cancelledWaitReturns() async throws {
        let env = MotionEnvironment()
        let server = try LoopbackHTTPServer(routes: ["/stalled.png": .stall])
        defer { server.stop() }
        var node: NetworkImageNode? = env.make { NetworkImageNode(cache: Self.cache()) }
        node?.timeoutInterval = Self.patientTimeout
        node?.resourceTimeoutInterval = Self.patientTimeout
        node?.url = server.url("/stalled.png")
        weak let released = node
        let returned = Box<NetworkImageNode.LoadPhase?>(nil)
        // The waiting task is the only owner of the node.
        let waiting = Task { @MainActor [node] in
            let phase = await node?.waitForLoad()
            returned.value = phase
        }
        node = nil
        #expect(await waitUntil(timeout: 30) { server.requestCount("/stalled.png") == 1 })
        waiting.cancel()
        #expect(await waitUntil(timeout: 30) { returned.value != nil }, "the cancelled wait returned")
        #expect(returned.value == .loading)
        #expect(await waitUntil(timeout: 30) { released == nil }, "the node was released")
        #expect(await waitUntil(timeout: 30) { server.connectionsClosedByClient == 1 }, "its release cancelled the download")
    }

    @Test("a wait in a task cancelled before it starts returns the current phase at once")
    func waitInCancelledTask() async throws {
        let env = MotionEnvironment()
        let server = try LoopbackHTTPServer(routes: ["/stalled.png": .stall])
        defer { server.stop() }
        let node = env.make { NetworkImageNode(cache: Self.cache()) }
        node.timeoutInterval = Self.patientTimeout
        node.resourceTimeoutInterval = Self.patientTimeout
        node.url = server.url("/stalled.png")
        let waiting = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            return await node.waitForLoad()
        }
        #expect(await waiting.value == .loading)
        // Other waiters still wait for the end.
        let other = Task { @MainActor in await node.waitForLoad() }
        node.url = nil
        #expect(await other.value == .idle)
    }

    @Test("a server that trickles a byte at a time hits the whole load's deadline, not the idle time-out")
    func tricklingServerHitsTheDeadline() async throws {
        let env = MotionEnvironment()
        let server = try LoopbackHTTPServer(routes: ["/trickle.png": .trickle(interval: 0.2)])
        defer { server.stop() }
        let node = env.make { NetworkImageNode(cache: Self.cache()) }
        #expect(node.resourceTimeoutInterval == 120)
        // Bytes come every 0.2 s: the idle time-out never trips.
        node.timeoutInterval = Self.patientTimeout
        node.resourceTimeoutInterval = Self.patientTimeout
        node.resourceTimeoutInterval = 1
        for bad in [0, -1, .nan, .infinity] { node.resourceTimeoutInterval = bad }
        #expect(node.resourceTimeoutInterval == 1)
        let reports = Reports()
        reports.attach(to: node)
        let url = server.url("/trickle.png")
        let start = Date()
        node.url = url
        let phase = await node.waitForLoad()
        #expect(phase == .failed(NetworkImageError(url: url, reason: .deadlineExceeded(1))))
        #expect(Date().timeIntervalSince(start) >= 1)
        #expect(await waitUntil(timeout: 30) { reports.errors == [NetworkImageError(url: url, reason: .deadlineExceeded(1))] })
        #expect(await waitUntil(timeout: 30) { server.connectionsClosedByClient == 1 }, "the connection was closed")
        #expect("\(reports.errors.first!)".hasSuffix("the load took longer than 1.0 s in all"))
    }

    @Test("a slow response keeps the placeholder while it loads, then shows the image")
    func slowResponse() async throws {
        let env = MotionEnvironment()
        let release = LoopbackHTTPServer.Release()
        let server = try LoopbackHTTPServer(routes: ["/slow.png": .held(try F.data("interlaced.png"), until: release)])
        defer { server.stop() }
        let node = env.make { NetworkImageNode(placeholderColor: .blue, placeholderSize: CGSize(width: 20, height: 20), cache: Self.cache()) }
        node.timeoutInterval = Self.patientTimeout
        node.resourceTimeoutInterval = Self.patientTimeout
        node.url = server.url("/slow.png")
        // The server has the request and holds its answer until the test lets it go: the load
        // is in progress, whatever the time.
        #expect(await waitUntil(timeout: 30) { server.requestCount("/slow.png") == 1 })
        #expect(node.loadPhase == .loading)
        #expect(node.displayedImage == nil && node.backgroundColor == .blue)
        #expect(node.intrinsicSize == CGSize(width: 20, height: 20))
        release.open()
        guard case .loaded(let image) = await node.waitForLoad() else {
            Issue.record("the slow image did not load: \(node.loadPhase)")
            return
        }
        #expect(image.pixelWidth == 8 && node.intrinsicSize == CGSize(width: 8, height: 8))
    }

    @Test("each failure gives a typed error, reported to the error handler; the placeholder stays and nothing leaks",
          arguments: FailureCase.allCases)
    func failures(_ failure: FailureCase) async throws {
        let env = MotionEnvironment()
        let photo = try F.data("chelsea.png")
        let server = try LoopbackHTTPServer(routes: [
            "/missing.png": .status(404),
            "/corrupt.png": .ok(Data(photo.prefix(64)) + Data(repeating: 0xA5, count: 4_000)),
            "/not-an-image.png": .ok(Data("<html>hello</html>".utf8)),
            "/cut.png": .closeMidBody(photo, sentBytes: 10_000),
            "/stalled.png": .stall,
            "/huge.png": .endless(announcedLength: 1 << 40),
        ])
        defer { server.stop() }
        let placeholder = try DecodedImage(pixelWidth: 2, pixelHeight: 2, pixels: Array(repeating: 0xFF00_FF00, count: 4))
        let reports = Reports()
        weak var weakNode: NetworkImageNode?
        do {
            let node = env.make { NetworkImageNode(placeholderColor: .green, placeholderImage: placeholder, cache: Self.cache()) }
            weakNode = node
            reports.attach(to: node)
            if failure == .timeout { node.timeoutInterval = 0.3 }
            let url = failure.url(on: server)
            node.url = url
            let phase = await node.waitForLoad()
            guard case .failed(let error) = phase else {
                Issue.record("\(failure): expected a failure, got \(phase)")
                return
            }
            #expect(error.url == url)
            #expect(failure.matches(error.reason), "\(failure): \(error)")
            #expect(await waitUntil(timeout: 30) { reports.errors == [error] })
            #expect(node.displayedImage == placeholder)
            #expect(node.intrinsicSize == CGSize(width: 2, height: 2))
            #expect(node.backgroundColor == .green)
        }
        #expect(await waitUntil(timeout: 30) { weakNode == nil }, "the node leaked after \(failure)")
        #expect(reports.others.isEmpty)
    }

    enum FailureCase: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case notFound, corruptData, notAnImage, closedMidBody, timeout, connectionRefused, unsupportedScheme, hugeBody

        func url(on server: LoopbackHTTPServer) -> URL {
            switch self {
            case .notFound: server.url("/missing.png")
            case .corruptData: server.url("/corrupt.png")
            case .notAnImage: server.url("/not-an-image.png")
            case .closedMidBody: server.url("/cut.png")
            case .timeout: server.url("/stalled.png")
            case .hugeBody: server.url("/huge.png")
            // Port 1 on loopback: nothing listens there.
            case .connectionRefused: URL(string: "http://127.0.0.1:1/photo.png")!
            case .unsupportedScheme: URL(string: "ftp://127.0.0.1/photo.png")!
            }
        }

        func matches(_ reason: NetworkImageError.Reason) -> Bool {
            switch (self, reason) {
            case (.notFound, .httpStatus(404)), (.timeout, .timedOut):
                return true
            case (.corruptData, .image(let error)):
                if case .corrupt = error.reason { return true }
                if case .truncated = error.reason { return true }
                return false
            case (.notAnImage, .image(let error)):
                if case .unsupportedFormat = error.reason { return true }
                return false
            case (.closedMidBody, .truncatedBody(let received, let expected)):
                return received < 240_512 && expected == 240_512
            case (.connectionRefused, .connectionFailed):
                return true
            case (.hugeBody, .bodyTooLarge(let limit)):
                return limit == NetworkImageNode.defaultMaximumBodyLength
            case (.unsupportedScheme, .unsupportedScheme(let scheme)):
                return scheme == "ftp"
            default:
                return false
            }
        }

        var testDescription: String { rawValue }
    }

    @Test("changing the URL cancels the running load: the server sees the connection closed and the new image shows")
    func urlChangeCancels() async throws {
        let env = MotionEnvironment()
        let server = try LoopbackHTTPServer(routes: ["/stalled.png": .stall, "/small.png": .ok(try F.data("interlaced.png"))])
        defer { server.stop() }
        let reports = Reports()
        let node = env.make { NetworkImageNode(cache: Self.cache()) }
        node.timeoutInterval = Self.patientTimeout
        node.resourceTimeoutInterval = Self.patientTimeout
        node.url = server.url("/stalled.png")
        reports.attach(to: node)
        #expect(await waitUntil(timeout: 30) { server.requestCount("/stalled.png") == 1 })
        node.url = server.url("/small.png")
        #expect(await waitUntil(timeout: 30) { server.connectionsClosedByClient == 1 })
        guard case .loaded(let image) = await node.waitForLoad() else {
            Issue.record("the second URL did not load: \(node.loadPhase)")
            return
        }
        #expect(image.pixelWidth == 8)
        // Both downloads have ended and been handled: the cancelled one is not an error to report.
        #expect(await waitUntil(timeout: 30) { node.finishedLoadCount == 2 })
        #expect(reports.errors.isEmpty)
        // Nil goes back to the placeholder.
        node.url = nil
        #expect(node.loadPhase == .idle && node.displayedImage == nil && node.intrinsicSize == .zero)
    }

    @Test("leaving the supernode cancels the load, joining one again loads again")
    func leavingTheTreeCancels() async throws {
        let env = MotionEnvironment()
        let server = try LoopbackHTTPServer(routes: ["/stalled.png": .stall])
        defer { server.stop() }
        let url = server.url("/stalled.png")
        let parent = env.make { DisplayNode(name: "parent") }
        let node = env.make { NetworkImageNode(cache: Self.cache()) }
        node.timeoutInterval = Self.patientTimeout
        node.resourceTimeoutInterval = Self.patientTimeout
        node.url = url
        let reports = Reports()
        reports.attach(to: node)
        try parent.addSubnode(node)
        #expect(await waitUntil(timeout: 30) { server.requestCount("/stalled.png") == 1 })
        #expect(node.loadPhase == .loading)

        try node.removeFromSupernode()
        #expect(node.loadPhase == .failed(NetworkImageError(url: url, reason: .cancelled)))
        #expect(await waitUntil(timeout: 30) { server.connectionsClosedByClient == 1 })

        try parent.addSubnode(node)
        #expect(node.loadPhase == .loading)
        #expect(await waitUntil(timeout: 30) { server.requestCount("/stalled.png") == 2 })
        // The cancelled download has ended and been handled, and reported nothing.
        #expect(await waitUntil(timeout: 30) { node.finishedLoadCount == 1 })
        #expect(reports.errors.isEmpty)
    }

    @Test("leaving a layout that manages its subnodes cancels the load too")
    func leavingAManagedLayoutCancels() async throws {
        let env = MotionEnvironment()
        let server = try LoopbackHTTPServer(routes: ["/stalled.png": .stall])
        defer { server.stop() }
        let url = server.url("/stalled.png")
        let showsImage = Mutex(true)
        let root = env.make { DisplayNode(name: "root") }
        let image = env.make { NetworkImageNode(placeholderSize: CGSize(width: 40, height: 40), cache: Self.cache(), name: "image") }
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in
            StackLayoutSpec(direction: .vertical, alignItems: .start, children: showsImage.withLock { $0 } ? [image] : [])
        }
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        try root.layoutIfNeeded()
        #expect(image.supernode === root)
        image.timeoutInterval = Self.patientTimeout
        image.resourceTimeoutInterval = Self.patientTimeout
        image.url = url
        #expect(await waitUntil(timeout: 30) { server.requestCount("/stalled.png") == 1 })

        showsImage.withLock { $0 = false }
        root.setNeedsLayout()
        try root.layoutIfNeeded()
        #expect(image.supernode == nil)
        #expect(image.loadPhase == .failed(NetworkImageError(url: url, reason: .cancelled)))
        #expect(await waitUntil(timeout: 30) { server.connectionsClosedByClient == 1 })

        showsImage.withLock { $0 = true }
        root.setNeedsLayout()
        try root.layoutIfNeeded()
        #expect(image.loadPhase == .loading)
        #expect(await waitUntil(timeout: 30) { server.requestCount("/stalled.png") == 2 })
    }

    @Test("a released node cancels its load and is freed while the server still stalls")
    func releaseCancels() async throws {
        let env = MotionEnvironment()
        let server = try LoopbackHTTPServer(routes: ["/stalled.png": .stall])
        defer { server.stop() }
        weak var weakNode: NetworkImageNode?
        do {
            let node = env.make { NetworkImageNode(cache: Self.cache()) }
            node.timeoutInterval = Self.patientTimeout
            node.resourceTimeoutInterval = Self.patientTimeout
            node.url = server.url("/stalled.png")
            weakNode = node
            node.imageModification = .circularCrop(diameter: 60, borderWidth: 10)
            #expect(await waitUntil(timeout: 30) { server.requestCount("/stalled.png") == 1 })
        }
        #expect(await waitUntil(timeout: 30) { weakNode == nil })
        #expect(await waitUntil(timeout: 30) { server.connectionsClosedByClient == 1 })
    }

    @Test("an image that changes the node's size starts an animated layout transition of the tree", .timeLimit(.minutes(5)))
    func sizeChangeTransitions() async throws {
        let env = MotionEnvironment()
        let server = try LoopbackHTTPServer(routes: ["/small.png": .ok(try F.data("interlaced.png"), delay: 0.2)])
        defer { server.stop() }
        let root = env.make { DisplayNode(name: "root") }
        let image = env.make { NetworkImageNode(placeholderSize: CGSize(width: 40, height: 40), cache: Self.cache(), name: "image") }
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, alignItems: .start, children: [image]) }
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        try root.layoutIfNeeded()
        #expect(image.frame.size == CGSize(width: 40, height: 40))

        image.url = server.url("/small.png")
        guard case .loaded = await image.waitForLoad() else {
            Issue.record("no image: \(image.loadPhase)")
            return
        }
        // The transition measures off the main actor, installs, then animates on the manual clock.
        // In a full parallel run other main-actor tests can hold the main actor for minutes: wait
        // as long as it takes (the time limit ends a hang).
        while root.calculatedLayout?.sublayouts.first?.size != CGSize(width: 8, height: 8) { try await Task.sleep(nanoseconds: 1_000_000) }
        env.clock.advance(by: 1)
        while image.frame.size != CGSize(width: 8, height: 8) { try await Task.sleep(nanoseconds: 1_000_000) }
    }

    @Test("a modification is applied to the loaded image and its result is cached under the URL")
    func modification() async throws {
        let env = MotionEnvironment()
        let server = try LoopbackHTTPServer(routes: ["/chelsea.png": .ok(try F.data("chelsea.png"))])
        defer { server.stop() }
        let cache = Self.cache()
        let node = env.make { NetworkImageNode(url: server.url("/chelsea.png"), placeholderColor: .white, cache: cache) }
        node.imageModification = .circularCrop(diameter: 60, borderWidth: 10, scale: 2)
        guard case .loaded = await node.waitForLoad() else {
            Issue.record("no image: \(node.loadPhase)")
            return
        }
        let shown = try #require(await node.waitForImageModification())
        #expect(shown.pixelWidth == 120 && shown.scale == 2 && shown.size == CGSize(width: 60, height: 60))
        #expect(shown.pixel(x: 0, y: 0) == 0)
        #expect(F.isClose(shown.pixel(x: 60, y: 2), 255, 255, 255))
        // The image and its modified version are both kept.
        #expect(cache.count == 2)
        let second = env.make { NetworkImageNode(cache: cache) }
        second.imageModification = .circularCrop(diameter: 60, borderWidth: 10, scale: 2)
        second.url = server.url("/chelsea.png")
        #expect(second.displayedImage == shown)
        #expect(server.requestCount("/chelsea.png") == 1)
    }

    /// Synchronous on purpose: no main-actor job can run between the steps, so what shows is
    /// what the URL's setter did itself, and a task it queued would still hold what it captured.
    @Test("a cached image set on the main actor shows at once, placeholder colour cleared, with nothing queued that keeps the animator alive")
    func cachedImageAtOnce() throws {
        let cache = Self.cache()
        let url = try F.url("interlaced.png")
        let image = try cache.image(contentsOf: url)
        weak var weakAnimator: Animator?
        do {
            let animator = Animator(clock: ManualClock())
            weakAnimator = animator
            // Made inside the animator's scope, as a list makes its cells.
            let node = DisplayNode.withAnimator(animator) { NetworkImageNode(url: url, placeholderColor: .red, cache: cache) }
            #expect(node.loadPhase == .loaded(image))
            #expect(node.displayedImage == image)
            #expect(node.backgroundColor == .clear)
            node.url = nil
            #expect(node.loadPhase == .idle && node.backgroundColor == .red)
            node.url = url
            #expect(node.backgroundColor == .clear)
        }
        #expect(weakAnimator == nil)
    }

    @Test("a file URL loads like an http one; a missing file is a typed error")
    func fileURLs() async throws {
        let env = MotionEnvironment()
        let node = env.make { NetworkImageNode(url: try? F.url("interlaced.png"), cache: Self.cache()) }
        guard case .loaded(let image) = await node.waitForLoad() else {
            Issue.record("no image: \(node.loadPhase)")
            return
        }
        #expect(image.pixelWidth == 8)

        let reports = Reports()
        reports.attach(to: node)
        let missing = URL(fileURLWithPath: "/nonexistent/morph-missing.png")
        node.url = missing
        guard case .failed(let error) = await node.waitForLoad(), case .image(let imageError) = error.reason,
              case .unreadable = imageError.reason
        else {
            Issue.record("expected an unreadable file: \(node.loadPhase)")
            return
        }
        #expect(imageError.path == missing.path)
        #expect(await waitUntil(timeout: 30) { reports.errors == [error] })
    }
}
