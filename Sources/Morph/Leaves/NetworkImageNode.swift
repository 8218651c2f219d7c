import Foundation
@_spi(MorphInternals) import MorphLayout

/// An image node that loads its image from a URL (Texture's `ASNetworkImageNode`): http and https
/// through `URLSession`, and file URLs, asynchronously, with a placeholder until the image is
/// there.
///
/// ```swift
/// let icon = NetworkImageNode(url: iconURL, placeholderColor: .white)
/// icon.imageModification = .circularCrop(diameter: 60, borderWidth: 10)
/// icon.errorHandler = { error in print(error) }
/// ```
///
/// **Loading.** Setting ``url`` (or creating the node with one) starts a load at once, off the
/// main actor: the body is downloaded, decoded (`DecodedImage`, PNG or JPEG, the scale from an
/// `@2x`/`@3x` file name) and kept in the node's `ImageCache` (`ImageCache.shared` by default)
/// under its URL, together with its ``ImageNode/imageModification``'s result, so another node
/// with the same URL shows it at once and without a request. ``loadPhase`` says where the load is;
/// ``waitForLoad()`` waits for its end.
///
/// **Placeholder.** Until the image is there — and after a failure — the node shows its
/// ``placeholderImage`` (if any) over its ``placeholderColor``, which is its background colour
/// at first. When the image arrives, a background that still is the placeholder colour becomes
/// clear, so a transparent image (a circular crop) shows what is behind the node. For an image
/// found in the cache while on the main actor, that happens inside the call that set the URL (as
/// Texture's network image node shows a cached image synchronously), so the first frame shows
/// no placeholder colour behind it; an image that arrives later clears it on the main actor's
/// next turn. The intrinsic
/// size is the placeholder's until then (see ``init(url:placeholderColor:placeholderImage:placeholderSize:cache:name:animator:)``)
/// and the image's afterwards; give the node a `style.preferredSize` to keep it fixed.
///
/// **Size changes.** When the arriving image changes the intrinsic size, the node calls
/// ``DisplayNode/setNeedsLayout()`` and then, on the main actor, ``imageDidChangeIntrinsicSize()``,
/// whose default starts an animated layout transition on the root of the node's tree so the
/// layout moves to the new size (Texture users call `transitionLayout` for this).
///
/// **Ranges.** A node loads while its ``DisplayNode/interfaceState`` contains
/// ``InterfaceState/preload``. A node that no list holds is always in that state (see
/// ``InterfaceState``), so it loads as soon as it has a URL. Inside a list's cell it loads when
/// the cell enters the list's preload range — a URL set earlier waits in ``LoadPhase/idle`` —
/// and ``DisplayNode/didExitPreloadState()`` cancels its download when the cell leaves that range;
/// coming back loads again (Texture's rule). An image already in the cache shows at once
/// wherever the node is.
///
/// **Cancellation.** A load is cancelled when ``url`` changes, when the node leaves the preload
/// range, when it is removed from its supernode and when it is released; a node that enters the
/// preload range or is added to a supernode again after its load was cancelled that way loads
/// again. A load never keeps the node alive, and a task waiting in ``waitForLoad()`` returns as
/// soon as it is cancelled, so it lets the node go too.
///
/// **Time-outs.** Two limits, as `URLSession` has: ``timeoutInterval`` (60 s by default) is the
/// longest the server may send nothing — no response, or a body that stopped coming
/// (`NetworkImageError.Reason.timedOut`); ``resourceTimeoutInterval`` (120 s by default) is
/// the longest the whole load may take, however steadily bytes arrive, so a server that trickles
/// a byte every few seconds cannot hold a load for ever
/// (`NetworkImageError.Reason.deadlineExceeded(_:)`).
///
/// **Errors.** A failed load keeps the placeholder, ends in ``LoadPhase/failed(_:)`` with a
/// `NetworkImageError` — an HTTP status, a truncated body, data that is not an image, a time-out,
/// a refused connection — and reports it to the ``DisplayNode/errorHandler`` through
/// ``DisplayNode/reportError(_:)``. Cancellations are not reported.
///
/// Don't call ``ImageNode/setImage(contentsOf:)`` on a network image node: the next load or
/// placeholder replaces what it shows.
open class NetworkImageNode: ImageNode {
    /// Where a node's load is.
    public enum LoadPhase: Sendable, Equatable {
        /// No URL, or a URL that waits for the node to enter its list's preload range.
        case idle
        /// The image is being loaded; the placeholder shows.
        case loading
        /// The image arrived and shows.
        case loaded(DecodedImage)
        /// The load failed or was cancelled; the placeholder shows.
        case failed(NetworkImageError)
    }

