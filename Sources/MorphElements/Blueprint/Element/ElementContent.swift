import Foundation

/// What an element contains: child elements with the layout spec that arranges them, or a size
/// of its own (Blueprint's `ElementContent`, laid out with MorphLayout's specs).
///
/// A container builds a spec from its children — each child stands in the spec as a
/// `LayoutElement` whose `LayoutElement.style` is the child's content ``style``:
///
/// ```
/// ElementContent(children: [title, subtitle]) { children in
///     StackLayoutSpec(direction: .vertical, spacing: 8, children: children)
/// }
/// ```
///
/// The spec may be built many times (a stack measures a child again when it flexes), on any
/// thread: it must be a pure function of its input. A leaf measures itself with
/// ``init(intrinsicSize:style:)`` or ``init(style:measuring:)``.
///
/// Children are identified among their siblings by type, key and occurrence
/// (``ElementIdentifier``); give a child a ``Child/key`` so its identity does not depend on its
/// position.
public struct ElementContent: Sendable {
    /// A child element with its optional key.
    public struct Child: Sendable {
        /// The child element.
        public var element: any Element
        /// The key that tells the child apart from its siblings of the same type, if any.
        public var key: ElementKey?

        /// `element`, keyed by `key`.
        public init(_ element: any Element, key: ElementKey? = nil) {
            self.element = element
            self.key = key
        }
    }

    /// How the content is laid out.
    enum Storage: Sendable {
        /// A leaf: its size for the largest size it may take in the element's traits (clamped to
        /// the range afterwards).
        case measured(@Sendable (CGSize, TraitCollection) -> CGSize)
        /// A container: the spec built around the children's layout elements, in child order.
        case arranged([Child], @Sendable ([any LayoutElement]) -> any LayoutElement)
    }

    /// The element's own style — size, flex factors, alignment — read by the spec of its parent.
    public var style: LayoutStyle
    let storage: Storage

    /// A leaf of a fixed size, clamped to the range its parent offers.
    public init(intrinsicSize: CGSize, style: LayoutStyle = LayoutStyle()) {
        self.style = style
        storage = .measured { _, _ in intrinsicSize }
    }

    /// A leaf that measures itself: `measure` receives the largest size the parent allows (each
    /// side may be infinite) and returns the element's size, which is then clamped to the range.
    /// A NaN, infinite or negative result is a `LayoutError.invalidMeasuredSize(_:element:)`.
    public init(style: LayoutStyle = LayoutStyle(), measuring measure: @escaping @Sendable (CGSize) -> CGSize) {
        self.style = style
        storage = .measured { size, _ in measure(size) }
    }

    /// A leaf that measures itself in its trait collection: `measure` receives the largest size
    /// the parent allows and the element's traits (a text whose font has a text style measures at
    /// the traits' content size category), and returns the element's size, which is then clamped
    /// to the range. The traits it reads are layout inputs of the host (see `TraitCollection`).
    public init(style: LayoutStyle = LayoutStyle(), measuringIn measure: @escaping @Sendable (CGSize, TraitCollection) -> CGSize) {
        self.style = style
        storage = .measured(measure)
    }

    /// One child that takes the element's whole size: the element is as large as the child.
    public init(child: any Element, key: ElementKey? = nil, style: LayoutStyle = LayoutStyle()) {
        self.style = style
        storage = .arranged([Child(child, key: key)]) { children in children[0] }
    }

    /// One child arranged by the spec `layout` builds around it (an inset, a centring, a ratio…).
    public init(
        child: any Element,
        key: ElementKey? = nil,
        style: LayoutStyle = LayoutStyle(),
        layout: @escaping @Sendable (any LayoutElement) -> any LayoutElement
    ) {
        self.style = style
        storage = .arranged([Child(child, key: key)]) { children in layout(children[0]) }
    }

    /// Children arranged by the spec `layout` builds around them (given in the same order).
    public init(
        children: [Child],
        style: LayoutStyle = LayoutStyle(),
        layout: @escaping @Sendable ([any LayoutElement]) -> any LayoutElement
    ) {
        self.style = style
        storage = .arranged(children, layout)
    }

    /// Unkeyed children arranged by the spec `layout` builds around them.
    public init(
        children: [any Element],
        style: LayoutStyle = LayoutStyle(),
        layout: @escaping @Sendable ([any LayoutElement]) -> any LayoutElement
    ) {
        self.init(children: children.map { Child($0) }, style: style, layout: layout)
    }

    /// The children, in order; empty for a leaf.
    public var children: [Child] {
        switch storage {
        case .measured: []
        case .arranged(let children, _): children
        }
    }
}
