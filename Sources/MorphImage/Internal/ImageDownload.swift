import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(MorphInternals) import MorphLayout

/// One load of an image URL, off the main actor: http and https through `URLSession`, files read
/// from disk; the image decoded and kept in an ``ImageCache``, and the modification the node asks
/// for made and kept too, so the node shows it at once.
///
/// Nothing here refers to the node: the completion is the only way back (the node passes one that
/// holds it weakly), and the node holds the download to cancel it, so a load never keeps a node
/// alive.
package final class ImageDownload: Sendable {
    /// What a load ends with.
    package typealias Completion = @Sendable (Result<DecodedImage, NetworkImageError>) -> Void

    private struct State: Sendable {
        var isCancelled = false
        var dataTask: URLSessionDataTask?
        /// The HTTP status and the announced body length, once the headers arrived.
        var status: Int?
        var expectedLength: Int64?
        var body = Data()
        /// Whether the body went over the limit (the task was stopped for it, not cancelled).
        var isTooLarge = false
        /// Whether the deadline stopped the exchange (not a cancellation).
        var isPastDeadline = false
        /// Whether the exchange has ended (the deadline no longer applies).
        var isComplete = false
    }

    private let url: URL
    private let key: ImageCacheKey
    private let cache: ImageCache
    /// The longest body accepted, in bytes.
    private let maximumBodyLength: Int64
    /// The longest the whole exchange may take, in seconds.
    private let deadline: TimeInterval
    private let modification: @Sendable () -> ImageModification?
    private let completion: Completion
    private let state = Locked(State())

    private init(
        url: URL, key: ImageCacheKey, cache: ImageCache, maximumBodyLength: Int64, deadline: TimeInterval,
        modification: @escaping @Sendable () -> ImageModification?, completion: @escaping Completion
    ) {
        self.url = url
        self.key = key
        self.cache = cache
        self.maximumBodyLength = maximumBodyLength
        self.deadline = deadline
        self.modification = modification
        self.completion = completion
    }

    /// Starts loading `url` and returns the download, which calls `completion` exactly once, on
    /// a dispatch queue (never inside `start`) — with ``NetworkImageError/Reason/cancelled`` after
    /// ``cancel()``.
    ///
    /// - Parameters:
    ///   - key: the image's cache key (its source and scale).
    ///   - timeout: seconds without a byte from the server before
    ///     ``NetworkImageError/Reason/timedOut`` (URLSession's idle time-out, the request's
    ///     `timeoutInterval`).
    ///   - deadline: seconds the whole exchange may take before
    ///     ``NetworkImageError/Reason/deadlineExceeded(_:)`` (as URLSession's resource time-out,
    ///     but per load); reading a file has none.
    ///   - maximumBodyLength: the longest body accepted (else
    ///     ``NetworkImageError/Reason/bodyTooLarge(limit:)``).
    ///   - modification: asked for after decoding (the node's modification may change meanwhile);
    ///     its result is made and cached when there is one.
    package static func start(
        _ url: URL,
        key: ImageCacheKey,
        timeout: TimeInterval,
        deadline: TimeInterval,
        maximumBodyLength: Int64,
        cache: ImageCache,
        modification: @escaping @Sendable () -> ImageModification?,
        completion: @escaping Completion
    ) -> ImageDownload {
        let download = ImageDownload(
            url: url, key: key, cache: cache, maximumBodyLength: maximumBodyLength, deadline: deadline,
            modification: modification, completion: completion
        )
        switch url.scheme?.lowercased() {
        case "file":
            download.finish { () throws(NetworkImageError) in
                do throws(ImageError) {
                    return try cache.image(contentsOf: url, scale: key.scale)
                } catch {
                    throw NetworkImageError(url: url, reason: .image(error))
                }
            }
        case "http", "https":
            var request = URLRequest(url: url)
            request.timeoutInterval = timeout
            let task = SessionRouter.session.dataTask(with: request)
            download.state.withLock { $0.dataTask = task }
            SessionRouter.shared.register(download, for: task)
            task.resume()
            download.scheduleDeadline()
        default:
            // Through the detached task too: the completion never runs inside `start`.
            download.finish { () throws(NetworkImageError) in
                throw NetworkImageError(url: url, reason: .unsupportedScheme(url.scheme ?? ""))
            }
        }
        return download
    }

    /// Stops the load: the completion is called with ``NetworkImageError/Reason/cancelled``.
    /// Any thread; idempotent.
    package func cancel() {
        let task = state.withLock { state -> URLSessionDataTask? in
            state.isCancelled = true
            return state.dataTask
        }
        task?.cancel()
    }

    private var isCancelled: Bool {
        state.withLock { $0.isCancelled }
    }

    /// Stops the exchange once ``deadline`` seconds have passed, if it still runs. The scheduled
    /// call holds the download weakly: a finished download is not kept for the rest of the
    /// deadline (only the weak reference waits).
    private func scheduleDeadline() {
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + min(deadline, 1e9)) { [weak self] in
            self?.stopAtDeadline()
        }
    }

    /// Stops an exchange still running at its deadline.
    private func stopAtDeadline() {
        let task = state.withLock { state -> URLSessionDataTask? in
            guard !state.isComplete, !state.isCancelled else { return nil }
            state.isPastDeadline = true
            return state.dataTask
        }
        task?.cancel()
    }

    // MARK: - The HTTP exchange (called by the session's delegate)

    fileprivate func receive(_ response: URLResponse) {
        let task = state.withLock { state -> URLSessionDataTask? in
            state.status = (response as? HTTPURLResponse)?.statusCode
            state.expectedLength = response.expectedContentLength >= 0 ? response.expectedContentLength : nil
            return stopIfTooLarge(&state, length: state.expectedLength ?? 0)
        }
        task?.cancel()
    }

    fileprivate func receive(_ data: Data) {
        let task = state.withLock { state -> URLSessionDataTask? in
            guard !state.isTooLarge, !state.isPastDeadline else { return nil }
            state.body.append(data)
            return stopIfTooLarge(&state, length: Int64(state.body.count))
        }
        task?.cancel()
    }

    /// Marks the body too large when `length` is over the limit and returns the task to stop.
    private func stopIfTooLarge(_ state: inout State, length: Int64) -> URLSessionDataTask? {
        guard length > maximumBodyLength, !state.isTooLarge else { return nil }
        state.isTooLarge = true
        state.body = Data()
        return state.dataTask
    }

    fileprivate func complete(_ error: (any Error)?) {
        state.withLock { $0.isComplete = true }
        let outcome = classify(error)
        finish { [self] () throws(NetworkImageError) in
            let body = try outcome.get()
            do throws(ImageError) {
                let image = try DecodedImage(data: body, scale: key.scale)
                cache.insert(image, for: key)
                return image
            } catch {
                throw NetworkImageError(url: url, reason: .image(error.at(url.absoluteString)))
            }
        }
    }

    /// The body of a finished exchange, or the typed error it ended with.
    private func classify(_ error: (any Error)?) -> Result<Data, NetworkImageError> {
        let (status, expected, body, isTooLarge, isPastDeadline) = state.withLock { state in
            defer { state.body = Data() }
            return (state.status, state.expectedLength, state.body, state.isTooLarge, state.isPastDeadline)
        }
        let received = Int64(body.count)
        if isTooLarge {
            return .failure(NetworkImageError(url: url, reason: .bodyTooLarge(limit: maximumBodyLength)))
        }
        if isPastDeadline {
            return .failure(NetworkImageError(url: url, reason: .deadlineExceeded(deadline)))
        }
        if let error {
            switch (error as? URLError)?.code {
            case .cancelled?:
                return .failure(NetworkImageError(url: url, reason: .cancelled))
            case .timedOut?:
                return .failure(NetworkImageError(url: url, reason: .timedOut))
            default:
                // The headers arrived, then the connection failed: the body is cut short.
                if status != nil {
                    return .failure(NetworkImageError(url: url, reason: .truncatedBody(received: received, expected: expected)))
                }
                return .failure(NetworkImageError(url: url, reason: .connectionFailed(error.localizedDescription)))
            }
        }
        if let status, !(200...299).contains(status) {
            return .failure(NetworkImageError(url: url, reason: .httpStatus(status)))
        }
        if let expected, received < expected {
            return .failure(NetworkImageError(url: url, reason: .truncatedBody(received: received, expected: expected)))
        }
        return .success(body)
    }

    // MARK: - Decoding

    /// Runs `load` (reading, decoding) and the modification on a global dispatch queue — never on
    /// the session's delegate queue, the main actor or Swift's cooperative pool (decoding a large
    /// photo is long synchronous work) — and calls the completion once.
    private func finish(_ load: @escaping @Sendable () throws(NetworkImageError) -> DecodedImage) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            var result: Result<DecodedImage, NetworkImageError>
            do throws(NetworkImageError) {
                if isCancelled { throw NetworkImageError(url: url, reason: .cancelled) }
                let image = try load()
                if let modification = modification(), !isCancelled {
                    // Warms the cache: the node looks the modified image up when it installs
                    // the image. A failure is reported by the node, which runs it again.
                    _ = try? cache.modifiedImage(of: image, sourceKey: key, modification: modification)
                }
                result = .success(image)
            } catch {
                result = .failure(error)
            }
            let cancelled = state.withLock { state -> Bool in
                // Breaks the download ↔ session task reference cycle.
                state.dataTask = nil
                return state.isCancelled
            }
            if cancelled { result = .failure(NetworkImageError(url: url, reason: .cancelled)) }
            completion(result)
        }
    }
}

