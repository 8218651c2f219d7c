import Foundation
import MorphAccessibility

/// The XDG settings portal (`org.freedesktop.portal.Settings` on the session bus), read through
/// Morph's D-Bus layer (MorphAccessibility's `DBusConnection`, over GIO's GDBus): `ReadOne`, or
/// `Read` on portals older than version 2.
///
/// One is made, used and dropped on one thread (a settings read); its calls wait for their
/// answers, each for at most ``timeoutMilliseconds``.
final class SettingsPortal {
    /// The connection, closed when the portal is released.
    private let connection: DBusConnection

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
        do {
            connection = try DBusConnection.connectSynchronously(to: address)
        } catch {
            throw .portal("cannot connect to the session bus at \(address): \(error)")
        }
    }

    /// Every setting Morph reads; nil for those the portal does not have. A portal that is not
    /// running gives an empty reading, not an error.
    ///
    /// - Throws: ``DesktopSettingError/portal(_:)`` for any other failure of a call.
    func read() throws(DesktopSettingError) -> DesktopReadings {
        var readings = DesktopReadings()
        let appearance = "org.freedesktop.appearance"
        guard case .answered(let scheme) = try value(appearance, "color-scheme") else { return readings }
        readings.portalColorScheme = scheme.map(Self.enumeration)
        if case .answered(let contrast) = try value(appearance, "contrast") { readings.portalContrast = contrast.map(Self.enumeration) }
        if case .answered(let motion) = try value(appearance, "reduced-motion") { readings.portalReducedMotion = motion.map(Self.enumeration) }
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
        /// The portal answered: the value (without the variants around it), or nil when it has
        /// no such setting.
        case answered(DBusValue?)
        /// No portal runs on the bus.
        case noPortal
    }

    /// One setting.
    func value(_ namespace: String, _ key: String) throws(DesktopSettingError) -> Answer {
        let method = usesRead ? "Read" : "ReadOne"
        do {
            let values = try connection.callSynchronously(
                destination: Self.busName, path: Self.objectPath, interface: Self.interface, method: method,
                arguments: [.string(namespace), .string(key)], timeout: Self.timeoutMilliseconds
            )
            return .answered(values.first.map(Self.unwrapped))
        } catch {
            switch error.name {
            case "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner":
                return .noPortal
            case "org.freedesktop.portal.Error.NotFound":
                return .answered(nil)
            case "org.freedesktop.DBus.Error.UnknownMethod" where !usesRead:
                usesRead = true
                return try value(namespace, key)
            default:
                throw .portal("\(method)(\(namespace), \(key)): \(error)")
            }
        }
    }

    /// A value without the variants around it (`Read` wraps it in two, `ReadOne` and
    /// `SettingChanged` in one).
    static func unwrapped(_ value: DBusValue) -> DBusValue {
        if case .variant(let inner) = value { return unwrapped(inner) }
        return value
    }

    /// A whole number as the portal's enumerations are sent (`u`; some back ends send `i`). A
    /// negative or non-integer value becomes `UInt32.max`, which no setting knows (a problem, not
    /// a preference).
    static func enumeration(_ value: DBusValue) -> UInt32 {
        switch value {
        case .uint32(let number): number
        case .int32(let number): number >= 0 ? UInt32(number) : .max
        default: .max
        }
    }
}
