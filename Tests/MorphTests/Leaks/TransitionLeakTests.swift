import Foundation
import Morph
import Testing

/// Weak references to the objects of one transition scenario: after the scenario drops its
/// strong references, every one of them must be gone.
@MainActor
final class LeakProbe {
    private var references: [(name: String, reference: WeakReference)] = []

    private final class WeakReference {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// Watches `object` under `name`.
    func watch(_ object: AnyObject, _ name: String) {
        references.append((name, WeakReference(object)))
    }

    /// The names of the watched objects still alive.
    var survivors: [String] {
        references.filter { $0.reference.object != nil }.map(\.name)
    }
}

/// A container that shows a or b, and c only while expanded.
private final class Toggle: DisplayNode {
    let showsB = LayoutInput(false)
    let a = DisplayNode(name: "a")
    let b = DisplayNode(name: "b")
    let c = TextNode("c", name: "c")

    init() {
        super.init(name: "toggle")
        automaticallyManagesSubnodes = true
        for node in [a, b] { node.style.preferredSize = CGSize(width: 20, height: 20) }
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        StackLayoutSpec(direction: .vertical, children: showsB.value ? [b, c] : [a])
    }
}

@Suite("Transition leaks")
@MainActor
struct TransitionLeakTests {
    /// Builds a toggle on its own animator and clock, runs `scenario` and returns the probe
    /// after every strong reference of the scenario is gone.
    private func run(_ scenario: (Toggle, ManualClock, LeakProbe) async throws -> Void) async throws -> LeakProbe {
        let probe = LeakProbe()
        try await {
            let clock = ManualClock()
            let animator = Animator(clock: clock)
            let toggle = DisplayNode.withAnimator(animator) { Toggle() }
            probe.watch(toggle, "container")
            probe.watch(toggle.a, "a")
            probe.watch(toggle.b, "b")
            probe.watch(toggle.c, "c")
            probe.watch(animator, "animator")
            toggle.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            try toggle.layoutIfNeeded()
            try await scenario(toggle, clock, probe)
        }()
        // A cancelled background measurement still holds its node until it notices. The wait
        // returns as soon as everything is gone; its limit is a hang guard: on a loaded machine
        // (two full suites on two cores) the measuring thread waited more than 10 s for a core.
        _ = await waitUntil(timeout: 120) { probe.survivors.isEmpty }
        return probe
    }

    @Test("a transition without animation, measured synchronously, leaves nothing alive")
    func plainTransition() async throws {
        let probe = try await run { toggle, _, probe in
            toggle.showsB.value = true
            let handle = try toggle.transitionLayout(animated: false, shouldMeasureAsync: false, measurementCompletion: nil)
            probe.watch(handle, "handle")
            if let context = handle.context { probe.watch(context, "context") }
            #expect(handle.outcome == TransitionOutcome.completed)
        }
        #expect(probe.survivors == [])
    }

    @Test("an animated transition that ran to its end leaves nothing alive")
    func animatedTransition() async throws {
        let probe = try await run { toggle, clock, probe in
            toggle.showsB.value = true
            let handle = try toggle.transitionLayout(animated: true)
            probe.watch(handle, "handle")
            clock.advance(by: 1)
            #expect(handle.outcome == TransitionOutcome.completed)
        }
        #expect(probe.survivors == [])
    }

    @Test("a transition cancelled while measuring leaves nothing alive")
    func cancelledTransition() async throws {
        let probe = try await run { toggle, _, probe in
            toggle.showsB.value = true
            let handle = try toggle.transitionLayout(animated: true, shouldMeasureAsync: true)
            probe.watch(handle, "handle")
            toggle.cancelLayoutTransition()
            #expect(handle.outcome == TransitionOutcome.cancelled)
        }
        #expect(probe.survivors == [])
    }

    @Test("a superseded transition and the one that superseded it leave nothing alive")
    func supersededTransition() async throws {
        let probe = try await run { toggle, clock, probe in
            toggle.showsB.value = true
            let first = try toggle.transitionLayout(animated: true, shouldMeasureAsync: true)
            toggle.showsB.value = false
            let second = try toggle.transitionLayout(animated: true)
            probe.watch(first, "first handle")
            probe.watch(second, "second handle")
            clock.advance(by: 1)
            #expect(first.outcome == TransitionOutcome.cancelled)
            #expect(second.outcome == TransitionOutcome.completed)
        }
        #expect(probe.survivors == [])
    }

    @Test("a transition completed with false (reverted) leaves nothing alive")
    func revertedTransition() async throws {
        let probe = try await run { toggle, _, probe in
            toggle.showsB.value = true
            toggle.defaultLayoutTransitionDuration = 10
            let handle = try toggle.transitionLayout(animated: true)
            probe.watch(handle, "handle")
            let context = try #require(handle.context)
            context.completeTransition(false)
            #expect(handle.outcome == TransitionOutcome.reverted)
        }
        #expect(probe.survivors == [])
    }

    @Test("a container dropped while its transition animates leaves nothing alive, and the waiter is told")
    func releasedWhileAnimating() async throws {
        var outcome: Result<TransitionOutcome, TransitionError>?
        let probe = try await run { toggle, clock, probe in
            toggle.showsB.value = true
            let handle = try toggle.transitionLayout(animated: true)
            probe.watch(handle, "handle")
            let waiter = Task { @MainActor in
                do throws(TransitionError) {
                    outcome = .success(try await handle.finished())
                } catch {
                    outcome = .failure(error)
                }
            }
            _ = waiter
            clock.advance(by: 0.05)
        }
        await Task.yield()
        #expect(probe.survivors == [])
        #expect(outcome == .failure(.nodeReleased))
    }

    @Test("a transition whose measurement fails leaves nothing alive")
    func failedTransition() async throws {
        let probe = try await run { toggle, _, probe in
            toggle.showsB.value = true
            toggle.c.style.width = .points(.nan)
            let handle = try toggle.transitionLayout(animated: true)
            probe.watch(handle, "handle")
            guard case .failed = handle.outcome else {
                Issue.record("expected a failed transition, got \(String(describing: handle.outcome))")
                return
            }
        }
        #expect(probe.survivors == [])
    }

    @Test("a transition measured off the main actor and awaited leaves nothing alive")
    func awaitedTransition() async throws {
        let probe = try await run { toggle, clock, probe in
            toggle.showsB.value = true
            let waiter = Task { @MainActor in try await toggle.transitionLayout(animated: true, shouldMeasureAsync: true) }
            while toggle.activeTransitionContexts.isEmpty { await Task.yield() }
            clock.advance(by: 1)
            let ended = try await waiter.value
            #expect(ended == .completed)
        }
        #expect(probe.survivors == [])
    }
}
