import CGIO

/// A D-Bus failure, with GLib's message: a call that failed, a bus that could not be reached.
package struct DBusError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The D-Bus error name when the peer sent one (`org.freedesktop.DBus.Error.UnknownMethod`),
    /// else empty.
    package var name: String
    /// What GLib said.
    package var message: String

    package var description: String {
        name.isEmpty ? message : "\(name): \(message)"
    }

    /// The error GLib reported in `error`, which this frees.
    package init(taking error: UnsafeMutablePointer<GError>?) {
        guard let error else {
            name = ""
            message = "unknown error"
            return
        }
        if let remote = g_dbus_error_get_remote_error(error) {
            name = String(cString: remote)
            g_free(remote)
        } else {
            name = ""
        }
        message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
        g_error_free(error)
    }

    package init(name: String, message: String) {
        self.name = name
        self.message = message
    }
}
