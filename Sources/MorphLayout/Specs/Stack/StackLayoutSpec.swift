import Foundation

/// Lays out its children one after another along an axis, Texture's flexbox-like stack
/// (`ASStackLayoutSpec`).
///
/// Children are measured, broken into lines if ``flexWrap`` allows, flexed to resolve
/// overflow (``LayoutStyle/flexShrink``) or free space (``LayoutStyle/flexGrow``), sized on the
/// cross axis (``alignItems``, ``LayoutStyle/alignSelf``, stretching, baselines) and positioned
/// (``justifyContent``, ``alignContent``, ``spacing``, ``lineSpacing``,
/// ``LayoutStyle/spacingBefore``/``LayoutStyle/spacingAfter``). The stack's size is its content's,
/// clamped to the range it is offered.
///
/// The stack is *not* CSS flexbox; it keeps Texture's behaviour where the two differ (see the
/// "Layout specs" article): a range behaves like a shrink-to-fit container (free space is
/// measured against the range's **minimum**), grow shares are floored to whole points, shrinking
/// is a single pass, `flexShrink` defaults to 0, and fractions resolve only against an exact
/// stack size.
///
/// `alignItems` defaults to ``StackAlignItems/stretch``, as in Texture's initialiser.
///
/// A vertical stack reports its first child's ascender and its last child's descender as its
/// own (Texture writes them into the stack's style after laying out; Morph computes them when
/// the ``style`` is read).
public struct StackLayoutSpec: LayoutSpecElement {
    /// `true`: the layout depends only on the spec's values and its children's layouts (see
    /// ``LayoutElement/reportsLayoutChanges``).
    public var reportsLayoutChanges: Bool {
        true
    }

    private var ownStyle: LayoutStyle
    /// The last layouts of this value (shared by its copies, each finding only its own entries).
    private let memo = LayoutMemo<StackConfiguration>()
    private var storedJustifyContent: StackJustifyContent
    private var storedAlignItems: StackAlignItems

    /// The children, in order along the stack axis.
    public var children: [any LayoutElement]
    /// The distance between adjacent children, in points (may be negative). Finite.
    public var spacing: CGFloat
    /// Whether children break into several lines.
    public var flexWrap: StackFlexWrap
    /// How lines are distributed on the cross axis when there are several.
    public var alignContent: StackAlignContent
    /// The distance between adjacent lines, in points. Finite.
    public var lineSpacing: CGFloat

    /// The stack axis. Changing it re-applies ``horizontalAlignment`` and ``verticalAlignment``.
    public var direction: StackDirection {
        didSet { resolveAlignmentConveniences() }
    }

    /// How children are distributed along the stack axis.
    ///
    /// While ``horizontalAlignment`` (horizontal stack) or ``verticalAlignment`` (vertical
    /// stack) is not `.none`, that convenience decides this value and assigning it has no
    /// effect (Texture asserts); once the convenience is reset, the last resolved value stays.
    public var justifyContent: StackJustifyContent {
        get { storedJustifyContent }
        set {
            storedJustifyContent = newValue
            resolveAlignmentConveniences()
        }
    }

    /// How children are placed on the cross axis (overridable per child by
    /// ``LayoutStyle/alignSelf``).
    ///
    /// While ``verticalAlignment`` (horizontal stack) or ``horizontalAlignment`` (vertical
    /// stack) is not `.none`, that convenience decides this value and assigning it has no
    /// effect (Texture asserts); once the convenience is reset, the last resolved value stays.
    public var alignItems: StackAlignItems {
        get { storedAlignItems }
        set {
            storedAlignItems = newValue
            resolveAlignmentConveniences()
        }
    }

    /// Places children horizontally whatever the direction: sets ``justifyContent`` of a
    /// horizontal stack, ``alignItems`` of a vertical one. `.none` (the default) leaves them.
    public var horizontalAlignment: HorizontalAlignment = .none {
        didSet { resolveAlignmentConveniences() }
    }

    /// Places children vertically whatever the direction: sets ``alignItems`` of a horizontal
    /// stack, ``justifyContent`` of a vertical one. `.none` (the default) leaves them.
    public var verticalAlignment: VerticalAlignment = .none {
        didSet { resolveAlignmentConveniences() }
    }

    /// Creates a stack (Texture's designated initialiser and defaults).
    public init(
        direction: StackDirection = .horizontal,
        spacing: CGFloat = 0,
        justifyContent: StackJustifyContent = .start,
        alignItems: StackAlignItems = .stretch,
        flexWrap: StackFlexWrap = .noWrap,
        alignContent: StackAlignContent = .start,
        lineSpacing: CGFloat = 0,
        children: [any LayoutElement],
        style: LayoutStyle = LayoutStyle()
    ) {
        self.direction = direction
        self.spacing = spacing
        self.storedJustifyContent = justifyContent
        self.storedAlignItems = alignItems
        self.flexWrap = flexWrap
        self.alignContent = alignContent
        self.lineSpacing = lineSpacing
        self.children = children
        self.ownStyle = style
    }

    /// The stack's style; for a vertical stack with children, its ascender is the first
    /// child's and its descender the last child's (see the type's discussion).
    public var style: LayoutStyle {
        get {
            guard direction == .vertical, let first = children.first, let last = children.last else { return ownStyle }
            var style = ownStyle
            style.ascender = first.style.ascender
            style.descender = last.style.descender
            return style
        }
        set { ownStyle = newValue }
    }

