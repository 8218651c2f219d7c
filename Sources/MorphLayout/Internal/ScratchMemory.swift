import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Memory a thread reuses for the working lists of its layouts (a stack's per-child items):
/// blocks taken for one layout and given back after it, kept for the thread's next layouts.
///
/// A large stack's item list is about 100 bytes per child. Allocated and freed on every layout,
/// a list of 10,000 items came from fresh pages each time (the allocator returns a large freed
/// block to the system), and the page faults were a large part of the stack's layout
/// (LayoutBenchmarks' 10,000-child stacks; figures in Benchmarks/README.md). A block kept
/// here stays mapped. Nested layouts (a stack in a stack) each take their own block.
///
/// Per thread (a layout runs on one thread from start to end); a thread keeps blocks of at
/// most ``largestKeptBlock`` bytes and ``mostKeptBytes`` in all, and frees them when it ends.
final class ScratchMemory {
    /// The free blocks, the most recently given back last.
    private var blocks: [UnsafeMutableRawBufferPointer] = []
    /// The bytes of ``blocks``.
    private var keptBytes = 0

    /// The largest block a thread keeps; a larger one is freed when given back.
    static let largestKeptBlock = 4 << 20
    /// The most bytes a thread keeps in all.
    static let mostKeptBytes = 8 << 20
    /// The alignment of every block (enough for any value the layouts keep in one).
    static let alignment = 16

    /// Calls `body` with room for `count` values of `Value`, uninitialised, and takes the room
    /// back after. `Value` must be a plain type (no references), whose memory needs no
    /// deinitialisation: the room is reused for other values afterwards.
    static func withBuffer<Value, Result>(
        of type: Value.Type,
        count: Int,
        _ body: (UnsafeMutableBufferPointer<Value>) throws(LayoutError) -> Result
    ) throws(LayoutError) -> Result {
        precondition(_isPOD(Value.self) && MemoryLayout<Value>.alignment <= alignment, "scratch memory holds plain values only")
        let scratch = current
        let block = scratch._withUnsafeGuaranteedRef { $0.take(byteCount: count * MemoryLayout<Value>.stride) }
        defer { scratch._withUnsafeGuaranteedRef { $0.give(block) } }
        let values = block.bindMemory(to: Value.self)
        return try body(UnsafeMutableBufferPointer(rebasing: values[0..<count]))
    }

    /// The calling thread's scratch memory, unretained (the thread's key holds it until the
    /// thread ends).
    static var current: Unmanaged<ScratchMemory> {
        if let pointer = pthread_getspecific(scratchMemoryKey) {
            return Unmanaged<ScratchMemory>.fromOpaque(pointer)
        }
        let scratch = Unmanaged.passRetained(ScratchMemory())
        pthread_setspecific(scratchMemoryKey, scratch.toOpaque())
        return scratch
    }

    /// A free block of at least `byteCount` bytes (the most recently given back that fits),
    /// or a new one.
    func take(byteCount: Int) -> UnsafeMutableRawBufferPointer {
        var index = blocks.count - 1
        while index >= 0 {
            if blocks[index].count >= byteCount {
                let block = blocks.remove(at: index)
                keptBytes -= block.count
                return block
            }
            index -= 1
        }
        return .allocate(byteCount: max(byteCount, 4096), alignment: Self.alignment)
    }

    /// Keeps `block` for later, or frees it when it is too large to keep.
    func give(_ block: UnsafeMutableRawBufferPointer) {
        if block.count <= Self.largestKeptBlock, keptBytes + block.count <= Self.mostKeptBytes {
            blocks.append(block)
            keptBytes += block.count
        } else {
            block.deallocate()
        }
    }

    /// The number of blocks kept and their bytes (for tests).
    var kept: (blocks: Int, bytes: Int) { (blocks.count, keptBytes) }

    deinit {
        for block in blocks { block.deallocate() }
    }
}

/// The key of the per-thread ``ScratchMemory``; the destructor frees a thread's blocks when the
/// thread ends.
private let scratchMemoryKey: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
    let destructor: @convention(c) (UnsafeMutableRawPointer) -> Void = { pointer in
        Unmanaged<ScratchMemory>.fromOpaque(pointer).release()
    }
    #else
    let destructor: @convention(c) (UnsafeMutableRawPointer?) -> Void = { pointer in
        guard let pointer else { return }
        Unmanaged<ScratchMemory>.fromOpaque(pointer).release()
    }
    #endif
    let status = pthread_key_create(&key, destructor)
    precondition(status == 0, "cannot create the thread-local key for layout scratch memory (error \(status))")
    return key
}()
