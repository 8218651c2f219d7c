import Foundation
import Morph

/// A cell of ``PhotoGridNode``: the square that holds a photo in the grid.
///
/// The photo is the grid's shared element: while its cell is the one shown in detail, the cell
/// lays out nothing and the grid's layout puts the photo under the grid node itself — the same
/// node under another supernode, which a layout transition flies from one place to the other.
/// The cell stays in the grid's layout meanwhile (it is where the photo comes back to); with
/// nothing in it, it shows nothing.
public final class PhotoCellNode: DisplayNode {
    /// The photo: aspect fill, rounded corners, a soft shadow.
    public let photo: ImageNode
    /// The cell's index in the grid.
    public let index: Int
    /// The index of the photo shown in detail (the grid's), or nil; a layout input.
    private let selection: LayoutInput<Int?>

    /// The cell `index` of `photo`, whose photo is away while `selection` is `index`.
    ///
    /// - Throws: `ImageError` when the photo's file is missing or cannot be decoded.
    init(photo gridPhoto: GridPhoto, index: Int, selection: LayoutInput<Int?>) throws(ImageError) {
        photo = try ImageNode(contentsOf: gridPhoto.url, fillColor: Color(white: 0.85), name: "photo \(gridPhoto.title)")
        self.index = index
        self.selection = selection
        super.init(name: "cell \(gridPhoto.title)")
        automaticallyManagesSubnodes = true
        photo.contentMode = .aspectFill
        photo.cornerRadius = PhotoGridNode.cornerRadius
        photo.clipsToBounds = true
        // A card lifted off the page: the shadow follows the rounded corners and lies outside the
        // bounds the photo is clipped to.
        photo.shadowColor = Color(red: 0.05, green: 0.08, blue: 0.2)
        photo.shadowOpacity = 0.3
        photo.shadowRadius = 6
        photo.shadowOffset = CGSize(width: 0, height: 4)
        // One item of the grid's list to assistive technology, named by the photo's title;
        // pressing it taps it (the grid opens it). In the detail view the photo itself is shown.
        isAccessibilityElement = true
        accessibilityRole = .listItem
        accessibilityLabel = gridPhoto.title
        accessibilityTraits = [.image, .button]
        accessibilityHint = "Opens the photo"
        photo.accessibilityLabel = gridPhoto.title
    }

    /// The photo, filling the cell; nothing while the photo is shown in detail.
    override public nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        guard selection.value != index else { return LayoutSpec() }
        let size = constrainedSize.max
        let side = size.width.isFinite && size.height.isFinite ? size : PhotoGridNode.cellFrame(index, in: PhotoGridNode.designSize).size
        return WrapperLayoutSpec(photo.styled { $0.preferredSize = side })
    }
}
