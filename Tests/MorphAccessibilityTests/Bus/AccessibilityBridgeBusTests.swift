import Foundation
import Morph
@testable import MorphAccessibility
import Testing

/// The bridge on real buses: a private session (`dbus-daemon`), at-spi2-core's bus launcher and
/// registry, an external client (`gdbus`). `.ci/run` installs dbus and at-spi2-core; with
/// `MORPH_REQUIRE_ACCESSIBILITY=1` a missing tool fails these tests instead of skipping them.
@Suite("The AT-SPI bridge on a private bus", .serialized)
@MainActor
struct AccessibilityBridgeBusTests {
    nonisolated static let enabled = PrivateSession.missing == nil || PrivateSession.required

    let clock = ManualClock()

    /// A form: a field, a button and a disabled button, in a 300×60 root.
    func form() throws -> (root: DisplayNode, field: EditableTextNode, button: ButtonNode, disabled: ButtonNode) {
        try DisplayNode.withAnimator(Animator(clock: clock)) {
            let field = EditableTextNode(placeholder: "Name")
            let button = ButtonNode(title: "Send")
            let disabled = ButtonNode(title: "Later")
            disabled.isEnabled = false
            let root = DisplayNode(name: "form")
            root.automaticallyManagesSubnodes = true
            root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .horizontal, children: [field.styled { $0.flexGrow = 1 }, button, disabled]) }
            root.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
            try root.layoutIfNeeded()
            return (root, field, button, disabled)
        }
    }

    /// The unique names of the applications the registry lists.
    func applications(_ session: PrivateSession) async throws -> [String] {
        let address = try await session.accessibilityAddress()
        let reply = try await session.gdbus(["call", "--address", address, "--dest", "org.a11y.atspi.Registry", "--object-path", "/org/a11y/atspi/accessible/root", "--method", "org.a11y.atspi.Accessible.GetChildren"])
        return reply.components(separatedBy: "'").filter { $0.hasPrefix(":") }
    }

    /// Calls `interface.method` on the object at `path` of the application `name`.
    func call(_ session: PrivateSession, _ name: String, _ path: String, _ method: String, _ arguments: String...) async throws -> String {
        let address = try await session.accessibilityAddress()
        return try await session.gdbus(["call", "--address", address, "--dest", name, "--object-path", path, "--method", method] + arguments)
    }

    func path(_ node: DisplayNode) -> String {
        "/org/a11y/atspi/accessible/\(node.layerID.rawValue)"
    }

    @Test("nothing is exported, and no tree built, until an assistive technology listens; then the application is on the registry's desktop; when it stops listening the application leaves",
          .enabled(if: enabled, "dbus or at-spi2-core is not installed"))
    func followsStatus() async throws {
        let session = try PrivateSession()
        defer { session.stop() }
        try await session.startLauncher(enabled: false)
        let (root, _, _, _) = try form()
        let bridge = AccessibilityBridge(root: root, window: AccessibilityWindow(title: "Form", frame: CGRect(x: 0, y: 0, width: 300, height: 60)), bus: .session(address: session.address))
        bridge.start()
        try await Task.sleep(for: .milliseconds(700))
        #expect(!bridge.isActive)
        bridge.setNeedsUpdate()
        #expect(!bridge.updateIfNeeded(), "with nobody listening an update does nothing")
        #expect(bridge.publishedTreeCount == 0)

        try await session.setStatus("IsEnabled", true)
        #expect(await eventually { bridge.isActive }, "IsEnabled turns the export on while the app runs")
        #expect(await eventually { try await applications(session).count == 1 }, "the application is embedded in the desktop")
        #expect(bridge.updateIfNeeded())

        try await session.setStatus("IsEnabled", false)
        #expect(await eventually { !bridge.isActive })
        #expect(await eventually { try await applications(session).isEmpty }, "the application left the desktop")
        try await session.setStatus("ScreenReaderEnabled", true)
        #expect(await eventually { bridge.isActive }, "a screen reader turns it on too")
        bridge.stop()
        #expect(!bridge.isActive)
        #expect(await eventually { try await applications(session).isEmpty })
    }

    @Test("an external client reads the tree and operates it: actions hop onto the main actor; a disabled button, a removed object, an unknown interface and text out of range are answered without harm",
          .enabled(if: enabled, "dbus or at-spi2-core is not installed"))
    func answersClients() async throws {
        let session = try PrivateSession()
        defer { session.stop() }
        try await session.startLauncher(enabled: true)
        let (root, field, button, disabled) = try form()
        var taps = 0, disabledTaps = 0
        button.onTap = { _ in taps += 1 }
        disabled.onTap = { _ in disabledTaps += 1 }
        let bridge = AccessibilityBridge(root: root, window: AccessibilityWindow(title: "Form", frame: CGRect(x: 10, y: 20, width: 300, height: 60)), bus: .session(address: session.address))
        bridge.start()
        defer { bridge.stop() }
        #expect(await eventually { bridge.isActive })
        bridge.updateIfNeeded()
        _ = await eventually { try await applications(session).count == 1 }
        let name = try #require(try await applications(session).first)

        let frame = try await call(session, name, "/org/a11y/atspi/accessible/window", "org.freedesktop.DBus.Properties.Get", "org.a11y.atspi.Accessible", "Name")
        #expect(frame.contains("'Form'"))
        #expect(await eventually { try await call(session, name, "/org/a11y/atspi/accessible/window", "org.a11y.atspi.Accessible.GetChildren").contains(path(button)) })
        let role = try await call(session, name, path(button), "org.a11y.atspi.Accessible.GetRole")
        #expect(role.contains("uint32 43"))
        let extents = try await call(session, name, path(button), "org.a11y.atspi.Component.GetExtents", "0")
        let buttonFrame = try #require(root.semanticsTree().node(role: .button, named: "Send")).frame
        #expect(extents.contains("(\(Int(buttonFrame.minX) + 10), \(Int(buttonFrame.minY) + 20), \(Int(buttonFrame.width)), \(Int(buttonFrame.height)))"))

        // The reply comes once the main actor pressed the button; the main actor is free meanwhile
        // (this test awaits).
        let pressed = try await call(session, name, path(button), "org.a11y.atspi.Action.DoAction", "0")
        #expect(pressed.contains("true") && taps == 1)
        let refused = try await call(session, name, path(disabled), "org.a11y.atspi.Action.DoAction", "0")
        #expect(refused.contains("false") && disabledTaps == 0, "an action on a disabled button does nothing")

        let typed = try await call(session, name, path(field), "org.a11y.atspi.EditableText.SetTextContents", "Ada")
        #expect(typed.contains("true") && field.text == "Ada")
        bridge.updateIfNeeded()
        #expect(await eventually { try await call(session, name, path(field), "org.a11y.atspi.Text.GetText", "--", "-5", "1000").contains("'Ada'") }, "out-of-range offsets are clamped")

        await #expect(throws: PrivateSession.SessionError.self, "an unknown interface is a D-Bus error") {
            try await call(session, name, path(button), "org.a11y.atspi.Hyperlink.GetURI", "0")
        }
        await #expect(throws: PrivateSession.SessionError.self, "an interface the node does not have is a D-Bus error") {
            try await call(session, name, path(button), "org.a11y.atspi.Text.GetText", "0", "1")
        }
        // The button leaves the tree; its object answers that it is defunct.
        root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .horizontal, children: [field]) }
        try root.layoutIfNeeded()
        // A window tells its bridge from its display observer; here the test does.
        bridge.setNeedsUpdate()
        bridge.updateIfNeeded()
        #expect(await eventually { try await call(session, name, path(button), "org.a11y.atspi.Accessible.GetState").contains("[uint32 64, 0]") })
        await #expect(throws: PrivateSession.SessionError.self) {
            try await call(session, name, path(button), "org.a11y.atspi.Action.DoAction", "0")
        }
        #expect(taps == 1)
        await #expect(throws: PrivateSession.SessionError.self, "a path outside the tree") {
            try await call(session, name, "/org/a11y/atspi/accessible/nonsense", "org.a11y.atspi.Accessible.GetRole")
        }
    }

    @Test("changes are announced as AT-SPI events: children added and removed, text inserted, caret moved, focus",
          .enabled(if: enabled, "dbus or at-spi2-core is not installed"))
    func events() async throws {
        let session = try PrivateSession()
        defer { session.stop() }
        try await session.startLauncher(enabled: true)
        let (root, field, button, disabled) = try form()
        let input = InputDispatcher(root: root)
        let bridge = AccessibilityBridge(root: root, window: AccessibilityWindow(title: "Form", frame: .zero), bus: .session(address: session.address))
        bridge.start()
        defer { bridge.stop() }
        #expect(await eventually { bridge.isActive })
        bridge.updateIfNeeded()
        _ = await eventually { try await applications(session).count == 1 }
        let name = try #require(try await applications(session).first)
        let monitor = try SignalMonitor(address: try await session.accessibilityAddress(), sender: name)
        try await Task.sleep(for: .milliseconds(500))

        field.insertText("Ada")
        input.focus(field)
        root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .horizontal, children: [field, button]) }
        try root.layoutIfNeeded()
        #expect(!bridge.updateIfNeeded(), "nothing told the bridge yet")
        bridge.setNeedsUpdate()
        #expect(bridge.updateIfNeeded())
        #expect(await eventually { monitor.lines("Focus").count == 1 })
        #expect(monitor.lines("TextChanged").contains { $0.contains("('insert', 0, 3, <'Ada'>") })
        #expect(monitor.lines("TextCaretMoved").contains { $0.contains("('', 3, 0,") })
        #expect(monitor.lines("ChildrenChanged").contains { $0.hasPrefix("/org/a11y/atspi/accessible/window:") && $0.contains("'remove'") && $0.contains(path(disabled)) })
        #expect(monitor.lines("StateChanged").contains { $0.hasPrefix(path(field)) && $0.contains("('focused', 1,") })
        let before = monitor.output.count
        bridge.setNeedsUpdate()
        bridge.updateIfNeeded()
        try await Task.sleep(for: .milliseconds(300))
        #expect(monitor.output.count == before, "an unchanged tree announces nothing")
        withExtendedLifetime(input) {}
    }

    @Test("the accessibility bus going away mid-session: the export stops, the main actor never waits, and it comes back with the bus",
          .enabled(if: enabled, "dbus or at-spi2-core is not installed"))
    func busGoesAway() async throws {
        let session = try PrivateSession()
        defer { session.stop() }
        try await session.startLauncher(enabled: true)
        let (root, _, _, _) = try form()
        let bridge = AccessibilityBridge(root: root, window: AccessibilityWindow(title: "Form", frame: .zero), bus: .session(address: session.address))
        bridge.start()
        defer { bridge.stop() }
        #expect(await eventually { bridge.isActive })
        // A main-actor ticker publishing all along: the longest time the bridge held the main
        // actor in one turn while the bus went away and came back. (The time between turns says
        // nothing of the bridge: in a full test run other tests hold the main actor for seconds.)
        var longestCall: TimeInterval = 0
        let ticker = Task { @MainActor in
            while !Task.isCancelled {
                let start = Date()
                bridge.setNeedsUpdate()
                bridge.updateIfNeeded()
                longestCall = max(longestCall, Date().timeIntervalSince(start))
                try? await Task.sleep(for: .milliseconds(10))
            }
        }
        session.stopLauncher()
        #expect(await eventually { !bridge.isActive }, "the export stops when the bus goes away")
        try await Task.sleep(for: .milliseconds(500))
        try await session.startLauncher(enabled: true)
        #expect(await eventually(within: 30) { bridge.isActive }, "a new bus launcher brings it back")
        ticker.cancel()
        #expect(longestCall < 1, "the bridge never waited on the main actor (longest turn \(longestCall) s)")
    }

    @Test("no session bus, or an accessibility bus that does not answer: never active, nothing crashes, stopping is clean")
    func noBus() async throws {
        let (root, _, _, _) = try form()
        let window = AccessibilityWindow(title: "Form", frame: .zero)
        let missingSession = AccessibilityBridge(root: root, window: window, bus: .session(address: "unix:path=/nonexistent/morph-session"))
        let missingBus = AccessibilityBridge(root: root, window: window, bus: .address("unix:path=/nonexistent/morph-a11y"))
        missingSession.start()
        missingBus.start()
        try await Task.sleep(for: .milliseconds(1500))
        #expect(!missingSession.isActive && !missingBus.isActive)
        missingSession.setNeedsUpdate()
        #expect(!missingSession.updateIfNeeded())
        missingSession.stop()
        missingBus.stop()
        #expect(missingSession.publishedTreeCount == 0)
    }
}
