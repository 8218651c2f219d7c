import Foundation

extension Unmanaged {
    /// Calls `body` with the instance, unretained: the caller keeps it alive (a frame's timeline
    /// is held by the call that opened the frame; a property's track store by its animator; a
    /// node's frame properties by its view state).
    ///
    /// Not isolated to the main actor on purpose: a closure written there and passed straight
    /// to the standard library's `_withUnsafeGuaranteedRef` is checked for running on the main
    /// executor at every call; `body` passed on from here is not.
    ///
    /// For Morph's own layers, not API. SPI rather than `package` for the same reason as
    /// `Locked`: Swift 6.3.1 does not inline an `@inlinable package` function into another module,
    /// and this one exists to be inlined (an unretained access in the animator's per-frame path).
    @inlinable @inline(__always)
    @_spi(MorphInternals) public func withGuaranteedReference<Result>(_ body: (Instance) throws -> Result) rethrows -> Result {
        try _withUnsafeGuaranteedRef(body)
    }
}
