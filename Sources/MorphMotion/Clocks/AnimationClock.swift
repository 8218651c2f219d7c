import Foundation

/// The source of time of an ``Animator``.
///
/// ``ManualClock`` is advanced by hand (tests, rendering); ``SystemClock`` follows real time and
/// is ticked by a ``FrameDriver``.
@MainActor
public protocol AnimationClock: AnyObject {
    /// The current time in seconds. Never decreases.
    var now: TimeInterval { get }
}
