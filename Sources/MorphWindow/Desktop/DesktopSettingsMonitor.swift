import CGIO
import Foundation
import MorphAccessibility
import Synchronization

/// Watches the desktop's settings and calls back when they change: the settings portal's
/// `SettingChanged` signal, the portal starting or going away, and — when the settings are read
/// through GSettings — GNOME's settings changing make it read ``DesktopSettings`` again and hand
/// them to `onChange`, on a serial queue of the monitor's own.
///
/// The signals are received on Morph's one D-Bus thread (the one the AT-SPI export uses), which
/// only passes them on: the reading, a few calls that wait for the portal's answers, runs on the
/// monitor's queue, so the bus thread never waits and the main actor never does.
///
/// A window runs one while it is open, so switching the desktop to dark mode, larger text or
/// less motion changes the window's traits at once (see <doc:RunningInAWindow>).
public final class DesktopSettingsMonitor: Sendable {
    private struct State: @unchecked Sendable {
        // Unchecked: the connection and the GSettings objects are used on the bus thread only.

        /// The session bus connection with the subscriptions, while it runs.
        var connection: DBusConnection?
        /// GNOME's settings objects (`GSettings *`, owned) whose changes are followed.
        var gnomeSettings: [UnsafeMutablePointer<GSettings>] = []
        /// The registered change handler of the GSettings objects.
        var gnomeSettingsToken: UInt = 0
        var stopRequested = false
        var isRunning = false
    }

    private let state = Mutex(State())
    private let environment: [String: String]
    private let busAddress: String?
    private let readsGSettings: Bool
    private let onChange: @Sendable (DesktopSettings) -> Void
    /// Where the settings are read again after a change, one reading after the other.
    private let readings = DispatchQueue(label: "morph desktop settings")

