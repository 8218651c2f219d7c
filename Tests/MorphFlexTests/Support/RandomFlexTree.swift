import Foundation
@testable import MorphFlex
import MorphTestSupport

/// A random flex tree with ordinary values (no extreme numbers): every style property, measured
/// leaves, `display: none` and `contents`, absolute children, wrapping, percentages, gaps,
/// aspect ratios, and a random configuration and owner size.
///
/// With `pointLengthsOnly`, every length the generator would make a percentage or a sizing
/// keyword is a number of points instead: trees whose measurements the engine can reuse across
/// fit-content sizes (see `MeasurementRange`). With `nestsDeeply`, each node goes under one of the
/// last three containers, down to twelve levels: nested content-sized containers. Without
/// `measuresLeaves`, leaves are plain nodes (sized by their style) instead of measured text.
struct RandomFlexTree {
    var tree: FlexTree
    let root: FlexNodeID
    let nodes: [FlexNodeID]
    let availableWidth: CGFloat?
    let availableHeight: CGFloat?
    let direction: FlexLayoutDirection

    init(using random: inout SplitMix64, maximumNodes: Int = 24, pointLengthsOnly: Bool = false, nestsDeeply: Bool = false, measuresLeaves: Bool = true) {
        var config = FlexConfig()
        config.screenScale = [0, 1, 1, 2, 3, 1.5, 2.5][Int.random(in: 0..<7, using: &random)]
        config.useWebDefaults = Int.random(in: 0..<4, using: &random) == 0
        config.errata = [FlexErrata.none, .minSizeUndefinedInsteadOfAuto, .all, .classic][Int.random(in: 0..<4, using: &random)]
        var tree = FlexTree(config: config)
        var nodes: [FlexNodeID] = []
        let count = Int.random(in: 1...maximumNodes, using: &random)
        var containers: [(node: FlexNodeID, depth: Int)] = []
        for index in 0..<count {
            let isLeaf = index > 0 && Int.random(in: 0..<3, using: &random) == 0
            let style = Self.style(isRoot: index == 0, pointLengthsOnly: pointLengthsOnly, using: &random)
            let node: FlexNodeID
            if isLeaf && measuresLeaves {
                let intrinsic = CGSize(width: CGFloat(Int.random(in: 0...120, using: &random)), height: CGFloat(Int.random(in: 0...40, using: &random)))
                node = tree.addNode(style: style, measure: Self.measure(intrinsic))
            } else {
                node = tree.addNode(style: style)
            }
            let parentIndex = nestsDeeply
                ? Int.random(in: max(0, containers.count - 3)..<max(1, containers.count), using: &random)
                : (containers.isEmpty ? 0 : Int.random(in: 0..<containers.count, using: &random))
            if let parent = containers.isEmpty ? nil : containers[parentIndex] {
                try? tree.appendChild(node, to: parent.node)
                if !isLeaf && parent.depth < (nestsDeeply ? 12 : 6) { containers.append((node, parent.depth + 1)) }
            } else if !isLeaf {
                containers.append((node, 1))
            }
            nodes.append(node)
        }
        self.tree = tree
        self.root = nodes[0]
        self.nodes = nodes.filter { tree.contains($0) && (tree.parent(of: $0) != nil || $0 == nodes[0]) }
        availableWidth = Int.random(in: 0..<4, using: &random) == 0 ? nil : CGFloat(Int.random(in: 0...500, using: &random)) + (Bool.random(using: &random) ? 0.5 : 0)
        availableHeight = Int.random(in: 0..<4, using: &random) == 0 ? nil : CGFloat(Int.random(in: 0...500, using: &random)) + (Bool.random(using: &random) ? 0.25 : 0)
        direction = Bool.random(using: &random) ? .ltr : .rtl
    }

    /// Text-like content: as wide as it likes up to the offer, taller when narrower.
    static func measure(_ intrinsic: CGSize) -> FlexMeasureFunction {
        { input in
            let width: CGFloat
            switch input.widthMode {
            case .exactly: width = input.width
            case .atMost: width = min(input.width, intrinsic.width)
            case .undefined: width = intrinsic.width
            }
            let lines = width > 0 ? max(1, (intrinsic.width / width).rounded(.up)) : 1
            let natural = intrinsic.height * lines
            let height: CGFloat
            switch input.heightMode {
            case .exactly: height = input.height
            case .atMost: height = min(input.height, natural)
            case .undefined: height = natural
            }
            return CGSize(width: width, height: height)
        }
    }

    static func pick<T>(_ values: [T], using random: inout SplitMix64) -> T {
        values[Int.random(in: 0..<values.count, using: &random)]
    }

