import Foundation

/// What an element knows when it describes its node, after layout (Blueprint's
/// `ViewDescriptionContext`).
public struct NodeDescriptionContext: Hashable, Sendable {
    /// The element's bounds: its size at the origin.
    public var bounds: CGRect
    /// The smallest rectangle around the frames of the element's children, in the element's
    /// coordinates; `nil` without children.
    public var subtreeExtent: CGRect?
    /// The trait collection the element is shown in: resolve `DynamicColor`s with it
    /// (`DynamicColor.resolved(in:)`). The host describes its nodes again, inside the animation of
    /// the change, when its collection changes.
    public var traitCollection: TraitCollection

    /// A context with `bounds`, `subtreeExtent` and `traitCollection` (the default collection
    /// unless given).
    public init(bounds: CGRect, subtreeExtent: CGRect? = nil, traitCollection: TraitCollection = .default) {
        self.bounds = bounds
        self.subtreeExtent = subtreeExtent
        self.traitCollection = traitCollection
    }
}
