import Synchronization

/// Swift closures handed to GLib's C callbacks: a closure is registered under a number, the number
/// travels as the callback's `user_data`, and the C function looks the closure up again.
///
/// The number is carried in a pointer-sized `user_data` but never dereferenced — only turned back
/// into a number — so no Swift object's address crosses into C and no reference count is managed
/// by hand: a callback that arrives after its closure was removed finds nothing and does nothing.
package final class CallbackRegistry: Sendable {
    /// The process's registry.
    package static let shared = CallbackRegistry()

    private struct Table {
        var next: UInt = 1
        var entries: [UInt: any Sendable] = [:]
    }

    private let table = Mutex(Table())

    /// Registers `value`; returns its token (never 0).
    package func register(_ value: any Sendable) -> UInt {
        table.withLock { table in
            let token = table.next
            table.next &+= 1
            if table.next == 0 { table.next = 1 }
            table.entries[token] = value
            return token
        }
    }

    /// The value registered under `token`, if it is still registered.
    package func value<Value>(_ token: UInt, as type: Value.Type) -> Value? {
        table.withLock { $0.entries[token] } as? Value
    }

    /// Removes the value registered under `token` and returns it.
    @discardableResult
    package func take<Value>(_ token: UInt, as type: Value.Type) -> Value? {
        table.withLock { $0.entries.removeValue(forKey: token) } as? Value
    }

    /// Removes the value registered under `token`.
    package func remove(_ token: UInt) {
        _ = table.withLock { $0.entries.removeValue(forKey: token) }
    }

    /// The number of registered values (for tests: callbacks do not leak).
    package var count: Int {
        table.withLock { $0.entries.count }
    }

    /// `token` as a callback's `user_data`.
    package static func userData(_ token: UInt) -> UnsafeMutableRawPointer? {
        UnsafeMutableRawPointer(bitPattern: token)
    }

    /// The token a callback's `user_data` carries (0 for none).
    package static func token(_ userData: UnsafeMutableRawPointer?) -> UInt {
        UInt(bitPattern: userData)
    }
}
