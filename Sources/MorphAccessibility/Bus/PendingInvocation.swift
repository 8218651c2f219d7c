import CGIO
import Synchronization

/// A D-Bus method call waiting for its reply, which comes from another thread (after the main
/// actor performed a request). It is answered exactly once: by ``reply(_:)``, by ``fail(name:message:)``,
/// or, if neither was called, with an error when it is released — a client never waits for a
/// reply that cannot come.
final class PendingInvocation: Sendable {
    /// The `GDBusMethodInvocation *`, whose reference the reply consumes; nil once answered.
    /// GDBus lets any thread return an invocation.
    private let invocation: Mutex<UInt>

    /// Takes over `invocation` (GDBus hands the method handler its reference).
    init(_ invocation: OpaquePointer) {
        self.invocation = Mutex(UInt(bitPattern: invocation))
    }

    deinit {
        fail(name: "org.freedesktop.DBus.Error.Failed", message: "the application did not answer")
    }

    /// Replies with `values` (the reply tuple's elements).
    func reply(_ values: [DBusValue]) {
        guard let invocation = take() else { return }
        g_dbus_method_invocation_return_value(invocation, GVariantBridge.makeVariant(.tuple(values)))
    }

    /// Replies with the D-Bus error `name`.
    func fail(name: String, message: String) {
        guard let invocation = take() else { return }
        g_dbus_method_invocation_return_dbus_error(invocation, name, message)
    }

    private func take() -> OpaquePointer? {
        let address = invocation.withLock { address -> UInt in
            defer { address = 0 }
            return address
        }
        return OpaquePointer(bitPattern: address)
    }
}
