import Foundation

extension HorizontalAlignment {
    /// Children on the leading side: ``left`` as written, the right side once a right-to-left
    /// layout mirrors (see ``LayoutDirection``).
    public static let leading = HorizontalAlignment.left
    /// Children on the trailing side: ``right`` as written, the left side once a right-to-left
    /// layout mirrors.
    public static let trailing = HorizontalAlignment.right
}
