import Foundation

/// A spec tree as a Texture case describes it (`setup.spec`): the specs and their options, and
/// the leaf nodes with their ids, colours and styles.
///
/// ``makeElement(nodes:)`` turns it into layout elements: specs become the spec values of
/// MorphLayout and nodes become `LayoutBox`es named by their id.
public indirect enum TextureSpecDescription: Hashable, Sendable {
    /// A leaf node (`"type": "node"`): a plain box, or one with an intrinsic size.
    case node(Node)
    /// `"type": "spacer"`: a `LayoutSpec`.
    case spacer(style: LayoutStyle)
    /// `"type": "wrapper"`: a `WrapperLayoutSpec`.
    case wrapper(children: [TextureSpecDescription], style: LayoutStyle)
    /// `"type": "stack"`: a `StackLayoutSpec`.
    case stack(StackOptions, children: [TextureSpecDescription], style: LayoutStyle)
    /// `"type": "inset"`: an `InsetLayoutSpec`.
    case inset(EdgeInsets, child: TextureSpecDescription, style: LayoutStyle)
    /// `"type": "overlay"`: an `OverlayLayoutSpec`.
    case overlay(child: TextureSpecDescription, overlay: TextureSpecDescription, style: LayoutStyle)
    /// `"type": "background"`: a `BackgroundLayoutSpec`.
    case background(child: TextureSpecDescription, background: TextureSpecDescription, style: LayoutStyle)
    /// `"type": "center"`: a `CenterLayoutSpec`.
    case center(CenterLayoutSpec.CenteringOptions, CenterLayoutSpec.SizingOptions, child: TextureSpecDescription, style: LayoutStyle)
    /// `"type": "relative"`: a `RelativeLayoutSpec`.
    case relative(
        horizontal: RelativeLayoutSpecPosition,
        vertical: RelativeLayoutSpecPosition,
        sizing: RelativeLayoutSpecSizingOptions,
        child: TextureSpecDescription,
        style: LayoutStyle
    )
    /// `"type": "ratio"`: a `RatioLayoutSpec`.
    case ratio(CGFloat, child: TextureSpecDescription, style: LayoutStyle)
    /// `"type": "absolute"`: an `AbsoluteLayoutSpec`.
    case absolute(AbsoluteLayoutSpec.Sizing, children: [TextureSpecDescription], style: LayoutStyle)
    /// `"type": "corner"`: a `CornerLayoutSpec`.
    case corner(
        CornerLayoutSpec.Location,
        offset: CGPoint,
        wrapsCorner: Bool,
        child: TextureSpecDescription,
        corner: TextureSpecDescription,
        style: LayoutStyle
    )

    /// A leaf node of a case.
    public struct Node: Hashable, Sendable {
        /// The node's id, unique in the case; the id of its frame in the result.
        public var id: String
        /// The colour the case paints it with, if any (a name such as `"red"`).
        public var color: String?
        /// Its style.
        public var style: LayoutStyle
        /// Its content size (`"intrinsic"`), or nil for a plain node.
        public var intrinsicSize: CGSize?

        /// Creates a node description.
        public init(id: String, color: String? = nil, style: LayoutStyle = LayoutStyle(), intrinsicSize: CGSize? = nil) {
            self.id = id
            self.color = color
            self.style = style
            self.intrinsicSize = intrinsicSize
        }
    }

    /// A stack's options, with `StackLayoutSpec`'s defaults.
    public struct StackOptions: Hashable, Sendable {
        /// See `StackLayoutSpec.direction`.
        public var direction: StackDirection = .horizontal
        /// See `StackLayoutSpec.spacing`.
        public var spacing: CGFloat = 0
        /// See `StackLayoutSpec.justifyContent`.
        public var justifyContent: StackJustifyContent = .start
        /// See `StackLayoutSpec.alignItems`.
        public var alignItems: StackAlignItems = .stretch
        /// See `StackLayoutSpec.flexWrap`.
        public var flexWrap: StackFlexWrap = .noWrap
        /// See `StackLayoutSpec.alignContent`.
        public var alignContent: StackAlignContent = .start
        /// See `StackLayoutSpec.lineSpacing`.
        public var lineSpacing: CGFloat = 0
        /// See `StackLayoutSpec.horizontalAlignment`.
        public var horizontalAlignment: HorizontalAlignment = .none
        /// See `StackLayoutSpec.verticalAlignment`.
        public var verticalAlignment: VerticalAlignment = .none

        /// The defaults.
        public init() {}
    }

    /// The spec types the format defines, as written in `"type"`.
    public static let typeNames = [
        "node", "spacer", "wrapper", "stack", "inset", "overlay", "background", "center", "relative", "ratio",
        "absolute", "corner",
    ]

    /// The leaf nodes in depth-first order (children before later siblings).
    public var nodes: [Node] {
        var nodes: [Node] = []
        collectNodes(into: &nodes)
        return nodes
    }

    private func collectNodes(into nodes: inout [Node]) {
        switch self {
        case .node(let node):
            nodes.append(node)
        case .spacer:
            break
        case .wrapper(let children, _), .stack(_, let children, _), .absolute(_, let children, _):
            for child in children { child.collectNodes(into: &nodes) }
        case .inset(_, let child, _), .center(_, _, let child, _), .relative(_, _, _, let child, _), .ratio(_, let child, _):
            child.collectNodes(into: &nodes)
        case .overlay(let child, let other, _), .background(let child, let other, _), .corner(_, _, _, let child, let other, _):
            child.collectNodes(into: &nodes)
            other.collectNodes(into: &nodes)
        }
    }

    /// The layout element tree this description stands for, with a new `LayoutBox` for each
    /// node, added to `nodes` by id.
    ///
    /// - Complexity: O(n) in the number of descriptions.
    public func makeElement(nodes: inout [String: LayoutBox]) -> any LayoutElement {
        switch self {
        case .node(let node):
            let box = LayoutBox(node.id, style: node.style, intrinsicSize: node.intrinsicSize)
            nodes[node.id] = box
            return box
        case .spacer(let style):
            return LayoutSpec(style: style)
        case let .wrapper(children, style):
            return WrapperLayoutSpec(children: children.map { $0.makeElement(nodes: &nodes) }, style: style)
        case let .stack(options, children, style):
            var stack = StackLayoutSpec(
                direction: options.direction,
                spacing: options.spacing,
                justifyContent: options.justifyContent,
                alignItems: options.alignItems,
                flexWrap: options.flexWrap,
                alignContent: options.alignContent,
                lineSpacing: options.lineSpacing,
                children: children.map { $0.makeElement(nodes: &nodes) },
                style: style
            )
            stack.horizontalAlignment = options.horizontalAlignment
            stack.verticalAlignment = options.verticalAlignment
            return stack
        case let .inset(insets, child, style):
            return InsetLayoutSpec(insets: insets, child: child.makeElement(nodes: &nodes), style: style)
        case let .overlay(child, overlay, style):
            let childElement = child.makeElement(nodes: &nodes)
            return OverlayLayoutSpec(child: childElement, overlay: overlay.makeElement(nodes: &nodes), style: style)
        case let .background(child, background, style):
            let childElement = child.makeElement(nodes: &nodes)
            return BackgroundLayoutSpec(child: childElement, background: background.makeElement(nodes: &nodes), style: style)
        case let .center(centering, sizing, child, style):
            return CenterLayoutSpec(
                centeringOptions: centering,
                sizingOptions: sizing,
                child: child.makeElement(nodes: &nodes),
                style: style
            )
        case let .relative(horizontal, vertical, sizing, child, style):
            return RelativeLayoutSpec(
                horizontalPosition: horizontal,
                verticalPosition: vertical,
                sizingOption: sizing,
                child: child.makeElement(nodes: &nodes),
                style: style
            )
        case let .ratio(ratio, child, style):
            return RatioLayoutSpec(ratio: ratio, child: child.makeElement(nodes: &nodes), style: style)
        case let .absolute(sizing, children, style):
            return AbsoluteLayoutSpec(sizing: sizing, children: children.map { $0.makeElement(nodes: &nodes) }, style: style)
        case let .corner(location, offset, wrapsCorner, child, corner, style):
            let childElement = child.makeElement(nodes: &nodes)
            return CornerLayoutSpec(
                child: childElement,
                corner: corner.makeElement(nodes: &nodes),
                location: location,
                offset: offset,
                wrapsCorner: wrapsCorner,
                style: style
            )
        }
    }
}
