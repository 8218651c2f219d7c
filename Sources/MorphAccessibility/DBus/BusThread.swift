import CGIO
import Foundation
import Synchronization

/// The thread on which Morph talks D-Bus: a GLib main loop with its own main context, where
/// GDBus delivers replies, signals and incoming calls. Everything MorphAccessibility does with a
/// bus happens here, so the main actor never waits for the bus: it hands work over with
/// ``perform(_:)`` and goes on.
///
/// One thread serves the process (``shared``), started on first use. While nothing happens on the
/// bus it sleeps in `poll`, using no CPU.
package final class BusThread: Sendable {
    /// The process's bus thread.
    package static let shared = BusThread()

    /// The main context the thread runs (a `GMainContext *`), owned by the thread for its life.
    /// A raw GLib pointer; GLib's main contexts are thread-safe for `g_main_context_invoke` and
    /// `g_source_attach`, the only uses outside the thread.
    private let contextAddress: UInt

    private init() {
        let context = g_main_context_new()!
        contextAddress = UInt(bitPattern: context)
        let address = contextAddress
        let thread = Thread {
            let context = OpaquePointer(bitPattern: address)
            g_main_context_push_thread_default(context)
            let loop = g_main_loop_new(context, 0)
            g_main_loop_run(loop)
        }
        thread.name = "Morph D-Bus"
        thread.start()
    }

    /// The thread's main context.
    var context: OpaquePointer? {
        OpaquePointer(bitPattern: contextAddress)
    }

    /// Whether the caller runs on the bus thread.
    package var isCurrent: Bool {
        g_main_context_is_owner(context) != 0
    }

    /// Stops with a message in debug builds when called off the bus thread: the state of bus
    /// objects is confined to it.
    package func assertCurrent(_ file: StaticString = #fileID, line: UInt = #line) {
        assert(isCurrent, "touched off the D-Bus thread", file: file, line: line)
    }

    /// Runs `work` on the bus thread: at once when called there, else on its next turn.
    package func perform(_ work: @escaping @Sendable () -> Void) {
        let token = CallbackRegistry.shared.register(work)
        g_main_context_invoke_full(context, G_PRIORITY_DEFAULT, { userData in
            CallbackRegistry.shared.take(CallbackRegistry.token(userData), as: (@Sendable () -> Void).self)?()
            return 0
        }, CallbackRegistry.userData(token), nil)
    }

    /// Runs `work` on the bus thread after `delay` seconds.
    package func perform(after delay: TimeInterval, _ work: @escaping @Sendable () -> Void) {
        let token = CallbackRegistry.shared.register(work)
        let milliseconds = UInt32(min(max(delay, 0), 86_400) * 1000)
        let source = g_timeout_source_new(milliseconds)
        g_source_set_callback(source, { userData in
            CallbackRegistry.shared.take(CallbackRegistry.token(userData), as: (@Sendable () -> Void).self)?()
            return 0
        }, CallbackRegistry.userData(token), nil)
        g_source_attach(source, context)
        g_source_unref(source)
    }
}
