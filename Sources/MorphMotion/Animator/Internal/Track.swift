import Foundation

/// How a track's progress depends on time.
enum TrackTiming: Sendable {
    /// Progress follows the curve over `duration` seconds (0 for a delayed jump).
    case curve(TimingCurve, duration: Double)
    /// Progress is `1 − f(t)`, plus the carried velocity times `g(t)`.
    case spring(SpringSolution)
}

/// One running animation of one property: the hot data a tick touches.
///
/// Plain data for every value type the node layer animates, so the store copies a track as
/// bytes (a field holding a reference makes the compiler copy a generic track through its type
/// metadata, field by field).
struct Track<Value: Interpolatable> {
    /// The path from the start value to the target (the model value).
    var path: Value.Interpolation
    /// The start value, shown until `startTime`.
    var from: Value
    /// The target: the property's model value.
    var to: Value
    /// The velocity the motion starts with, per component and per second (springs only).
    var velocity: Value.AnimatableData
    var hasVelocity: Bool
    var timing: TrackTiming
    /// When the motion begins (the change's time plus the delay).
    var startTime: Double
    /// When the motion ends and the value reaches `to`.
    var endTime: Double
    /// The value shown at the last tick.
    var presentation: Value
    /// The slot of the timeline (``AnimationTimeline``) the track belongs to, or -1: a track of a
    /// timeline is evaluated at the timeline's time and ends only with it.
    var timeline: Int = -1
    /// The keyframes the track passes through, or nil: then `path` and `timing` describe it.
    ///
    /// Unretained: the track's ``TrackRecord`` holds the path, and the store keeps a track and
    /// its record together from insertion to removal.
    var keyframes: Unmanaged<KeyframePath<Value>>?

    /// The value at `time`: the start value until `startTime`, the target from `endTime`.
    @inline(__always) // Forced inlining, named by MotionBenchmarks' transform tick (Benchmarks/README.md, the reviewed list).
    func value(at time: Double) -> Value {
        if time <= startTime { return from }
        if time >= endTime { return to }
        let elapsed = time - startTime
        if let keyframes { return keyframes._withUnsafeGuaranteedRef { $0.value(at: elapsed) } }
        switch timing {
        case .curve(let curve, let duration):
            return path.value(at: curve.progress(at: elapsed / duration))
        case .spring(let solution):
            let basis = solution.basis(at: elapsed)
            let onPath = path.value(at: 1 - basis.f)
            guard hasVelocity else { return onPath }
            return Value(animatableData: onPath.animatableData + velocity.scaled(by: basis.g))
        }
    }

    /// d(value)/dt at `time`, per component: zero before the motion begins and after it ends.
    func velocity(at time: Double) -> Value.AnimatableData {
        guard time >= startTime, time < endTime else { return .zero }
        let elapsed = time - startTime
        if let keyframes { return keyframes._withUnsafeGuaranteedRef { $0.velocity(at: elapsed) } }
        switch timing {
        case .curve(let curve, let duration):
            guard duration > 0 else { return .zero }
            let fraction = elapsed / duration
            let rate = curve.slope(at: fraction) / duration
            return path.derivative(at: curve.progress(at: fraction)).scaled(by: rate)
        case .spring(let solution):
            let basis = solution.basis(at: elapsed)
            let alongPath = path.derivative(at: 1 - basis.f).scaled(by: -basis.fRate)
            return hasVelocity ? alongPath + velocity.scaled(by: basis.gRate) : alongPath
        }
    }
}

/// The cold data of a track: who owns it, who waits for it, and the keyframe path it holds.
struct TrackRecord<Value: Interpolatable> {
    let property: AnimatableProperty<Value>
    let group: CompletionGroup?
    /// The path the track's unretained `keyframes` refers to (nil for a track without keyframes).
    var keyframes: KeyframePath<Value>? = nil
}
