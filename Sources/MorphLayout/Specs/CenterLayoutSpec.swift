import Foundation

/// Centres its child horizontally, vertically or both (Texture's `ASCenterLayoutSpec`, a
/// ``RelativeLayoutSpec`` with centre positions).
///
/// The spec takes the maximum size it is offered where that is finite (else the child's), or
/// the child's size on an axis with a sizing option. On a centred axis the child may be smaller
/// than the spec's minimum; on an axis that is not centred the child sits at 0 and gets the
/// spec's minimum.
public struct CenterLayoutSpec: LayoutSpecElement {
    /// `true`: the layout depends only on the spec's values and its children's layouts (see
    /// ``LayoutElement/reportsLayoutChanges``).
    public var reportsLayoutChanges: Bool {
        true
    }

    /// The axes to centre on.
    public struct CenteringOptions: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: Int

        /// Creates options from their bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Centre horizontally.
        public static let x = CenteringOptions(rawValue: 1 << 0)
        /// Centre vertically.
        public static let y = CenteringOptions(rawValue: 1 << 1)
        /// Centre on both axes.
        public static let xy: CenteringOptions = [.x, .y]
    }

    /// Whether the spec shrinks to its child on an axis.
    public struct SizingOptions: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: Int

        /// Creates options from their bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Take the child's width rather than the maximum.
        public static let minimumX = SizingOptions(rawValue: 1 << 0)
        /// Take the child's height rather than the maximum.
        public static let minimumY = SizingOptions(rawValue: 1 << 1)
        /// Both.
        public static let minimumXY: SizingOptions = [.minimumX, .minimumY]
    }

    /// The spec's style.
    public var style: LayoutStyle
    /// The axes to centre on.
    public var centeringOptions: CenteringOptions
    /// Whether the spec shrinks to its child on an axis.
    public var sizingOptions: SizingOptions
    /// The child.
    public var child: any LayoutElement

    /// Centres `child`.
    public init(
        centeringOptions: CenteringOptions = .xy,
        sizingOptions: SizingOptions = [],
        child: any LayoutElement,
        style: LayoutStyle = LayoutStyle()
    ) {
        self.centeringOptions = centeringOptions
        self.sizingOptions = sizingOptions
        self.child = child
        self.style = style
    }

    /// The horizontal position this spec uses: centre or none.
    public var horizontalPosition: RelativeLayoutSpecPosition {
        centeringOptions.contains(.x) ? .center : .none
    }

    /// The vertical position this spec uses: centre or none.
    public var verticalPosition: RelativeLayoutSpecPosition {
        centeringOptions.contains(.y) ? .center : .none
    }

    /// See the type's discussion.
    public func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        var sizing: RelativeLayoutSpecSizingOptions = []
        if sizingOptions.contains(.minimumX) { sizing.insert(.minimumWidth) }
        if sizingOptions.contains(.minimumY) { sizing.insert(.minimumHeight) }
        return try RelativePlacement.layout(
            of: self,
            child: child,
            horizontal: horizontalPosition,
            vertical: verticalPosition,
            sizing: sizing,
            constrainedSize: constrainedSize,
            context: context
        )
    }
}