    static func size(pointLengthsOnly: Bool = false, using random: inout SplitMix64) -> FlexSize {
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1: return .points(CGFloat(Int.random(in: 0...200, using: &random)) + pick([0, 0.5, 0.25, 1 / 3], using: &random))
        case 2:
            let number = CGFloat(Int.random(in: 0...100, using: &random))
            return pointLengthsOnly ? .points(number) : .percent(number)
        case 3: return .auto
        case 4:
            let keyword = pick([FlexSize.maxContent, .fitContent, .stretch], using: &random)
            return pointLengthsOnly ? .auto : keyword
        default: return .undefined
        }
    }

    static func length(negative: Bool, pointLengthsOnly: Bool = false, using random: inout SplitMix64) -> FlexLength {
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1: return .points(CGFloat(Int.random(in: negative ? -20...30 : 0...30, using: &random)) + pick([0, 0.5, 1 / 3], using: &random))
        case 2:
            let number = CGFloat(Int.random(in: negative ? -10...20 : 0...20, using: &random))
            return pointLengthsOnly ? .points(number) : .percent(number)
        case 3: return negative ? .auto : .undefined
        default: return .undefined
        }
    }

    static func edges(negative: Bool, pointLengthsOnly: Bool = false, using random: inout SplitMix64) -> FlexEdgeValues {
        var values = FlexEdgeValues()
        guard Int.random(in: 0..<3, using: &random) == 0 else { return values }
        for edge in [FlexEdge.left, .top, .right, .bottom, .start, .end, .horizontal, .vertical, .all] where Int.random(in: 0..<4, using: &random) == 0 {
            values[edge] = length(negative: negative, pointLengthsOnly: pointLengthsOnly, using: &random)
        }
        return values
    }

    static func style(isRoot: Bool, pointLengthsOnly: Bool = false, using random: inout SplitMix64) -> FlexStyle {
        var style = FlexStyle()
        style.direction = pick([.inherit, .inherit, .ltr, .rtl], using: &random)
        style.flexDirection = pick([.column, .columnReverse, .row, .rowReverse], using: &random)
        style.justifyContent = pick([.flexStart, .center, .flexEnd, .spaceBetween, .spaceAround, .spaceEvenly], using: &random)
        style.alignContent = pick([.flexStart, .center, .flexEnd, .stretch, .spaceBetween, .spaceAround, .spaceEvenly], using: &random)
        style.alignItems = pick([.flexStart, .center, .flexEnd, .stretch, .stretch, .baseline], using: &random)
        style.alignSelf = pick([.auto, .auto, .auto, .flexStart, .center, .flexEnd, .stretch, .baseline], using: &random)
        style.flexWrap = pick([.noWrap, .noWrap, .wrap, .wrapReverse], using: &random)
        style.overflow = pick([.visible, .visible, .hidden, .scroll], using: &random)
        style.boxSizing = pick([.borderBox, .borderBox, .contentBox], using: &random)
        if !isRoot {
            style.positionType = pick([.relative, .relative, .relative, .static, .absolute], using: &random)
            style.display = pick([.flex, .flex, .flex, .flex, .flex, .none, .contents], using: &random)
        }
        if Int.random(in: 0..<3, using: &random) == 0 { style.flexGrow = CGFloat(Int.random(in: 0...3, using: &random)) }
        if Int.random(in: 0..<3, using: &random) == 0 { style.flexShrink = CGFloat(Int.random(in: 0...3, using: &random)) }
        if Int.random(in: 0..<6, using: &random) == 0 { style.flex = CGFloat(Int.random(in: -1...2, using: &random)) }
        if Int.random(in: 0..<4, using: &random) == 0 { style.flexBasis = size(pointLengthsOnly: pointLengthsOnly, using: &random) }
        style.width = size(pointLengthsOnly: pointLengthsOnly, using: &random)
        style.height = size(pointLengthsOnly: pointLengthsOnly, using: &random)
        if Int.random(in: 0..<4, using: &random) == 0 { style.minWidth = size(pointLengthsOnly: pointLengthsOnly, using: &random) }
        if Int.random(in: 0..<4, using: &random) == 0 { style.minHeight = size(pointLengthsOnly: pointLengthsOnly, using: &random) }
        if Int.random(in: 0..<4, using: &random) == 0 { style.maxWidth = size(pointLengthsOnly: pointLengthsOnly, using: &random) }
        if Int.random(in: 0..<4, using: &random) == 0 { style.maxHeight = size(pointLengthsOnly: pointLengthsOnly, using: &random) }
        if Int.random(in: 0..<8, using: &random) == 0 { style.aspectRatio = pick([0.5, 1, 1.5, 2, 1 / 3], using: &random) }
        style.margin = edges(negative: true, pointLengthsOnly: pointLengthsOnly, using: &random)
        style.padding = edges(negative: false, pointLengthsOnly: pointLengthsOnly, using: &random)
        style.border = edges(negative: false, pointLengthsOnly: pointLengthsOnly, using: &random)
        style.position = edges(negative: true, pointLengthsOnly: pointLengthsOnly, using: &random)
        if Int.random(in: 0..<4, using: &random) == 0 {
            style.setGap(pick([.column, .row, .all], using: &random), length(negative: false, pointLengthsOnly: pointLengthsOnly, using: &random))
        }
        return style
    }

    mutating func calculateLayout() throws {
        try tree.calculateLayout(for: root, availableWidth: availableWidth, availableHeight: availableHeight, direction: direction)
    }

    /// Every number of a node's layout, in a fixed order.
    static func numbers(_ layout: FlexNodeLayout) -> [CGFloat] {
        [
            layout.left, layout.top, layout.width, layout.height,
            layout.margin.left, layout.margin.top, layout.margin.right, layout.margin.bottom,
            layout.border.left, layout.border.top, layout.border.right, layout.border.bottom,
            layout.padding.left, layout.padding.top, layout.padding.right, layout.padding.bottom,
        ]
    }

    /// Every node's layout, as bit patterns, so NaN compares equal to NaN and -0 differs from 0.
    func layoutBits() -> [[UInt64]] {
        nodes.map { node in
            let layout = tree.layout(of: node)
            return Self.numbers(layout).map { UInt64($0.bitPattern) } + [layout.hadOverflow ? 1 : 0, layout.direction == .rtl ? 1 : 0]
        }
    }

    /// The nodes whose layout has a non-finite number, with the layout.
    func nonFiniteLayouts() -> [(FlexNodeID, FlexNodeLayout)] {
        nodes.compactMap { node in
            let layout = tree.layout(of: node)
            return Self.numbers(layout).allSatisfy(\.isFinite) ? nil : (node, layout)
        }
    }
}
