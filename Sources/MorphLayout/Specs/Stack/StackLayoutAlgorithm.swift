import Foundation

/// Texture's stack algorithm (`ASStackUnpositionedLayout` + `ASStackPositionedLayout`), step
/// by step, on the children of one ``StackLayoutSpec``:
///
/// 1. ``measureItemsAlongUnconstrainedStackDimension()`` — first pass: each child's
///    "intrinsic" size with an unbounded stack dimension (or its flex basis).
/// 2. ``collectItemsIntoLines()`` — line breaking (CSS Flexbox §9.3 "Collect flex items into
///    flex lines").
/// 3. ``flexLinesAlongStackDimension()`` — resolving flexible lengths, in a single pass
///    (§9.7 in spirit, not its iterative loop).
/// 4. ``computeLinesCrossSizeAndBaseline()`` — each line's cross size (§9.4 "Determine the
///    hypothetical cross size of each item", "Calculate the cross size of each flex line").
/// 5. ``stretchLinesAlongCrossDimension()`` — `align-content: stretch` and stretched items
///    (§9.4 "Handle 'align-content: stretch'", "Determine the used cross size of each item").
/// 6. ``positionedSublayouts()`` — main- and cross-axis alignment (§9.5, §9.6).
///
/// Every number is computed as Texture computes it — the same order of floating-point
/// operations, the floored grow shares, the 0.01 violation epsilon — because the conformance
/// cases are Texture's pixels.
///
/// - Complexity: O(n) in the number of children plus their layouts; each child is measured at
///   most three times (first pass, flex, stretch), as in Texture.
struct StackLayoutAlgorithm {
    /// Violations smaller than this are ignored (Texture's `kViolationEpsilon`).
    static let violationEpsilon: CGFloat = 0.01

    let configuration: StackConfiguration
    let sizeRange: SizeRange
    let context: LayoutContext
    /// The stack's size where it is exact, else NaN: what children resolve fractions against.
    let parentSize: CGSize
    /// Whether the first pass may skip the single child that can both grow and shrink.
    let usesOptimizedFlexing: Bool
    /// The items, by index: plain values in memory the spec owns for the run (written in
    /// place through the buffer).
    let items: UnsafeMutableBufferPointer<StackItem>
    /// The children, by item index: the spec's array, read in place (the spec keeps it alive
    /// while the algorithm runs), so calling a child does not copy and retain its existential.
    let children: UnsafeBufferPointer<any LayoutElement>
    /// Each child's current layout, by item index (filled in order by step 1); its size is also
    /// the item's ``StackItem/size``. Step 6 positions them in place.
    var layouts: [Layout] = []
    /// The style sizes that are not valid, by item index (rare: usually empty, allocating
    /// nothing), kept to throw their error when the item is measured stretched.
    let invalidStyleSizes: [Int: LayoutElementSize]
    var lines = StackLines()

    var direction: StackDirection {
        configuration.direction
    }

    /// Prepares the algorithm for `children` with their `styles`; the layouts are placeholders
    /// until step 1.
    init(children: UnsafeBufferPointer<any LayoutElement>, items: UnsafeMutableBufferPointer<StackItem>, invalidStyleSizes: [Int: LayoutElementSize] = [:], configuration: StackConfiguration, sizeRange: SizeRange, context: LayoutContext) {
        self.items = items
        self.children = children
        self.invalidStyleSizes = invalidStyleSizes
        self.configuration = configuration
        self.sizeRange = sizeRange
        self.context = context
        // An exact stack dimension is passed to children so they can resolve fractions;
        // otherwise the size depends on the content and stays undefined.
        parentSize = CGSize(
            width: sizeRange.min.width == sizeRange.max.width ? sizeRange.min.width : TextureArithmetic.undefined,
            height: sizeRange.min.height == sizeRange.max.height ? sizeRange.min.height : TextureArithmetic.undefined
        )
        // Texture's `useOptimizedFlexing`: exactly one child may both grow and shrink, and the
        // stack dimension is exact.
        let flexibleChildren = items.lazy.filter(\.isFlexibleInBothDirections).count
        usesOptimizedFlexing = flexibleChildren == 1
            && configuration.direction.stack(sizeRange.min) == configuration.direction.stack(sizeRange.max)
    }

