import CGIO
import Foundation

/// The XDG settings portal (`org.freedesktop.portal.Settings` on the session bus), read through
/// GIO's GDBus: `ReadOne`, or `Read` on portals older than version 2.
///
/// Not thread-safe: one is made, used and dropped on one thread (a settings read, or the
/// monitor's thread).
final class SettingsPortal {
    /// The connection (`GDBusConnection *`), owned.
    private let connection: OpaquePointer

    /// The portal's bus name, object and interface.
    static let busName = "org.freedesktop.portal.Desktop"
    static let objectPath = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"

    /// How long one call may take: a portal that hangs must not hang a window's start.
    static let timeoutMilliseconds: Int32 = 500

    /// Whether the portal lacks `ReadOne` (version 1), learnt on the first call.
    private var usesRead = false

    /// A connection to the bus at `address`.
    ///
    /// - Throws: ``DesktopSettingError/portal(_:)`` when the bus cannot be reached.
    init(address: String) throws(DesktopSettingError) {
        var error: UnsafeMutablePointer<GError>?
        guard let connection = g_dbus_connection_new_for_address_sync(
            address, GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue), nil, nil, &error
        ) else {
            throw .portal("cannot connect to the session bus at \(address): \(Self.message(of: error))")
        }
        self.connection = connection
    }

    deinit {
        g_dbus_connection_close_sync(connection, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// The connection, for subscribing to the portal's signals.
    var rawConnection: OpaquePointer { connection }

    /// Every setting Morph reads; nil for those the portal does not have. A portal that is not
    /// running gives an empty reading, not an error.
    ///
    /// - Throws: ``DesktopSettingError/portal(_:)`` for any other failure of a call.
    func read() throws(DesktopSettingError) -> DesktopReadings {
        var readings = DesktopReadings()
        let appearance = "org.freedesktop.appearance"
        guard case .answered(let scheme) = try value(appearance, "color-scheme") else { return readings }
        readings.portalColorScheme = scheme?.unsignedValue
        if case .answered(let contrast) = try value(appearance, "contrast") { readings.portalContrast = contrast?.unsignedValue }
        if case .answered(let motion) = try value(appearance, "reduced-motion") { readings.portalReducedMotion = motion?.unsignedValue }
        // GNOME's portal back end answers for GNOME's settings too.
        let interface = "org.gnome.desktop.interface"
        if case .answered(let factor) = try value(interface, "text-scaling-factor") { readings.gnomeTextScalingFactor = factor?.doubleValue }
        if case .answered(let scheme) = try value(interface, "color-scheme") { readings.gnomeColorScheme = scheme?.stringValue }
        if case .answered(let animations) = try value(interface, "enable-animations") { readings.gnomeEnableAnimations = animations?.boolValue }
        if case .answered(let contrast) = try value("org.gnome.desktop.a11y.interface", "high-contrast") {
            readings.gnomeHighContrast = contrast?.boolValue
        }
        return readings
    }

    /// What a read gave.
    enum Answer {
        /// The portal answered: the value, or nil when it has no such setting.
        case answered(PortalValue?)
        /// No portal runs on the bus.
        case noPortal
    }

    /// One setting.
    func value(_ namespace: String, _ key: String) throws(DesktopSettingError) -> Answer {
        var error: UnsafeMutablePointer<GError>?
        let method = usesRead ? "Read" : "ReadOne"
        let reply = Self.call(connection, method: method, namespace: namespace, key: key, error: &error)
        guard let reply else {
            let message = Self.message(of: error)
            if message.contains("ServiceUnknown") || message.contains("NameHasNoOwner") || message.contains("was not provided by any") {
                return .noPortal
            }
            if message.contains("org.freedesktop.portal.Error.NotFound") {
                return .answered(nil)
            }
            if !usesRead, message.contains("UnknownMethod") {
                usesRead = true
                return try value(namespace, key)
            }
            throw .portal("\(method)(\(namespace), \(key)): \(message)")
        }
        defer { g_variant_unref(reply) }
        return .answered(PortalValue(reply: reply))
    }

    private static func call(
        _ connection: OpaquePointer, method: String, namespace: String, key: String,
        error: inout UnsafeMutablePointer<GError>?
    ) -> OpaquePointer? {
        // The children are floating: the tuple takes them, and the call takes the tuple.
        var children: [OpaquePointer?] = [g_variant_new_string(namespace), g_variant_new_string(key)]
        let parameters = children.withUnsafeMutableBufferPointer { buffer in
            g_variant_new_tuple(buffer.baseAddress, 2)
        }
        return g_dbus_connection_call_sync(
            connection, busName, objectPath, interface, method, parameters, nil,
            G_DBUS_CALL_FLAGS_NO_AUTO_START, timeoutMilliseconds, nil, &error
        )
    }

    /// A GError's message (and frees it).
    static func message(of error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}

/// A setting's value as the portal sends it (inside one or, from `Read`, two variants).
enum PortalValue: Sendable, Hashable {
    case unsigned(UInt32)
    case signed(Int32)
    case double(Double)
    case bool(Bool)
    case string(String)
    /// A type Morph reads no setting as (its type string).
    case other(String)

    /// The value of a `(v)` reply, unwrapped from its variants.
    init?(reply: OpaquePointer) {
        guard g_variant_n_children(reply) == 1, let child = g_variant_get_child_value(reply, 0) else { return nil }
        var value = child
        // `Read` wraps the value in a second variant.
        while String(cString: g_variant_get_type_string(value)) == "v" {
            guard let inner = g_variant_get_variant(value) else { break }
            g_variant_unref(value)
            value = inner
        }
        defer { g_variant_unref(value) }
        self.init(variant: value)
    }

    /// The value of a basic variant.
    init(variant value: OpaquePointer) {
        switch String(cString: g_variant_get_type_string(value)) {
        case "u": self = .unsigned(g_variant_get_uint32(value))
        case "i": self = .signed(g_variant_get_int32(value))
        case "d": self = .double(g_variant_get_double(value))
        case "b": self = .bool(g_variant_get_boolean(value) != 0)
        case "s": self = .string(String(cString: g_variant_get_string(value, nil)))
        case let type: self = .other(type)
        }
    }

    /// A whole number as the portal's enumerations are sent (`u`; some back ends send `i`).
    /// A negative or non-integer value becomes `UInt32.max`, which no setting knows.
    var unsignedValue: UInt32 {
        switch self {
        case .unsigned(let value): value
        case .signed(let value): value >= 0 ? UInt32(value) : .max
        default: .max
        }
    }

    var doubleValue: Double? {
        switch self {
        case .double(let value): value
        case .unsigned(let value): Double(value)
        case .signed(let value): Double(value)
        default: nil
        }
    }

    var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}
