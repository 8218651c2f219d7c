/// Per-node resolution of style values that depend on the tree or the configuration
/// (Yoga's `Node` methods).
extension LayoutEngine {
    /// The flex grow factor: `flexGrow`, else a positive `flex`, else 0; always 0 for a root.
    @inline(__always)
    func resolveFlexGrow(_ node: Int) -> Float {
        if nodes[node].parent < 0 { return 0 }
        let style = nodes[node].style
        if !style.storedFlexGrow.isNaN { return style.storedFlexGrow }
        if !style.storedFlex.isNaN && style.storedFlex > 0 { return style.storedFlex }
        return 0
    }

    /// The flex shrink factor: `flexShrink`, else the magnitude of a negative `flex` (Yoga
    /// defaults only), else 0 (1 with web defaults); always 0 for a root.
    @inline(__always)
    func resolveFlexShrink(_ node: Int) -> Float {
        if nodes[node].parent < 0 { return 0 }
        let style = nodes[node].style
        if !style.storedFlexShrink.isNaN { return style.storedFlexShrink }
        if !config.useWebDefaults && !style.storedFlex.isNaN && style.storedFlex < 0 {
            return -style.storedFlex
        }
        return config.useWebDefaults ? 1 : 0
    }

    /// Whether the node takes part in free-space distribution.
    @inline(__always)
    func isNodeFlexible(_ node: Int) -> Bool {
        nodes[node].style.positionType != .absolute
            && (resolveFlexGrow(node) != 0 || resolveFlexShrink(node) != 0)
    }

    /// The flex basis value: `flexBasis` when set, else 0 for a positive `flex` (Yoga defaults),
    /// else `auto`.
    @inline(__always)
    func processFlexBasis(_ node: Int) -> StyleValue {
        let style = nodes[node].style
        let basis = style.storedFlexBasis
        if !basis.isAuto && !basis.isUndefined { return basis }
        if !style.storedFlex.isNaN && style.storedFlex > 0 {
            return config.useWebDefaults ? .auto : StyleValue(points: 0)
        }
        return .auto
    }

    /// The flex basis in border-box points, or NaN.
    @inline(__always)
    func resolveFlexBasis(_ node: Int, _ direction: FlexLayoutDirection, _ flexDirection: FlexDirection, _ referenceLength: Float, _ ownerWidth: Float) -> Float {
        let value = processFlexBasis(node).resolve(referenceLength)
        let style = nodes[node].style
        if style.boxSizing == .borderBox { return value }
        return value + style.computePaddingAndBorderForDimension(direction, flexDirection.dimension, ownerWidth)
    }

    /// Whether the node has a definite, non-negative size on a dimension (CSS Sizing 3
    /// "definite").
    @inline(__always)
    func hasDefiniteLength(_ node: Int, _ dimension: Dimension, _ ownerSize: Float) -> Bool {
        let used = nodes[node].processedDimension(dimension).resolve(ownerSize)
        return !used.isNaN && used >= 0
    }

    /// The node's size on a dimension in border-box points, or NaN.
    @inline(__always)
    func resolvedDimension(_ node: Int, _ direction: FlexLayoutDirection, _ dimension: Dimension, _ referenceLength: Float, _ ownerWidth: Float) -> Float {
        let value = nodes[node].processedDimension(dimension).resolve(referenceLength)
        let style = nodes[node].style
        if style.boxSizing == .borderBox { return value }
        return value + style.computePaddingAndBorderForDimension(direction, dimension, ownerWidth)
    }

    /// Picks the size the algorithm uses per dimension: the maximum when the minimum equals it,
    /// else the preferred size (Yoga's `processDimensions`).
    @inline(__always)
    func processDimensions(_ node: Int) {
        let style = nodes[node].style
        if style.storedMaxWidth.isDefined && style.storedMaxWidth.inexactEquals(style.storedMinWidth) {
            nodes[node].processedWidth = style.storedMaxWidth
        } else {
            nodes[node].processedWidth = style.storedWidth
        }
        if style.storedMaxHeight.isDefined && style.storedMaxHeight.inexactEquals(style.storedMinHeight) {
            nodes[node].processedHeight = style.storedMaxHeight
        } else {
            nodes[node].processedHeight = style.storedHeight
        }
    }