    /// The load state, behind its own lock (any thread). Lock order: this lock, then the image's.
    private struct Load: Sendable {
        var url: URL?
        var phase = LoadPhase.idle
        var download: ImageDownload?
        /// Bumped at every new load or cancellation: a completion of an older load is dropped.
        var generation: UInt64 = 0
        /// Whether the last load was cancelled because the node left its supernode (then joining
        /// one again loads again).
        var cancelledByLeaving = false
        /// Whether the URL waits for the node to enter the preload range (or its load was
        /// cancelled when it left it): entering it loads.
        var waitsForPreload = false
        var timeout: TimeInterval = 60
        var resourceTimeout: TimeInterval = 120
        var maximumBodyLength = NetworkImageNode.defaultMaximumBodyLength
        var placeholderImage: DecodedImage?
        var placeholderSize: CGSize?
        /// The tasks waiting in ``waitForLoad()``, by the number each was given.
        var waiters: [UInt64: CheckedContinuation<LoadPhase, Never>] = [:]
        var nextWaiter: UInt64 = 0
    }

    /// The default of ``maximumBodyLength``: 64 MiB.
    public nonisolated static let defaultMaximumBodyLength: Int64 = 64 << 20

    private let load: Locked<Load>
    /// Whether an arrival cleared the placeholder colour (main actor): a return to the placeholder
    /// restores it.
    private var clearedPlaceholderColor = false
    /// How many downloads have ended and been handled on the main actor — loaded, failed (and
    /// reported) or dropped (cancelled, or replaced by a newer load). Tests wait on it rather
    /// than sleeping to see that nothing more happens.
    private(set) var finishedLoadCount = 0

    /// The colour shown behind the placeholder image while no image is loaded: the node's first
    /// ``DisplayNode/backgroundColor``.
    public nonisolated let placeholderColor: Color

    /// A node that loads `url` (when given) and shows a placeholder meanwhile.
    ///
    /// - Parameters:
    ///   - url: the image to load (http, https or file); nil loads nothing until ``url`` is set.
    ///   - placeholderColor: the background while no image is loaded (see the type's discussion).
    ///   - placeholderImage: shown while no image is loaded, drawn by ``ImageNode/contentMode``.
    ///   - placeholderSize: the intrinsic size while no image is loaded; by default the placeholder
    ///     image's size, else zero.
    ///   - cache: where loaded images and their modified versions are kept.
    ///   - name: the node's name.
    ///   - animator: the animator of the view properties (see ``DisplayNode``).
    public nonisolated init(
        url: URL? = nil,
        placeholderColor: Color = .clear,
        placeholderImage: DecodedImage? = nil,
        placeholderSize: CGSize? = nil,
        cache: ImageCache = .shared,
        name: String? = nil,
        animator: Animator? = nil
    ) {
        self.placeholderColor = placeholderColor
        load = Locked(Load(placeholderImage: placeholderImage, placeholderSize: placeholderSize))
        let size = placeholderSize ?? placeholderImage?.size ?? .zero
        super.init(size: size, fillColor: placeholderColor, name: name, animator: animator, cache: cache)
        if placeholderImage != nil { showPlaceholder() }
        if let url { self.url = url }
    }

    /// Cancels the load. (No task waits in ``waitForLoad()`` then: waiting keeps the node alive.)
    isolated deinit {
        load.withLock { $0.download }?.cancel()
    }

    // MARK: - Properties

    /// The image's URL. Setting a different URL cancels the current load, shows the placeholder and
    /// starts loading the new one (or shows it at once from the cache); nil shows the placeholder.
    /// Setting the same URL again changes nothing, except after a failed load, which it retries.
    /// Any thread.
    public nonisolated var url: URL? {
        get { load.withLock { $0.url } }
        set { setURL(newValue) }
    }

    /// The image shown while no image is loaded (Texture's `defaultImage`); setting it shows it
    /// unless a loaded image shows. Any thread.
    public nonisolated var placeholderImage: DecodedImage? {
        get { load.withLock { $0.placeholderImage } }
        set {
            load.withLock { load in
                load.placeholderImage = newValue
                if case .loaded = load.phase { return }
                showPlaceholderLocked(load)
            }
        }
    }