    /// Texture's `resolveHorizontalAlignment` and `resolveVerticalAlignment`.
    private mutating func resolveAlignmentConveniences() {
        switch direction {
        case .horizontal:
            storedJustifyContent = horizontalAlignment.justifyContent(default: storedJustifyContent)
            storedAlignItems = verticalAlignment.alignItems(default: storedAlignItems)
        case .vertical:
            storedAlignItems = horizontalAlignment.alignItems(default: storedAlignItems)
            storedJustifyContent = verticalAlignment.justifyContent(default: storedJustifyContent)
        }
    }

    /// Lays out the children (see the type's discussion). Without children the stack is the
    /// range's minimum size.
    ///
    /// Memoized: a layout whose elements all report their layout changes
    /// (``LayoutElement/reportsLayoutChanges``) is kept with its range and pixel grid, and a
    /// later call on this value (or an unchanged copy) with the same range and grid returns it
    /// without laying out the children again — until ``LayoutEpoch`` advances (any
    /// ``LayoutBox`` change does) or the stack's properties or children change. The result is
    /// always the layout a fresh pass would compute. See "Memoized specs" in
    /// <doc:LayoutElementsAndNodes>.
    ///
    /// - Throws: ``LayoutError/invalidValue(property:value:element:expected:)`` for a NaN or
    ///   infinite ``spacing`` or ``lineSpacing``, or a child style with a NaN/infinite spacing or
    ///   baseline or a negative/NaN/infinite flex factor; and any error of the children.
    /// - Complexity: O(n) in the number of children, plus at most three layouts of each; O(1)
    ///   when memoized.
    public func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        guard !children.isEmpty else {
            return try Layout(element: self, size: constrainedSize.min, context: context)
        }
        let configuration = try validatedConfiguration()
        // Read before laying out: a change during the pass leaves the entry stale.
        let epoch = LayoutEpoch.current
        if let memoized = memo.detachedLayout(
            for: constrainedSize, rounding: context.rounding, epoch: epoch,
            fingerprint: configuration, children: children
        ) {
            return memoized.replacingElement(with: self)
        }
        let layout = try layOutChildren(constrainedSize, configuration: configuration, context: context)
        memo.store(layout, for: constrainedSize, rounding: context.rounding, epoch: epoch, fingerprint: configuration, children: children)
        return layout
    }

    /// The most children whose per-item values the stack keeps on the stack rather than the heap
    /// (about 1 KB; the standard library may still choose the heap).
    private static let inlineItemLimit = 10

    /// Runs the stack algorithm on the children.
    private func layOutChildren(_ constrainedSize: SizeRange, configuration: StackConfiguration, context: LayoutContext) throws(LayoutError) -> Layout {
        try children.withUnsafeBufferPointer { children throws(LayoutError) -> Layout in
            let run = { (items: UnsafeMutableBufferPointer<StackItem>) throws(LayoutError) -> Layout in
                try layOut(children, items: items, constrainedSize, configuration: configuration, context: context)
            }
            // The items are plain values (no references), so their memory needs no
            // deinitialisation, even after an error part of the way through.
            if children.count <= Self.inlineItemLimit {
                return try withUnsafeTemporaryAllocation(of: StackItem.self, capacity: children.count, run)
            }
            // More in the thread's reused scratch memory (fresh pages for a large list on every
            // layout cost more than the layout's own work on them).
            return try ScratchMemory.withBuffer(of: StackItem.self, count: children.count, run)
        }
    }

    /// Reads the children's styles into `items` (uninitialised, one per child) and runs the
    /// stack algorithm.
    private func layOut(
        _ children: UnsafeBufferPointer<any LayoutElement>,
        items: UnsafeMutableBufferPointer<StackItem>,
        _ constrainedSize: SizeRange,
        configuration: StackConfiguration,
        context: LayoutContext
    ) throws(LayoutError) -> Layout {
        var invalidStyleSizes: [Int: LayoutElementSize] = [:]
        for index in children.indices {
            // Read each child's style once (a node's style is behind its lock), in place.
            let childStyle = StackLayoutAlgorithm.style(of: &StackLayoutAlgorithm.child(at: index, in: children).pointee)
            if !childStyle.hasValidStackProperties {
                try childStyle.validateStackProperties(element: children[index].debugName)
            }
            let itemStyle = StackItemStyle(childStyle, configuration: configuration)
            if !itemStyle.hasValidSize { invalidStyleSizes[index] = childStyle.size }
            items.initializeElement(at: index, to: StackItem(style: itemStyle, size: .zero))
        }
        var algorithm = StackLayoutAlgorithm(
            children: children,
            items: items,
            invalidStyleSizes: invalidStyleSizes,
            configuration: configuration,
            sizeRange: constrainedSize,
            context: context
        )
        let (sublayouts, size) = try algorithm.run()
        return try Layout(element: self, size: size, sublayouts: sublayouts, context: context)
    }

    private func validatedConfiguration() throws(LayoutError) -> StackConfiguration {
        guard spacing.isFinite else {
            throw .invalidValue(property: "spacing", value: spacing, element: debugName, expected: "a finite number")
        }
        guard lineSpacing.isFinite else {
            throw .invalidValue(property: "lineSpacing", value: lineSpacing, element: debugName, expected: "a finite number")
        }
        return StackConfiguration(
            direction: direction,
            spacing: spacing,
            justifyContent: justifyContent,
            alignItems: alignItems,
            flexWrap: flexWrap,
            alignContent: alignContent,
            lineSpacing: lineSpacing
        )
    }
}
