import Foundation
@_spi(MorphInternals) import MorphLayout
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 (an ephemeral port) that answers each path as the test
/// scripts it — including the misbehaviours real servers show: answering slowly, never answering,
/// closing the connection in the middle of the body.
///
/// Written on the C socket API rather than taken from a server package: the tests need exact
/// control over bytes and timing (a `Content-Length` that the body never reaches, a connection
/// that stalls after the request), which server frameworks exist to prevent, and it keeps a heavy
/// dependency out of the package for ~150 lines. One thread accepts; each connection has its own
/// thread and reads one request. Its state is behind `Locked` (a pthread mutex), not
/// `Synchronization.Mutex`: ThreadSanitizer sees a pthread mutex order the server's threads, but not
/// the standard library's futex lock, and reported accesses under it as races.
final class LoopbackHTTPServer: Sendable {
    /// A signal the test gives a held reply (``Reply/held(_:until:)``) to go ahead.
    final class Release: Sendable {
        private let isOpen = Locked(false)

        /// Lets the held replies go.
        func open() {
            isOpen.withLock { $0 = true }
        }

        var isOpened: Bool {
            isOpen.withLock { $0 }
        }
    }

    /// How the server answers a path.
    enum Reply: Sendable {
        /// 200 with `body`, after waiting `delay` seconds before the headers.
        case ok(Data, delay: TimeInterval = 0)
        /// 200 with `body` once the test opens `release` (a response as slow as the test wants).
        case held(Data, until: Release)
        /// Another status (404, 500 …) with a small text body.
        case status(Int)
        /// 200 announcing `body.count` bytes in `Content-Length`, sending the first `sentBytes`,
        /// then closing the connection.
        case closeMidBody(Data, sentBytes: Int)
        /// Reads the request and never answers, until the client goes away or the server stops.
        case stall
        /// 200 announcing `length` bytes in `Content-Length` (none when nil: the body ends when
        /// the connection does), then sending zeros at 16 MB/s until the client goes away or the
        /// server stops.
        case endless(announcedLength: Int64?)
        /// 200 announcing a megabyte in `Content-Length`, then one byte every `interval` seconds
        /// until the client goes away or the server stops: a server that never goes idle long
        /// enough for an idle time-out.
        case trickle(interval: TimeInterval)
    }

    private struct State: Sendable {
        var isStopped = false
        var connections: Set<Int32> = []
        var requests: [String: Int] = [:]
        /// Stalled or endless connections the client closed (the server saw end of file or a
        /// failed send).
        var closedByClient = 0
    }

    /// The port the server listens on.
    let port: UInt16
    private let listener: Int32
    private let routes: [String: Reply]
    private let state = Locked(State())

    /// Starts a server answering `routes` (paths such as `/photo.png`); other paths get a 404.
    init(routes: [String: Reply]) throws {
        self.routes = routes
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError(operation: "socket") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw ServerError(operation: "bind/listen")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// How many requests for `path` arrived.
    func requestCount(_ path: String) -> Int {
        state.withLock { $0.requests[path, default: 0] }
    }

    /// How many stalled, endless or trickling connections the client closed (a cancelled load
    /// closes its connection).
    var connectionsClosedByClient: Int {
        state.withLock { $0.closedByClient }
    }

    /// Stops accepting and closes every connection. Idempotent.
    func stop() {
        let connections = state.withLock { state -> Set<Int32> in
            guard !state.isStopped else { return [] }
            state.isStopped = true
            defer { state.connections = [] }
            return state.connections.union([listener])
        }
        for fd in connections {
            shutdown(fd, Int32(SHUT_RDWR))
        }
        // Closed by their own threads (the listener by the accept loop), so a descriptor number is
        // never reused while a thread still uses it.
    }

    private var isStopped: Bool {
        state.withLock { $0.isStopped }
    }

    private func acceptLoop() {
        while !isStopped {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                break
            }
            let accepted = state.withLock { state -> Bool in
                guard !state.isStopped else { return false }
                state.connections.insert(connection)
                return true
            }
            guard accepted else {
                close(connection)
                break
            }
            Thread.detachNewThread { [self] in serve(connection) }
        }
        close(listener)
    }

