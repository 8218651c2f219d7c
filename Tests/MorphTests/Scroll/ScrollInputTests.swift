import Foundation
@testable import Morph
import Testing

@Suite("Scroll node: taps, drags, nesting, the wheel and the keyboard")
@MainActor
struct ScrollInputTests {
    /// A scene whose rows are buttons counting their taps.
    final class ButtonRows {
        var taps: [Int] = []
    }

    func buttonScene(delaysContentTouches: Bool = true) throws -> (ScrollScene, ButtonNode, ButtonRows) {
        let scene = try ScrollScene(rows: 40) { $0.delaysContentTouches = delaysContentTouches }
        let record = ButtonRows()
        let button = scene.make { ButtonNode(title: "Row button", name: "button") }
        button.onTap = { _ in record.taps.append(1) }
        scene.scroll.automaticallyManagesSubnodes = false
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 60)
        try scene.scroll.addSubnode(button)
        try scene.root.layoutIfNeeded()
        return (scene, button, record)
    }

    @Test("a tap on a button inside is still a tap: the button gets the whole press when it ends")
    func tapOnButton() throws {
        let (scene, button, record) = try buttonScene()
        scene.pointer(.began, 100, 120)
        #expect(!button.isHighlighted, "the press is held from the content for a moment")
        scene.clock.advance(by: 0.05)
        scene.pointer(.ended, 100, 120)
        #expect(record.taps.count == 1)
        #expect(scene.scroll.contentOffset == .zero)
    }

    @Test("a press taken away while it is held from the button reaches nothing")
    func cancelledWhileHeld() throws {
        let (scene, button, record) = try buttonScene()
        scene.pointer(.began, 100, 120)
        scene.input.cancelAllPresses()
        scene.clock.advance(by: 0.3)
        #expect(!button.isHighlighted)
        #expect(record.taps.isEmpty)
    }

    @Test("a press held still reaches the button after 0.15 s and highlights it")
    func heldPressReachesButton() throws {
        let (scene, button, record) = try buttonScene()
        scene.pointer(.began, 100, 120)
        scene.clock.advance(by: 0.2)
        #expect(button.isHighlighted)
        scene.pointer(.ended, 100, 120)
        #expect(record.taps.count == 1)
    }

    @Test("a drag that starts on the button scrolls, and the button gets nothing")
    func dragFromButtonScrolls() throws {
        let (scene, button, record) = try buttonScene()
        scene.drag(from: CGPoint(x: 100, y: 130), to: CGPoint(x: 100, y: 30), steps: 5)
        #expect(scene.scroll.contentOffset.y > 0)
        #expect(record.taps.isEmpty)
        #expect(!button.isHighlighted)
    }

    @Test("a press held on the button and then dragged scrolls and cancels the button (canCancelContentTouches)")
    func heldThenDraggedCancelsButton() throws {
        let (scene, button, record) = try buttonScene()
        scene.pointer(.began, 100, 130)
        scene.clock.advance(by: 0.3)
        #expect(button.isHighlighted)
        scene.pointer(.moved, 100, 90)
        #expect(!button.isHighlighted, "the button's press was cancelled")
        #expect(scene.scroll.contentOffset.y == 30)
        scene.pointer(.ended, 100, 90)
        #expect(record.taps.isEmpty)
    }

    @Test("with canCancelContentTouches off a press the button already has never scrolls")
    func cannotCancelContentTouches() throws {
        let (scene, button, record) = try buttonScene()
        scene.scroll.canCancelContentTouches = false
        scene.pointer(.began, 100, 130)
        scene.clock.advance(by: 0.3)
        scene.pointer(.moved, 100, 110)
        scene.pointer(.moved, 100, 90)
        #expect(scene.scroll.contentOffset.y == 0)
        #expect(button.isHighlighted, "the button keeps tracking the press")
        scene.pointer(.ended, 100, 125)
        #expect(record.taps.count == 1)
    }

    @Test("without delaysContentTouches the button sees the press at once and a drag cancels it")
    func noDelay() throws {
        let (scene, button, record) = try buttonScene(delaysContentTouches: false)
        scene.pointer(.began, 100, 130)
        #expect(button.isHighlighted)
        scene.pointer(.moved, 100, 100)
        #expect(!button.isHighlighted)
        scene.pointer(.ended, 100, 100)
        #expect(record.taps.isEmpty)
        #expect(scene.scroll.contentOffset.y == 20)
    }

    @Test("a tap recognizer inside the content keeps working; a drag over it scrolls")
    func gestureInsideContent() throws {
        let scene = try ScrollScene(rows: 40)
        var taps = 0
        scene.rows[2].addGestureRecognizer(TapGestureRecognizer { if $0.state == .ended { taps += 1 } })
        scene.pointer(.began, 100, 120)
        scene.pointer(.ended, 100, 120)
        #expect(taps == 1)
        scene.drag(from: CGPoint(x: 100, y: 120), to: CGPoint(x: 100, y: 20), steps: 5)
        #expect(taps == 1)
        #expect(scene.scroll.contentOffset.y > 0)
    }

    @Test("a horizontal carousel inside a vertical feed scrolls on its own axis; the feed takes vertical drags on it")
    func crossAxisNesting() throws {
        let scene = try ScrollScene(rows: 40)
        let carousel = scene.make { ScrollNode(name: "carousel", scrollableDirections: .horizontal) }
        let cards = (0..<5).map { ScrollTestRow($0, size: CGSize(width: 200, height: 100)) }
        carousel.automaticallyManagesSubnodes = true
        carousel.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .horizontal, children: cards) }
        scene.scroll.automaticallyManagesSubnodes = false
        carousel.frame = CGRect(x: 0, y: 50, width: 320, height: 100)
        try scene.scroll.addSubnode(carousel)
        try scene.root.layoutIfNeeded()
        #expect(carousel.contentSize == CGSize(width: 1000, height: 100))
        scene.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 50, y: 100), steps: 20)
        scene.settle()
        #expect(carousel.contentOffset.x > 0)
        #expect(scene.scroll.contentOffset.y == 0)
        scene.drag(from: CGPoint(x: 160, y: 130), to: CGPoint(x: 160, y: 30), steps: 20)
        scene.settle()
        #expect(scene.scroll.contentOffset.y > 0, "a vertical drag on the carousel scrolls the feed")
    }

    @Test("on the same axis the inner node scrolls to its edge, then the outer takes over; back, the inner moves first")
    func sameAxisHandOff() throws {
        let scene = try ScrollScene(rows: 40)
        let inner = scene.make { ScrollNode(name: "inner") }
        let items = (0..<6).map { ScrollTestRow(100 + $0, size: CGSize(width: 320, height: 50)) }
        inner.automaticallyManagesSubnodes = true
        inner.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, children: items) }
        scene.scroll.automaticallyManagesSubnodes = false
        inner.frame = CGRect(x: 0, y: 100, width: 320, height: 200) // 300 of content: 100 to scroll
        try scene.scroll.addSubnode(inner)
        try scene.root.layoutIfNeeded()
        inner.delegate = scene.log
        scene.drag(from: CGPoint(x: 160, y: 290), to: CGPoint(x: 160, y: 130), steps: 16, release: false)
        // 160 up, less the 10-point slop: the inner takes 100, the feed the other 50.
        #expect(inner.contentOffset.y == 100)
        #expect(scene.scroll.contentOffset.y == 50)
        scene.pointer(.moved, 160, 150)
        #expect(inner.contentOffset.y == 80, "back down, the inner node moves first")
        #expect(scene.scroll.contentOffset.y == 50)
        scene.clock.advance(by: 0.3)
        scene.pointer(.ended, 160, 150)
        scene.settle()
        #expect(inner.contentOffset.y == 80 && scene.scroll.contentOffset.y == 50)
    }

    @Test("wheel notches step smoothly 48 points each, and quick notches accumulate")
    func wheelNotches() throws {
        let scene = try ScrollScene(rows: 40)
        func wheel(_ notches: CGFloat) {
            scene.input.dispatch(.scroll(ScrollEvent(delta: CGPoint(x: 0, y: notches), granularity: .notches, at: CGPoint(x: 160, y: 240), timestamp: scene.clock.now)))
        }
        wheel(1)
        scene.clock.advance(by: 0.05)
        let early = scene.scroll.contentOffset.y
        #expect(early > 0 && early < 48, "a step is animated (\(early))")
        wheel(1)
        wheel(1)
        scene.settle()
        #expect(scene.scroll.contentOffset.y == 144)
        #expect(scene.log.events.last == "didEndScrollingAnimation")
        wheel(-100)
        scene.settle()
        #expect(scene.scroll.contentOffset.y == 0, "kept within the range")
    }

    @Test("touchpad points move the content at once; what the inner node cannot take goes to the outer one")
    func touchpadPoints() throws {
        let scene = try ScrollScene(rows: 40)
        let point = CGPoint(x: 160, y: 240)
        scene.input.dispatch(.scroll(ScrollEvent(delta: CGPoint(x: 0, y: 33.5), granularity: .points, at: point, timestamp: scene.clock.now)))
        #expect(scene.scroll.contentOffset.y == 33.5)
        scene.input.dispatch(.scroll(ScrollEvent(delta: CGPoint(x: 0, y: -100), granularity: .points, at: point, timestamp: scene.clock.now)))
        #expect(scene.scroll.contentOffset.y == 0, "no overscroll without gesture phases")
        #expect(!scene.input.dispatch(.scroll(ScrollEvent(delta: CGPoint(x: 0, y: -5), granularity: .points, at: point, timestamp: scene.clock.now))), "at the edge the event is left to the supernodes")
    }

    @Test("a touchpad gesture with phases rubber-bands and glides on at its end")
    func touchpadWithPhases() throws {
        let scene = try ScrollScene(rows: 40)
        let point = CGPoint(x: 160, y: 240)
        func send(_ phase: ScrollEvent.Phase, _ dy: CGFloat) {
            scene.input.dispatch(.scroll(ScrollEvent(delta: CGPoint(x: 0, y: dy), granularity: .points, at: point, phase: phase, timestamp: scene.clock.now)))
        }
        send(.began, 0)
        for _ in 0..<5 {
            scene.clock.advance(by: 1 / 60)
            send(.changed, -20)
        }
        #expect(scene.scroll.contentOffset.y == (-ScrollPhysics.rubberBand(100, dimension: 480) * 2).rounded() / 2)
        scene.clock.advance(by: 0.3)
        send(.ended, 0)
        scene.settle()
        #expect(scene.scroll.contentOffset.y == 0)
        send(.began, 0)
        for _ in 0..<6 {
            scene.clock.advance(by: 1 / 60)
            send(.changed, 30)
        }
        send(.ended, 0)
        #expect(scene.scroll.isDecelerating)
        scene.settle()
        #expect(scene.scroll.contentOffset.y > 180)
    }

    @Test("enormous and non-finite wheel deltas are clamped or ignored")
    func badWheelInput() throws {
        let scene = try ScrollScene(rows: 40)
        let point = CGPoint(x: 160, y: 240)
        #expect(!scene.input.dispatch(.scroll(ScrollEvent(delta: CGPoint(x: 0, y: CGFloat.nan), granularity: .notches, at: point, timestamp: scene.clock.now))))
        #expect(!scene.input.dispatch(.scroll(ScrollEvent(delta: CGPoint(x: CGFloat.infinity, y: 1), granularity: .points, at: point, timestamp: scene.clock.now))))
        #expect(scene.input.dispatch(.scroll(ScrollEvent(delta: CGPoint(x: 0, y: 1e300), granularity: .notches, at: point, timestamp: scene.clock.now))))
        scene.settle()
        #expect(scene.scroll.contentOffset.y == 1520)
        #expect(scene.input.dispatch(.scroll(ScrollEvent(delta: CGPoint(x: 0, y: -1e300), granularity: .points, at: point, timestamp: scene.clock.now))))
        #expect(scene.scroll.contentOffset.y == 0)
    }

    @Test("keys scroll the focused node: arrows, Page Up/Down, Space and Shift-Space, Home and End")
    func keyboard() throws {
        let scene = try ScrollScene(rows: 40)
        #expect(scene.scroll.becomeFocused())
        func key(_ key: KeyEvent.Key, _ modifiers: KeyModifiers = []) -> Bool {
            let handled = scene.input.dispatch(.key(KeyEvent(.down, key, modifiers: modifiers, timestamp: scene.clock.now)))
            scene.settle()
            return handled
        }
        #expect(key(.down))
        #expect(scene.scroll.contentOffset.y == 40)
        #expect(key(.up))
        #expect(scene.scroll.contentOffset.y == 0)
        #expect(!key(.up), "at the top the key is left to the supernodes")
        #expect(key(.pageDown))
        #expect(scene.scroll.contentOffset.y == 420)
        #expect(key(.space))
        #expect(scene.scroll.contentOffset.y == 840)
        #expect(key(.space, .shift))
        #expect(scene.scroll.contentOffset.y == 420)
        #expect(key(.pageUp))
        #expect(scene.scroll.contentOffset.y == 0)
        #expect(key(.end))
        #expect(scene.scroll.contentOffset.y == 1520)
        #expect(key(.home))
        #expect(scene.scroll.contentOffset.y == 0)
        #expect(!key(.left), "no horizontal scrolling here")
    }

    @Test("Space on a focused button inside taps it instead of scrolling")
    func spaceOnFocusedButton() throws {
        let (scene, button, record) = try buttonScene()
        #expect(button.becomeFocused())
        scene.input.dispatch(.key(KeyEvent(.down, .space, timestamp: scene.clock.now)))
        #expect(record.taps.count == 1)
        #expect(scene.scroll.contentOffset.y == 0)
        scene.input.dispatch(.key(KeyEvent(.down, .down, timestamp: scene.clock.now)))
        scene.settle()
        #expect(scene.scroll.contentOffset.y == 40, "an arrow on the button scrolls its scroll node")
    }

    @Test("moving the focus with Tab scrolls the focused node into view")
    func tabScrollsIntoView() throws {
        let scene = try ScrollScene(rows: 40)
        let button = scene.make { ButtonNode(title: "Far down", name: "far") }
        scene.scroll.automaticallyManagesSubnodes = false
        button.frame = CGRect(x: 20, y: 1200, width: 200, height: 60)
        try scene.scroll.addSubnode(button)
        try scene.root.layoutIfNeeded()
        scene.input.focusNext() // the scroll node
        scene.input.focusNext() // the button
        #expect(scene.input.focusedNode === button)
        scene.settle()
        #expect(abs(scene.scroll.contentOffset.y - 780) < 1e-9, "scrolled just enough to show it: \(scene.scroll.contentOffset.y - 780)")
    }
}
