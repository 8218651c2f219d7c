import Foundation
import Morph

/// A cell of ``PhotoGridNode``: a square slot with the photo on it and the title under it.
///
/// The photo is the grid's shared element: while its cell is the one shown in detail, the grid's
/// layout puts the photo under the grid node itself and the cell lays out nothing — the same node
/// under another supernode, which a layout transition flies from one place to the other.
public final class PhotoCellNode: DisplayNode {
    /// The photo: aspect fill, rounded corners.
    public let photo: ImageNode
    /// The rounded square the photo sits on, seen while the photo is away.
    public let slot: DisplayNode
    /// The title under the photo.
    public let title: TextNode
    /// The cell's index in the grid.
    public let index: Int
    /// The index of the photo shown in detail (the grid's), or nil; a layout input.
    private let selection: LayoutInput<Int?>

    /// The cell `index` of `photo`, whose photo is away while `selection` is `index`.
    ///
    /// - Throws: `ImageError` when the photo's file is missing or cannot be decoded.
    init(photo gridPhoto: GridPhoto, index: Int, selection: LayoutInput<Int?>) throws(ImageError) {
        photo = try ImageNode(contentsOf: gridPhoto.url, fillColor: Color(white: 0.85), name: "photo \(gridPhoto.title)")
        slot = DisplayNode(name: "slot \(gridPhoto.title)")
        title = TextNode(gridPhoto.title, style: TextStyle(font: Font(.sans, size: 14, weight: .bold)), color: Color(white: 0.2), name: "title \(gridPhoto.title)")
        self.index = index
        self.selection = selection
        super.init(name: "cell \(gridPhoto.title)")
        automaticallyManagesSubnodes = true
        photo.contentMode = .aspectFill
        photo.cornerRadius = PhotoGridNode.cornerRadius
        photo.clipsToBounds = true
        slot.backgroundColor = Color(white: 0.88)
        slot.cornerRadius = PhotoGridNode.cornerRadius
    }

    /// The photo on its slot, a square as wide as the cell, and the title under it; nothing while
    /// the photo is shown in detail.
    override public nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        guard selection.value != index else { return LayoutSpec() }
        let width = constrainedSize.max.width.isFinite ? constrainedSize.max.width : PhotoGridNode.designSize.width / 2
        let square = CGSize(width: width, height: width)
        let photoOnSlot = OverlayLayoutSpec(
            child: slot.styled { $0.preferredSize = square },
            overlay: photo.styled { $0.preferredSize = square }
        )
        return StackLayoutSpec(direction: .vertical, spacing: 6, alignItems: .start, children: [photoOnSlot, title])
    }
}