    /// Seconds the server may send nothing — no response, or no more of the body — before the
    /// load fails with `NetworkImageError.Reason.timedOut` (URLSession's idle time-out, a
    /// request's `timeoutInterval`); applies to loads started afterwards. 60 by default; values
    /// that are NaN, infinite, zero or negative are ignored. Any thread.
    public nonisolated var timeoutInterval: TimeInterval {
        get { load.withLock { $0.timeout } }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            load.withLock { $0.timeout = newValue }
        }
    }

    /// Seconds the whole load may take, from the request to the body's last byte, before it fails
    /// with `NetworkImageError.Reason.deadlineExceeded(_:)` — however steadily bytes arrive
    /// (URLSession's resource time-out, `timeoutIntervalForResource`, per node). It bounds what
    /// ``timeoutInterval`` cannot: a server that trickles a byte every few seconds. Applies to
    /// loads started afterwards; file URLs have no deadline. 120 by default; values that are
    /// NaN, infinite, zero or negative are ignored. Any thread.
    public nonisolated var resourceTimeoutInterval: TimeInterval {
        get { load.withLock { $0.resourceTimeout } }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            load.withLock { $0.resourceTimeout = newValue }
        }
    }

    /// The longest response body loaded, in bytes (``defaultMaximumBodyLength`` by default); applies
    /// to loads started afterwards. A longer body — announced by its `Content-Length` or received —
    /// stops the load with `NetworkImageError.Reason.bodyTooLarge(limit:)`, so a misbehaving server
    /// cannot fill the memory. Values below 1 are clamped to 1. Decoded images have their own limit,
    /// `DecodedImage.defaultMaximumPixelCount`. Any thread.
    ///
    /// The limit bounds what the node keeps and stops the transfer, but on Linux `URLSession`
    /// (swift-corelibs-foundation) queues received data for its delegate without flow control, so a
    /// sender much faster than the process (gigabytes per second on loopback, a busy machine) can
    /// make it buffer more than the limit before the cancellation takes effect.
    public nonisolated var maximumBodyLength: Int64 {
        get { load.withLock { $0.maximumBodyLength } }
        set { load.withLock { $0.maximumBodyLength = max(1, newValue) } }
    }

    /// Where the load is. Any thread.
    public nonisolated var loadPhase: LoadPhase {
        load.withLock { $0.phase }
    }

    /// Waits until no load runs and returns the phase then (``LoadPhase/loaded(_:)``,
    /// ``LoadPhase/failed(_:)`` or ``LoadPhase/idle``): at once when nothing loads. A new load
    /// started meanwhile (the URL changed) is waited for too.
    ///
    /// When the waiting task is cancelled it returns at once with the current phase (then
    /// possibly ``LoadPhase/loading``); the load goes on. Like any call, the wait keeps the node
    /// alive while it lasts: cancel the task to let a node go whose release should cancel its
    /// load.
    public nonisolated func waitForLoad() async -> LoadPhase {
        let load = self.load
        while !Task.isCancelled {
            let id = load.withLock { load -> UInt64 in
                defer { load.nextWaiter &+= 1 }
                return load.nextWaiter
            }
            let phase = await withTaskCancellationHandler {
                await withCheckedContinuation { (continuation: CheckedContinuation<LoadPhase, Never>) in
                    let done: LoadPhase? = load.withLock { load in
                        // Checked under the lock that the cancellation handler takes: a task
                        // cancelled before this point is never left waiting.
                        guard case .loading = load.phase, !Task.isCancelled else { return load.phase }
                        load.waiters[id] = continuation
                        return nil
                    }
                    if let done { continuation.resume(returning: done) }
                }
            } onCancel: {
                let (waiter, phase) = load.withLock { ($0.waiters.removeValue(forKey: id), $0.phase) }
                waiter?.resume(returning: phase)
            }
            if case .loading = phase { continue }
            return phase
        }
        return loadPhase
    }

    // MARK: - Override point

    /// Called on the main actor when an image that arrived changed the node's intrinsic size (after
    /// ``DisplayNode/setNeedsLayout()``).
    ///
    /// The default relayouts the node's tree with an animated layout transition: it calls
    /// ``DisplayNode/transitionLayout(animated:shouldMeasureAsync:measurementCompletion:)`` on the
    /// root of the tree (the topmost supernode, or the node itself) when that root has been laid
    /// out, measuring off the main actor. When a transition of the root or an ancestor is measuring
    /// already, it starts none: that measurement sees the change and measures again. A root that
    /// was never laid out is left alone (its first layout pass uses the new size). An error of the
    /// start is reported with ``DisplayNode/reportError(_:)``. Override to transition another node,
    /// or not at all; calling `super` is not required.
    open func imageDidChangeIntrinsicSize() {
        let root = treeRoot
        guard root.calculatedLayout != nil, root.measuringTransitionNodeInSelfOrAncestors() == nil else { return }
        do {
            try root.transitionLayout(animated: true, shouldMeasureAsync: true)
        } catch {
            reportError(error)
        }
    }

    // MARK: - Loading

    /// Cancels the current load and starts one for `url` (or shows the placeholder for nil).
    private nonisolated func setURL(_ url: URL?) {
        // Read before the load's lock: the state walks the supernodes' locks.
        let inPreload = isInPreloadState
        let arrival = load.withLock { load -> Arrival? in
            if load.url == url {
                guard case .failed = load.phase else { return nil }
            }
            load.url = url
            return startLoadLocked(&load, downloads: inPreload)
        }
        if let arrival { deliver(arrival) }
    }

    /// What happened to a load that the main actor reacts to.
    private enum Arrival: Sendable {
        /// The image shows; whether the intrinsic size changed.
        case loaded(resized: Bool)
        /// The load failed with an error to report.
        case failed(NetworkImageError)
        /// The placeholder shows again (the URL changed).
        case placeholder
        /// A download ended that changes nothing: cancelled, or replaced by a newer load.
        case dropped
    }

    /// Cancels the running load and, with a URL, starts a new one: shown at once from the cache,
    /// else downloaded — or, outside the preload range (`downloads` false), left waiting for it.
    /// Returns an arrival when the image showed at once.
    private nonisolated func startLoadLocked(_ load: inout Load, downloads: Bool) -> Arrival? {
        load.download?.cancel()
        load.download = nil
        load.cancelledByLeaving = false
        load.waitsForPreload = false
        load.generation &+= 1
        guard let url = load.url else {
            setPhaseLocked(&load, .idle)
            showPlaceholderLocked(load)
            return .placeholder
        }
        let key = ImageCacheKey(source: ImageCacheKey.Source(url), scale: DecodedImage.scale(ofFileNamed: url.lastPathComponent))
        if let cached = imageCache.cachedImage(for: key) {
            let resized = install(cached, url: url, sourceKey: key, intrinsicSize: cached.size)
            setPhaseLocked(&load, .loaded(cached))
            return .loaded(resized: resized)
        }
        guard downloads else {
            load.waitsForPreload = true
            setPhaseLocked(&load, .idle)
            showPlaceholderLocked(load)
            return .placeholder
        }
        setPhaseLocked(&load, .loading)
        showPlaceholderLocked(load)
        let generation = load.generation
        load.download = ImageDownload.start(
            url,
            key: key,
            timeout: load.timeout,
            deadline: load.resourceTimeout,
            maximumBodyLength: load.maximumBodyLength,
            cache: imageCache,
            modification: { [weak self] in self.flatMap { $0.imageModification?.resolved(in: $0.traitCollection) } }
        ) { [weak self] result in
            self?.finishLoad(result, url: url, key: key, generation: generation)
        }
        return .placeholder
    }

    /// Shows a finished load's image, or keeps the placeholder after a failure, if the load is
    /// still the current one.
    private nonisolated func finishLoad(_ result: Result<DecodedImage, NetworkImageError>, url: URL, key: ImageCacheKey, generation: UInt64) {
        let arrival = load.withLock { load -> Arrival in
            guard load.generation == generation else { return .dropped }
            load.download = nil
            switch result {
            case .success(let image):
                // Installed before the phase wakes the waiters: a waiter sees the image shown.
                let resized = install(image, url: url, sourceKey: key, intrinsicSize: image.size)
                setPhaseLocked(&load, .loaded(image))
                return .loaded(resized: resized)
            case .failure(let error):
                setPhaseLocked(&load, .failed(error))
                return error.reason == .cancelled ? .dropped : .failed(error)
            }
        }
        deliver(arrival, endsADownload: true)
    }

    /// Cancels a running load; it ends as ``LoadPhase/failed(_:)`` with
    /// `NetworkImageError.Reason.cancelled`.
    private nonisolated func cancelLoadLocked(_ load: inout Load) {
        guard let download = load.download, let url = load.url else { return }
        download.cancel()
        load.download = nil
        load.generation &+= 1
        setPhaseLocked(&load, .failed(NetworkImageError(url: url, reason: .cancelled)))
    }

    /// Sets the phase and wakes the waiters when it is not ``LoadPhase/loading``.
    private nonisolated func setPhaseLocked(_ load: inout Load, _ phase: LoadPhase) {
        load.phase = phase
        if case .loading = phase { return }
        for waiter in load.waiters.values { waiter.resume(returning: phase) }
        load.waiters = [:]
    }

    /// Shows the placeholder image at the placeholder size (load lock held).
    private nonisolated func showPlaceholderLocked(_ load: Load) {
        let size = load.placeholderSize ?? load.placeholderImage?.size ?? .zero
        install(load.placeholderImage, url: nil, sourceKey: nil, intrinsicSize: size)
    }

    /// Shows the placeholder (at creation).
    private nonisolated func showPlaceholder() {
        load.withLock { showPlaceholderLocked($0) }
    }

    /// Reacts on the main actor: clears the placeholder colour and relayouts after an arrival,
    /// reports a failure; counts the downloads that ended (``finishedLoadCount``).
    ///
    /// On the main actor (a URL set there, a cell entering a range with its image cached) an
    /// arrival that needs no layout pass applies at once, as Texture's network image node shows a
    /// cached image synchronously: the first frame has no placeholder colour behind a cached image,
    /// and a list that makes a cell per frame queues no task per cell. A resize with a laid-out
    /// root and a failure wait for the main actor's next turn instead, because the caller can be
    /// inside a layout or range pass that a transition or an error handler must not re-enter.
    /// That task inherits no task-local values (a task made inside `withAnimator` would otherwise
    /// keep the animator, and all it animates, alive until the main actor runs it).
    private nonisolated func deliver(_ arrival: Arrival, endsADownload: Bool = false) {
        if MainActorCheck.isMainActor {
            let applied = MainActor.assumeIsolated { () -> Bool in
                guard appliesAtOnce(arrival) else { return false }
                apply(arrival, endsADownload: endsADownload)
                return true
            }
            if applied { return }
        }
        Task.detached { @MainActor [weak self] in
            self?.apply(arrival, endsADownload: endsADownload)
        }
    }

    /// Whether `arrival` can apply inside the call that caused it: it changes no layout (or the
    /// node's root has never been laid out, so there is no layout to change) and reports no error.
    private func appliesAtOnce(_ arrival: Arrival) -> Bool {
        switch arrival {
        case .placeholder, .dropped, .loaded(resized: false):
            return true
        case .loaded(resized: true):
            return treeRoot.calculatedLayout == nil
        case .failed:
            return false
        }
    }

    /// Applies an arrival on the main actor (see ``deliver(_:endsADownload:)``).
    private func apply(_ arrival: Arrival, endsADownload: Bool) {
        defer { if endsADownload { finishedLoadCount += 1 } }
        switch arrival {
        case .loaded(let resized):
            guard case .loaded = loadPhase else { return }
            if backgroundColor == placeholderColor, placeholderColor != .clear {
                backgroundColor = .clear
                clearedPlaceholderColor = true
            }
            if resized { imageDidChangeIntrinsicSize() }
        case .failed(let error):
            reportError(error)
        case .placeholder:
            if case .loaded = loadPhase { return }
            if clearedPlaceholderColor, backgroundColor == .clear { backgroundColor = placeholderColor }
            clearedPlaceholderColor = false
        case .dropped:
            break
        }
    }

    // MARK: - Leaving and joining the tree

    /// Cancels the load when the node leaves its supernode; loads again when it joins one after
    /// such a cancellation.
    override nonisolated func supernodeDidChange() {
        let hasSupernode = supernode != nil
        let inPreload = isInPreloadState
        let arrival = load.withLock { load -> Arrival? in
            if !hasSupernode {
                guard load.download != nil else { return nil }
                cancelLoadLocked(&load)
                load.cancelledByLeaving = true
                return nil
            }
            guard load.cancelledByLeaving || (load.waitsForPreload && inPreload) else { return nil }
            return startLoadLocked(&load, downloads: inPreload)
        }
        if let arrival { deliver(arrival) }
    }

    // MARK: - Ranges

    /// Starts the load that waited for the preload range (or was cancelled when the node left it).
    override open func didEnterPreloadState() {
        super.didEnterPreloadState()
        let arrival = load.withLock { load -> Arrival? in
            guard load.waitsForPreload || load.cancelledByLeaving else { return nil }
            return startLoadLocked(&load, downloads: true)
        }
        if let arrival { deliver(arrival) }
    }

    /// Cancels a running download: the node left its list's preload range. Entering it again
    /// loads again.
    override open func didExitPreloadState() {
        super.didExitPreloadState()
        load.withLock { load in
            guard load.download != nil else { return }
            cancelLoadLocked(&load)
            load.waitsForPreload = true
        }
    }
}
