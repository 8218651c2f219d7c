import Foundation

/// Where the session bus is.
package enum SessionBus {
    /// `DBUS_SESSION_BUS_ADDRESS` of `environment`, else `unix:path=$XDG_RUNTIME_DIR/bus` when that
    /// socket exists (as sd-bus and GDBus look for it); nil without a session bus.
    package static func address(in environment: [String: String]) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
            let path = (runtime as NSString).appendingPathComponent("bus")
            if FileManager.default.fileExists(atPath: path) { return "unix:path=\(path)" }
        }
        return nil
    }
}
