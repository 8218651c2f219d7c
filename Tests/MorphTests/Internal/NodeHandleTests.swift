import Foundation
@testable import Morph
import Testing

/// A node whose `deinit` calls `onDeinit` (to look at weak references while it goes).
private final class ObservedDeinitNode: DisplayNode {
    var onDeinit: (() -> Void)?

    isolated deinit {
        onDeinit?()
    }
}

@Suite("Node handles (weak references without side tables)")
@MainActor
struct NodeHandleTests {
    @Test("a subnode's supernode is nil once the supernode is released, and its handle answers nil")
    func releasedSupernode() throws {
        let child = DisplayNode(name: "child")
        var handle: NodeHandle?
        do {
            let parent = DisplayNode(name: "parent")
            try parent.addSubnode(child)
            #expect(child.supernode === parent)
            #expect(child.isSubnode(of: parent))
            handle = parent.existingHandle
            #expect(handle?.node === parent)
        }
        #expect(child.supernode == nil)
        #expect(handle != nil)
        #expect(handle?.node == nil)
    }

    @Test("during the node's deinitialisation its handle already answers nil, as a weak reference does")
    func answersNilWhileDeinitialising() throws {
        let child = DisplayNode(name: "child")
        var seenDuringDeinit: [Bool] = []
        do {
            let parent = ObservedDeinitNode(name: "parent")
            try parent.addSubnode(child)
            let handle = parent.handle
            parent.onDeinit = { [unowned child] in
                seenDuringDeinit.append(handle.node == nil)
                seenDuringDeinit.append(child.supernode == nil)
            }
        }
        #expect(seenDuringDeinit == [true, true])
    }

    @Test("identity checks: isSubnode(of:) follows adding, moving and removing; a leaf has no handle")
    func identity() throws {
        let first = DisplayNode(name: "first")
        let second = DisplayNode(name: "second")
        let leaf = DisplayNode(name: "leaf")
        #expect(!leaf.isSubnode(of: first))
        try first.addSubnode(leaf)
        #expect(leaf.isSubnode(of: first))
        #expect(!leaf.isSubnode(of: second))
        try second.addSubnode(leaf)
        #expect(!leaf.isSubnode(of: first))
        #expect(leaf.isSubnode(of: second))
        try leaf.removeFromSupernode()
        #expect(!leaf.isSubnode(of: second))
        #expect(leaf.supernode == nil)
        // Only nodes something refers to weakly get a handle: supernodes, not leaves.
        #expect(leaf.existingHandle == nil)
        #expect(first.existingHandle != nil)
    }

    @Test("other threads reading supernodes while the supernodes are released get the node or nil, never a dangling one")
    func concurrentReadsWhileReleasing() async throws {
        for round in 0..<20 {
            let children = (0..<8).map { DisplayNode(name: "child \(round).\($0)") }
            var parent: DisplayNode? = DisplayNode(name: "parent \(round)")
            for child in children { try parent?.addSubnode(child) }
            // Threads of their own rather than tasks: the loops do not hog the cooperative pool
            // that the other tests of the process run on.
            let readers = (0..<2).map { _ in
                ReaderThread {
                    for _ in 0..<500 {
                        for child in children {
                            // A live node answers: its subnodes are readable.
                            if let supernode = child.supernode { _ = supernode.subnodes.count }
                        }
                    }
                }
            }
            parent = nil
            for reader in readers { await reader.finished() }
            for child in children { #expect(child.supernode == nil) }
        }
    }
}

/// A thread running `body` once, with a way to wait for it from a task.
private final class ReaderThread: Sendable {
    private let done = DispatchSemaphore(value: 0)

    init(_ body: @escaping @Sendable () -> Void) {
        let done = done
        Thread.detachNewThread {
            body()
            done.signal()
        }
    }

    /// Returns once the body has run (waiting on a global queue, not on the caller's executor).
    func finished() async {
        let done = done
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                done.wait()
                continuation.resume()
            }
        }
    }
}
