import Foundation

/// The values one property passes through, each reached after its own duration along its own
/// curve: a keyframe track (SwiftUI's `KeyframeTrack`, Core Animation's `CAKeyframeAnimation` with
/// per-segment timing functions).
///
/// The track starts from the property's current presentation value and ends at the last
/// keyframe's value, which becomes the model value:
///
/// ```
/// let bounce = Keyframes<CGFloat>([
///     Keyframe(1.2, duration: 0.15, curve: .easeOut),
///     Keyframe(0.9, duration: 0.1),
///     Keyframe(1, duration: 0.1, curve: .easeInOut),
/// ])
/// scale.animate(keyframes: bounce)
/// ```
///
/// Run it with ``AnimatableProperty/animate(keyframes:delay:completion:)``. Inside an interactive
/// transition the track scrubs and reverses like any other animation.
public struct Keyframes<Value: Interpolatable>: Sendable {
    /// The keyframes, in order. Never empty.
    public let keyframes: [Keyframe<Value>]

    /// A track through `keyframes`; an empty list is a track of no duration that keeps the value
    /// (``isEmpty``).
    public init(_ keyframes: [Keyframe<Value>]) {
        self.keyframes = keyframes
    }

    /// Whether there is no keyframe.
    public var isEmpty: Bool { keyframes.isEmpty }

    /// The sum of the keyframes' durations, in seconds.
    public var duration: TimeInterval {
        keyframes.reduce(0) { $0 + $1.duration }
    }
}

extension Keyframes: Equatable where Value: Equatable {}

/// One value of a ``Keyframes`` track: where the property is `duration` seconds after the
/// previous keyframe (or the start), and the curve it follows to get there.
public struct Keyframe<Value: Interpolatable>: Sendable, Equatable {
    /// The value reached at the end of the keyframe.
    public var value: Value
    /// How long the property takes to reach ``value`` from the previous one, in seconds. Always
    /// finite and not negative (0 jumps).
    public var duration: TimeInterval
    /// The easing from the previous value to ``value``.
    public var curve: TimingCurve

    /// A keyframe reaching `value` after `duration` seconds along `curve` (linear by default). A
    /// duration that is NaN, infinite or negative becomes 0: the value jumps.
    public init(_ value: Value, duration: TimeInterval, curve: TimingCurve = .linear) {
        self.value = value
        self.duration = AnimationAttributes.clampedTime(duration)
        self.curve = curve
    }
}