    /// Runs steps 1–6 and returns the positioned sublayouts and the stack's size.
    mutating func run() throws(LayoutError) -> (sublayouts: [Layout], size: CGSize) {
        try measureItemsAlongUnconstrainedStackDimension()
        collectItemsIntoLines()
        try flexLinesAlongStackDimension()
        computeLinesCrossSizeAndBaseline()
        try stretchLinesAlongCrossDimension()
        return positionedSublayouts()
    }

    // MARK: - Step 1: first pass

    /// Measures every child with an unbounded stack dimension — or exactly its flex basis —
    /// and the stack's cross range, giving the "intrinsic" sizes from which the violation is
    /// computed (Texture's `layoutItemsAlongUnconstrainedStackDimension`).
    ///
    /// With optimized flexing, the one child that can both grow and shrink is not measured: it
    /// gets a 0×0 placeholder and is sized by the flex step (or at zero size, if nothing flexes).
    mutating func measureItemsAlongUnconstrainedStackDimension() throws(LayoutError) {
        let crossMin = direction.cross(sizeRange.min)
        let crossMax = direction.cross(sizeRange.max)
        let parentStackLength = direction.stack(parentSize)
        layouts.reserveCapacity(items.count)
        for index in items.indices {
            if usesOptimizedFlexing && items[index].isFlexibleInBothDirections {
                setLayout(placeholderLayout(for: children[index]), at: index)
            } else {
                let basis = items[index].style.flexBasis
                try measureChild(
                    at: index,
                    stackMin: basis.resolve(parentLength: parentStackLength, autoLength: 0),
                    stackMax: basis.resolve(parentLength: parentStackLength, autoLength: .infinity),
                    crossMin: crossMin,
                    crossMax: crossMax
                )
            }
        }
    }

    /// Makes `layout` the current layout of the item at `index` (the next one during step 1,
    /// which measures the items in order).
    ///
    /// The layout is borrowed and copied in: taking it `consuming` (a move) made the cold
    /// 10,000-child stack slower (LayoutBenchmarks; figures in Benchmarks/README.md), though it
    /// saves two retains per child.
    mutating func setLayout(_ layout: Layout, at index: Int) {
        items[index].size = layout.size
        if index == layouts.count {
            layouts.append(layout)
        } else {
            layouts[index] = layout
        }
    }

    /// Lays out the child at `index` (``crossChildLayout(at:stackMin:stackMax:crossMin:crossMax:)``)
    /// and makes the result its current layout.
    mutating func measureChild(
        at index: Int,
        stackMin: CGFloat,
        stackMax: CGFloat,
        crossMin: CGFloat,
        crossMax: CGFloat
    ) throws(LayoutError) {
        let layout = try crossChildLayout(at: index, stackMin: stackMin, stackMax: stackMax, crossMin: crossMin, crossMax: crossMax)
        setLayout(layout, at: index)
    }

    /// A 0×0 layout of `element` that was not measured (Texture creates one for the
    /// optimized-flexing child).
    func placeholderLayout(for element: any LayoutElement) -> Layout {
        Layout(
            element: element,
            kind: element.layoutElementKind,
            // Not measured, so it depends on nothing the element could change.
            isMemoizable: true,
            roundedSize: .zero,
            position: nil,
            sublayouts: [],
            index: nil,
            rounding: context.rounding
        )
    }

    // MARK: - Measuring one child

