import Foundation
import Morph
import Synchronization

/// Exports one window's node tree to assistive technology over AT-SPI2, as GTK4 does: the
/// screen reader (Orca) and other tools (Accerciser, pyatspi scripts) read the tree, follow its
/// events and operate it — press buttons, type into fields, move the focus, select items.
///
/// A window (MorphWindow's) makes one and tells it when its tree may have changed; the bridge does
/// the rest:
///
/// ```swift
/// let bridge = AccessibilityBridge(root: root, window: AccessibilityWindow(title: "Signup", frame: frame))
/// bridge.start()                 // follows whether an assistive technology listens
/// // after each frame:
/// bridge.updateIfNeeded()        // O(1) unless something changed and someone listens
/// ```
///
/// **Only when someone listens.** The bridge follows the session's accessibility status
/// (`org.a11y.Status`'s `IsEnabled` and `ScreenReaderEnabled`, which screen readers turn on)
/// while the app runs. While nobody listens ``isActive`` is false and ``updateIfNeeded()`` does
/// nothing: no tree is built, nothing is sent. (``setNeedsUpdate()`` sets a flag.)
///
/// **Off the main actor.** D-Bus is spoken on a thread of its own. The main actor builds a
/// `Sendable` `SemanticsTree` when something changed and hands it over without waiting; every
/// question a client asks is answered on the bus thread from the latest tree. What changes
/// something — an action, a text edit, a focus or selection change — hops onto the main actor
/// (`SemanticsOwner.perform(_:)`), and the client gets the answer when it is done.
///
/// **Bad input.** No session bus, no accessibility bus, a bus that goes away mid-session, calls on
/// removed objects, unknown interfaces and out-of-range arguments are answered with D-Bus errors
/// or documented clamps (see <doc:ExportingOverATSPI>); none of them reaches the main actor.
@MainActor
public final class AccessibilityBridge {
    /// Where the accessibility bus is found.
    public enum Bus: Sendable {
        /// The desktop's: follow `org.a11y.Status` on the session bus and export while an assistive
        /// technology listens.
        case desktop
        /// Like ``desktop``, on the session bus at this D-Bus address rather than the process's (a
        /// private session, as tests start with `dbus-run-session`).
        case session(address: String)
        /// The accessibility bus at this D-Bus address, exported to at once and for as long as the
        /// bridge runs (tests, benchmarks, a private bus).
        case address(String)
    }

    /// Builds the trees and performs requests.
    public let semantics: SemanticsOwner
    /// The window, as the frame of the tree. Setting it (the window moved, was resized or
    /// retitled, gained or lost the focus) publishes it with the next update.
    public var window: AccessibilityWindow {
        didSet { if window != oldValue { setNeedsUpdate() } }
    }
    /// Whether the tree is exported now: an assistive technology listens and the accessibility bus
    /// is connected.
    public private(set) var isActive = false
    /// Called when ``isActive`` changes, so that the host runs ``updateIfNeeded()`` soon (the
    /// window draws a frame).
    public var activeDidChange: (@MainActor (Bool) -> Void)?
    /// How many trees were published (for tests and benchmarks).
    public private(set) var publishedTreeCount = 0

    private let bus: Bus
    private let applicationName: String
    private var client: AccessibilityBusClient?
    private var needsUpdate = true
    private let mailbox = AtspiMailbox()

    /// A bridge for `root` shown in `window`.
    ///
    /// - Parameters:
    ///   - root: the root of the tree to export (a window's root node).
    ///   - window: the window, exported as the frame.
    ///   - applicationName: the application's name (the root object's); the executable's name by
    ///     default, as GTK names applications.
    ///   - bus: where the accessibility bus is; the desktop's by default.
    public init(root: DisplayNode, window: AccessibilityWindow, applicationName: String? = nil, bus: Bus = .desktop) {
        semantics = SemanticsOwner(root: root)
        self.window = window
        self.applicationName = applicationName ?? ProcessInfo.processInfo.processName
        self.bus = bus
    }

