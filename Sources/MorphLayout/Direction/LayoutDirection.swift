import Foundation

/// The direction in which a layout reads: left to right (English, French) or right to left
/// (Arabic, Hebrew, Persian) — UIKit's `UIUserInterfaceLayoutDirection`, SwiftUI's
/// `LayoutDirection`.
///
/// A node that hosts a layout spec lays the spec out as it is written and, in a right-to-left
/// environment, mirrors the result within itself: each subnode's frame `x` becomes
/// `width − subnodeWidth − x` (Texture's rule, from its pull request #1983: `calculateLayoutLayoutSpec:`
/// flips the origin of every sublayout of the flattened layout). Every spec therefore mirrors at
/// once — a horizontal stack's order, start and end justification and alignment, the left and
/// right insets (``EdgeInsets/leading`` and ``EdgeInsets/trailing``), relative and corner
/// positions, absolute positions within their container — and nothing is mirrored twice: a
/// subnode's own subnodes are mirrored within the subnode, by the subnode. See "Right-to-left
/// layout" in <doc:LayoutSpecs> for every rule and why.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable, Codable {
    /// Content starts at the left edge: the leading edge is the left one.
    case leftToRight
    /// Content starts at the right edge: the leading edge is the right one, and layouts mirror.
    case rightToLeft

    /// Whether layouts mirror in this direction (right to left).
    public var isRightToLeft: Bool {
        self == .rightToLeft
    }

    /// The other direction.
    public var reversed: LayoutDirection {
        isRightToLeft ? .leftToRight : .rightToLeft
    }
}
