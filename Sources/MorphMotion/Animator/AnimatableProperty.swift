import Foundation

/// One animatable property of an object: a model value (what was set) and a presentation value
/// (what is on screen now).
///
/// Any class declares animatable properties by storing one `AnimatableProperty` per property and
/// forwarding to it:
///
/// ```
/// final class Badge: AnimationTarget {
///     let animator: Animator
///     lazy var alphaProperty = AnimatableProperty<CGFloat>(1, name: "alpha", kind: .appearance, of: self)
///     var alpha: CGFloat {
///         get { alphaProperty.value }
///         set { alphaProperty.value = newValue }
///     }
///     init(animator: Animator) { self.animator = animator }
/// }
/// ```
///
/// Setting ``value`` inside an animation block (``withAnimation(_:_:completion:)``) animates from
/// the current presentation value to the new value; a running animation is *superseded*: the new
/// one starts where the old one is, and a spring keeps its velocity. Setting it outside any block
/// (or inside ``performWithoutAnimation(_:)``) makes it jump: the presentation value equals the
/// model value at once and a running animation ends as *cancelled*. Setting the value it already
/// has changes nothing (a running animation toward it continues).
///
/// ``setValue(_:animation:completion:)`` and ``animate(from:to:with:completion:)`` start
/// animations with explicit attributes, the second from an explicit start value (an entering
/// element that starts transparent, or a thousand points to the left).
@MainActor
public final class AnimatableProperty<Value: Interpolatable> {
    // The fields every change reads come first, so that they share the object's first cache
    // line with its header (a transition changes a thousand properties, each read once).

    /// The value last set: where the property is going. Equals ``presentationValue`` when not
    /// animating.
    ///
    /// Not checked for exclusive access at run time (nor is `trackIndex`): both are read on
    /// every change of every view property, only on the main actor, and never passed `inout`.
    @exclusivity(unchecked) public private(set) var modelValue: Value
    /// The index of the running track in `store`, or -1.
    @exclusivity(unchecked) var trackIndex = -1
    /// `store`, once looked up. Unretained: the animator holds its stores for its whole life, and
    /// the property holds the animator. Starting a track reads it without retaining it.
    @exclusivity(unchecked) private var storeReference: Unmanaged<TrackStore<Value>>?
    /// The animator that runs this property's animations.
    public let animator: Animator
    /// Whether a change moves something or changes its appearance (for reduced motion).
    public let kind: AnimatablePropertyKind
    /// The property's name, as introspection reports it ("frame", "alpha").
    public let name: String
    /// The object the property belongs to, if it said so (held weakly), or nil once it is gone.
    public var owner: AnyObject? {
        guard let object = ownerReference.object else { return nil }
        if let proxy = object as? any AnimatablePropertyOwnerProxy { return proxy.proxiedOwner }
        return object
    }
    private let ownerReference: WeakOwner

    /// The animator's tracks of `Value`, looked up on first use (on the main actor), so the
    /// property itself can be created anywhere.
    var store: TrackStore<Value> {
        if let storeReference { return storeReference.takeUnretainedValue() }
        let store = animator.store(for: Value.self)
        storeReference = Unmanaged.passUnretained(store)
        return store
    }

    /// A property with `initialValue`, run by `animator`.
    ///
    /// - Parameters:
    ///   - initialValue: the model and presentation value until the first change.
    ///   - name: reported by ``Animator/animatingProperties(of:)`` and in invariant messages.
    ///   - kind: how reduced motion treats changes; ``AnimatablePropertyKind/movement`` by default.
    ///   - animator: the animator that runs the property's animations, for its whole life.
    ///   - owner: the object the property belongs to (held weakly), for introspection.
    ///
    /// The initialiser is `nonisolated`: a node may be built off the main actor (as Texture builds
    /// nodes in the background); everything else happens on the main actor.
    public nonisolated init(_ initialValue: Value, name: String, kind: AnimatablePropertyKind = .movement, animator: Animator, owner: AnyObject? = nil) {
        self.name = name
        self.kind = kind
        self.animator = animator
        self.ownerReference = WeakOwner(object: owner)
        self.modelValue = initialValue
    }

