import Foundation

/// The layout properties a parent reads from a child (Texture's `ASLayoutElementStyle`): its size
/// dimensions, how it flexes and aligns in a stack, its baselines, and its position in an
/// ``AbsoluteLayoutSpec``.
///
/// Defaults are Texture's: every size dimension ``LayoutDimension/auto``, `flexGrow` 0, `flexShrink`
/// **0** (CSS uses 1), `flexBasis` auto, `alignSelf` auto, spacing, baselines and position 0.
///
/// A style is a value: a node keeps one behind its lock and hands out copies; a change is
/// observable by comparing values. Numbers are validated when a layout reads them, and a bad one
/// is reported as ``LayoutError/invalidValue(property:value:element:expected:)``.
public struct LayoutStyle: Hashable, Sendable {
    /// The six size dimensions. The properties below forward to it.
    public var size = LayoutElementSize()

    /// Extra space before this child along a stack's axis, in points (may be negative).
    public var spacingBefore: CGFloat = 0
    /// Extra space after this child along a stack's axis, in points (may be negative).
    public var spacingAfter: CGFloat = 0
    /// How much of a stack's free space this child takes, relative to its siblings' `flexGrow`;
    /// 0 (the default) never grows. Finite and ≥ 0.
    public var flexGrow: CGFloat = 0
    /// How much this child gives up when its stack overflows, relative to its siblings'
    /// `flexShrink` and weighted by its size; 0 (the default, unlike CSS) never shrinks.
    /// Finite and ≥ 0.
    public var flexShrink: CGFloat = 0
    /// The child's stack-axis size before flexing; ``LayoutDimension/auto`` (the default) measures the
    /// child.
    public var flexBasis: LayoutDimension = .auto
    /// This child's cross-axis alignment, overriding the stack's `alignItems`.
    public var alignSelf: StackAlignSelf = .auto
    /// The distance from the top of the element to its first baseline, for
    /// ``StackAlignItems/baselineFirst``. Finite.
    public var ascender: CGFloat = 0
    /// The distance from the bottom of the element to its last baseline (usually ≤ 0), for
    /// ``StackAlignItems/baselineLast``. Finite.
    public var descender: CGFloat = 0
    /// The element's origin inside an ``AbsoluteLayoutSpec``. Finite.
    public var layoutPosition: CGPoint = .zero

    /// A style with Texture's defaults.
    public init() {}

    /// The exact width (``LayoutDimension/auto``: none).
    public var width: LayoutDimension {
        get { size.width }
        set { size.width = newValue }
    }

    /// The exact height (``LayoutDimension/auto``: none).
    public var height: LayoutDimension {
        get { size.height }
        set { size.height = newValue }
    }

    /// The minimum width (``LayoutDimension/auto``: none).
    public var minWidth: LayoutDimension {
        get { size.minWidth }
        set { size.minWidth = newValue }
    }

    /// The maximum width (``LayoutDimension/auto``: none).
    public var maxWidth: LayoutDimension {
        get { size.maxWidth }
        set { size.maxWidth = newValue }
    }

    /// The minimum height (``LayoutDimension/auto``: none).
    public var minHeight: LayoutDimension {
        get { size.minHeight }
        set { size.minHeight = newValue }
    }

    /// The maximum height (``LayoutDimension/auto``: none).
    public var maxHeight: LayoutDimension {
        get { size.maxHeight }
        set { size.maxHeight = newValue }
    }

    /// The exact width and height in points.
    ///
    /// Reading gives each dimension's points, 0 for ``LayoutDimension/auto`` (as Texture), and `nil`
    /// when either is a fraction (where Texture asserts). Setting points sets both; setting `nil`
    /// resets both to ``LayoutDimension/auto``.
    public var preferredSize: CGSize? {
        get {
            if case .fraction = width { return nil }
            if case .fraction = height { return nil }
            return CGSize(width: width.value, height: height.value)
        }
        set {
            width = newValue.map { .points($0.width) } ?? .auto
            height = newValue.map { .points($0.height) } ?? .auto
        }
    }

    /// Sets ``minWidth`` and ``minHeight`` in points.
    public mutating func setMinSize(_ minSize: CGSize) {
        minWidth = .points(minSize.width)
        minHeight = .points(minSize.height)
    }

    /// Sets ``maxWidth`` and ``maxHeight`` in points.
    public mutating func setMaxSize(_ maxSize: CGSize) {
        maxWidth = .points(maxSize.width)
        maxHeight = .points(maxSize.height)
    }

    /// ``width`` and ``height`` as one relative size.
    public var preferredLayoutSize: LayoutSize {
        get { LayoutSize(width: width, height: height) }
        set {
            width = newValue.width
            height = newValue.height
        }
    }

    /// ``minWidth`` and ``minHeight`` as one relative size.
    public var minLayoutSize: LayoutSize {
        get { LayoutSize(width: minWidth, height: minHeight) }
        set {
            minWidth = newValue.width
            minHeight = newValue.height
        }
    }

    /// ``maxWidth`` and ``maxHeight`` as one relative size.
    public var maxLayoutSize: LayoutSize {
        get { LayoutSize(width: maxWidth, height: maxHeight) }
        set {
            maxWidth = newValue.width
            maxHeight = newValue.height
        }
    }
}

extension LayoutStyle {
    /// Throws for a stack property that a stack cannot use: NaN or infinite spacing, baselines
    /// or flex factors, or negative flex factors.
    func validateStackProperties(element: @autoclosure () -> String) throws(LayoutError) {
        // One cheap pass for the common case; the element's name only for the error.
        guard !hasValidStackProperties else { return }
        try Self.requireFinite(spacingBefore, "spacingBefore", element())
        try Self.requireFinite(spacingAfter, "spacingAfter", element())
        try Self.requireFinite(ascender, "ascender", element())
        try Self.requireFinite(descender, "descender", element())
        try Self.requireNonNegative(flexGrow, "flexGrow", element())
        try Self.requireNonNegative(flexShrink, "flexShrink", element())
        try flexBasis.validate(property: "flexBasis", element: element())
    }

    /// Whether ``validateStackProperties(element:)`` would not throw.
    var hasValidStackProperties: Bool {
        spacingBefore.isFinite && spacingAfter.isFinite && ascender.isFinite && descender.isFinite
            && flexGrow.isFinite && flexGrow >= 0 && flexShrink.isFinite && flexShrink >= 0 && flexBasis.isValid
    }

    /// Throws for a layout position with a NaN or infinite coordinate.
    func validateLayoutPosition(element: @autoclosure () -> String) throws(LayoutError) {
        try Self.requireFinite(layoutPosition.x, "layoutPosition.x", element())
        try Self.requireFinite(layoutPosition.y, "layoutPosition.y", element())
    }

    // The element's name is an autoclosure all the way down: it is built only for the error
    // (an element's debug name can cost a type-name lookup, on every child of every stack).
    private static func requireFinite(_ value: CGFloat, _ property: String, _ element: @autoclosure () -> String) throws(LayoutError) {
        guard value.isFinite else {
            throw .invalidValue(property: "style.\(property)", value: value, element: element(), expected: "a finite number")
        }
    }

    private static func requireNonNegative(_ value: CGFloat, _ property: String, _ element: @autoclosure () -> String) throws(LayoutError) {
        guard value.isFinite, value >= 0 else {
            throw .invalidValue(property: "style.\(property)", value: value, element: element(), expected: "finite and ≥ 0")
        }
    }
}
