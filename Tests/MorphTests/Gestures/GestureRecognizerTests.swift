import Morph
import Testing

@Suite("Gesture recognizers")
@MainActor
struct GestureRecognizerTests {
    let clock = ManualClock()

    func event(_ phase: PointerEvent.Phase, _ x: CGFloat, _ y: CGFloat) -> InputEvent {
        .pointer(PointerEvent(phase, at: CGPoint(x: x, y: y), timestamp: clock.now))
    }

    /// A 300×300 root holding a listening 200×200 node.
    func scene() throws -> (input: InputDispatcher, node: ListeningNode) {
        let animator = Animator(clock: clock)
        return try DisplayNode.withAnimator(animator) {
            let root = DisplayNode(name: "root")
            let node = ListeningNode(name: "node")
            root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
            node.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            try root.addSubnode(node)
            return (InputDispatcher(root: root), node)
        }
    }

    @Test("a tap is recognised at release; a press that moves too far is not a tap")
    func tap() throws {
        let (input, node) = try scene()
        var taps: [CGPoint] = []
        node.addGestureRecognizer(TapGestureRecognizer { recognizer in
            if recognizer.state == .ended { taps.append(recognizer.location(in: node)) }
        })
        input.dispatch(event(.began, 10, 10))
        input.dispatch(event(.ended, 12, 11))
        #expect(taps == [CGPoint(x: 12, y: 11)])
        #expect(node.received.last == "cancelled 12,11", "the recognised tap cancels the node's press")
        input.dispatch(event(.began, 10, 10))
        input.dispatch(event(.moved, 40, 10))
        input.dispatch(event(.ended, 40, 10))
        #expect(taps.count == 1)
        #expect(node.received.suffix(3) == ["began 10,10", "moved 40,10", "ended 40,10"], "a failed tap leaves the press to the node")
    }

    @Test("a double tap needs two taps close in time and place")
    func doubleTap() throws {
        let (input, node) = try scene()
        var recognised = 0
        let doubleTap = TapGestureRecognizer { if $0.state == .ended { recognised += 1 } }
        doubleTap.numberOfTapsRequired = 2
        node.addGestureRecognizer(doubleTap)
        input.dispatch(event(.began, 10, 10)); input.dispatch(event(.ended, 10, 10))
        clock.advance(by: 0.2)
        input.dispatch(event(.began, 12, 10)); input.dispatch(event(.ended, 12, 10))
        #expect(recognised == 1)
        input.dispatch(event(.began, 10, 10)); input.dispatch(event(.ended, 10, 10))
        clock.advance(by: 0.5)
        input.dispatch(event(.began, 10, 10)); input.dispatch(event(.ended, 10, 10))
        #expect(recognised == 1, "too slow: two single taps")
    }

    @Test("a long press begins after its duration on the animator clock, changes as it moves and ends at release")
    func longPress() throws {
        let (input, node) = try scene()
        var states: [GestureRecognizer.State] = []
        node.addGestureRecognizer(LongPressGestureRecognizer { states.append($0.state) })
        input.dispatch(event(.began, 50, 50))
        clock.advance(by: 0.4)
        #expect(states.isEmpty)
        clock.advance(by: 0.2)
        #expect(states == [.began])
        input.dispatch(event(.moved, 80, 50))
        input.dispatch(event(.ended, 80, 50))
        #expect(states == [.began, .changed, .ended])
        // Released early: nothing.
        input.dispatch(event(.began, 50, 50))
        clock.advance(by: 0.3)
        input.dispatch(event(.ended, 50, 50))
        clock.advance(by: 1)
        #expect(states.count == 3)
    }

    @Test("a pan begins after 10 points, reports its translation and its velocity at release; it fails a tap")
    func pan() throws {
        let (input, node) = try scene()
        var translations: [CGPoint] = []
        var releaseVelocity: CGPoint?
        var taps = 0
        node.addGestureRecognizer(TapGestureRecognizer { if $0.state == .ended { taps += 1 } })
        node.addGestureRecognizer(PanGestureRecognizer { recognizer in
            let pan = recognizer as! PanGestureRecognizer
            translations.append(pan.translation(in: node))
            if pan.state == .ended { releaseVelocity = pan.velocity(in: node) }
        })
        input.dispatch(event(.began, 10, 10))
        for step in 1...10 {
            clock.advance(by: 0.01)
            input.dispatch(event(.moved, 10 + CGFloat(step) * 5, 10))
        }
        clock.advance(by: 0.01)
        input.dispatch(event(.ended, 60, 10))
        #expect(translations.first == CGPoint(x: 10, y: 0), "began at 10 points")
        #expect(translations.last == CGPoint(x: 50, y: 0))
        #expect(translations.map(\.x) == [10, 15, 20, 25, 30, 35, 40, 45, 50, 50], "every move is reported while it changes")
        let velocity = try #require(releaseVelocity)
        #expect(abs(velocity.x - 500) < 60, "5 points per 10 ms ≈ 500 pt/s, got \(velocity.x)")
        #expect(abs(velocity.y) < 1e-6)
        #expect(taps == 0)
    }

    @Test("the velocity tracker fits a line through the last 0.1 s")
    func velocityTracker() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity == .zero)
        for step in 0...20 {
            tracker.add(CGPoint(x: CGFloat(step) * 2, y: -CGFloat(step)), at: Double(step) * 0.008)
        }
        #expect(abs(tracker.velocity.x - 250) < 1e-6)
        #expect(abs(tracker.velocity.y + 125) < 1e-6)
        tracker.add(CGPoint(x: CGFloat.nan, y: 0), at: 1)
        #expect(tracker.velocity.x.isFinite)
    }

    @Test("a disabled recognizer sees nothing; a removed one is detached")
    func disabledAndRemoved() throws {
        let (input, node) = try scene()
        var taps = 0
        let tap = TapGestureRecognizer { if $0.state == .ended { taps += 1 } }
        node.addGestureRecognizer(tap)
        tap.isEnabled = false
        input.dispatch(event(.began, 10, 10)); input.dispatch(event(.ended, 10, 10))
        tap.isEnabled = true
        node.removeGestureRecognizer(tap)
        input.dispatch(event(.began, 10, 10)); input.dispatch(event(.ended, 10, 10))
        #expect(taps == 0)
        #expect(tap.node == nil && node.gestureRecognizers.isEmpty)
    }
}
