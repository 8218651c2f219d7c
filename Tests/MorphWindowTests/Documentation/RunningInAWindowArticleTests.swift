import CSDL2
import Foundation
import Morph
import MorphExamples
@testable import MorphWindow
import Testing

// The examples of the article "Running in a window" (Sources/MorphWindow/MorphWindow.docc),
// compiled; the minimal app runs in a window on SDL's offscreen driver (in `WindowTests`, whose
// tests run one at a time), the rest through an `InputDispatcher` alone.

final class GreetingNode: DisplayNode {
    let isGreeting = LayoutInput(false)
    let greeting = TextNode("Hello!", style: TextStyle(font: Font(.sans, size: 28)), name: "greeting")
    let button = ButtonNode(
        title: "Say hello",
        titleColor: .white,
        backgroundColor: Color(red: 0.2, green: 0.45, blue: 0.9),
        contentInsets: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20),
        name: "button"
    )

    init() {
        super.init(name: "greeting app")
        automaticallyManagesSubnodes = true
        backgroundColor = .white
        button.backgroundNode.cornerRadius = 8
        button.onTap = { [unowned self] _ in
            self.isGreeting.value.toggle()
            do {
                try self.transitionLayout(animated: true)
            } catch {
                self.reportError(error)
            }
        }
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        let children: [any LayoutElement] = isGreeting.value ? [greeting, button] : [button]
        let column = StackLayoutSpec(direction: .vertical, spacing: 16, alignItems: .center, children: children)
        return CenterLayoutSpec(child: column)
    }
}

@MainActor
func runGreetingApp() async throws {
    let window = Window(root: GreetingNode(), title: "Greeting", size: CGSize(width: 320, height: 200))
    try await window.run()   // returns when the window is closed
}

extension WindowTests {
    @Test("the article's minimal app: a click on the button in a window shows the greeting, a second hides it")
    func greetingAppInAWindow() async throws {
        let app = GreetingNode()
        let window = Window(root: app, title: "Greeting", size: CGSize(width: 320, height: 200))
        let running = Task { @MainActor in try await window.run() }
        #expect(await waitUntil { window.statistics.frameCount > 0 }, "the window never drew")
        #expect(app.frame.size == CGSize(width: 320, height: 200), "the root is as large as the window")
        let button = app.button.frame
        #expect(abs(button.midX - 160) < 1 && abs(button.midY - 100) < 1, "the button is centred: \(button)")
        click(Int32(button.midX), Int32(button.midY))
        #expect(await waitUntil { app.greeting.supernode === app && !app.animator.hasRunningAnimations })
        #expect(app.greeting.frame.maxY <= app.button.frame.minY, "the greeting sits above the button")
        let moved = app.button.frame
        click(Int32(moved.midX), Int32(moved.midY))
        #expect(await waitUntil { app.greeting.supernode == nil })
        window.close()
        try await running.value
        #expect(!window.isOpen)
    }
}

@Suite("Running in a window (article)")
@MainActor
struct RunningInAWindowArticleTests {
    @Test("without a display: an InputDispatcher taps the button, Return taps it again")
    func dispatcherAlone() throws {
        let clock = ManualClock()
        let app = DisplayNode.withAnimator(Animator(clock: clock)) { GreetingNode() }
        app.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        try app.layoutIfNeeded()
        let input = InputDispatcher(root: app)
        let tap = CGPoint(x: app.button.frame.midX, y: app.button.frame.midY)
        input.dispatch(.pointer(PointerEvent(.began, at: tap, timestamp: clock.now)))
        input.dispatch(.pointer(PointerEvent(.ended, at: tap, timestamp: clock.now)))
        #expect(app.greeting.supernode === app)          // inserted by the transition
        #expect(input.focusedNode === app.button)         // the press focused the button
        clock.advance(by: 1)
        input.dispatch(.key(KeyEvent(.down, .return, timestamp: clock.now)))
        clock.advance(by: 1)
        #expect(app.greeting.supernode == nil)           // Return tapped it again: the greeting is gone
    }

    @Test("a pan gesture drags a node and reports its velocity")
    func panDrags() throws {
        let root = DisplayNode(name: "root")
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let sticker = DisplayNode(name: "sticker")
        sticker.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        sticker.backgroundColor = Color(red: 0.95, green: 0.6, blue: 0.1)
        var origin = sticker.position
        sticker.addGestureRecognizer(PanGestureRecognizer { [unowned sticker] recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            if pan.state == .began { origin = sticker.position }
            let moved = pan.translation(in: nil)
            sticker.position = CGPoint(x: origin.x + moved.x, y: origin.y + moved.y)
            if pan.state == .ended { print("released at \(pan.velocity(in: nil)) points per second") }
        })
        try root.addSubnode(sticker)
        let input = InputDispatcher(root: root)
        let path = [CGPoint(x: 50, y: 50), CGPoint(x: 55, y: 50), CGPoint(x: 70, y: 55), CGPoint(x: 90, y: 60)]
        for (index, point) in path.enumerated() {
            let phase: PointerEvent.Phase = index == 0 ? .began : .moved
            input.dispatch(.pointer(PointerEvent(phase, at: point, timestamp: Double(index) / 60)))
        }
        input.dispatch(.pointer(PointerEvent(.ended, at: CGPoint(x: 90, y: 60), timestamp: 4.0 / 60)))
        #expect(sticker.position == CGPoint(x: 50 + 40, y: 50 + 10), "the sticker followed the pointer by (40, 10)")
    }

    @Test("tapping Next ten times quickly during its transitions leaves the signup form in one consistent state")
    func tenQuickTaps() throws {
        let clock = ManualClock()
        let form = DisplayNode.withAnimator(Animator(clock: clock)) { SignupFormNode() }
        form.frame = CGRect(x: 0, y: 0, width: 320, height: 74)
        try form.layoutIfNeeded()
        let input = InputDispatcher(root: form)
        let next = CGPoint(x: form.buttonNode.frame.midX, y: form.buttonNode.frame.midY)
        for _ in 0..<10 {
            input.dispatch(.pointer(PointerEvent(.began, at: next, timestamp: clock.now)))
            input.dispatch(.pointer(PointerEvent(.ended, at: next, timestamp: clock.now)))
            clock.advance(by: 0.03)
        }
        clock.advance(by: 2)
        #expect(form.fieldState.value == .name, "ten taps go to the age field and back five times")
        #expect(form.subnodes.count == 2, "one field and the button: \(form.subnodes.map(\.debugName))")
        #expect(form.subnodes.first === form.nameField && form.subnodes.last === form.buttonNode)
        #expect(form.nameField.frame.minX == 15 && form.nameField.frame.height == 44, "the name field is back in place: \(form.nameField.frame)")
        #expect(form.nameField.alpha == 1)
        #expect(input.focusedNode === form.nameField, "Next focuses the field it shows")
    }
}
