import Foundation

extension StackLayoutSpec {
    /// A stack whose children are built by `children` (see ``LayoutSpecBuilder``).
    public init(
        direction: StackDirection = .horizontal,
        spacing: CGFloat = 0,
        justifyContent: StackJustifyContent = .start,
        alignItems: StackAlignItems = .stretch,
        flexWrap: StackFlexWrap = .noWrap,
        alignContent: StackAlignContent = .start,
        lineSpacing: CGFloat = 0,
        style: LayoutStyle = LayoutStyle(),
        @LayoutSpecBuilder children: () -> [any LayoutElement]
    ) {
        self.init(
            direction: direction,
            spacing: spacing,
            justifyContent: justifyContent,
            alignItems: alignItems,
            flexWrap: flexWrap,
            alignContent: alignContent,
            lineSpacing: lineSpacing,
            children: children(),
            style: style
        )
    }

    /// A horizontal stack whose children are built by `children`.
    public static func horizontal(
        spacing: CGFloat = 0,
        justifyContent: StackJustifyContent = .start,
        alignItems: StackAlignItems = .stretch,
        style: LayoutStyle = LayoutStyle(),
        @LayoutSpecBuilder children: () -> [any LayoutElement]
    ) -> StackLayoutSpec {
        StackLayoutSpec(
            direction: .horizontal,
            spacing: spacing,
            justifyContent: justifyContent,
            alignItems: alignItems,
            children: children(),
            style: style
        )
    }

    /// A vertical stack whose children are built by `children`.
    public static func vertical(
        spacing: CGFloat = 0,
        justifyContent: StackJustifyContent = .start,
        alignItems: StackAlignItems = .stretch,
        style: LayoutStyle = LayoutStyle(),
        @LayoutSpecBuilder children: () -> [any LayoutElement]
    ) -> StackLayoutSpec {
        StackLayoutSpec(
            direction: .vertical,
            spacing: spacing,
            justifyContent: justifyContent,
            alignItems: alignItems,
            children: children(),
            style: style
        )
    }
}

extension WrapperLayoutSpec {
    /// A wrapper whose children are built by `children`.
    public init(style: LayoutStyle = LayoutStyle(), @LayoutSpecBuilder children: () -> [any LayoutElement]) {
        self.init(children: children(), style: style)
    }
}

extension AbsoluteLayoutSpec {
    /// An absolute spec whose children are built by `children`.
    public init(
        sizing: Sizing = .default,
        style: LayoutStyle = LayoutStyle(),
        @LayoutSpecBuilder children: () -> [any LayoutElement]
    ) {
        self.init(sizing: sizing, children: children(), style: style)
    }
}
