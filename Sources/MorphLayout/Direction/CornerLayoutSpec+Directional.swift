import Foundation

extension CornerLayoutSpec.Location {
    /// The top corner on the leading side: ``topLeft`` as written, the top-right corner once a
    /// right-to-left layout mirrors (see ``LayoutDirection``).
    public static let topLeading = CornerLayoutSpec.Location.topLeft
    /// The top corner on the trailing side: ``topRight`` as written, the top-left corner once a
    /// right-to-left layout mirrors.
    public static let topTrailing = CornerLayoutSpec.Location.topRight
    /// The bottom corner on the leading side: ``bottomLeft`` as written, the bottom-right corner
    /// once a right-to-left layout mirrors.
    public static let bottomLeading = CornerLayoutSpec.Location.bottomLeft
    /// The bottom corner on the trailing side: ``bottomRight`` as written, the bottom-left corner
    /// once a right-to-left layout mirrors.
    public static let bottomTrailing = CornerLayoutSpec.Location.bottomRight
}
