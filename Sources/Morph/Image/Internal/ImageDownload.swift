import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One load of an image URL, off the main actor: http and https through `URLSession`, files read
/// from disk; the image decoded and kept in an ``ImageCache``, and the modification the node asked
/// for made and kept too, so the node shows it at once.
///
/// Nothing here refers to the node: the completion is the only way back, and the node holds the
/// download (to cancel it), never the other way round, so a load never keeps a node alive.
final class ImageDownload: Sendable {
    /// What a load ends with.
    typealias Completion = @Sendable (Result<DecodedImage, NetworkImageError>) -> Void

    /// The session of every download: ephemeral (no disk cache or cookies; the image cache is the
    /// cache), shared so connections to one server are reused.
    private static let session = URLSession(configuration: .ephemeral)

    private struct State: Sendable {
        var isCancelled = false
        var dataTask: URLSessionDataTask?
        var work: Task<Void, Never>?
    }

    private let url: URL
    private let state = Locked(State())

    private init(url: URL) {
        self.url = url
    }

    /// Starts loading `url` and returns the download, which calls `completion` exactly once, on
    /// another task (never inside `start`) — with ``NetworkImageError/Reason/cancelled`` after
    /// ``cancel()``.
    ///
    /// - Parameters:
    ///   - key: the image's cache key (its source and scale).
    ///   - timeout: seconds without a response before ``NetworkImageError/Reason/timedOut``.
    ///   - modification: asked for after decoding (the node's modification may change meanwhile);
    ///     its result is made and cached when there is one.
    static func start(
        _ url: URL,
        key: ImageCacheKey,
        timeout: TimeInterval,
        cache: ImageCache,
        modification: @escaping @Sendable () -> ImageModification?,
        completion: @escaping Completion
    ) -> ImageDownload {
        let download = ImageDownload(url: url)
        switch url.scheme?.lowercased() {
        case "file":
            download.finish(key: key, cache: cache, modification: modification, completion: completion) { () throws(NetworkImageError) in
                do throws(ImageError) {
                    return try cache.image(contentsOf: url, scale: key.scale)
                } catch {
                    throw NetworkImageError(url: url, reason: .image(error))
                }
            }
        case "http", "https":
            var request = URLRequest(url: url)
            request.timeoutInterval = timeout
            let task = session.dataTask(with: request) { data, response, error in
                let outcome = download.classify(data: data, response: response, error: error)
                download.finish(key: key, cache: cache, modification: modification, completion: completion) { () throws(NetworkImageError) in
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
            download.state.withLock { $0.dataTask = task }
            task.resume()
        default:
            // Through the detached task too: the completion never runs inside `start`.
            download.finish(key: key, cache: cache, modification: modification, completion: completion) { () throws(NetworkImageError) in
                throw NetworkImageError(url: url, reason: .unsupportedScheme(url.scheme ?? ""))
            }
        }
        return download
    }

    /// Stops the load: the completion is called with ``NetworkImageError/Reason/cancelled`` (or
    /// its result, when it had already been decided). Any thread; idempotent.
    func cancel() {
        let (task, work) = state.withLock { state -> (URLSessionDataTask?, Task<Void, Never>?) in
            state.isCancelled = true
            return (state.dataTask, state.work)
        }
        task?.cancel()
        work?.cancel()
    }

    /// Whether ``cancel()`` was called.
    var isCancelled: Bool {
        state.withLock { $0.isCancelled }
    }

    // MARK: - Steps

    /// The body of a finished HTTP exchange, or the typed error it ended with.
    private func classify(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<Data, NetworkImageError> {
        let expected = response.map(\.expectedContentLength).flatMap { $0 >= 0 ? $0 : nil }
        if let error {
            let received = state.withLock { $0.dataTask?.countOfBytesReceived } ?? Int64(data?.count ?? 0)
            switch (error as? URLError)?.code {
            case .cancelled?:
                return .failure(NetworkImageError(url: url, reason: .cancelled))
            case .timedOut?:
                return .failure(NetworkImageError(url: url, reason: .timedOut))
            default:
                // Headers arrived, then the connection failed: the body is cut short.
                if response != nil {
                    return .failure(NetworkImageError(url: url, reason: .truncatedBody(received: received, expected: expected)))
                }
                return .failure(NetworkImageError(url: url, reason: .connectionFailed(error.localizedDescription)))
            }
        }
        if let status = (response as? HTTPURLResponse)?.statusCode, !(200...299).contains(status) {
            return .failure(NetworkImageError(url: url, reason: .httpStatus(status)))
        }
        let body = data ?? Data()
        if let expected, Int64(body.count) < expected {
            return .failure(NetworkImageError(url: url, reason: .truncatedBody(received: Int64(body.count), expected: expected)))
        }
        return .success(body)
    }

    /// Runs `load` (reading, decoding) and the modification on a detached task — never on the
    /// session's delegate queue or the main actor — and calls `completion` once.
    private func finish(
        key: ImageCacheKey,
        cache: ImageCache,
        modification: @escaping @Sendable () -> ImageModification?,
        completion: @escaping Completion,
        load: @escaping @Sendable () throws(NetworkImageError) -> DecodedImage
    ) {
        let url = url
        let work = Task.detached(priority: .userInitiated) { [self] in
            let result: Result<DecodedImage, NetworkImageError>
            if isCancelled {
                result = .failure(NetworkImageError(url: url, reason: .cancelled))
            } else {
                do throws(NetworkImageError) {
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
            }
            let cancelled = state.withLock { state -> Bool in
                // Breaks the download ↔ session task reference cycle.
                state.dataTask = nil
                state.work = nil
                return state.isCancelled
            }
            completion(cancelled ? .failure(NetworkImageError(url: url, reason: .cancelled)) : result)
        }
        state.withLock { $0.work = work }
    }
}
