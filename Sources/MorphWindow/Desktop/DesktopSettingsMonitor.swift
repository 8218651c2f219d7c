import CGIO
import Foundation
import Synchronization

/// Watches the desktop's settings and calls back when they change: the settings portal's
/// `SettingChanged` signal, received on a thread of the monitor's own that runs a GLib main
/// context, makes it read ``DesktopSettings`` again and hand them to `onChange` — on that thread.
///
/// A window runs one while it is open, so switching the desktop to dark mode or larger text
/// changes the window's traits at once (see <doc:RunningInAWindow>).
public final class DesktopSettingsMonitor: Sendable {
    private struct State: @unchecked Sendable {
        /// The monitor thread's GLib context (`GMainContext *`) while it runs; only woken from
        /// other threads (`g_main_context_wakeup` is thread-safe).
        var context: OpaquePointer?
        var stopRequested = false
        var isRunning = false
    }

    private let state = Mutex(State())
    private let environment: [String: String]
    private let busAddress: String?
    private let onChange: @Sendable (DesktopSettings) -> Void
    /// Signalled when the thread has subscribed (or given up), so ``start()`` returns a monitor
    /// that already hears changes.
    private let ready = DispatchSemaphore(value: 0)

    /// A monitor of the session bus in `environment` (or at `busAddress`), calling `onChange`
    /// with the settings read anew after each change.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        busAddress: String? = nil,
        onChange: @escaping @Sendable (DesktopSettings) -> Void
    ) {
        self.environment = environment
        self.busAddress = busAddress ?? SessionBus.address(in: environment)
        self.onChange = onChange
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
        let thread = Thread { [self] in run(address: address) }
        thread.name = "morph desktop settings"
        thread.start()
        ready.wait()
        return state.withLock { $0.context != nil }
    }

    /// Stops watching (the thread ends soon after); `onChange` is not called afterwards.
    public func stop() {
        let context = state.withLock { state -> OpaquePointer? in
            state.stopRequested = true
            return state.context
        }
        if let context { g_main_context_wakeup(context) }
    }

    /// Whether ``stop()`` was called.
    private var isStopped: Bool {
        state.withLock { $0.stopRequested }
    }

    /// The monitor thread: a GLib context of its own, the portal's signal, and iterations until
    /// stopped.
    private func run(address: String) {
        guard let context = g_main_context_new() else {
            ready.signal()
            return
        }
        // The connection is made with the context as the thread's default, so its signals are
        // dispatched here.
        g_main_context_push_thread_default(context)
        defer {
            g_main_context_pop_thread_default(context)
            g_main_context_unref(context)
        }
        let portal: SettingsPortal
        do {
            portal = try SettingsPortal(address: address)
        } catch {
            ready.signal()
            return
        }
        let box = Unmanaged.passRetained(SignalHandler { [self] in
            guard !isStopped else { return }
            onChange(DesktopSettings.read(environment: environment, busAddress: .some(address)))
        })
        let subscription = g_dbus_connection_signal_subscribe(
            portal.rawConnection, nil, SettingsPortal.interface, "SettingChanged", SettingsPortal.objectPath, nil,
            G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, _, userData in
                guard let userData else { return }
                Unmanaged<SignalHandler>.fromOpaque(userData).takeUnretainedValue().handle()
            },
            box.toOpaque(),
            { userData in
                guard let userData else { return }
                Unmanaged<SignalHandler>.fromOpaque(userData).release()
            }
        )
        state.withLock { $0.context = context }
        ready.signal()
        while !isStopped {
            g_main_context_iteration(context, 1)
        }
        state.withLock { $0.context = nil }
        g_dbus_connection_signal_unsubscribe(portal.rawConnection, subscription)
        // Unsubscribing frees the handler box from the context's next iteration.
        while g_main_context_iteration(context, 0) != 0 {}
    }
}

/// The signal callback's Swift side, passed through GLib as user data.
private final class SignalHandler: Sendable {
    let handle: @Sendable () -> Void

    init(_ handle: @escaping @Sendable () -> Void) {
        self.handle = handle
    }
}
