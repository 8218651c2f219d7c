import Foundation

extension Unmanaged {
    /// Calls `body` with the instance, unretained: the caller keeps it alive (a frame's timeline
    /// is held by the call that opened the frame; a property's track store by its animator).
    ///
    /// Not isolated to the main actor on purpose: a closure written there and passed straight
    /// to the standard library's `_withUnsafeGuaranteedRef` is checked for running on the main
    /// executor at every call; `body` passed on from here is not.
    @inline(__always)
    func withGuaranteedReference<Result>(_ body: (Instance) throws -> Result) rethrows -> Result {
        try _withUnsafeGuaranteedRef(body)
    }
}
