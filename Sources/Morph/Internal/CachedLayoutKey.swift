import Foundation
import MorphLayout

/// What a layout pass and a cache lookup read of a node's cache entry (the applied layout or a
/// pending measurement), copied out when the entry is set: reading a field through the optional
/// entry copies the whole entry (retaining its parts).
struct CachedLayoutKey: Sendable {
    /// The layout version it was computed for.
    let version: Int
    /// Its size.
    let size: CGSize
    /// Its pixel grid.
    let context: LayoutContext
    /// The range it was computed for.
    let constrainedSize: SizeRange
    /// The parent size it was computed for.
    let parentSize: CGSize
    /// Whether it is a leaf's layout (``CachedLayout/isLeaf``), which its size rebuilds.
    let isLeaf: Bool

    init(_ entry: CachedLayout) {
        version = entry.version
        size = entry.size
        context = entry.context
        constrainedSize = entry.constrainedSize
        parentSize = entry.parentSize
        isLeaf = entry.isLeaf
    }

    /// Whether the entry answers a request with these inputs (``CachedLayout/isValid(for:parentSize:version:context:)``).
    func matches(_ constrainedSize: SizeRange, parentSize: CGSize, version: Int, context: LayoutContext) -> Bool {
        CachedLayout.request(
            (constrainedSize, parentSize, version, context),
            matches: (self.constrainedSize, self.parentSize, self.version, self.context)
        )
    }
}
