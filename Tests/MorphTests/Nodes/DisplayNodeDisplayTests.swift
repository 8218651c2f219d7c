import Foundation
import Morph
import Testing

@Suite("Telling the display about changes")
@MainActor
struct DisplayNodeDisplayTests {
    /// A root with a subnode and a display observer that counts its calls.
    @MainActor
    final class Tree {
        let root = DisplayNode(name: "root")
        let child = DisplayNode(name: "child")
        var notifications = 0

        init() throws {
            try root.addSubnode(child)
            root.displayObserver = { [unowned self] in notifications += 1 }
        }
    }

    @Test("a layout change made on the main actor tells the root's display observer at once")
    func mainActorChangeIsImmediate() throws {
        let tree = try Tree()
        tree.child.setNeedsLayout()
        // Inside an async test the main actor runs on the main queue, not necessarily on the main
        // thread: the notification must still be synchronous there.
        #expect(tree.notifications == 1)
        tree.child.flexStyle.flexGrow = 1
        #expect(tree.notifications == 2)
    }

    @Test("a layout change made off the main actor tells the observer on the main actor's next turn")
    func offMainChangeIsDeferred() async throws {
        let tree = try Tree()
        let child = tree.child
        await Task.detached { child.setNeedsLayout() }.value
        for _ in 0..<400 where tree.notifications == 0 {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(tree.notifications == 1)
    }

    @Test("a burst of layout changes off the main actor calls the observer once")
    func offMainBurstIsCoalesced() async throws {
        let tree = try Tree()
        let child = tree.child
        await Task.detached {
            for _ in 0..<100 { child.setNeedsLayout() }
        }.value
        for _ in 0..<400 where tree.notifications == 0 {
            try await Task.sleep(for: .milliseconds(5))
        }
        // Every call the burst queued was queued before the detached task ended: once a job
        // queued after them has run, they all have.
        await mainQueueBarrier()
        #expect(tree.notifications == 1)
        // Once that call ran, the next change off the main actor is told again.
        await Task.detached { child.setNeedsLayout() }.value
        for _ in 0..<400 where tree.notifications == 1 {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(tree.notifications == 2)
    }

    @Test("a node changed off the main actor and then released is freed once its notification ran")
    func deferredNotificationDoesNotLeak() async throws {
        weak var released: DisplayNode?
        do {
            let node = DisplayNode(name: "short-lived")
            released = node
            await Task.detached { node.setNeedsLayout() }.value
        }
        for _ in 0..<400 where released != nil {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(released == nil)
    }
}