/// The delegate of the session every download uses: routes each task's events to its download.
///
/// One shared session (ephemeral: no cookies; the image cache is the cache) reuses connections to
/// a server. A delegate rather than completion handlers, because swift-corelibs-foundation hands a
/// failed task's completion handler neither the response nor the bytes received, which a
/// truncated body is told by.
///
/// The session has no `URLCache` at all (an ephemeral configuration has one in memory): with a
/// cache, swift-corelibs-foundation looks a starting task up in it on a background queue before
/// the task has its protocol, and a `cancel()` in that window (a cell leaving the preload range
/// just after its image started) reports the failure unordered against the task's removal from
/// the session's registry, which traps ("not in the registry"). Without a cache the protocol is
/// made at once and a cancel is ordered.
private final class SessionRouter: NSObject, URLSessionDataDelegate, Sendable {
    static let shared = SessionRouter()
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration, delegate: shared, delegateQueue: nil)
    }()

    /// The running downloads by task identifier; each leaves when its task completes.
    private let downloads = Locked<[Int: ImageDownload]>([:])

    func register(_ download: ImageDownload, for task: URLSessionTask) {
        downloads.withLock { $0[task.taskIdentifier] = download }
    }

    private func download(for task: URLSessionTask) -> ImageDownload? {
        downloads.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse, completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        download(for: dataTask)?.receive(response)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        download(for: dataTask)?.receive(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let download = downloads.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        download?.complete(error)
    }
}
