import CSDL2
import Foundation
import Morph
@testable import MorphWindow
import Testing

/// A node that records keys and text, takes the focus and text input.
final class TypingNode: DisplayNode {
    var typed: [String] = []

    override var canBecomeFocused: Bool { true }
    override var acceptsTextInput: Bool { true }

    override func keyEvent(_ event: KeyEvent) -> Bool {
        typed.append("key \(event.key)")
        return event.key != .tab && event.key != .return
    }

    override func textInputEvent(_ event: TextInputEvent) -> Bool {
        typed.append("\(event)")
        return true
    }
}

/// Windows on SDL's offscreen driver: no display needed. SDL2 has one event queue per process, so
/// the tests run one at a time.
@Suite("A window on SDL", .serialized)
@MainActor
struct WindowTests {
    init() {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
    }

    /// Waits until `condition` holds: a guard against hangs, not a timing check. Five minutes,
    /// because the window handles its events and draws on the main actor, which other tests of a
    /// full `swift test` run hold for a minute or more on two cores.
    func waitUntil(_ condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(300)
        while !condition() {
            if Date() > deadline { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }

    /// Runs `body` with an open window on `root`, then closes it and waits for `run()` to end.
    func withWindow(_ root: DisplayNode, size: CGSize = CGSize(width: 200, height: 120), _ body: (Window) async throws -> Void) async throws {
        let window = Window(root: root, title: "Morph — test", size: size)
        let running = Task { @MainActor in try await window.run() }
        #expect(await waitUntil { window.statistics.frameCount > 0 }, "the window never drew")
        try await body(window)
        window.close()
        try await running.value
        #expect(!window.isOpen)
    }

    /// Returns once every job queued on the main queue before it has run (the main actor runs
    /// there, in order).
    func mainQueueBarrier() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    func push(_ configure: (inout SDL_Event) -> Void) {
        var event = SDL_Event()
        configure(&event)
        SDL_PushEvent(&event)
    }

    func click(_ x: Int32, _ y: Int32) {
        for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] {
            push { event in
                event.type = type.rawValue
                event.button.which = 0
                event.button.button = UInt8(SDL_BUTTON_LEFT)
                event.button.x = x
                event.button.y = y
            }
        }
    }

    func key(_ code: SDL_KeyCode, _ modifiers: SDL_Keymod = KMOD_NONE) {
        for type in [SDL_KEYDOWN, SDL_KEYUP] {
            push { event in
                event.type = type.rawValue
                event.key.keysym.sym = SDL_Keycode(code.rawValue)
                event.key.keysym.mod = UInt16(modifiers.rawValue)
            }
        }
    }

    @Test("the root is as large as the window and a frame is drawn")
    func opens() async throws {
        let root = DisplayNode(name: "root")
        root.backgroundColor = .red
        try await withWindow(root) { window in
            #expect(root.frame == CGRect(x: 0, y: 0, width: 200, height: 120))
            #expect(window.scale > 0)
        }
    }

    @Test("a click through SDL taps a button")
    func clickTapsButton() async throws {
        let root = DisplayNode(name: "root")
        let button = ButtonNode(title: "Go", name: "go")
        button.frame = CGRect(x: 20, y: 20, width: 80, height: 40)
        // A second button, clicked after the click outside: SDL's queue is handled in order, so
        // once it has its tap the click outside has been handled too.
        let sentinel = ButtonNode(title: "Then", name: "then")
        sentinel.frame = CGRect(x: 120, y: 20, width: 60, height: 40)
        try root.setSubnodes([button, sentinel])
        var taps = 0, sentinelTaps = 0
        button.onTap = { _ in taps += 1 }
        sentinel.onTap = { _ in sentinelTaps += 1 }
        try await withWindow(root) { _ in
            click(40, 30)
            #expect(await waitUntil { taps == 1 })
            click(150, 100)
            click(150, 40)
            #expect(await waitUntil { sentinelTaps == 1 })
            #expect(taps == 1, "a click outside the button does nothing")
        }
    }

    @Test("keys through SDL: Tab moves the focus, Return activates, text goes to the focused node")
    func keysAndText() async throws {
        let root = DisplayNode(name: "root")
        let field = TypingNode(name: "field")
        field.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        let button = ButtonNode(title: "Go", name: "go")
        button.frame = CGRect(x: 0, y: 50, width: 80, height: 40)
        try root.setSubnodes([field, button])
        var taps = 0
        button.onTap = { _ in taps += 1 }
        try await withWindow(root) { window in
            key(SDLK_TAB)
            #expect(await waitUntil { window.input.focusedNode === field })
            push { event in
                event.type = SDL_TEXTINPUT.rawValue
                withUnsafeMutableBytes(of: &event.text.text) { bytes in
                    for (index, byte) in "hé".utf8.enumerated() { bytes[index] = byte }
                }
            }
            push { event in
                event.type = SDL_TEXTEDITING.rawValue
                withUnsafeMutableBytes(of: &event.edit.text) { bytes in
                    for (index, byte) in "か".utf8.enumerated() { bytes[index] = byte }
                }
                event.edit.start = 1
            }
            #expect(await waitUntil { field.typed.count >= 3 })
            #expect(field.typed.contains("commit(\"hé\")"))
            #expect(field.typed.contains("composition(text: \"か\", cursor: 1)"))
            key(SDLK_TAB)
            #expect(await waitUntil { window.input.focusedNode === button })
            key(SDLK_RETURN)
            #expect(await waitUntil { taps == 1 })
            key(SDLK_TAB, KMOD_LSHIFT)
            #expect(await waitUntil { window.input.focusedNode === field }, "Shift-Tab goes back")
        }
    }

    @Test("an idle window draws nothing: frames stop when the animation ends")
    func idle() async throws {
        let root = DisplayNode(name: "root")
        let box = DisplayNode(name: "box")
        box.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        box.backgroundColor = .blue
        try root.addSubnode(box)
        try await withWindow(root) { window in
            let before = window.statistics.frameCount
            // A second of animation: at 60 Hz about 60 frames, and still several when the test
            // shares two cores with a full test run (the clock is real; frames are not).
            withAnimation(.curve(.linear, duration: 1)) {
                box.frame = CGRect(x: 100, y: 50, width: 20, height: 20)
            }
            #expect(await waitUntil { !root.animator.hasActiveAnimations })
            let animated = window.statistics.frameCount - before
            #expect(animated >= 3, "the animation was drawn frame by frame (\(animated) frames)")
            // Idle: no frame needed, scheduled or in flight, and no wake-up pending — nothing can
            // draw until something changes.
            #expect(await waitUntil { window.isIdle }, "frames stop when the animation ends")
            let settled = window.statistics.frameCount
            await mainQueueBarrier()
            #expect(window.isIdle)
            #expect(window.statistics.frameCount == settled, "no frame while nothing changes")
        }
    }

    @Test("a change without animation draws exactly when it happens; an unchanged tree is not redrawn")
    func changesDrawOnce() async throws {
        let root = DisplayNode(name: "root")
        try await withWindow(root) { window in
            #expect(await waitUntil { window.isIdle })
            let before = window.statistics.frameCount
            root.backgroundColor = .green
            #expect(await waitUntil { window.statistics.frameCount == before + 1 })
            #expect(await waitUntil { window.isIdle })
            root.backgroundColor = .green
            root.setNeedsDisplay()
            #expect(!window.isIdle, "a frame is asked for")
            // The frame asked for was looked at (the tree is the same) and the window is idle again.
            #expect(await waitUntil { window.isIdle })
            #expect(window.statistics.frameCount == before + 1, "the same tree again is not redrawn")
        }
    }

    @Test("closing while animating ends run() at once; the window can be closed twice")
    func closeWhileAnimating() async throws {
        let root = DisplayNode(name: "root")
        try await withWindow(root) { window in
            withAnimation(.curve(.linear, duration: 10)) { root.backgroundColor = .red }
            window.close()
            window.close()
        }
    }

    @Test("a 0×0 window draws nothing and draws again when it gets a size")
    func zeroSize() async throws {
        let root = DisplayNode(name: "root")
        try await withWindow(root) { window in
            window.handle(.resized(size: .zero, scale: 1))
            #expect(root.frame.size == .zero)
            let before = window.statistics.frameCount
            root.backgroundColor = .blue
            #expect(!window.isIdle, "a frame is asked for")
            #expect(await waitUntil { window.isIdle })
            #expect(window.statistics.frameCount == before, "nothing to draw into")
            window.handle(.resized(size: CGSize(width: 50, height: 40), scale: 1))
            #expect(root.frame.size == CGSize(width: 50, height: 40))
            #expect(await waitUntil { window.statistics.frameCount > before })
        }
    }

    @Test("a second window is refused while one is open; a window runs once")
    func oneWindowAtATime() async throws {
        let root = DisplayNode(name: "root")
        try await withWindow(root) { window in
            let other = Window(root: DisplayNode(), title: "other", size: CGSize(width: 10, height: 10))
            await #expect(throws: WindowError.anotherWindowIsOpen) { try await other.run() }
            await #expect(throws: WindowError.alreadyRunning) { try await window.run() }
        }
    }

    @Test("the quit event (close button, Ctrl-C, SIGTERM) closes the window")
    func quitEvent() async throws {
        let root = DisplayNode(name: "root")
        let window = Window(root: root, title: "Morph — quit", size: CGSize(width: 50, height: 50))
        let running = Task { @MainActor in try await window.run() }
        #expect(await waitUntil { window.statistics.frameCount > 0 })
        push { $0.type = SDL_QUIT.rawValue }
        try await running.value
        #expect(!window.isOpen)
    }
}
