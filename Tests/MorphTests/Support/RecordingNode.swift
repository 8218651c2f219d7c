import Foundation
import Morph

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
final class RecordingNode: DisplayNode, @unchecked Sendable {
    struct Measurement: Equatable {
        let range: SizeRange
        let onMainThread: Bool
    }

    private let lock = NSLock()
    private var size: CGSize
    private var recorded: [Measurement] = []
    /// Runs inside every measurement, before it returns (tests block here to interleave work).
    private var measurementHook: (@Sendable () -> Void)?
    let log: EventLog?

    init(_ name: String, testSize: CGSize = .zero, log: EventLog? = nil, animator: Animator? = nil) {
        size = testSize
        self.log = log
        super.init(name: name, animator: animator)
    }

    /// The size a leaf returns; changing it calls `setNeedsLayout()` (as the fixture's `apply`).
    var testSize: CGSize {
        get { lock.withLock { size } }
        set {
            let changed = lock.withLock { () -> Bool in
                guard size != newValue else { return false }
                size = newValue
                return true
            }
            if changed { setNeedsLayout() }
        }
    }

    var measurements: [Measurement] { lock.withLock { recorded } }
    var measuredRanges: [SizeRange] { measurements.map(\.range) }

    func resetMeasurements() {
        lock.withLock { recorded.removeAll() }
    }

    func onMeasure(_ hook: (@Sendable () -> Void)?) {
        lock.withLock { measurementHook = hook }
    }

    override func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        let (testSize, hook) = lock.withLock { () -> (CGSize, (@Sendable () -> Void)?) in
            recorded.append(Measurement(range: constrainedSize, onMainThread: MainActorThread.isCurrent))
            return (size, measurementHook)
        }
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
