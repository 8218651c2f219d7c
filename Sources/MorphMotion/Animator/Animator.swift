import Foundation

/// Runs the animations of animatable properties against one clock.
///
/// Every ``AnimatableProperty`` belongs to one animator. When its model value changes inside an
/// animation block, the animator starts a *track* from the property's current presentation value
/// to the new model value; every ``tick()`` moves all tracks to the clock's time, updates their
/// presentation values and ends the tracks that are done (running their completions).
///
/// Animators are instances: a test makes its own animator on its own ``ManualClock`` (Swift
/// Testing runs tests in parallel), an app uses ``shared`` driven by a ``FrameDriver``.
///
/// - Complexity: a tick is O(n) in the n running tracks, one pass over a contiguous array per
///   value type, with no allocation and no dynamic dispatch per track. Starting, retargeting and
///   ending a track are O(1). Properties that are not animating cost nothing per tick.
@MainActor
public final class Animator {
    /// The source of time.
    public let clock: any AnimationClock

    /// How animations are rewritten for reduced motion; ``ReducedMotionPolicy/off`` by default.
    /// Applies to animations started after the change.
    public var reducedMotion: ReducedMotionPolicy = .off

    /// The clock time of the last tick (the time presentation values show).
    public private(set) var lastTickTime: TimeInterval

    /// The live timelines (``AnimationTimeline``) and the times their tracks show.
    let timelineTable = TimelineTable()
    private var storesByValueType: [ObjectIdentifier: any TrackStoring] = [:]
    private var stores: [any TrackStoring] = []
    /// The actions waiting for their deadline (``schedule(after:_:)``).
    let scheduledActions = ScheduledActionQueue()

    /// The handlers of ``addActivationObserver(_:)``, in the order they were added.
    var activationObservers: [(token: ActivationObserverToken, handler: @MainActor () -> Void)] = []
    /// The token the next observer gets.
    var nextActivationObserverToken = 0
    /// The handlers of ``addTickObserver(_:)``, in the order they were added.
    var tickObservers: [TickObserver] = []
    /// The token the next tick observer gets.
    var nextTickObserverToken = 0
    /// Whether the tick observers are being called (a removal then only clears the handler).
    var isRunningTickObservers = false

    /// An animator on `clock`. A ``ManualClock`` ticks the animator whenever it moves.
    public init(clock: any AnimationClock) {
        self.clock = clock
        self.lastTickTime = clock.now
        (clock as? ManualClock)?.attach(self)
    }

    /// The app-wide animator, on a ``SystemClock``.
    ///
    /// It drives itself: when an animation starts (or an action is scheduled) and no driver
    /// observes it, it starts a 60 fps ``FrameDriver`` of its own, which sleeps whenever nothing
    /// moves — so an animation on it always ends, and waiting for one never hangs. A driver that
    /// starts on it later (a window's, paced by the display) takes over: the default driver stops.
    public static let shared: Animator = {
        let animator = Animator(clock: SystemClock())
        animator.drivesItself = true
        return animator
    }()

    /// Whether the animator starts its own ``FrameDriver`` when it becomes active with no driver
    /// (``shared`` does).
    var drivesItself = false
    /// The driver the animator started itself, while no other drives it.
    var defaultDriver: FrameDriver?
    /// Set while the default driver registers, so its registration does not stop it.
    var isStartingDefaultDriver = false

    /// The clock's current time.
    public var now: TimeInterval { clock.now }

    /// Moves every running animation to the clock's current time, ends those that are done, calls
    /// the tick observers (``addTickObserver(_:)``), runs the scheduled actions that became due
    /// (``schedule(after:_:)``) and then the completions that became due.
    ///
    /// The tracks of an interactive transition (a timeline) move to the transition's time rather
    /// than the clock's, and end together when it reaches an end.
    ///
    /// - Complexity: O(n) in the running tracks, plus O(log m) per due action among m scheduled;
    ///   allocation-free when no animation ends and no action is due.
    public func tick() {
        let time = clock.now
        lastTickTime = time
        var timelineEnds = false
        for timeline in timelineTable.live {
            timeline.pendingEnd = timeline.advance(to: time)
            if timeline.pendingEnd != nil { timelineEnds = true }
        }
        for store in stores {
            store.advance(to: time)
        }
        if timelineEnds {
            for timeline in timelineTable.live {
                guard let position = timeline.pendingEnd else { continue }
                timeline.pendingEnd = nil
                timeline.end(at: position)
            }
        }
        runTickObservers(at: time)
        runDueActions(at: time)
        CompletionQueue.drainIfIdle()
    }

    /// Ends the tracks of the timeline in `slot` at `position`: at their targets, back at their
    /// start values, or at the values they show.
    func endTracks(ofTimeline slot: Int, at position: AnimationTimeline.Position) {
        for store in stores {
            store.endTracks(ofTimeline: slot, at: position)
        }
    }

    /// Moves the presentation values of the tracks of the timeline in `slot` to its time.
    func presentTracks(ofTimeline slot: Int) {
        for store in stores {
            store.present(timeline: slot)
        }
    }

    /// Ends every running animation with ``AnimationCompletionReason/cancelled``: presentation
    /// values jump to the model values. Scheduled actions (``schedule(after:_:)``) stay
    /// scheduled; cancel them with ``ScheduledAction/cancel()``.
    public func cancelAllAnimations() {
        for store in stores {
            store.cancelAll()
        }
        CompletionQueue.drainIfIdle()
    }

    /// The store of tracks of `Value`, created on first use.
    func store<Value: Interpolatable>(for type: Value.Type) -> TrackStore<Value> {
        let key = ObjectIdentifier(type)
        if let store = storesByValueType[key] {
            return unsafeDowncast(store, to: TrackStore<Value>.self)
        }
        let store = TrackStore<Value>(timelines: timelineTable)
        storesByValueType[key] = store
        stores.append(store)
        return store
    }

    /// Records that a track started, which made its store hold `tracksInStore` tracks; wakes the
    /// drivers if it was the only one. (Only a store's first track can be the only one, so the
    /// other stores are counted only then.)
    func trackDidStart(tracksInStore: Int) {
        if tracksInStore == 1, activeAnimationCount == 1 {
            notifyActivationObservers()
        }
    }

    /// All stores, for introspection.
    var allStores: [any TrackStoring] { stores }
}