    /// The node's own direction, inheriting the owner's (left-to-right when nothing is set).
    @inline(__always)
    func resolveDirection(_ node: Int, _ ownerDirection: FlexLayoutDirection) -> FlexLayoutDirection {
        let own = nodes[node].style.direction
        if own == .inherit {
            return ownerDirection != .inherit ? ownerDirection : .ltr
        }
        return own
    }

    /// The measured size plus margins on an axis.
    @inline(__always)
    func dimensionWithMargin(_ node: Int, _ axis: FlexDirection, _ widthSize: Float) -> Float {
        nodes[node].layout.measuredDimension(axis.dimension) + nodes[node].style.computeMarginForAxis(axis, widthSize)
    }

    @inline(__always)
    func isLayoutDimensionDefined(_ node: Int, _ axis: FlexDirection) -> Bool {
        let value = nodes[node].layout.measuredDimension(axis.dimension)
        return !value.isNaN && value >= 0
    }

    /// The offset of a relatively positioned node from its flow position on an axis: the start
    /// inset, else minus the end inset; 0 for static nodes.
    @inline(__always)
    func relativePosition(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ axisSize: Float) -> Float {
        let style = nodes[node].style
        if style.positionType == .static { return 0 }
        if style.isInlineStartPositionDefined(axis, direction) && !style.isInlineStartPositionAuto(axis, direction) {
            return style.computeInlineStartPosition(axis, direction, axisSize)
        }
        return -1 * style.computeInlineEndPosition(axis, direction, axisSize)
    }

    /// Sets the node's initial position from its margins and relative insets (Yoga's
    /// `Node::setPosition`). A root is always placed left-to-right.
    func setPosition(_ node: Int, _ direction: FlexLayoutDirection, _ ownerWidth: Float, _ ownerHeight: Float) {
        let directionRespectingRoot: FlexLayoutDirection = nodes[node].parent >= 0 ? direction : .ltr
        let style = nodes[node].style
        let mainAxis = style.flexDirection.resolved(directionRespectingRoot)
        let crossAxis = mainAxis.cross(directionRespectingRoot)

        let relativePositionMain = relativePosition(node, mainAxis, directionRespectingRoot, mainAxis.isRow ? ownerWidth : ownerHeight)
        let relativePositionCross = relativePosition(node, crossAxis, directionRespectingRoot, mainAxis.isRow ? ownerHeight : ownerWidth)

        let mainLeading = mainAxis.inlineStartEdge(direction)
        let mainTrailing = mainAxis.inlineEndEdge(direction)
        let crossLeading = crossAxis.inlineStartEdge(direction)
        let crossTrailing = crossAxis.inlineEndEdge(direction)

        nodes[node].layout.position[mainLeading] = style.computeInlineStartMargin(mainAxis, direction, ownerWidth) + relativePositionMain
        nodes[node].layout.position[mainTrailing] = style.computeInlineEndMargin(mainAxis, direction, ownerWidth) + relativePositionMain
        nodes[node].layout.position[crossLeading] = style.computeInlineStartMargin(crossAxis, direction, ownerWidth) + relativePositionCross
        nodes[node].layout.position[crossTrailing] = style.computeInlineEndMargin(crossAxis, direction, ownerWidth) + relativePositionCross
    }

    /// Whether any ancestor of the node scrolls.
    func hasScrollAncestor(_ node: Int) -> Bool {
        var owner = Int(nodes[node].parent)
        while owner >= 0 {
            if nodes[owner].style.overflow == .scroll { return true }
            owner = Int(nodes[owner].parent)
        }
        return false
    }
}
