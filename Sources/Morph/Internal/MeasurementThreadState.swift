import Foundation
@_spi(MorphInternals) import MorphMotion
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the current thread is measuring: the nodes whose layouts are being calculated (innermost
/// last), whether a node is building its layout spec, and the recorder of an asynchronous
/// transition's measurement.
///
/// Measurement is synchronous code, so a thread-local record is exact: a measurement never
/// suspends, so it cannot move to another thread or interleave with another measurement on the
/// same thread. The record is only touched by its own thread.
///
/// Used to reject measurement cycles (a node whose layout needs itself), subnode changes made
/// while a spec is built, and to learn which nodes (at which layout versions) a transition's
/// layout was computed from.
final class MeasurementThreadState {
    /// The nodes being measured on this thread, outermost first. Unretained, which is sound
    /// because the measurement that pushes a node holds it until it pops it; it saves an atomic
    /// retain and release per measured node (see the unsafe-code table of Benchmarks/README.md).
    /// The "Bad input to nodes" tests (a node measured inside its own measurement) and the
    /// transition stress tests push and pop nodes that are released right after.
    private(set) var measuring: [Unmanaged<DisplayNode>] = []
    /// The nodes building their layout spec (in `layoutSpecThatFits` or `layoutSpecBlock`) on
    /// this thread, outermost first.
    var buildingSpec: [ObjectIdentifier] = []
    /// Set while a transition measures its layout: every node measured or read from a cache is
    /// recorded with the version its layout was computed for.
    var recorder: TransitionMeasurementRecorder? {
        didSet { unretainedRecorder = recorder.map(Unmanaged.passUnretained) }
    }
    /// ``recorder``, unretained (this record holds it): a cache hit records its node through it
    /// without retaining the recorder, once per node of a transition's measurement.
    private(set) var unretainedRecorder: Unmanaged<TransitionMeasurementRecorder>?

    /// Records `node` at `version` in the ``recorder``, if any, without retaining the recorder.
    @inline(__always) // Forced inlining, named by TransitionBenchmarks' 1,001-node transitions (Benchmarks/README.md, the reviewed list).
    func record(_ node: DisplayNode, version: Int) {
        unretainedRecorder?._withUnsafeGuaranteedRef { $0.record(node, version: version) }
    }

    private init() {
        measuring.reserveCapacity(16)
    }

    /// The record of the calling thread, created on first use.
    static var current: MeasurementThreadState {
        currentUnretained.takeUnretainedValue()
    }

    /// ``current``, unretained: the thread's key holds the record until the thread ends, so code
    /// on the thread may use it without retaining it (once per measured node).
    static var currentUnretained: Unmanaged<MeasurementThreadState> {
        _ = handOverRegistration
        if let pointer = pthread_getspecific(measurementStateKey) {
            return Unmanaged<MeasurementThreadState>.fromOpaque(pointer)
        }
        let state = Unmanaged.passRetained(MeasurementThreadState())
        pthread_setspecific(measurementStateKey, state.toOpaque())
        return state
    }

    /// Whether `node` is being measured on this thread (its layout would need itself).
    ///
    /// - Complexity: O(d) in the depth of the measurement.
    func isMeasuring(_ node: ObjectIdentifier) -> Bool {
        let address = UInt(bitPattern: node)
        return measuring.contains { UInt(bitPattern: $0.toOpaque()) == address }
    }

    /// Whether `node` is the innermost node being measured on this thread.
    func isMeasuringInnermost(_ node: DisplayNode) -> Bool {
        guard let last = measuring.last else { return false }
        return last.toOpaque() == Unmanaged.passUnretained(node).toOpaque()
    }

    /// Puts `node` on the measuring stack; the caller keeps it alive until ``popMeasuring()``.
    func pushMeasuring(_ node: DisplayNode) {
        measuring.append(Unmanaged.passUnretained(node))
    }

    /// Takes the innermost node off the measuring stack.
    func popMeasuring() {
        measuring.removeLast()
    }

    /// Replaces the measuring stack (a measurement continued on another thread, see
    /// `handOverRegistration`).
    func restoreMeasuring(_ stack: [Unmanaged<DisplayNode>]) {
        measuring = stack
    }

    /// The node whose measurement measures `node` on this thread: the one below `node` on the
    /// measuring stack when `node` is on it, else the innermost; nil when there is none (a node
    /// outside the tree takes this node's traits, see `DisplayNode.traitCollection`).
    func node(measuringOutside node: DisplayNode) -> DisplayNode? {
        let address = Unmanaged.passUnretained(node).toOpaque()
        guard let index = measuring.lastIndex(where: { $0.toOpaque() == address }) else {
            return measuring.last?.takeUnretainedValue()
        }
        return index > 0 ? measuring[index - 1].takeUnretainedValue() : nil
    }

    /// The node whose layout is being calculated on this thread right now (the innermost), if any:
    /// the node a ``LayoutInput`` read during a measurement belongs to.
    var measuringNode: DisplayNode? {
        measuring.last?.takeUnretainedValue()
    }
}

/// The key of the per-thread ``MeasurementThreadState``; the destructor releases a thread's
/// record when the thread ends.
private let measurementStateKey: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
    let destructor: @convention(c) (UnsafeMutableRawPointer) -> Void = { pointer in
        Unmanaged<MeasurementThreadState>.fromOpaque(pointer).release()
    }
    #else
    let destructor: @convention(c) (UnsafeMutableRawPointer?) -> Void = { pointer in
        guard let pointer else { return }
        Unmanaged<MeasurementThreadState>.fromOpaque(pointer).release()
    }
    #endif
    let status = pthread_key_create(&key, destructor)
    precondition(status == 0, "cannot create the thread-local key for node measurement (error \(status))")
    return key
}()

