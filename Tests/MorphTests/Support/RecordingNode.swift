import Foundation
import Morph
import Synchronization

/// What a ``RecordingNode`` saw, in order, shared by the nodes of one test.
final class EventLog: @unchecked Sendable {
    struct Event: Equatable, CustomStringConvertible {
        let name: String
        let node: String
        let onMainThread: Bool

        var description: String { "\(node).\(name)\(onMainThread ? "" : " (off main)")" }
    }

    private let lock = NSLock()
    private var storage: [Event] = []

    func append(_ name: String, node: String) {
        let event = Event(name: name, node: node, onMainThread: MainActorThread.isCurrent)
        lock.lock()
        storage.append(event)
        lock.unlock()
    }

    var events: [Event] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func names(of name: String) -> [String] {
        events.filter { $0.name == name }.map(\.node)
    }

    func removeAll() {
        lock.lock()
        storage.removeAll()
        lock.unlock()
    }
}

/// Texture's `ASLayoutTestNode`: a leaf returns its test size clamped to the range it is measured
/// in; a node with a layout spec block measures normally. Every measurement is recorded with its
/// range and whether it ran on the main thread, and so are the layout hooks.
final class RecordingNode: DisplayNode {
    struct Measurement: Equatable, Sendable {
        let range: SizeRange
        let onMainThread: Bool
    }

    /// What measurements saw, and the hook they run (measurements run on any thread).
    private struct Recording: Sendable {
        var measurements: [Measurement] = []
        var hook: (@Sendable () -> Void)?
    }

    /// The size a leaf returns: a layout input, as the fixture's `apply` changes it.
    private let size: LayoutInput<CGSize>
    private let recording = Mutex(Recording())
    let log: EventLog?

    nonisolated init(_ name: String, testSize: CGSize = .zero, log: EventLog? = nil, animator: Animator? = nil) {
        size = LayoutInput(testSize)
        self.log = log
        super.init(name: name, animator: animator)
    }

    /// The size a leaf returns; changing it invalidates the layout (as the fixture's `apply`).
    nonisolated var testSize: CGSize {
        get { size.value }
        set { size.value = newValue }
    }

    nonisolated var measurements: [Measurement] { recording.withLock { $0.measurements } }
    nonisolated var measuredRanges: [SizeRange] { measurements.map(\.range) }

    nonisolated func resetMeasurements() {
        recording.withLock { $0.measurements.removeAll() }
    }

    /// Runs `hook` inside every measurement, before it returns (tests block here to interleave
    /// work).
    nonisolated func onMeasure(_ hook: (@Sendable () -> Void)?) {
        recording.withLock { $0.hook = hook }
    }

    override func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        let hook = recording.withLock { recording in
            recording.measurements.append(Measurement(range: constrainedSize, onMainThread: MainActorThread.isCurrent))
            return recording.hook
        }
        let testSize = size.value
        log?.append("calculateLayoutThatFits", node: debugName)
        hook?()
        if layoutSpecBlock != nil || testSize == .zero {
            return try super.calculateLayoutThatFits(constrainedSize, context: context)
        }
        return try Layout(element: self, size: constrainedSize.clamp(testSize), context: context)
    }

    override func calculatedLayoutDidChange() {
        log?.append("calculatedLayoutDidChange", node: debugName)
        super.calculatedLayoutDidChange()
    }

    /// Runs at the start of `animateLayoutTransition(_:)` (set and read on the main actor only).
    var onAnimateLayoutTransition: (@MainActor () -> Void)?

    override func animateLayoutTransition(_ context: TransitionContext) {
        log?.append("animateLayoutTransition", node: debugName)
        onAnimateLayoutTransition?()
        super.animateLayoutTransition(context)
    }

    override func didCompleteLayoutTransition(_ context: TransitionContext) {
        log?.append("didCompleteLayoutTransition", node: debugName)
        super.didCompleteLayoutTransition(context)
    }
}
