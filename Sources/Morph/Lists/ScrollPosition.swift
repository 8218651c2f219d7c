/// Where ``CollectionNode/scrollToItem(at:position:animated:)`` puts an item along the scroll
/// axis (UIKit's `UICollectionView.ScrollPosition`, named by the axis's start and end so that
/// one set serves vertical and horizontal lists).
public enum ScrollPosition: Hashable, Sendable {
    /// The item's start at the viewport's start (UIKit's `.top` or `.left`).
    case start
    /// The item centred in the viewport.
    case center
    /// The item's end at the viewport's end (`.bottom`, `.right`).
    case end
    /// As little movement as shows the whole item (UIKit's `[]`); nothing when it is visible.
    case nearest
}
