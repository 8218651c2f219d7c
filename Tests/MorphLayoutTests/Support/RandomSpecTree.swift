import Foundation
import MorphLayout
import MorphTestSupport

/// A random layout spec tree with ordinary values: every spec, leaf boxes with and without
/// intrinsic sizes, style sizes in points and fractions, min/max, flex factors and bases,
/// alignments, spacing, baselines, absolute positions, infinite insets, and a random range.
struct RandomSpecTree {
    let root: any LayoutElement
    let range: SizeRange
    let screenScale: CGFloat
    private var nextLeaf = 0

    init(using random: inout SplitMix64, maximumElements: Int = 30) {
        var budget = Int.random(in: 1...maximumElements, using: &random)
        var builder = Builder()
        root = builder.element(depth: 0, budget: &budget, using: &random)
        let maxWidth: CGFloat = Int.random(in: 0..<5, using: &random) == 0 ? .infinity : CGFloat(Int.random(in: 0...500, using: &random))
        let maxHeight: CGFloat = Int.random(in: 0..<5, using: &random) == 0 ? .infinity : CGFloat(Int.random(in: 0...500, using: &random))
        let minWidth = maxWidth.isFinite && Bool.random(using: &random) ? CGFloat(Int.random(in: 0...Int(maxWidth), using: &random)) : 0
        let minHeight = maxHeight.isFinite && Bool.random(using: &random) ? CGFloat(Int.random(in: 0...Int(maxHeight), using: &random)) : 0
        range = (try? SizeRange(min: CGSize(width: minWidth, height: minHeight), max: CGSize(width: maxWidth, height: maxHeight))) ?? .unconstrained
        screenScale = [1, 2, 3, 1.5][Int.random(in: 0..<4, using: &random)]
    }

    struct Builder {
        var leafCount = 0

        static func pick<T>(_ values: [T], using random: inout SplitMix64) -> T {
            values[Int.random(in: 0..<values.count, using: &random)]
        }

        static func dimension(using random: inout SplitMix64) -> LayoutDimension {
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1: return .points(CGFloat(Int.random(in: 0...150, using: &random)) + pick([0, 0.5, 1 / 3], using: &random))
            case 2: return .fraction(pick([0, 0.25, 0.5, 1 / 3, 1], using: &random))
            default: return .auto
            }
        }

        static func style(using random: inout SplitMix64) -> LayoutStyle {
            var style = LayoutStyle()
            if Int.random(in: 0..<2, using: &random) == 0 { style.width = dimension(using: &random) }
            if Int.random(in: 0..<2, using: &random) == 0 { style.height = dimension(using: &random) }
            if Int.random(in: 0..<5, using: &random) == 0 { style.minWidth = dimension(using: &random) }
            if Int.random(in: 0..<5, using: &random) == 0 { style.minHeight = dimension(using: &random) }
            if Int.random(in: 0..<5, using: &random) == 0 { style.maxWidth = dimension(using: &random) }
            if Int.random(in: 0..<5, using: &random) == 0 { style.maxHeight = dimension(using: &random) }
            if Int.random(in: 0..<3, using: &random) == 0 { style.flexGrow = CGFloat(Int.random(in: 0...3, using: &random)) }
            if Int.random(in: 0..<3, using: &random) == 0 { style.flexShrink = CGFloat(Int.random(in: 0...3, using: &random)) }
            if Int.random(in: 0..<5, using: &random) == 0 { style.flexBasis = dimension(using: &random) }
            if Int.random(in: 0..<4, using: &random) == 0 { style.spacingBefore = CGFloat(Int.random(in: -5...20, using: &random)) }
            if Int.random(in: 0..<4, using: &random) == 0 { style.spacingAfter = CGFloat(Int.random(in: -5...20, using: &random)) }
            style.alignSelf = pick([.auto, .auto, .start, .end, .center, .stretch], using: &random)
            if Int.random(in: 0..<4, using: &random) == 0 { style.ascender = CGFloat(Int.random(in: 0...30, using: &random)) }
            if Int.random(in: 0..<4, using: &random) == 0 { style.descender = CGFloat(Int.random(in: -10...10, using: &random)) }
            if Int.random(in: 0..<4, using: &random) == 0 {
                style.layoutPosition = CGPoint(x: CGFloat(Int.random(in: -50...200, using: &random)), y: CGFloat(Int.random(in: -50...200, using: &random)))
            }
            return style
        }

