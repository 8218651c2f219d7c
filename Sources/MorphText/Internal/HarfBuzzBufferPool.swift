import CHarfBuzz
@_spi(MorphInternals) import MorphLayout

/// A few HarfBuzz buffers for reuse: a buffer is used by one shaping call at a time (HarfBuzz
/// buffers are not thread-safe), taken from the pool and given back after.
final class HarfBuzzBufferPool: Sendable {
    /// The most idle buffers kept.
    static let capacity = 8

    private let idle = Locked<[BufferHandle]>([])

    /// Runs `body` with a cleared buffer that no other thread uses meanwhile.
    func withBuffer<Value>(_ body: (OpaquePointer) throws(TextError) -> Value) throws(TextError) -> Value {
        let handle = idle.withLock { $0.popLast() } ?? BufferHandle(pointer: hb_buffer_create())
        defer {
            hb_buffer_clear_contents(handle.pointer)
            let kept = idle.withLock { idle -> Bool in
                guard idle.count < Self.capacity else { return false }
                idle.append(handle)
                return true
            }
            if !kept { hb_buffer_destroy(handle.pointer) }
        }
        return try body(handle.pointer)
    }

    deinit {
        idle.withLock { idle in
            for handle in idle { hb_buffer_destroy(handle.pointer) }
            idle.removeAll()
        }
    }
}

/// An `hb_buffer_t` pointer. It moves between threads only through the pool's lock and is used by
/// one shaping call at a time, which is what makes it sound to mark `Sendable`.
struct BufferHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}
