import Foundation
import Morph
import MorphAccessibility
import MorphTestSupport
@testable import MorphWindow
import Testing

extension WindowTests {
    nonisolated static var hasDBus: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon") || ProcessInfo.processInfo.environment["MORPH_REQUIRE_ACCESSIBILITY"] == "1"
    }

    @Test("a running window has an accessibility bridge for its root, framed by its title; without a listener its frames build no tree")
    func accessibilityBridge() async throws {
        let root = DisplayNode(name: "root")
        let window = Window(root: root, title: "Morph — test", size: CGSize(width: 200, height: 120))
        // Nobody listens at an address where no bus is.
        window.accessibilityBus = .address("unix:path=/nonexistent/morph-window-test")
        #expect(window.accessibility == nil)
        let running = Task { @MainActor in try await window.run() }
        #expect(await waitUntil { window.statistics.frameCount > 0 })
        let bridge = try #require(window.accessibility)
        #expect(bridge.window.title == "Morph — test")
        #expect(bridge.window.frame.size == CGSize(width: 200, height: 120))
        for index in 0..<5 {
            root.backgroundColor = Color(white: CGFloat(index) / 5)
            try await Task.sleep(for: .milliseconds(30))
        }
        #expect(!bridge.isActive)
        #expect(bridge.publishedTreeCount == 0, "no listener: no tree is built")
        window.close()
        try await running.value
        #expect(window.accessibility == nil)
    }

    @Test("with a listener, the window publishes when its tree changes and when an animation ends, not on every frame of it",
          .enabled(if: hasDBus, "dbus is not installed"))
    func publishesOnChangesNotFrames() async throws {
        let bus = try PrivateDBusDaemon()
        let root = DisplayNode(name: "root")
        let leaf = DisplayNode(name: "leaf")
        leaf.isAccessibilityElement = true
        leaf.accessibilityLabel = "Leaf"
        leaf.backgroundColor = .black
        leaf.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        try root.addSubnode(leaf)
        let window = Window(root: root, title: "Morph — test", size: CGSize(width: 200, height: 120))
        window.accessibilityBus = .address(bus.address)
        let running = Task { @MainActor in try await window.run() }
        #expect(await waitUntil { window.accessibility?.isActive == true }, "the bridge connects to the bus")
        let bridge = try #require(window.accessibility)
        #expect(await waitUntil { bridge.publishedTreeCount >= 1 }, "the first tree is published")
        try await Task.sleep(for: .milliseconds(200))
        let before = bridge.publishedTreeCount
        let framesBefore = window.statistics.frameCount
        withAnimation(.curve(.linear, duration: 2)) { leaf.frame = CGRect(x: 150, y: 0, width: 20, height: 20) }
        #expect(await waitUntil { !root.animator.hasRunningAnimations })
        try await Task.sleep(for: .milliseconds(200))
        let published = bridge.publishedTreeCount - before
        let frames = window.statistics.frameCount - framesBefore
        #expect(frames >= 4, "the animation drew frames (\(frames))")
        #expect((1...3).contains(published), "published at the change and at the end (\(published) trees for \(frames) frames)")
        let settled = bridge.semantics.makeTree()
        #expect(settled.nodes.first?.frame.minX == 150)
        window.close()
        try await running.value
    }

    @Test("the desktop's reduced motion sets the root animator's policy, and stopping gives back the one it had")
    func reducedMotion() {
        let root = DisplayNode(name: "root", animator: Animator(clock: ManualClock()))
        let window = Window(root: root, title: "Morph — test", size: CGSize(width: 10, height: 10))
        root.animator.reducedMotion = .disableAnimations
        window.applyDesktopReducedMotion(true)
        #expect(root.animator.reducedMotion == .reduceMotion)
        window.applyDesktopReducedMotion(true)
        window.applyDesktopReducedMotion(false)
        #expect(root.animator.reducedMotion == .disableAnimations)
        window.applyDesktopReducedMotion(false)
        #expect(root.animator.reducedMotion == .disableAnimations)
    }
}
