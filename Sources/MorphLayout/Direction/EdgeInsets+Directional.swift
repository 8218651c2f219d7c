import Foundation

extension EdgeInsets {
    /// Insets named by their reading edges: `leading` is the left inset in a left-to-right layout
    /// and ends up on the right in a right-to-left one (UIKit's `NSDirectionalEdgeInsets`).
    ///
    /// A right-to-left node mirrors its whole layout, the insets of an ``InsetLayoutSpec`` with
    /// it (see ``LayoutDirection``), so ``left`` and ``right`` are the leading and trailing insets
    /// under their left-to-right names; these initialiser and properties use the names that read
    /// true in both directions. For an inset that stays on one physical side whatever the
    /// direction, lay that part out in a node whose environment is fixed to left to right.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.init(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// The inset from the leading edge: the left edge as written, the right edge once a
    /// right-to-left layout mirrors (the same storage as ``left``).
    public var leading: CGFloat {
        get { left }
        set { left = newValue }
    }

    /// The inset from the trailing edge: the right edge as written, the left edge once a
    /// right-to-left layout mirrors (the same storage as ``right``).
    public var trailing: CGFloat {
        get { right }
        set { right = newValue }
    }

    /// The insets as they land on screen in `direction`: unchanged left to right, with left and
    /// right swapped right to left. For code that draws by hand inside a mirrored node (a text
    /// field placing its caret within its insets).
    public func resolved(in direction: LayoutDirection) -> EdgeInsets {
        direction.isRightToLeft ? EdgeInsets(top: top, left: right, bottom: bottom, right: left) : self
    }
}