    private func serve(_ fd: Int32) {
        defer {
            state.withLock { _ = $0.connections.remove(fd) }
            shutdown(fd, Int32(SHUT_RDWR))
            close(fd)
        }
        guard let path = readRequestPath(fd) else { return }
        state.withLock { $0.requests[path, default: 0] += 1 }
        switch routes[path] ?? .status(404) {
        case let .ok(body, delay):
            if delay > 0 { Thread.sleep(forTimeInterval: delay) }
            guard !isStopped else { return }
            send(fd, header(status: 200, length: body.count) + body)
        case let .held(body, release):
            while !release.isOpened, !isStopped { Thread.sleep(forTimeInterval: 0.005) }
            guard !isStopped else { return }
            send(fd, header(status: 200, length: body.count) + body)
        case let .status(code):
            let body = Data("status \(code)\n".utf8)
            send(fd, header(status: code, length: body.count, contentType: "text/plain") + body)
        case let .closeMidBody(body, sentBytes):
            send(fd, header(status: 200, length: body.count) + body.prefix(sentBytes))
            // Let the client read what was sent before the connection ends.
            Thread.sleep(forTimeInterval: 0.05)
        case .stall:
            waitUntilClientCloses(fd)
        case let .endless(length):
            let lengthField = length.map { "Content-Length: \($0)\r\n" } ?? ""
            send(fd, Data("HTTP/1.1 200 OK\r\nContent-Type: image/png\r\n\(lengthField)Connection: close\r\n\r\n".utf8))
            // At 16 MB/s, a fast real link: loopback's gigabytes per second would outrun the
            // client's delegate queue, which swift-corelibs-foundation fills without limit.
            let chunk = Data(repeating: 0, count: 16_384)
            while !isStopped, send(fd, chunk) { Thread.sleep(forTimeInterval: 0.001) }
            if !isStopped { state.withLock { $0.closedByClient += 1 } }
        case let .trickle(interval):
            send(fd, header(status: 200, length: 1 << 20))
            while !isStopped, send(fd, Data([0])) {
                // Sleeps in poll so that a client that closes ends the loop at once.
                var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                if poll(&descriptor, 1, Int32(interval * 1000)) > 0 {
                    var byte: UInt8 = 0
                    let count = recv(fd, &byte, 1, Int32(MSG_DONTWAIT))
                    if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK) { break }
                }
            }
            if !isStopped { state.withLock { $0.closedByClient += 1 } }
        }
    }

    /// Reads up to the end of the request head and returns the request's path.
    private func readRequestPath(_ fd: Int32) -> String? {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !String(decoding: received, as: UTF8.self).contains("\r\n\r\n") {
            let count = recv(fd, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received += buffer[..<count]
            if received.count > 65_536 { return nil }
        }
        let requestLine = String(decoding: received, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = requestLine.split(separator: " ")
        return parts.count >= 2 ? String(parts[1]) : nil
    }

    /// Polls until the client closes the connection (counted) or the server stops.
    private func waitUntilClientCloses(_ fd: Int32) {
        var byte: UInt8 = 0
        while !isStopped {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 20)
            guard ready > 0 else { continue }
            let count = recv(fd, &byte, 1, Int32(MSG_DONTWAIT))
            if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
                if !isStopped { state.withLock { $0.closedByClient += 1 } }
                return
            }
        }
    }

    private func header(status: Int, length: Int, contentType: String = "image/png") -> Data {
        let reason = status == 200 ? "OK" : status == 404 ? "Not Found" : "Status"
        return Data("HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(contentType)\r\nContent-Length: \(length)\r\nConnection: close\r\n\r\n".utf8)
    }

    /// Sends all of `data`; returns whether it could (false once the client has gone).
    @discardableResult
    private func send(_ fd: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    struct ServerError: Error, CustomStringConvertible {
        var operation: String
        var description: String { "loopback server: \(operation) failed (errno \(errno))" }
    }
}