        mutating func leaf(using random: inout SplitMix64) -> any LayoutElement {
            leafCount += 1
            let intrinsic: CGSize? = Bool.random(using: &random)
                ? CGSize(width: CGFloat(Int.random(in: 0...120, using: &random)), height: CGFloat(Int.random(in: 0...80, using: &random)))
                : nil
            return LayoutBox("leaf\(leafCount)", style: Self.style(using: &random), intrinsicSize: intrinsic)
        }

        mutating func children(depth: Int, budget: inout Int, using random: inout SplitMix64) -> [any LayoutElement] {
            (0..<Int.random(in: 0...4, using: &random)).map { _ in element(depth: depth + 1, budget: &budget, using: &random) }
        }

        mutating func element(depth: Int, budget: inout Int, using random: inout SplitMix64) -> any LayoutElement {
            budget -= 1
            guard budget > 0, depth < 7, Int.random(in: 0..<4, using: &random) != 0 else {
                return Int.random(in: 0..<6, using: &random) == 0 ? LayoutSpec(style: Self.style(using: &random)) : leaf(using: &random)
            }
            let style = Self.style(using: &random)
            switch Int.random(in: 0..<11, using: &random) {
            case 0, 1, 2:
                var stack = StackLayoutSpec(
                    direction: Self.pick([.horizontal, .vertical], using: &random),
                    spacing: CGFloat(Int.random(in: -5...20, using: &random)),
                    justifyContent: Self.pick([.start, .center, .end, .spaceBetween, .spaceAround], using: &random),
                    alignItems: Self.pick([.start, .end, .center, .stretch, .baselineFirst, .baselineLast], using: &random),
                    flexWrap: Self.pick([.noWrap, .noWrap, .wrap], using: &random),
                    alignContent: Self.pick([.start, .center, .end, .spaceBetween, .spaceAround, .stretch], using: &random),
                    lineSpacing: CGFloat(Int.random(in: 0...10, using: &random)),
                    children: children(depth: depth, budget: &budget, using: &random),
                    style: style
                )
                if Int.random(in: 0..<8, using: &random) == 0 { stack.style.flexGrow = 1 }
                return stack
            case 3:
                func inset() -> CGFloat {
                    Int.random(in: 0..<8, using: &random) == 0 ? .infinity : CGFloat(Int.random(in: -10...30, using: &random))
                }
                return InsetLayoutSpec(insets: EdgeInsets(top: inset(), left: inset(), bottom: inset(), right: inset()),
                                       child: element(depth: depth + 1, budget: &budget, using: &random), style: style)
            case 4:
                return OverlayLayoutSpec(child: element(depth: depth + 1, budget: &budget, using: &random),
                                         overlay: element(depth: depth + 1, budget: &budget, using: &random), style: style)
            case 5:
                return BackgroundLayoutSpec(child: element(depth: depth + 1, budget: &budget, using: &random),
                                            background: element(depth: depth + 1, budget: &budget, using: &random), style: style)
            case 6:
                return CenterLayoutSpec(centeringOptions: Self.pick([[], .x, .y, .xy], using: &random),
                                        sizingOptions: Self.pick([[], .minimumX, .minimumY, .minimumXY], using: &random),
                                        child: element(depth: depth + 1, budget: &budget, using: &random), style: style)
            case 7:
                return RelativeLayoutSpec(horizontalPosition: Self.pick([.none, .start, .center, .end], using: &random),
                                          verticalPosition: Self.pick([.none, .start, .center, .end], using: &random),
                                          sizingOption: Self.pick([[], .minimumWidth, .minimumHeight, .minimumSize], using: &random),
                                          child: element(depth: depth + 1, budget: &budget, using: &random), style: style)
            case 8:
                return RatioLayoutSpec(ratio: Self.pick([0.5, 1, 1.5, 2, 1 / 3], using: &random),
                                       child: element(depth: depth + 1, budget: &budget, using: &random), style: style)
            case 9:
                return AbsoluteLayoutSpec(sizing: Self.pick([.default, .sizeToFit], using: &random),
                                          children: children(depth: depth, budget: &budget, using: &random), style: style)
            default:
                if Bool.random(using: &random) {
                    return CornerLayoutSpec(child: element(depth: depth + 1, budget: &budget, using: &random),
                                            corner: element(depth: depth + 1, budget: &budget, using: &random),
                                            location: Self.pick([.topLeft, .topRight, .bottomLeft, .bottomRight], using: &random),
                                            offset: CGPoint(x: CGFloat(Int.random(in: -10...10, using: &random)), y: CGFloat(Int.random(in: -10...10, using: &random))),
                                            wrapsCorner: Bool.random(using: &random), style: style)
                }
                return WrapperLayoutSpec(children: children(depth: depth, budget: &budget, using: &random), style: style)
            }
        }
    }
}
