import CGIO
import Foundation

/// A connection to a D-Bus message bus through GDBus: Morph's one D-Bus layer, which the AT-SPI
/// export and MorphWindow's desktop settings (the XDG settings portal) share.
///
/// Calls are asynchronous (their replies arrive on the ``BusThread``, which never waits for a
/// peer); signal subscriptions, name watches and the closed handler call their closures there
/// too. Releasing the connection unsubscribes, stops watching and closes it. The one exception
/// is a short synchronous read off the bus thread (``connectSynchronously(to:)`` and
/// ``callSynchronously(destination:path:interface:method:arguments:timeout:)``), for a caller
/// that needs an answer before it goes on: a window reads the desktop's settings before its
/// first frame.
package final class DBusConnection: @unchecked Sendable {
    // Unchecked: the bookkeeping (subscriptions, watches, tokens) is touched only on the bus
    // thread; the synchronous calls touch none of it. GDBus connections themselves are
    // thread-safe.

    /// The `GDBusConnection *`, with one reference owned.
    let pointer: OpaquePointer
    private var subscriptions: [UInt32] = []
    private var watches: [UInt32] = []
    private var tokens: [UInt] = []
    private var closedHandler: UInt?
    private let closesOnRelease: Bool

    private init(pointer: OpaquePointer, closesOnRelease: Bool) {
        self.pointer = pointer
        self.closesOnRelease = closesOnRelease
    }

    deinit {
        for id in subscriptions { g_dbus_connection_signal_unsubscribe(pointer, guint(id)) }
        for id in watches { g_bus_unwatch_name(guint(id)) }
        for token in tokens { CallbackRegistry.shared.remove(token) }
        if let closedHandler {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(pointer), gulong(closedHandler))
        }
        if closesOnRelease { g_dbus_connection_close(pointer, nil, nil, nil) }
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// The session bus, or an error when there is none. Never starts a bus: without
    /// `DBUS_SESSION_BUS_ADDRESS` (or the standard socket in `XDG_RUNTIME_DIR`) it fails at once,
    /// rather than letting GLib autolaunch one.
    static func session() -> Result<DBusConnection, DBusError> {
        guard SessionBus.address(in: ProcessInfo.processInfo.environment) != nil else {
            return .failure(DBusError(name: "", message: "no session bus (DBUS_SESSION_BUS_ADDRESS is not set)"))
        }
        var error: UnsafeMutablePointer<GError>?
        guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            return .failure(DBusError(taking: error))
        }
        // The session connection is shared by the process: leave it open, and never exit when the
        // session bus goes away.
        g_dbus_connection_set_exit_on_close(connection, 0)
        return .success(DBusConnection(pointer: connection, closesOnRelease: false))
    }

    /// The process's session bus, or a new connection to the session bus at `address`; calls
    /// `completion` on the bus thread (at once for the process's).
    package static func session(at address: String?, completion: @escaping @Sendable (Result<DBusConnection, DBusError>) -> Void) {
        guard let address else { return completion(session()) }
        connect(to: address, completion: completion)
    }

    /// A new connection to the message bus at `address` (the accessibility bus), registered
    /// with it; calls `completion` on the bus thread.
    package static func connect(to address: String, completion: @escaping @Sendable (Result<DBusConnection, DBusError>) -> Void) {
        let token = CallbackRegistry.shared.register(completion)
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        g_dbus_connection_new_for_address(address, flags, nil, nil, { _, result, userData in
            guard let completion = CallbackRegistry.shared.take(CallbackRegistry.token(userData), as: (@Sendable (Result<DBusConnection, DBusError>) -> Void).self) else { return }
            var error: UnsafeMutablePointer<GError>?
            if let connection = g_dbus_connection_new_for_address_finish(result, &error) {
                g_dbus_connection_set_exit_on_close(connection, 0)
                completion(.success(DBusConnection(pointer: connection, closesOnRelease: true)))
            } else {
                completion(.failure(DBusError(taking: error)))
            }
        }, CallbackRegistry.userData(token))
    }

    /// A new connection to the message bus at `address`, made on the calling thread (any thread
    /// but the bus thread, which must not wait). For short synchronous reads with
    /// ``callSynchronously(destination:path:interface:method:arguments:timeout:)``; it closes when
    /// released.
    ///
    /// - Throws: the ``DBusError`` GLib reported when the bus cannot be reached.
    package static func connectSynchronously(to address: String) throws(DBusError) -> DBusConnection {
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            throw DBusError(taking: error)
        }
        g_dbus_connection_set_exit_on_close(connection, 0)
        return DBusConnection(pointer: connection, closesOnRelease: true)
    }

    /// Calls `method` and waits for its reply's values (the reply tuple's elements), on the
    /// calling thread, never starting the service (a peer that is not running is an error, not
    /// a launch). `timeout` is in milliseconds. Not on the bus thread: it would wait for itself.
    ///
    /// - Throws: the ``DBusError`` of a failed call (the peer's error name, a timeout).
    package func callSynchronously(
        destination: String,
        path: String,
        interface: String,
        method: String,
        arguments: [DBusValue] = [],
        timeout: Int32
    ) throws(DBusError) -> [DBusValue] {
        assert(!BusThread.shared.isCurrent, "a synchronous D-Bus call on the bus thread waits for itself")
        let parameters = GVariantBridge.makeVariant(.tuple(arguments))
        var error: UnsafeMutablePointer<GError>?
        guard let reply = g_dbus_connection_call_sync(
            pointer, destination, path, interface, method, parameters, nil, G_DBUS_CALL_FLAGS_NO_AUTO_START, timeout, nil, &error
        ) else {
            throw DBusError(taking: error)
        }
        defer { g_variant_unref(reply) }
        return GVariantBridge.value(of: reply)?.elements ?? []
    }

    /// The connection's unique bus name (`:1.42`).
    package var uniqueName: String {
        g_dbus_connection_get_unique_name(pointer).map { String(cString: $0) } ?? ""
    }

    /// Whether the connection has been closed (the bus went away).
    package var isClosed: Bool {
        g_dbus_connection_is_closed(pointer) != 0
    }

    /// Calls `method` and passes its reply's values (the reply tuple's elements) or the error to
    /// `completion`, on the bus thread. `timeout` is in milliseconds (GDBus's 25 s default for -1).
    package func call(
        destination: String,
        path: String,
        interface: String,
        method: String,
        arguments: [DBusValue] = [],
        timeout: Int32 = 5_000,
        noAutoStart: Bool = false,
        completion: (@Sendable (Result<[DBusValue], DBusError>) -> Void)? = nil
    ) {
        let parameters = GVariantBridge.makeVariant(.tuple(arguments))
        let flags = noAutoStart ? G_DBUS_CALL_FLAGS_NO_AUTO_START : G_DBUS_CALL_FLAGS_NONE
        guard let completion else {
            g_dbus_connection_call(pointer, destination, path, interface, method, parameters, nil, flags, timeout, nil, nil, nil)
            return
        }
        let token = CallbackRegistry.shared.register(completion)
        g_dbus_connection_call(pointer, destination, path, interface, method, parameters, nil, flags, timeout, nil, { source, result, userData in
            guard let completion = CallbackRegistry.shared.take(CallbackRegistry.token(userData), as: (@Sendable (Result<[DBusValue], DBusError>) -> Void).self) else { return }
            var error: UnsafeMutablePointer<GError>?
            guard let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) else {
                completion(.failure(DBusError(taking: error)))
                return
            }
            defer { g_variant_unref(reply) }
            completion(.success(GVariantBridge.value(of: reply)?.elements ?? []))
        }, CallbackRegistry.userData(token))
    }

    /// Emits a signal to every listener; returns whether it was sent (false once the connection is
    /// closed).
    @discardableResult
    package func emitSignal(path: String, interface: String, member: String, arguments: [DBusValue]) -> Bool {
        guard g_variant_is_object_path(path) != 0 else { return false }
        let parameters = GVariantBridge.makeVariant(.tuple(arguments))
        var error: UnsafeMutablePointer<GError>?
        if g_dbus_connection_emit_signal(pointer, nil, path, interface, member, parameters, &error) == 0 {
            _ = DBusError(taking: error)
            return false
        }
        return true
    }

    /// Calls `handler` with a signal's values for each matching signal, for the connection's
    /// life. Nil filters match anything.
    package func subscribe(
        sender: String?,
        interface: String?,
        member: String?,
        path: String?,
        handler: @escaping @Sendable (_ sender: String, _ path: String, _ member: String, _ arguments: [DBusValue]) -> Void
    ) {
        let token = CallbackRegistry.shared.register(handler)
        tokens.append(token)
        let id = g_dbus_connection_signal_subscribe(pointer, sender, interface, member, path, nil, G_DBUS_SIGNAL_FLAGS_NONE, { _, sender, path, _, member, parameters, userData in
            typealias Handler = @Sendable (String, String, String, [DBusValue]) -> Void
            guard let handler = CallbackRegistry.shared.value(CallbackRegistry.token(userData), as: Handler.self) else { return }
            let arguments = parameters.flatMap(GVariantBridge.value(of:))?.elements ?? []
            handler(sender.map { String(cString: $0) } ?? "", path.map { String(cString: $0) } ?? "", member.map { String(cString: $0) } ?? "", arguments)
        }, CallbackRegistry.userData(token), nil)
        subscriptions.append(UInt32(id))
    }

    /// Watches the bus name `name` without starting its service: `appeared` gets the owner's
    /// unique name when someone owns it (at once if someone does), `vanished` is called when
    /// nobody does (at once if nobody does).
    package func watchName(_ name: String, appeared: @escaping @Sendable (String) -> Void, vanished: @escaping @Sendable () -> Void) {
        let appearedToken = CallbackRegistry.shared.register(appeared)
        let vanishedToken = CallbackRegistry.shared.register(vanished)
        tokens += [appearedToken, vanishedToken]
        // One `user_data` serves both callbacks: it carries the pair's token.
        let pair = CallbackRegistry.shared.register(WatchPair(appeared: appearedToken, vanished: vanishedToken))
        tokens.append(pair)
        let id = g_bus_watch_name_on_connection(pointer, name, G_BUS_NAME_WATCHER_FLAGS_NONE, { _, _, owner, userData in
            guard let pair = CallbackRegistry.shared.value(CallbackRegistry.token(userData), as: WatchPair.self),
                  let appeared = CallbackRegistry.shared.value(pair.appeared, as: (@Sendable (String) -> Void).self) else { return }
            appeared(owner.map { String(cString: $0) } ?? "")
        }, { _, _, userData in
            guard let pair = CallbackRegistry.shared.value(CallbackRegistry.token(userData), as: WatchPair.self),
                  let vanished = CallbackRegistry.shared.value(pair.vanished, as: (@Sendable () -> Void).self) else { return }
            vanished()
        }, CallbackRegistry.userData(pair), nil)
        watches.append(UInt32(id))
    }

    /// Calls `handler` once when the connection closes (the bus went away, or ``close()``).
    package func onClosed(_ handler: @escaping @Sendable () -> Void) {
        let token = CallbackRegistry.shared.register(handler)
        tokens.append(token)
        // GObject's `closed` signal has the C type below; `g_signal_connect_data` takes any
        // handler as a `GCallback` and calls it with the signal's own arguments, so the handler
        // is passed with its real type, cast to `GCallback` (GLib's documented convention).
        let closed: @convention(c) (OpaquePointer?, gboolean, UnsafeMutablePointer<GError>?, UnsafeMutableRawPointer?) -> Void = { _, _, _, userData in
            CallbackRegistry.shared.take(CallbackRegistry.token(userData), as: (@Sendable () -> Void).self)?()
        }
        let id = g_signal_connect_data(UnsafeMutableRawPointer(pointer), "closed", unsafeBitCast(closed, to: GCallback.self), CallbackRegistry.userData(token), nil, GConnectFlags(rawValue: 0))
        closedHandler = UInt(id)
    }

    /// Closes the connection (asynchronously); the closed handler runs.
    package func close() {
        g_dbus_connection_close(pointer, nil, nil, nil)
    }

    /// The tokens of a name watch's two closures.
    private struct WatchPair: Sendable {
        let appeared: UInt
        let vanished: UInt
    }
}
