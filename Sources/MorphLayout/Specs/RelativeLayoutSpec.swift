import Foundation

/// Places its child at the start, centre or end of each axis (Texture's
/// `ASRelativeLayoutSpec`).
///
/// The spec takes the maximum size it is offered where that is finite (else the child's), or
/// shrinks to the child on an axis with a sizing option. On an axis with a position other than
/// ``RelativeLayoutSpecPosition/none`` the child may be smaller than the spec's minimum; the
/// child's offset is `(spec − child) × 0, ½ or 1`, rounded to the pixel grid.
public struct RelativeLayoutSpec: LayoutSpecElement {
    /// `true`: the layout depends only on the spec's values and its children's layouts (see
    /// ``LayoutElement/reportsLayoutChanges``).
    public var reportsLayoutChanges: Bool {
        true
    }

    /// The spec's style.
    public var style: LayoutStyle
    /// The horizontal position of the child.
    public var horizontalPosition: RelativeLayoutSpecPosition
    /// The vertical position of the child.
    public var verticalPosition: RelativeLayoutSpecPosition
    /// Whether the spec shrinks to the child on an axis.
    public var sizingOption: RelativeLayoutSpecSizingOptions
    /// The child.
    public var child: any LayoutElement

    /// Places `child` at the given positions.
    public init(
        horizontalPosition: RelativeLayoutSpecPosition,
        verticalPosition: RelativeLayoutSpecPosition,
        sizingOption: RelativeLayoutSpecSizingOptions = [],
        child: any LayoutElement,
        style: LayoutStyle = LayoutStyle()
    ) {
        self.horizontalPosition = horizontalPosition
        self.verticalPosition = verticalPosition
        self.sizingOption = sizingOption
        self.child = child
        self.style = style
    }

    /// See the type's discussion.
    public func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        try RelativePlacement.layout(
            of: self,
            child: child,
            horizontal: horizontalPosition,
            vertical: verticalPosition,
            sizing: sizingOption,
            constrainedSize: constrainedSize,
            context: context
        )
    }
}