    /// A property of `target`, run by the target's animator.
    public convenience init<Target: AnimationTarget>(_ initialValue: Value, name: String, kind: AnimatablePropertyKind = .movement, of target: Target) {
        self.init(initialValue, name: name, kind: kind, animator: target.animator, owner: target)
    }

    // MARK: Reading

    /// The model value; setting it animates or jumps according to the ambient transaction (see
    /// the type's discussion).
    public var value: Value {
        get { modelValue }
        @_specialize(exported: true, kind: full, where Value == CGPoint)
        @_specialize(exported: true, kind: full, where Value == CGRect)
        @_specialize(exported: true, kind: full, where Value == CGFloat)
        set { setAmbient(newValue) }
    }

    /// Whether an animation of this property is running (or waiting for its delay).
    public var isAnimating: Bool { trackIndex >= 0 }

    /// The value on screen at the animator's last tick (the model value when not animating).
    /// During a delay it is the animation's start value.
    public var presentationValue: Value {
        trackIndex >= 0 ? store.track(at: trackIndex).presentation : modelValue
    }

    /// The value the running animation shows at `time` (the model value when not animating).
    ///
    /// Evaluates the current animation only: times before it started give its start value, times
    /// after its end the model value. Does not tick or change anything.
    ///
    /// An animation of an interactive transition is evaluated at the transition's time for that
    /// clock time (a held transition shows the same value at every time).
    public func presentationValue(at time: TimeInterval) -> Value {
        guard trackIndex >= 0 else { return modelValue }
        return store.track(at: trackIndex).value(at: store.effectiveTime(ofTrackAt: trackIndex, clock: time))
    }

    /// The rate of change of the presentation value at the clock's current time, per component
    /// per second (zero when not moving; zero for a held interactive transition).
    public var presentationVelocity: Value.AnimatableData {
        guard trackIndex >= 0 else { return .zero }
        return state(at: animator.now).velocity
    }

    /// When the running animation ends, in clock time; `nil` when not animating. For an
    /// animation of an interactive transition: when the transition is expected to reach an end
    /// (the current time while it is held).
    public var animationEndTime: TimeInterval? {
        trackIndex >= 0 ? store.endTime(ofTrackAt: trackIndex, now: animator.now) : nil
    }

    // MARK: Changing

    /// Sets the model value with explicit attributes, ignoring the ambient block's attributes
    /// (`nil` attributes make the change jump).
    ///
    /// The animation still joins the ambient block's completion group; `completion` runs once
    /// when it ends (at once, with `.finished`, when nothing was animated: the value was
    /// unchanged or the change was instant).
    public func setValue(_ newValue: Value, animation attributes: AnimationAttributes?, completion: ((AnimationCompletionReason) -> Void)? = nil) {
        let group = explicitGroup(completion: completion)
        if newValue != modelValue || isAnimating && attributes == nil {
            if let attributes {
                startAnimation(to: newValue, explicitStart: nil, attributes: attributes, group: group, timeline: TransactionStack.current?.timeline)
            } else {
                jump(to: newValue)
            }
        }
        group?.releaseHold()
        CompletionQueue.drainIfIdle()
    }

    /// Animates from `start` to `end` with `attributes`: the presentation value jumps to `start`
    /// and moves to `end`, which becomes the model value. A running animation is superseded; no
    /// velocity is carried (the motion starts at `start` from rest, plus the attributes' own
    /// initial velocity).
    ///
    /// This is how an entering element starts from a transformed state (alpha 0 → 1, a frame
    /// moved left by 1000 → its final frame). `completion` runs once when the animation ends.
    public func animate(from start: Value, to end: Value, with attributes: AnimationAttributes, completion: ((AnimationCompletionReason) -> Void)? = nil) {
        let group = explicitGroup(completion: completion)
        startAnimation(to: end, explicitStart: start, attributes: attributes, group: group, timeline: TransactionStack.current?.timeline)
        group?.releaseHold()
        CompletionQueue.drainIfIdle()
    }

