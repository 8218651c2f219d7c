import Foundation

/// The result of laying out an element: its size, its position in its parent, and the layouts
/// of its children (Texture's `ASLayout`). An immutable, `Sendable` value tree.
///
/// A layout straight from ``LayoutElement/layoutThatFits(_:parentSize:context:)`` mirrors the
/// spec tree. ``flattened()`` turns it into what a node applies: its direct subnodes, in
/// depth-first order, with positions relative to it; ``frame(for:)`` then finds a subnode's
/// frame in constant time.
///
/// Sizes are ceiled to the pixel grid of the ``LayoutContext`` when a layout is created, as in
/// Texture; positions as the specs compute them, and ceiled to the grid (as absolute positions)
/// when flattened.
public struct Layout: Sendable {
    /// The element this layout is for.
    public let element: any LayoutElement
    /// Whether ``element`` is a spec or a node (with its identity), read once at creation.
    public let elementKind: LayoutElementKind
    /// Whether a spec may memoize this layout: the element and every element below it report
    /// their layout changes (``LayoutElement/reportsLayoutChanges``). Computed once at creation.
    let isMemoizable: Bool
    /// The size, on the pixel grid. Always finite, ≥ 0 and < 10⁷ points.
    public let size: CGSize
    /// The origin in the parent's coordinates; `nil` for a root layout (Texture's null point).
    /// Each coordinate is finite and less than 10¹⁴ points from the parent's origin
    /// (``isValidPosition(_:)``); flattened, each is finite.
    public internal(set) var position: CGPoint?
    /// The children's layouts, each with a position, in z-order (later ones on top).
    public let sublayouts: [Layout]
    /// The lazily built node index behind ``frame(for:)``; nil for a few sublayouts (scanned
    /// instead, see ``SublayoutIndex/linearScanLimit``).
    let index: SublayoutIndex?
    /// The pixel grid this layout was computed on, used again when flattening.
    let rounding: PixelRounding

    /// Creates a layout, ceiling `size` and `position` to the pixel grid of `context` (Texture's
    /// `ASLayout` initialiser).
    ///
    /// - Parameters:
    ///   - element: the element laid out.
    ///   - size: its size.
    ///   - position: its origin in the parent, or `nil` for a root layout.
    ///   - sublayouts: the children's layouts; each must have a position.
    ///   - context: the pixel grid to ceil to.
    /// - Throws: ``LayoutError/invalidLayoutSize(_:element:)`` for a size that is NaN, infinite,
    ///   negative or ≥ 10⁷ (Texture: an assertion, then 0×0); ``LayoutError/invalidLayoutPosition(_:element:)``
    ///   for a position that ``isValidPosition(_:)`` refuses (NaN, infinite, or 10¹⁴ points or
    ///   more from the parent's origin), or a sublayout without one.
    public init(
        element: any LayoutElement,
        size: CGSize,
        position: CGPoint? = nil,
        sublayouts: [Layout] = [],
        context: LayoutContext
    ) throws(LayoutError) {
        guard Self.isValidSize(size) else {
            throw .invalidLayoutSize(size, element: element.debugName)
        }
        if let position, !Self.isValidPosition(position) {
            throw .invalidLayoutPosition(position, element: element.debugName)
        }
        // Read in place: iterating by value would copy each sublayout (and retain its element).
        var allMemoizable = true
        let invalid = sublayouts.withUnsafeBufferPointer { buffer -> Int? in
            for index in buffer.indices {
                guard let subposition = buffer[index].position, Self.isValidPosition(subposition) else { return index }
                allMemoizable = allMemoizable && buffer[index].isMemoizable
            }
            return nil
        }
        if let invalid {
            guard let subposition = sublayouts[invalid].position else {
                throw .invalidLayoutPosition(nil, element: element.debugName)
            }
            throw .invalidLayoutPosition(subposition, element: sublayouts[invalid].element.debugName)
        }
        self.init(
            element: element,
            kind: element.layoutElementKind,
            isMemoizable: allMemoizable && element.reportsLayoutChanges,
            roundedSize: context.rounding.ceil(size),
            position: position.map(context.rounding.ceil),
            sublayouts: sublayouts,
            index: SublayoutIndex.make(sublayoutCount: sublayouts.count),
            rounding: context.rounding
        )
    }

