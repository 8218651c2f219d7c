import Foundation

/// Measures a leaf's content (text, an image, or a subtree laid out by another engine) for the
/// flex engine: returns its content-box size for a ``FlexMeasureInput``.
///
/// The engine caches answers per node and calls the function again only after the node is
/// dirtied (``FlexTree/markDirty(_:)``) or for constraints no cached answer covers. A NaN or
/// negative answer counts as 0. The function may run on any thread that lays out the tree.
public typealias FlexMeasureFunction = @Sendable (FlexMeasureInput) -> CGSize
