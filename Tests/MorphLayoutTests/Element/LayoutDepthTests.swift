import Foundation
import Synchronization
import Testing
@testable import MorphLayout

/// Deep element trees (issue 14 §3): up to ``LayoutContext/depthLimit`` levels lay out on any
/// thread, deeper ones are refused with a typed error instead of overflowing the stack.
@Suite("Deep element trees")
struct LayoutDepthTests {
    /// A chain of `levels` elements: specs of every kind that takes a child, around a leaf box.
    static func chain(levels: Int, leaf: LayoutBox) -> any LayoutElement {
        var element: any LayoutElement = leaf
        for level in 1..<levels {
            switch level % 8 {
            case 0: element = WrapperLayoutSpec(element)
            case 1: element = InsetLayoutSpec(insets: EdgeInsets(all: 0), child: element)
            case 2: element = StackLayoutSpec(direction: .vertical, children: [element])
            case 3: element = OverlayLayoutSpec(child: element, overlay: LayoutSpec())
            case 4: element = BackgroundLayoutSpec(child: element, background: LayoutSpec())
            case 5: element = CenterLayoutSpec(child: element)
            case 6: element = RelativeLayoutSpec(horizontalPosition: .end, verticalPosition: .center, child: element)
            default: element = StackLayoutSpec(direction: .horizontal, children: [element])
            }
        }
        return element
    }

    /// A chain of `levels` wrappers only (the reproduction), leaf included.
    static func wrappers(levels: Int, leaf: LayoutBox) -> any LayoutElement {
        var element: any LayoutElement = leaf
        for _ in 1..<levels {
            element = WrapperLayoutSpec(element)
        }
        return element
    }

    static func layOut(_ element: any LayoutElement) throws -> Layout {
        try element.layout(in: SizeRange(min: .zero, max: CGSize(width: 100, height: 100)), screenScale: 2)
    }

    @Test("the depth limit is at least 10,000 levels")
    func limit() {
        #expect(LayoutContext.depthLimit >= 10_000)
    }

    @Test("a tree exactly at the depth limit lays out on the main thread", arguments: ["mixed", "wrappers"])
    @MainActor
    func atLimitOnMainThread(kind: String) throws {
        let leaf = LayoutBox("leaf", width: 10, height: 20)
        let tree = kind == "mixed"
            ? Self.chain(levels: LayoutContext.depthLimit, leaf: leaf)
            : Self.wrappers(levels: LayoutContext.depthLimit, leaf: leaf)
        let layout = try Self.layOut(tree)
        let flat = try layout.flattened()
        #expect(flat.frame(for: leaf)?.size == CGSize(width: 10, height: 20))
        #expect(leaf.measurementCount == 1)
    }

    @Test("a tree exactly at the depth limit lays out inside a detached task")
    func atLimitInDetachedTask() async throws {
        let size = try await Task.detached {
            let leaf = LayoutBox("leaf", width: 10, height: 20)
            let layout = try Self.layOut(Self.chain(levels: LayoutContext.depthLimit, leaf: leaf))
            return try layout.flattened().frame(for: leaf)?.size
        }.value
        #expect(size == CGSize(width: 10, height: 20))
    }

    @Test("a tree one level deeper than the limit is refused with a typed error, on any thread")
    func pastLimit() async throws {
        let leaf = LayoutBox("leaf", width: 10, height: 20)
        #expect(throws: LayoutError.treeTooDeep(limit: LayoutContext.depthLimit, element: "leaf")) {
            try Self.layOut(Self.wrappers(levels: LayoutContext.depthLimit + 1, leaf: leaf))
        }
        let error = await Task.detached { () -> LayoutError? in
            do {
                _ = try Self.layOut(Self.chain(levels: LayoutContext.depthLimit + 1, leaf: LayoutBox("deep leaf")))
                return nil
            } catch let error as LayoutError {
                return error
            } catch {
                return nil
            }
        }.value
        #expect(error == .treeTooDeep(limit: LayoutContext.depthLimit, element: "deep leaf"))
        #expect(leaf.measurementCount == 0)
    }

    @Test("a node's cache answers at any depth: a second layout of a deep tree measures nothing")
    func cacheAcrossDepths() throws {
        let leaf = LayoutBox("leaf", width: 10, height: 20)
        let tree = Self.chain(levels: 1_000, leaf: leaf)
        let first = try Self.layOut(tree)
        let second = try Self.layOut(tree)
        #expect(first == second)
        #expect(leaf.measurementCount == 1)
    }

    @Test("contexts at different depths are equal and hash alike")
    func depthIsNotPartOfEquality() {
        let root = LayoutContext(screenScale: 2)
        let deep = LayoutContext(rounding: root.rounding, depth: 5_000)
        #expect(root == deep)
        #expect(root.hashValue == deep.hashValue)
        #expect(root != LayoutContext(screenScale: 3))
    }

    /// The thread markers an element or a measure function saw.
    final class MarkerLog: Sendable {
        let values = Mutex<[String?]>([])
    }

    /// An element that records the marker of the thread it is laid out on.
    struct MarkerProbe: LayoutElement {
        static let key = "MorphLayoutTests.LayoutDepthTests.marker"
        let seen: MarkerLog
        var style: LayoutStyle { LayoutStyle() }

        func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
            seen.values.withLock { $0.append(Thread.current.threadDictionary[Self.key] as? String) }
            return try Layout(element: LayoutSpec(), size: constrainedSize.min, context: context)
        }
    }

    @Test("a pass that moves to a measurement thread hands over the registered thread-local state")
    func handOver() throws {
        MeasurementThreadHandOver.register {
            let marker = Thread.current.threadDictionary[MarkerProbe.key] as? String
            return { Thread.current.threadDictionary[MarkerProbe.key] = marker }
        }
        Thread.current.threadDictionary[MarkerProbe.key] = "caller"
        defer { Thread.current.threadDictionary[MarkerProbe.key] = nil }
        let seen = MarkerLog()
        var element: any LayoutElement = MarkerProbe(seen: seen)
        for _ in 0..<1_000 {
            element = WrapperLayoutSpec(element)
        }
        _ = try Self.layOut(element)
        #expect(seen.values.withLock { $0 } == ["caller"])
    }
}