    /// The memberwise initialiser; no validation, no rounding. `isMemoizable` defaults to
    /// `false`, which only keeps the layout out of spec memos.
    init(
        element: any LayoutElement,
        kind: LayoutElementKind,
        isMemoizable: Bool = false,
        roundedSize: CGSize,
        position: CGPoint?,
        sublayouts: [Layout],
        index: SublayoutIndex?,
        rounding: PixelRounding
    ) {
        self.element = element
        self.elementKind = kind
        self.isMemoizable = isMemoizable
        self.size = roundedSize
        self.position = position
        self.sublayouts = sublayouts
        self.index = index
        self.rounding = rounding
    }

    /// The root layout of a leaf node with no sublayouts, of `size`, already validated and on
    /// the pixel grid of `context`: what ``CachedLayout/layout(for:)`` gives for an entry that
    /// ``CachedLayout/isLeaf`` (a node's cache answering a hit from the size it kept).
    ///
    /// Not generic: called from another module, a generic function would not be specialised, and
    /// its unspecialised body retains the node more.
    package static func leaf(_ node: any LayoutNode, size: CGSize, context: LayoutContext) -> Layout {
        Layout(
            element: node,
            kind: .node(ObjectIdentifier(node)),
            isMemoizable: node.reportsLayoutChanges,
            roundedSize: size,
            position: nil,
            sublayouts: [],
            index: nil,
            rounding: context.rounding
        )
    }

    /// The root layout of a leaf node with no sublayouts, of a size already validated and on the
    /// pixel grid (a ``LayoutBox`` building its layout from a cached or measured size).
    init(leaf node: some LayoutNode, roundedSize: CGSize, rounding: PixelRounding) {
        self.init(
            element: node,
            kind: .node(ObjectIdentifier(node)),
            isMemoizable: node.reportsLayoutChanges,
            roundedSize: roundedSize,
            position: nil,
            sublayouts: [],
            index: nil,
            rounding: rounding
        )
    }

    /// The same layout for another element (a node's cache detaching itself, and re-attaching).
    func replacingElement(with element: any LayoutElement) -> Layout {
        Layout(
            element: element,
            kind: element.layoutElementKind,
            isMemoizable: isMemoizable,
            roundedSize: size,
            position: position,
            sublayouts: sublayouts,
            index: index,
            rounding: rounding
        )
    }

    /// The same layout at `position` in its parent, unrounded (a spec placing a child, as
    /// Texture's `sublayout.position = …`).
    func positioned(at position: CGPoint) -> Layout {
        Layout(
            element: element,
            kind: elementKind,
            isMemoizable: isMemoizable,
            roundedSize: size,
            position: position,
            sublayouts: sublayouts,
            index: index,
            rounding: rounding
        )
    }

    /// The pixels per point of the screen this layout was computed for.
    public var screenScale: CGFloat {
        rounding.screenScale
    }

    /// The frame in the parent: ``position`` (zero for a root) and ``size``.
    public var frame: CGRect {
        CGRect(origin: position ?? .zero, size: size)
    }

    /// Whether ``element`` is a node (and so appears in flattened layouts).
    public var isNode: Bool {
        elementKind.nodeIdentifier != nil
    }

    /// Texture's `ASIsCGSizeValidForSize`: each side a normal number or zero, ≥ 0 and < 10⁷
    /// points (so not NaN, not infinite, not `CGFloat.greatestFiniteMagnitude`).
    public static func isValidSize(_ size: CGSize) -> Bool {
        TextureArithmetic.isValidForSize(size.width) && TextureArithmetic.isValidForSize(size.height)
    }

    /// Whether a position in a parent can be laid out: each coordinate finite and less than 10¹⁴
    /// points from the parent's origin. Positions are summed and scaled when a layout is
    /// flattened onto the pixel grid; within this bound the grid of the largest screen scale is
    /// still exact and the sums stay finite (an inset of 9·10³⁰⁷ would otherwise become an
    /// infinite origin). Texture places children far outside their parent when their sizes add
    /// up beyond the range (a stack of three 5·10⁶-point children in a 100-point range), so the
    /// bound is far above the 10⁷ of sizes.
    public static func isValidPosition(_ position: CGPoint) -> Bool {
        abs(position.x) < maximumCoordinate && abs(position.y) < maximumCoordinate
    }

    /// The bound of ``isValidPosition(_:)``: 10¹⁴ points.
    static let maximumCoordinate: CGFloat = 1e14
}

extension Layout: CustomStringConvertible {
    /// The element, the frame and the number of sublayouts.
    public var description: String {
        let origin = position.map { "(\($0.x), \($0.y))" } ?? "root"
        return "Layout(\(element.debugName), \(origin), \(size.width)×\(size.height), \(sublayouts.count) sublayouts)"
    }
}
