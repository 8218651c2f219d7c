import Foundation
import Synchronization

/// A process-wide counter of changes that can change a node's layout: what lets a spec reuse the
/// layout it computed before (see "Memoized specs" in <doc:LayoutElementsAndNodes>).
///
/// Every ``LayoutBox`` change (its style, its intrinsic size, ``LayoutBox/setNeedsLayout()``)
/// advances the epoch after it is made. A ``StackLayoutSpec`` keeps its last layouts together
/// with the epoch they were computed in, and answers a later request with the same inputs from
/// them only while the epoch has not moved — so after any such change anywhere, every memoized
/// layout is computed afresh once (and the nodes' own caches still answer what did not change).
///
/// A node type of your own that wants specs above it to memoize reports its changes: it calls
/// ``advance()`` after each change that can change its layout (where Texture's nodes call
/// `setNeedsLayout`) and returns `true` from ``LayoutElement/reportsLayoutChanges``.
///
/// Thread-safe: an atomic counter; reading it and advancing it are lock-free.
public enum LayoutEpoch {
    /// The counter. Starts at 0 and only grows (64 bits do not wrap in practice).
    private static let counter = Atomic<UInt64>(0)

    /// The current epoch.
    ///
    /// - Complexity: O(1), one atomic load.
    public static var current: UInt64 {
        counter.load(ordering: .acquiring)
    }

    /// Records that a layout input changed: every layout memoized in an earlier epoch is stale.
    /// Call it *after* the change is visible to other threads (after releasing your lock, or
    /// inside it after the write), so a pass that reads the new epoch also reads the new state.
    ///
    /// - Complexity: O(1), one atomic increment.
    public static func advance() {
        counter.add(1, ordering: .sequentiallyConsistent)
    }
}