    /// Animates through `keyframes` from the current presentation value after `delay` seconds;
    /// the last keyframe's value becomes the model value. A running animation is superseded (no
    /// velocity is carried: each keyframe starts its curve from rest).
    ///
    /// The animation joins the ambient block's completion group (and an interactive transition's
    /// time line); `completion` runs once when it ends. Reduced motion treats it as any animation
    /// of the property: a movement property jumps to the last value under
    /// ``ReducedMotionPolicy/reduceMotion``, every property under
    /// ``ReducedMotionPolicy/disableAnimations``. Empty keyframes change nothing (the completion
    /// runs at once, finished).
    ///
    /// - Complexity: O(k) to build for k keyframes; O(log k) per tick.
    public func animate(keyframes: Keyframes<Value>, delay: TimeInterval = 0, completion: ((AnimationCompletionReason) -> Void)? = nil) {
        let group = explicitGroup(completion: completion)
        if let last = keyframes.keyframes.last {
            let attributes = AnimationAttributes.curve(.linear, duration: keyframes.duration, delay: delay)
            startAnimation(to: last.value, explicitStart: nil, attributes: attributes, group: group, timeline: TransactionStack.current?.timeline, keyframes: keyframes)
        }
        group?.releaseHold()
        CompletionQueue.drainIfIdle()
    }

    /// Sets the model value without animation, whatever the ambient transaction: the presentation
    /// value jumps and a running animation ends as ``AnimationCompletionReason/cancelled``.
    public func setValueWithoutAnimation(_ newValue: Value) {
        if newValue != modelValue || isAnimating {
            jump(to: newValue)
        }
        CompletionQueue.drainIfIdle()
    }

    /// Ends the running animation, if any, as ``AnimationCompletionReason/cancelled``: the
    /// presentation value jumps to the model value.
    public func cancelAnimation() {
        jump(to: modelValue)
        CompletionQueue.drainIfIdle()
    }

    // MARK: Machinery

    // Pre-specialised as `jump(to:)` below: a layout pass sets two properties per node. Every
    // `@_specialize` of MorphMotion is in the reviewed list of Benchmarks/README.md ("Unsafe and
    // unusual code"), with the benchmark that defends it.
    @_specialize(exported: false, kind: full, where Value == CGFloat)
    @_specialize(exported: false, kind: full, where Value == CGPoint)
    @_specialize(exported: false, kind: full, where Value == CGSize)
    @_specialize(exported: false, kind: full, where Value == CGRect)
    @_specialize(exported: false, kind: full, where Value == Color)
    @_specialize(exported: false, kind: full, where Value == Transform3D)
    @_specialize(exported: false, kind: full, where Value == Bool)
    private func setAmbient(_ newValue: Value) {
        guard newValue != modelValue else { return }
        if let frame = TransactionStack.current, let attributes = frame.attributes {
            startAnimation(to: newValue, explicitStart: nil, attributes: attributes, group: frame.group, timeline: frame.timeline)
        } else {
            jump(to: newValue)
        }
        CompletionQueue.drainIfIdle()
    }

    /// The group of an explicit animation: its own when it has a completion (nested in the
    /// ambient group), else the ambient group.
    private func explicitGroup(completion: ((AnimationCompletionReason) -> Void)?) -> CompletionGroup? {
        let ambient = TransactionStack.current?.group
        guard let completion else {
            ambient?.addMember()
            return ambient
        }
        return CompletionGroup(parent: ambient, completion: completion)
    }

    /// Calls `body` with `store`, not retained (the hot path of starting a track).
    @inline(__always) // Forced inlining, named by MotionBenchmarks' transform tick (Benchmarks/README.md, the reviewed list).
    private func withStore<Result>(_ body: (TrackStore<Value>) -> Result) -> Result {
        if let storeReference { return storeReference.withGuaranteedReference(body) }
        return body(store)
    }

