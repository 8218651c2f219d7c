import Foundation

extension Layout {
    /// The direct sublayout for the node with `identifier`, or nil.
    ///
    /// - Complexity: O(1) amortised: an index of the sublayouts is built on the first lookup
    ///   (already during ``flattened()``) and shared by every copy of this layout; a layout of at
    ///   most 8 sublayouts is scanned instead. Texture scans the sublayouts linearly on every
    ///   call.
    public func sublayout(forNode identifier: ObjectIdentifier) -> Layout? {
        let offset = index.map { $0.offset(of: identifier, in: sublayouts) }
            ?? SublayoutIndex.scan(for: identifier, in: sublayouts)
        return offset.map { sublayouts[$0] }
    }

    /// The frame of `element` among the direct sublayouts (Texture's `frameForElement:`), or nil
    /// when it is not one of them. Only nodes have an identity; a spec gives nil.
    ///
    /// On a flattened layout this is the frame of a subnode relative to the node.
    ///
    /// - Complexity: O(1) amortised (see ``sublayout(forNode:)``).
    public func frame(for element: any LayoutElement) -> CGRect? {
        guard let identifier = element.layoutElementKind.nodeIdentifier else { return nil }
        return sublayout(forNode: identifier)?.frame
    }
}
