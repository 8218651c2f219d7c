import Foundation
import Morph
import Testing

/// A manual clock and an animator of the test's own (tests run in parallel).
@MainActor
struct MotionEnvironment {
    let clock = ManualClock()
    let animator: Animator

    init() {
        animator = Animator(clock: clock)
        MainActorThread.record()
    }

    /// Builds nodes that use this environment's animator.
    func make<Result>(_ build: () throws -> Result) rethrows -> Result {
        try DisplayNode.withAnimator(animator, build)
    }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

func exactly(_ width: CGFloat, _ height: CGFloat) -> SizeRange {
    // Valid by construction in the tests that call it.
    (try? SizeRange(exactly: CGSize(width: width, height: height))) ?? .zero
}

func range(_ minWidth: CGFloat, _ minHeight: CGFloat, _ maxWidth: CGFloat, _ maxHeight: CGFloat) -> SizeRange {
    (try? SizeRange(min: CGSize(width: minWidth, height: minHeight), max: CGSize(width: maxWidth, height: maxHeight))) ?? .zero
}

/// The names of nodes, for readable expectations.
func names(_ nodes: [DisplayNode]) -> [String] {
    nodes.map(\.debugName)
}

/// Whether two rectangles agree within `tolerance` in every component.
func close(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A gate a background measurement waits at until the test opens it.
final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    private var isOpen = false
    private var arrivals = 0

    /// Blocks the calling (background) thread until the gate opens; counts the arrival.
    func wait() {
        condition.lock()
        arrivals += 1
        condition.broadcast()
        while !isOpen { condition.wait() }
        condition.unlock()
    }

    private var hasArrival: Bool {
        condition.withLock { arrivals > 0 }
    }

    func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits (without blocking the main actor) until a thread has arrived at the gate.
    func arrival() async {
        while true {
            if hasArrival { return }
            await Task.yield()
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }
}

/// A mutable value shared by a test and the main-actor closures it hands out.
@MainActor
final class Box<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// Whether code runs on the main actor. Swift Testing on Linux does not run the main actor on the
/// process's main thread: the main actor's jobs run on the main dispatch queue, which, once the
/// process has parked its main thread, any worker thread may serve — a different one from job to
/// job. So neither `Thread.isMainThread` nor a recorded thread id can tell; the main queue itself
/// can, through a queue-specific value.
enum MainActorThread {
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Makes sure the main queue is marked (every ``MotionEnvironment`` calls it).
    @MainActor static func record() {
        _ = mainQueueKey
    }

    /// Whether the calling code runs on the main actor (the main queue).
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }
}
