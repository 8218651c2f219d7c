import Foundation

/// What an element knows when it describes its node, after layout (Blueprint's
/// `ViewDescriptionContext`).
public struct NodeDescriptionContext: Hashable, Sendable {
    /// The element's bounds: its size at the origin.
    public var bounds: CGRect
    /// The smallest rectangle around the frames of the element's children, in the element's
    /// coordinates; `nil` without children.
    public var subtreeExtent: CGRect?

    /// A context with `bounds` and `subtreeExtent`.
    public init(bounds: CGRect, subtreeExtent: CGRect? = nil) {
        self.bounds = bounds
        self.subtreeExtent = subtreeExtent
    }
}