    /// Lays out one child within the given stack-axis bounds and the cross bounds, adjusted for
    /// stretching (Texture's `crossChildLayout`): a stretched child gets at least the cross
    /// minimum unless its own style fixes a minimum, and at most its own style's maximum if it
    /// has one; other children may be as small as they like on the cross axis.
    func crossChildLayout(
        at index: Int,
        stackMin: CGFloat,
        stackMax: CGFloat,
        crossMin: CGFloat,
        crossMax: CGFloat
    ) throws(LayoutError) -> Layout {
        let style = items[index].style
        let isStretched = style.alignSelf.resolved(in: configuration.alignItems) == .stretch
        var childCrossMin: CGFloat = 0
        var childCrossMax = crossMax
        if isStretched {
            var ownCrossMin = style.ownCrossMin
            var ownCrossMax = style.ownCrossMax
            if !style.hasValidSize {
                // An invalid style size (kept aside, see `invalidStyleSizes`) throws here, as
                // Texture resolves it here.
                let ownRange = try (invalidStyleSizes[index] ?? LayoutElementSize()).resolve(
                    parentSize: CGSize(width: TextureArithmetic.undefined, height: TextureArithmetic.undefined),
                    element: children[index].debugName
                )
                ownCrossMin = direction.cross(ownRange.min)
                ownCrossMax = direction.cross(ownRange.max)
            }
            childCrossMin = ownCrossMin != 0 ? ownCrossMin : crossMin
            childCrossMax = ownCrossMax == .infinity ? crossMax : ownCrossMax
        }
        let childRange = direction.range(stackMin: stackMin, stackMax: stackMax, crossMin: childCrossMin, crossMax: childCrossMax)
        return try Self.layout(of: &Self.child(at: index, in: children).pointee, in: childRange, parentSize: parentSize, context: context)
    }

    /// Lays out a child in place in the children's buffer.
    ///
    /// Calling a method on an existential read from memory copies the existential first (a
    /// value-witness call, and a retain and a release of a node); through an `inout` parameter
    /// the compiler opens it in place. Nothing is written: the pointer is mutable only to
    /// form the `inout` access, which is why this is safe on a buffer that other threads may be
    /// reading at the same time.
    static func layout(of child: inout any LayoutElement, in range: SizeRange, parentSize: CGSize, context: LayoutContext) throws(LayoutError) -> Layout {
        try child.layoutThatFits(range, parentSize: parentSize, context: context)
    }

    /// The child's style, read in place (see ``layout(of:in:parentSize:context:)``).
    static func style(of child: inout any LayoutElement) -> LayoutStyle {
        child.style
    }

    /// The child at `index`, for an `inout` access that does not write (see
    /// ``layout(of:in:parentSize:context:)``).
    static func child(at index: Int, in children: UnsafeBufferPointer<any LayoutElement>) -> UnsafeMutablePointer<any LayoutElement> {
        UnsafeMutablePointer(mutating: children.baseAddress.unsafelyUnwrapped + index)
    }

    // MARK: - Violations

    /// How far `stackDimensionSum` is from the stack's range along the stack axis: positive
    /// when the children underflow the minimum, negative when they overflow the maximum, else 0
    /// (Texture's `computeStackViolation`).
    func stackViolation(for stackDimensionSum: CGFloat) -> CGFloat {
        let minimum = direction.stack(sizeRange.min)
        let maximum = direction.stack(sizeRange.max)
        if stackDimensionSum < minimum {
            return minimum - stackDimensionSum
        } else if stackDimensionSum > maximum {
            return maximum - stackDimensionSum
        }
        return 0
    }

    /// The same along the cross axis (Texture's `computeCrossViolation`).
    func crossViolation(for crossDimensionSum: CGFloat) -> CGFloat {
        let minimum = direction.cross(sizeRange.min)
        let maximum = direction.cross(sizeRange.max)
        if crossDimensionSum < minimum {
            return minimum - crossDimensionSum
        } else if crossDimensionSum > maximum {
            return maximum - crossDimensionSum
        }
        return 0
    }

    /// The children's stack-axis sizes plus all spacing, for the items in `range` (Texture's
    /// `computeItemsStackDimensionSum`: spacing first, then the sizes).
    func stackDimensionSum(of range: Range<Int>) -> CGFloat {
        var sum: CGFloat = range.isEmpty ? 0 : configuration.spacing * CGFloat(range.count - 1)
        for index in range {
            sum = sum + items[index].style.spacingBefore + items[index].style.spacingAfter
        }
        for index in range {
            sum = sum + direction.stack(items[index].size)
        }
        return sum
    }

    /// The lines' cross sizes plus the spacing between lines (Texture's
    /// `computeLinesCrossDimensionSum`).
    func linesCrossDimensionSum() -> CGFloat {
        var sum: CGFloat = lines.isEmpty ? 0 : configuration.lineSpacing * CGFloat(lines.count - 1)
        for line in lines {
            sum = sum + line.crossSize
        }
        return sum
    }
}