/// The nodes a transition's measurement used, with the layout versions their layouts were
/// computed for. At commit, a node whose version has moved on since means the state changed while
/// measuring: the transition measures again, so the newer state wins.
///
/// Only touched by the measuring thread, then handed to the main actor after the measurement.
final class TransitionMeasurementRecorder: @unchecked Sendable {
    /// The recorded nodes, each retained once by ``record(_:version:)`` and released when the
    /// recorder goes. Held as `Unmanaged` so that the stale check, which runs for every
    /// transition, reads them without a second retain and release each (see the unsafe-code
    /// table of Benchmarks/README.md); "10,000 random transitions … afterwards nothing is left
    /// alive" fails if a recorded node is never released.
    private var entries: [(node: Unmanaged<DisplayNode>, version: Int)] = []
    /// ``NodeVersionEpoch`` when the recorder was made, before the measurement began.
    private let startEpoch = NodeVersionEpoch.current
    /// `TraitChangeEpoch` when the recorder was made.
    private let startTraitEpoch = TraitChangeEpoch.current

    /// Whether a recorded node of `root`'s transition read a trait whose value changed since: a
    /// trait change that
    /// reached the node while the measurement held an older copy of its collection, which no
    /// layout version shows (a change that finds the read already recorded bumps the version).
    ///
    /// - Complexity: O(1) when no trait changed anywhere since the recorder was made
    ///   (`TraitChangeEpoch`); else O(n) in the recorded nodes.
    ///
    /// Each such node is invalidated (``DisplayNode/setNeedsLayout()``, with its ancestors), so the
    /// next measurement does not take its stale layout from a cache. Call it on the main actor.
    @MainActor
    func invalidateStaleTraitReads(transitioning root: DisplayNode) -> Bool {
        guard TraitChangeEpoch.current != startTraitEpoch else { return false }
        var found = false
        for entry in entries {
            let node = entry.node.takeUnretainedValue()
            if node.hasStaleTraitReads(isTransitionRoot: node === root) {
                node.invalidateStaleTraitReads()
                found = true
            }
        }
        return found
    }

    /// Records that `node`'s layout for version `version` went into the measurement.
    func record(_ node: DisplayNode, version: Int) {
        entries.append((Unmanaged.passRetained(node), version))
    }

    /// The first recorded node whose layout version changed since it was measured, or nil.
    ///
    /// - Complexity: O(1) when no node's version moved anywhere since the recorder was made
    ///   (``NodeVersionEpoch``); else O(n) in the recorded nodes.
    func firstStaleNode() -> DisplayNode? {
        guard NodeVersionEpoch.current != startEpoch else { return nil }
        for entry in entries where entry.node.withGuaranteedReference({ $0.layoutVersion }) != entry.version {
            return entry.node.takeUnretainedValue()
        }
        return nil
    }

    deinit {
        for entry in entries {
            entry.node.release()
        }
    }
}
