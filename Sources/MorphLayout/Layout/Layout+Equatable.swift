import Foundation

extension Layout: Equatable {
    /// Layouts are equal when they are for the same element (the same node object, or specs of
    /// the same type), with equal sizes and positions and equal sublayouts in the same order
    /// (Texture's `isEqual:`, which compares elements by identity).
    ///
    /// - Complexity: O(n) in the number of layouts in the trees.
    public static func == (lhs: Layout, rhs: Layout) -> Bool {
        guard lhs.elementKind == rhs.elementKind,
              lhs.size == rhs.size,
              lhs.position == rhs.position,
              lhs.sublayouts.count == rhs.sublayouts.count
        else { return false }
        if lhs.elementKind == .layoutSpec,
           ObjectIdentifier(type(of: lhs.element)) != ObjectIdentifier(type(of: rhs.element)) {
            return false
        }
        return lhs.sublayouts == rhs.sublayouts
    }
}