    /// Ends the running track, if any, with `reason`; returns its presentation value and
    /// velocity at `time`.
    private func endRunningTrack(_ reason: AnimationCompletionReason, at time: Double) -> (value: Value, velocity: Value.AnimatableData)? {
        guard trackIndex >= 0 else { return nil }
        let state = state(at: time)
        let record = store.remove(at: trackIndex)
        record.group?.memberEnded(reason)
        return state
    }

    /// The running track's value and velocity (per second of the clock) at clock time `time`.
    private func state(at time: Double) -> (value: Value, velocity: Value.AnimatableData) {
        let track = store.track(at: trackIndex)
        let local = store.effectiveTime(ofTrackAt: trackIndex, clock: time)
        let rate = store.rate(ofTrackAt: trackIndex, clock: time)
        let velocity = rate == 1 ? track.velocity(at: local) : track.velocity(at: local).scaled(by: rate)
        return (track.value(at: local), velocity)
    }

    /// Ends at `value` (the model value jumps there): the property's track ran back to its start
    /// with its timeline, or its timeline stopped where it stood. Called by the store after it
    /// removed the track.
    func stop(at value: Value) {
        modelValue = value
    }

    // Pre-specialised for the node layer's property types: unspecialised generic code spends
    // most of its time looking up type metadata.
    @_specialize(exported: false, kind: full, where Value == CGFloat)
    @_specialize(exported: false, kind: full, where Value == CGPoint)
    @_specialize(exported: false, kind: full, where Value == CGSize)
    @_specialize(exported: false, kind: full, where Value == CGRect)
    @_specialize(exported: false, kind: full, where Value == Color)
    @_specialize(exported: false, kind: full, where Value == Transform3D)
    @_specialize(exported: false, kind: full, where Value == Bool)
    private func jump(to newValue: Value) {
        // The clock is read only to stop a running track (a layout pass jumps many frames).
        if trackIndex >= 0 { _ = endRunningTrack(.cancelled, at: animator.now) }
        modelValue = newValue
    }

    @_specialize(exported: false, kind: full, where Value == CGFloat)
    @_specialize(exported: false, kind: full, where Value == CGPoint)
    @_specialize(exported: false, kind: full, where Value == CGSize)
    @_specialize(exported: false, kind: full, where Value == CGRect)
    @_specialize(exported: false, kind: full, where Value == Color)
    @_specialize(exported: false, kind: full, where Value == Transform3D)
    @_specialize(exported: false, kind: full, where Value == Bool)
    private func startAnimation(to target: Value, explicitStart: Value?, attributes requested: AnimationAttributes, group: CompletionGroup?, timeline: Unmanaged<AnimationTimeline>?, keyframes: Keyframes<Value>? = nil) {
        let now = animator.now
        let running = endRunningTrack(.superseded, at: now)
        let start = explicitStart ?? running?.value ?? modelValue
        modelValue = target

        let attributes: AnimationAttributes
        switch animator.reducedMotion.resolve(requested, for: kind) {
        case .animate(let resolved):
            attributes = resolved
        case .instant:
            if animator.reducedMotion == .reduceMotion, let owner = owner as? ReducedMotionCrossFading {
                let name = name
                CompletionQueue.enqueue { owner.crossFade(replacingMovementOf: name, attributes: requested) }
            }
            return
        }

        let carried = explicitStart == nil && keyframes == nil ? (running?.velocity ?? .zero) : .zero
        guard var track = Self.makeTrack(from: start, to: target, carriedVelocity: carried, attributes: attributes, now: now) else {
            return
        }
        let keyframePath = keyframes.map { KeyframePath(from: start, through: $0) }
        track.keyframes = keyframePath.map(Unmanaged.passUnretained)
        if let timeline {
            timeline.withGuaranteedReference { timeline in
                guard let slot = timeline.recordingSlot else { return }
                track.timeline = slot
                timeline.noteMember(endingAt: track.endTime)
            }
        }
        let tracksInStore: Int
        (trackIndex, tracksInStore) = withStore { store in
            let index = store.insert(track, record: TrackRecord(property: self, group: group, keyframes: keyframePath))
            return (index, store.activeCount)
        }
        group?.addMember()
        animator.trackDidStart(tracksInStore: tracksInStore)
    }