    /// A monitor of the session bus in `environment` (or at `busAddress`), calling `onChange`
    /// with the settings read anew after each change.
    ///
    /// - Parameters:
    ///   - environment: the process's environment by default: the session bus's address and the
    ///     `MORPH_*` overrides come from it.
    ///   - busAddress: the session bus; by default the one `environment` names.
    ///   - readsGSettings: whether GNOME's settings are read (and followed) through GSettings
    ///     where the portal does not answer; true by default.
    ///   - onChange: called with the settings after each change, on the monitor's queue.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        busAddress: String? = nil,
        readsGSettings: Bool = true,
        onChange: @escaping @Sendable (DesktopSettings) -> Void
    ) {
        self.environment = environment
        self.busAddress = busAddress ?? SessionBus.address(in: environment)
        self.readsGSettings = readsGSettings
        self.onChange = onChange
    }

    deinit {
        let (connection, settings, token) = state.withLock { state in
            (state.connection, state.gnomeSettings, state.gnomeSettingsToken)
        }
        guard connection != nil || !settings.isEmpty else { return }
        let box = UnsafeSettings(settings)
        BusThread.shared.perform {
            _ = connection
            Self.release(box, token: token)
        }
    }

    /// Starts watching; returns false when there is no session bus, it cannot be reached, or the
    /// monitor ran before. Returns once the monitor is subscribed.
    @discardableResult
    public func start() -> Bool {
        guard let address = busAddress else { return false }
        let starts = state.withLock { state -> Bool in
            guard !state.isRunning, !state.stopRequested else { return false }
            state.isRunning = true
            return true
        }
        guard starts else { return false }
        let subscribed = DispatchSemaphore(value: 0)
        let result = Mutex(false)
        // Connected from the bus thread, so the connection's replies and signals arrive there.
        BusThread.shared.perform { [self] in
            DBusConnection.session(at: address) { [self] connection in
                guard case .success(let connection) = connection else {
                    subscribed.signal()
                    return
                }
                follow(connection)
                result.withLock { $0 = true }
                // The match rules go to the bus as messages of their own; the bus handles one
                // connection's messages in order, so once it answers a call sent after them, they
                // are in place and a change made after `start()` returns is reported.
                connection.call(
                    destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                    method: "GetId", completion: { _ in subscribed.signal() }
                )
            }
        }
        subscribed.wait()
        return result.withLock { $0 }
    }

    /// Stops watching; `onChange` is not called afterwards.
    public func stop() {
        let (connection, settings, token) = state.withLock { state in
            state.stopRequested = true
            defer {
                state.connection = nil
                state.gnomeSettings = []
                state.gnomeSettingsToken = 0
            }
            return (state.connection, state.gnomeSettings, state.gnomeSettingsToken)
        }
        let box = UnsafeSettings(settings)
        // The connection is released (unsubscribed and closed) on the bus thread, where it was
        // used.
        BusThread.shared.perform {
            _ = connection
            Self.release(box, token: token)
        }
    }

    /// Whether ``stop()`` was called.
    private var isStopped: Bool {
        state.withLock { $0.stopRequested }
    }

    /// Subscribes to the portal's changes and watches it come and go (on the bus thread).
    private func follow(_ connection: DBusConnection) {
        guard !isStopped else { return }
        connection.subscribe(sender: nil, interface: SettingsPortal.interface, member: "SettingChanged", path: SettingsPortal.objectPath) { [weak self] _, _, _, _ in
            self?.settingsChanged()
        }
        // A portal that starts (or ends) after the window changes what the desktop says; the
        // first call, at once, is the state now, which the window has read already.
        let isFirstAnswer = Mutex(true)
        let changed: @Sendable () -> Void = { [weak self] in
            guard !isFirstAnswer.withLock({ first in defer { first = false }; return first }) else { return }
            self?.settingsChanged()
        }
        connection.watchName(SettingsPortal.busName, appeared: { _ in changed() }, vanished: changed)
        let gnome: (settings: [UnsafeMutablePointer<GSettings>], token: UInt) = readsGSettings ? followGNOMESettings() : ([], 0)
        state.withLock { state in
            state.connection = connection
            state.gnomeSettings = gnome.settings
            state.gnomeSettingsToken = gnome.token
        }
    }

    /// Follows GNOME's settings through GSettings (on the bus thread, whose main context then
    /// receives their `changed` signals): the schemas ``DesktopSettings`` reads, where installed.
    private func followGNOMESettings() -> (settings: [UnsafeMutablePointer<GSettings>], token: UInt) {
        let token = CallbackRegistry.shared.register({ [weak self] in self?.settingsChanged() } as @Sendable () -> Void)
        var followed: [UnsafeMutablePointer<GSettings>] = []
        for schemaID in GNOMESettings.schemaIDs {
            guard let settings = GNOMESettings.settings(schemaID) else { continue }
            // GSettings' `changed` signal has the C type below; GLib calls a handler passed as a
            // `GCallback` with the signal's own arguments (its documented convention).
            let changed: @convention(c) (OpaquePointer?, UnsafePointer<gchar>?, UnsafeMutableRawPointer?) -> Void = { _, _, userData in
                CallbackRegistry.shared.value(CallbackRegistry.token(userData), as: (@Sendable () -> Void).self)?()
            }
            g_signal_connect_data(UnsafeMutableRawPointer(settings), "changed", unsafeBitCast(changed, to: GCallback.self), CallbackRegistry.userData(token), nil, GConnectFlags(rawValue: 0))
            followed.append(settings)
        }
        return (followed, token)
    }

    /// Reads the settings again, off the bus thread, and reports them unless stopped.
    private func settingsChanged() {
        guard !isStopped else { return }
        readings.async { [self] in
            guard !isStopped else { return }
            let settings = DesktopSettings.read(environment: environment, busAddress: .some(busAddress), readsGSettings: readsGSettings)
            guard !isStopped else { return }
            onChange(settings)
        }
    }

    /// Releases GNOME's settings objects and their handler (on the bus thread).
    private static func release(_ settings: UnsafeSettings, token: UInt) {
        for object in settings.objects { g_object_unref(UnsafeMutableRawPointer(object)) }
        if token != 0 { CallbackRegistry.shared.remove(token) }
    }
}

/// GSettings objects handed to the bus thread to be released there.
private struct UnsafeSettings: @unchecked Sendable {
    // Unchecked: the objects are released on the bus thread, their only user.
    let objects: [UnsafeMutablePointer<GSettings>]

    init(_ objects: [UnsafeMutablePointer<GSettings>]) {
        self.objects = objects
    }
}
