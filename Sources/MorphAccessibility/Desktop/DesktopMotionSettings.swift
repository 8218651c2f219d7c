import CGIO
import Foundation

/// The desktop's wish for less motion, read and followed on the ``BusThread``: the XDG settings
/// portal's `org.freedesktop.appearance` `reduced-motion` (1 asks for reduced motion) and GNOME's
/// `org.gnome.desktop.interface` `enable-animations` (false asks for it) — through the portal when
/// it runs, else through GSettings when the GNOME schema is installed. Either asking is enough,
/// as browsers treat GNOME's setting as `prefers-reduced-motion`.
final class DesktopMotionSettings: @unchecked Sendable {
    // Unchecked: every member is used on the bus thread only (checked in debug builds).

    /// What each source said; nil where it said nothing.
    struct Readings: Hashable, Sendable {
        var portalReducedMotion: Bool?
        var portalEnableAnimations: Bool?
        var settingsEnableAnimations: Bool?

        /// Whether the desktop asks for reduced motion.
        var prefersReducedMotion: Bool {
            portalReducedMotion == true || portalEnableAnimations == false || settingsEnableAnimations == false
        }
    }

    static let portalName = "org.freedesktop.portal.Desktop"
    static let portalPath = "/org/freedesktop/portal/desktop"
    static let settingsInterface = "org.freedesktop.portal.Settings"

    /// Told (on the bus thread) whenever the wish may have changed.
    private let changed: @Sendable (Bool) -> Void
    private var session: DBusConnection?
    private var readings = Readings()
    private var settings: UnsafeMutablePointer<GSettings>?
    private var settingsToken: UInt = 0
    private var lastReported: Bool?
    /// The session bus's address, when not the process's (tests use a private session).
    private let sessionAddress: String?
    /// Whether GSettings is read (tests leave the machine's settings alone).
    private let readsGSettings: Bool
    private var isStopped = false

    init(sessionAddress: String? = nil, readsGSettings: Bool = true, changed: @escaping @Sendable (Bool) -> Void) {
        self.sessionAddress = sessionAddress
        self.readsGSettings = readsGSettings
        self.changed = changed
    }

    deinit {
        stop()
    }

    /// Reads the settings and follows their changes.
    func start() {
        BusThread.shared.assertCurrent()
        if readsGSettings { startGSettings() }
        report()
        DBusConnection.session(at: sessionAddress) { [weak self] result in
            guard let self, !isStopped, case .success(let session) = result else { return }
            self.session = session
            session.subscribe(sender: Self.portalName, interface: Self.settingsInterface, member: "SettingChanged", path: Self.portalPath) { [weak self] _, _, _, arguments in
                self?.portalSettingChanged(arguments)
            }
            session.watchName(Self.portalName, appeared: { [weak self] _ in
                self?.readPortal()
            }, vanished: { [weak self] in
                self?.readings.portalReducedMotion = nil
                self?.readings.portalEnableAnimations = nil
                self?.report()
            })
        }
    }

    /// Stops following.
    func stop() {
        isStopped = true
        session = nil
        if let settings {
            g_object_unref(UnsafeMutableRawPointer(settings))
            self.settings = nil
        }
        if settingsToken != 0 { CallbackRegistry.shared.remove(settingsToken) }
        settingsToken = 0
    }

    // MARK: - The portal

    private func readPortal() {
        read("org.freedesktop.appearance", "reduced-motion") { [weak self] value in
            self?.readings.portalReducedMotion = value?.intValue.map { $0 == 1 }
            self?.report()
        }
        read("org.gnome.desktop.interface", "enable-animations") { [weak self] value in
            self?.readings.portalEnableAnimations = value?.boolValue
            self?.report()
        }
    }

    /// Reads one setting with `ReadOne`, falling back to the older `Read` (whose value is wrapped
    /// in one more variant); nil when the portal does not have it.
    private func read(_ namespace: String, _ key: String, completion: @escaping @Sendable (DBusValue?) -> Void) {
        session?.call(destination: Self.portalName, path: Self.portalPath, interface: Self.settingsInterface, method: "ReadOne", arguments: [.string(namespace), .string(key)], noAutoStart: true) { [weak self] result in
            switch result {
            case .success(let values):
                completion(values.first.map(Self.unwrapped))
            case .failure(let error) where error.name == "org.freedesktop.DBus.Error.UnknownMethod":
                self?.session?.call(destination: Self.portalName, path: Self.portalPath, interface: Self.settingsInterface, method: "Read", arguments: [.string(namespace), .string(key)], noAutoStart: true) { result in
                    completion((try? result.get())?.first.map(Self.unwrapped))
                }
            case .failure:
                completion(nil)
            }
        }
    }

    /// A value without the variants around it.
    static func unwrapped(_ value: DBusValue) -> DBusValue {
        if case .variant(let inner) = value { return unwrapped(inner) }
        return value
    }

    /// `SettingChanged(s namespace, s key, v value)`.
    private func portalSettingChanged(_ arguments: [DBusValue]) {
        guard arguments.count == 3, let namespace = arguments[0].stringValue, let key = arguments[1].stringValue else { return }
        let value = Self.unwrapped(arguments[2])
        switch (namespace, key) {
        case ("org.freedesktop.appearance", "reduced-motion"): readings.portalReducedMotion = value.intValue.map { $0 == 1 }
        case ("org.gnome.desktop.interface", "enable-animations"): readings.portalEnableAnimations = value.boolValue
        default: return
        }
        report()
    }

    // MARK: - GSettings

    /// Reads GNOME's `enable-animations` when its schema is installed, and follows it.
    private func startGSettings() {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1) else { return }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, "enable-animations") != 0 else { return }
        // Created on the bus thread, so its change signals arrive there.
        guard let settings = g_settings_new_full(schema, nil, nil) else { return }
        self.settings = settings
        readings.settingsEnableAnimations = g_settings_get_boolean(settings, "enable-animations") != 0
        let token = CallbackRegistry.shared.register({ [weak self] in
            guard let self, let settings = self.settings else { return }
            readings.settingsEnableAnimations = g_settings_get_boolean(settings, "enable-animations") != 0
            report()
        } as @Sendable () -> Void)
        settingsToken = token
        // GSettings' `changed` signal has the C type below; GLib calls a handler passed as a
        // `GCallback` with the signal's own arguments (its documented convention).
        let changed: @convention(c) (OpaquePointer?, UnsafePointer<gchar>?, UnsafeMutableRawPointer?) -> Void = { _, _, userData in
            CallbackRegistry.shared.value(CallbackRegistry.token(userData), as: (@Sendable () -> Void).self)?()
        }
        g_signal_connect_data(UnsafeMutableRawPointer(settings), "changed::enable-animations", unsafeBitCast(changed, to: GCallback.self), CallbackRegistry.userData(token), nil, GConnectFlags(rawValue: 0))
    }

    /// Tells the observer when the wish changed (and once at the start).
    private func report() {
        let prefers = readings.prefersReducedMotion
        guard prefers != lastReported else { return }
        lastReported = prefers
        changed(prefers)
    }
}