    /// The track for a change, or `nil` when the change is instant.
    static func makeTrack(from start: Value, to target: Value, carriedVelocity: Value.AnimatableData, attributes: AnimationAttributes, now: Double) -> Track<Value>? {
        let startTime = now + attributes.delay
        let path = Value.interpolation(from: start, to: target)
        switch attributes.timing {
        case .curve(let curve, let duration):
            guard duration > 0 || attributes.delay > 0 else { return nil }
            return Track(
                path: path, from: start, to: target, velocity: .zero, hasVelocity: false,
                timing: .curve(curve, duration: duration), startTime: startTime,
                endTime: startTime + duration, presentation: start
            )
        case .spring(let spring), .springWithDuration(let spring, _):
            let displacement = start.animatableData - target.animatableData
            let velocity = carriedVelocity + (target.animatableData - start.animatableData).scaled(by: spring.initialVelocity)
            let solution = SpringSolution(spring)
            let duration: Double
            if case .springWithDuration(_, let fixed) = attributes.timing {
                duration = fixed
            } else {
                duration = min(
                    Self.settlingTime(solution, displacement: displacement, velocity: velocity),
                    AnimationAttributes.maximumSpringDuration
                )
            }
            guard duration > 0 || attributes.delay > 0 else { return nil }
            return Track(
                path: path, from: start, to: target, velocity: velocity, hasVelocity: velocity != .zero,
                timing: .spring(solution), startTime: startTime,
                endTime: startTime + duration, presentation: start
            )
        }
    }

    /// When a spring motion with per-component start displacement and velocity settles.
    ///
    /// The velocity splits into a part along the displacement and a part across it; each is a
    /// one-dimensional spring motion, settled within ``Spring/defaultSettlingEpsilon`` of the
    /// distance (of `|velocity| / ω₀` when there is no distance). With no carried velocity this is
    /// exactly the spring's ``Spring/settlingDuration``.
    static func settlingTime(_ solution: SpringSolution, displacement: Value.AnimatableData, velocity: Value.AnimatableData) -> Double {
        let distance = displacement.magnitudeSquared.squareRoot()
        let speed = velocity.magnitudeSquared.squareRoot()
        let epsilon = Spring.defaultSettlingEpsilon
        guard distance > 0 else {
            guard speed > 0 else { return 0 }
            return solution.settlingTime(displacement: 0, velocity: solution.naturalFrequency, epsilon: epsilon)
        }
        let direction = displacement.scaled(by: 1 / distance)
        let along = Self.dot(velocity, direction)
        let across = (velocity - direction.scaled(by: along)).magnitudeSquared.squareRoot()
        let alongTime = solution.settlingTime(displacement: 1, velocity: along / distance, epsilon: epsilon)
        let acrossTime = across > 0 ? solution.settlingTime(displacement: 0, velocity: across / distance, epsilon: epsilon) : 0
        return max(alongTime, acrossTime)
    }

    private static func dot(_ a: Value.AnimatableData, _ b: Value.AnimatableData) -> Double {
        // (|a + b|² − |a − b|²) / 4, using only the vector operations every component type has.
        ((a + b).magnitudeSquared - (a - b).magnitudeSquared) / 4
    }
}

/// A weak reference to a property's owner, set once when the property is created.
///
/// `@unchecked Sendable`: the reference is never changed after initialisation and the owner is
/// only handed out on the main actor (the property's isolation), so no data race is possible.
private struct WeakOwner: @unchecked Sendable {
    weak var object: AnyObject?
}
