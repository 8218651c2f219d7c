import Foundation

/// A mouse wheel turned or fingers moved on a touchpad: a request to scroll what is under the
/// pointer (the DOM's `WheelEvent`, AppKit's scroll-wheel event).
///
/// A window delivers it through an ``InputDispatcher`` to the node under the pointer and, while
/// unhandled, to its supernodes (``DisplayNode/scrollEvent(_:)``); a ``ScrollNode`` on the way
/// scrolls.
///
/// Signs follow the DOM: a positive ``delta`` asks for a larger content offset — further down (y)
/// or further right (x) in the content —, as turning a wheel toward you or moving two fingers up
/// on a touchpad with natural scrolling does.
public struct ScrollEvent: Hashable, Sendable {
    /// What one unit of ``delta`` is.
    public enum Granularity: Hashable, Sendable {
        /// Notches of a clicking mouse wheel: a scroll node turns each into a short animated
        /// step of ``ScrollNode/wheelNotchDistance`` points, and steps that follow one another
        /// accumulate.
        case notches
        /// Points of content movement, from a touchpad or a smooth wheel: a scroll node moves its
        /// content by exactly that much, at once.
        case points
    }

    /// Where a touchpad gesture is, when the host knows (SDL2 does not report it; a test or a
    /// host with gesture phases does).
    public enum Phase: Hashable, Sendable {
        /// The fingers touched the touchpad: a scroll in progress is caught.
        case began
        /// The fingers moved.
        case changed
        /// The fingers lifted: an overscrolled node springs back, a moving one decelerates from the
        /// speed of the last deltas.
        case ended
    }

    /// Where the pointer is, in the root node's supernode coordinates (a window's), in points.
    public var location: CGPoint
    /// How far to scroll along each axis, in ``granularity`` units; positive toward the end of the
    /// content (see the type's discussion).
    public var delta: CGPoint
    /// Notches or points.
    public var granularity: Granularity
    /// The touchpad gesture's phase, or nil when the host does not know it (a wheel, or a
    /// touchpad through SDL2): then the deltas move the content and never overscroll.
    public var phase: Phase?
    /// When it happened, in seconds on the animator's clock.
    public var timestamp: TimeInterval
    /// The modifier keys held.
    public var modifiers: KeyModifiers

    /// An event.
    public init(
        delta: CGPoint,
        granularity: Granularity,
        at location: CGPoint,
        phase: Phase? = nil,
        timestamp: TimeInterval,
        modifiers: KeyModifiers = []
    ) {
        self.location = location
        self.delta = delta
        self.granularity = granularity
        self.phase = phase
        self.timestamp = timestamp
        self.modifiers = modifiers
    }
}
