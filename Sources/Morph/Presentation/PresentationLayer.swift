import Foundation

/// One node in a ``PresentationTree``: its identity, its view attributes at the tree's instant,
/// its content and its place in the tree.
public struct PresentationLayer: Equatable, Sendable, Identifiable {
    /// The node's identity, the same in every tree sampled during its life.
    public var id: LayerID
    /// The node's ``DisplayNode/name``, or its type's name when it has none (`TextNode`), for
    /// renderers that label layers.
    public var name: String
    /// The view attributes at the tree's instant (presentation values, not model values).
    public var attributes: ViewAttributes
    /// Text or an image drawn inside the bounds, over the background and under the border.
    public var content: PresentationContent?
    /// The index of the supernode's layer in ``PresentationTree/layers``, nil for the root.
    public var parentIndex: Int?
    /// The index just past this layer's last descendant: its subtree is
    /// `layers[index..<subtreeEnd]`.
    public var subtreeEnd: Int
    /// The layer's mask (``DisplayNode/mask``): a tree whose root is placed in this layer's bounds
    /// coordinates and whose alpha masks this layer and its subtree, as `CALayer.mask`; nil for
    /// none.
    public var mask: PresentationTree?

    /// A layer.
    public init(
        id: LayerID,
        name: String,
        attributes: ViewAttributes,
        content: PresentationContent? = nil,
        parentIndex: Int? = nil,
        subtreeEnd: Int,
        mask: PresentationTree? = nil
    ) {
        self.id = id
        self.name = name
        self.attributes = attributes
        self.content = content
        self.parentIndex = parentIndex
        self.subtreeEnd = subtreeEnd
        self.mask = mask
    }
}
