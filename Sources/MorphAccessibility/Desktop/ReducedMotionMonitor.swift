import Foundation

/// Follows whether the desktop asks for reduced motion — the XDG settings portal's
/// `reduced-motion`, GNOME's `enable-animations` — and tells the main actor when that changes. A
/// window (MorphWindow's) sets its animator's `ReducedMotionPolicy` from it.
///
/// ```swift
/// let monitor = ReducedMotionMonitor { reduce in
///     animator.reducedMotion = reduce ? .reduceMotion : .off
/// }
/// monitor.start()
/// ```
///
/// The settings are read and followed on MorphAccessibility's D-Bus thread; without a session bus
/// or a portal, GSettings alone is read, and without the GNOME schema the desktop never asks.
@MainActor
public final class ReducedMotionMonitor {
    /// Whether the desktop asks for reduced motion, as last reported.
    public private(set) var prefersReducedMotion = false
    private let onChange: @MainActor (Bool) -> Void
    private var settings: DesktopMotionSettings?
    private let sessionAddress: String?
    private let readsGSettings: Bool

    /// A monitor that calls `onChange` on the main actor whenever the answer changes: at once
    /// when the desktop asks for reduced motion from the start, and at each change afterwards.
    public convenience init(onChange: @escaping @MainActor (Bool) -> Void) {
        self.init(sessionAddress: nil, readsGSettings: true, onChange: onChange)
    }

    /// A monitor of the portal on the session bus at `sessionAddress` (the process's when nil),
    /// reading GSettings too when `readsGSettings`.
    init(sessionAddress: String?, readsGSettings: Bool, onChange: @escaping @MainActor (Bool) -> Void) {
        self.sessionAddress = sessionAddress
        self.readsGSettings = readsGSettings
        self.onChange = onChange
    }

    /// Starts reading and following the settings (once).
    public func start() {
        guard settings == nil else { return }
        let settings = DesktopMotionSettings(sessionAddress: sessionAddress, readsGSettings: readsGSettings) { [weak self] prefers in
            Task { @MainActor in self?.report(prefers) }
        }
        self.settings = settings
        BusThread.shared.perform { settings.start() }
    }

    /// Stops following; no more changes are reported.
    public func stop() {
        guard let settings else { return }
        self.settings = nil
        BusThread.shared.perform { settings.stop() }
    }

    private func report(_ prefers: Bool) {
        guard settings != nil, prefers != prefersReducedMotion else { return }
        prefersReducedMotion = prefers
        onChange(prefers)
    }
}