    /// Starts following the accessibility status (or connects, for an explicit bus). Does nothing
    /// when the environment variable `MORPH_ACCESSIBILITY` is `0` (the export is turned off), or
    /// when started already.
    public func start() {
        guard client == nil, ProcessInfo.processInfo.environment["MORPH_ACCESSIBILITY"] != "0" else { return }
        let source: AccessibilityBusClient.Source = switch bus {
        case .desktop: .desktop(sessionAddress: nil)
        case .session(let address): .desktop(sessionAddress: address)
        case .address(let address): .address(address)
        }
        let client = AccessibilityBusClient(
            source: source,
            applicationName: applicationName,
            perform: { [weak self] request in await self?.perform(request) ?? false },
            activeDidChange: { [weak self] active in
                Task { @MainActor in self?.setActive(active) }
            }
        )
        self.client = client
        BusThread.shared.perform { client.start() }
    }

    /// Stops exporting: the tree leaves the accessibility bus.
    public func stop() {
        guard let client else { return }
        self.client = nil
        BusThread.shared.perform { client.stop() }
        setActive(false)
    }

    /// Notes that the tree may have changed (a node, a property, the focus); the next
    /// ``updateIfNeeded()`` publishes it. O(1).
    public func setNeedsUpdate() {
        needsUpdate = true
    }

    /// Publishes the tree when it may have changed and someone listens; returns whether it did.
    /// Call it after each frame, and once when animations have ended, so that the bounds of a
    /// transition's nodes are announced when it ends (frames in between do not publish unless
    /// something else changed).
    ///
    /// - Complexity: O(1) while inactive or unchanged; otherwise O(n) to build the tree (the
    ///   comparison with the previous tree runs on the bus thread).
    @discardableResult
    public func updateIfNeeded() -> Bool {
        guard isActive, needsUpdate else { return false }
        publish()
        return true
    }

    /// Builds the tree and hands it to the bus thread (coalesced: a tree not yet taken is
    /// replaced by the newer one).
    private func publish() {
        needsUpdate = false
        publishedTreeCount += 1
        let wasEmpty = mailbox.put(AtspiPending(tree: semantics.makeTree(), window: window))
        guard wasEmpty, let client else { return }
        let mailbox = mailbox
        BusThread.shared.perform {
            guard let pending = mailbox.take() else { return }
            client.publish(AtspiSnapshot(tree: pending.tree, window: pending.window))
        }
    }

    /// Performs a client's request on the main actor; the tree is published again afterwards.
    private func perform(_ request: AccessibilityRequest) -> Bool {
        let done = semantics.perform(request)
        setNeedsUpdate()
        // The host draws a frame, and its update publishes what changed.
        semantics.root.setNeedsDisplay()
        return done
    }

    private func setActive(_ active: Bool) {
        guard active != isActive else { return }
        isActive = active
        if active {
            needsUpdate = true
            semantics.root.setNeedsDisplay()
        }
        activeDidChange?(active)
    }
}

/// A tree waiting for the bus thread.
struct AtspiPending: Sendable {
    let tree: SemanticsTree
    let window: AccessibilityWindow
}

/// The newest tree not yet taken by the bus thread: the main actor puts, the bus thread takes,
/// and a tree put before the last one was taken replaces it (the bus thread only ever needs the
/// newest). The lock is held for a swap, nothing more: a replaced tree is freed after it.
final class AtspiMailbox: Sendable {
    private let slot = Mutex<AtspiPending?>(nil)

    /// Puts `pending`; returns whether the slot was empty (the bus thread must be woken).
    func put(_ pending: AtspiPending) -> Bool {
        // The replaced tree is returned out of the lock and freed there.
        let replaced = slot.withLock { slot -> AtspiPending? in
            let replaced = slot
            slot = pending
            return replaced
        }
        return replaced == nil
    }

    /// Takes the newest tree, if any.
    func take() -> AtspiPending? {
        slot.withLock { slot in
            defer { slot = nil }
            return slot
        }
    }
}
