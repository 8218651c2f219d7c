import Foundation
import Testing
@_spi(MorphInternals) @testable import MorphLayout

@Suite("Scratch memory")
struct ScratchMemoryTests {
    /// A plain value as large as a stack item.
    struct Item: Equatable {
        var a: Double, b: Double, c: Int
    }

    @Test("a block given back is taken again by the next layout on the thread, not allocated anew")
    func reuse() throws {
        try onOwnThread {
            var first: UnsafeMutableRawPointer?
            try ScratchMemory.withBuffer(of: Item.self, count: 1_000) { items in
                first = UnsafeMutableRawPointer(items.baseAddress)
                #expect(items.count == 1_000)
            }
            #expect(ScratchMemory.current.takeUnretainedValue().kept.blocks == 1)
            try ScratchMemory.withBuffer(of: Item.self, count: 500) { items in
                #expect(UnsafeMutableRawPointer(items.baseAddress) == first)
                #expect(items.count == 500)
            }
        }
    }

    @Test("nested layouts take distinct blocks, and each keeps what it wrote")
    func nested() throws {
        try onOwnThread {
            try ScratchMemory.withBuffer(of: Item.self, count: 100) { (outer: UnsafeMutableBufferPointer<Item>) throws(LayoutError) in
                for index in outer.indices { outer.initializeElement(at: index, to: Item(a: Double(index), b: 0, c: index)) }
                try ScratchMemory.withBuffer(of: Item.self, count: 100) { (inner: UnsafeMutableBufferPointer<Item>) throws(LayoutError) in
                    #expect(UnsafeMutableRawPointer(inner.baseAddress) != UnsafeMutableRawPointer(outer.baseAddress))
                    for index in inner.indices { inner.initializeElement(at: index, to: Item(a: -1, b: -1, c: -1)) }
                }
                #expect(outer.indices.allSatisfy { outer[$0] == Item(a: Double($0), b: 0, c: $0) })
            }
            #expect(ScratchMemory.current.takeUnretainedValue().kept.blocks == 2)
        }
    }

    @Test("a block larger than the largest kept is freed when given back; an error gives the block back")
    func limits() throws {
        try onOwnThread {
            let large = ScratchMemory.largestKeptBlock / MemoryLayout<Item>.stride + 1
            try ScratchMemory.withBuffer(of: Item.self, count: large) { _ in }
            #expect(ScratchMemory.current.takeUnretainedValue().kept.blocks == 0)
            #expect(throws: LayoutError.self) {
                try ScratchMemory.withBuffer(of: Item.self, count: 10) { _ throws(LayoutError) in
                    throw .treeTooDeep(limit: 1, element: "test")
                }
            }
            #expect(ScratchMemory.current.takeUnretainedValue().kept == (1, 4096))
        }
    }

    /// Runs `body` on a thread of its own (each thread has its own scratch memory, so the tests
    /// running in parallel do not share it) and waits for it.
    private func onOwnThread(_ body: @escaping @Sendable () throws -> Void) throws {
        let done = DispatchSemaphore(value: 0)
        let failure = Locked<String?>(nil)
        let thread = Thread {
            do { try body() } catch { failure.withLock { $0 = "\(error)" } }
            done.signal()
        }
        thread.start()
        done.wait()
        if let message = failure.withLock({ $0 }) { Issue.record(Comment(rawValue: message)) }
    }
}
