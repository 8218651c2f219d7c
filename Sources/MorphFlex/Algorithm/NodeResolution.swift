/// Per-node resolution of style values that depend on the tree or the configuration
/// (Yoga's `Node` methods).
extension LayoutEngine {
    /// The flex grow factor: `flexGrow`, else a positive `flex`, else 0; always 0 for a root.
    @inline(__always)
    func resolveFlexGrow(_ node: Int) -> Float {
        if nodes[node].parent < 0 { return 0 }
        if !nodes[node].style.storedFlexGrow.isNaN { return nodes[node].style.storedFlexGrow }
        if !nodes[node].style.storedFlex.isNaN && nodes[node].style.storedFlex > 0 { return nodes[node].style.storedFlex }
        return 0
    }

    /// The flex shrink factor: `flexShrink`, else the magnitude of a negative `flex` (Yoga
    /// defaults only), else 0 (1 with web defaults); always 0 for a root.
    @inline(__always)
    func resolveFlexShrink(_ node: Int) -> Float {
        if nodes[node].parent < 0 { return 0 }
        if !nodes[node].style.storedFlexShrink.isNaN { return nodes[node].style.storedFlexShrink }
        if !config.useWebDefaults && !nodes[node].style.storedFlex.isNaN && nodes[node].style.storedFlex < 0 {
            return -nodes[node].style.storedFlex
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
        let basis = nodes[node].style.storedFlexBasis
        if !basis.isAuto && !basis.isUndefined { return basis }
        if !nodes[node].style.storedFlex.isNaN && nodes[node].style.storedFlex > 0 {
            return config.useWebDefaults ? .auto : StyleValue(points: 0)
        }
        return .auto
    }

    /// The flex basis in border-box points, or NaN.
    @inline(__always)
    func resolveFlexBasis(_ node: Int, _ direction: FlexLayoutDirection, _ flexDirection: FlexDirection, _ referenceLength: Float, _ ownerWidth: Float) -> Float {
        let value = processFlexBasis(node).resolve(referenceLength)
        if nodes[node].style.boxSizing == .borderBox { return value }
        return value + computePaddingAndBorderForDimension(node, direction, flexDirection.dimension, ownerWidth)
    }

    /// Whether the node has a definite, non-negative size on a dimension (CSS Sizing 3
    /// "definite").
    @inline(__always)
    func hasDefiniteLength(_ node: Int, _ dimension: Dimension, _ ownerSize: Float) -> Bool {
        let used = processedDimension(node, dimension).resolve(ownerSize)
        return !used.isNaN && used >= 0
    }

    /// The node's size on a dimension in border-box points, or NaN.
    @inline(__always)
    func resolvedDimension(_ node: Int, _ direction: FlexLayoutDirection, _ dimension: Dimension, _ referenceLength: Float, _ ownerWidth: Float) -> Float {
        let value = processedDimension(node, dimension).resolve(referenceLength)
        if nodes[node].style.boxSizing == .borderBox { return value }
        return value + computePaddingAndBorderForDimension(node, direction, dimension, ownerWidth)
    }

    /// Picks the size the algorithm uses per dimension: the maximum when the minimum equals it,
    /// else the preferred size (Yoga's `processDimensions`).
    @inline(__always)
    func processDimensions(_ node: Int) {
        if nodes[node].style.storedMaxWidth.isDefined && nodes[node].style.storedMaxWidth.inexactEquals(nodes[node].style.storedMinWidth) {
            nodes[node].processedWidth = nodes[node].style.storedMaxWidth
        } else {
            nodes[node].processedWidth = nodes[node].style.storedWidth
        }
        if nodes[node].style.storedMaxHeight.isDefined && nodes[node].style.storedMaxHeight.inexactEquals(nodes[node].style.storedMinHeight) {
            nodes[node].processedHeight = nodes[node].style.storedMaxHeight
        } else {
            nodes[node].processedHeight = nodes[node].style.storedHeight
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
        measuredDimension(node, axis.dimension) + computeMarginForAxis(node, axis, widthSize)
    }

    @inline(__always)
    func isLayoutDimensionDefined(_ node: Int, _ axis: FlexDirection) -> Bool {
        let value = measuredDimension(node, axis.dimension)
        return !value.isNaN && value >= 0
    }

    /// The offset of a relatively positioned node from its flow position on an axis: the start
    /// inset, else minus the end inset; 0 for static nodes.
    @inline(__always)
    func relativePosition(_ node: Int, _ axis: FlexDirection, _ direction: FlexLayoutDirection, _ axisSize: Float) -> Float {
        if nodes[node].style.positionType == .static { return 0 }
        if isInlineStartPositionDefined(node, axis, direction) && !isInlineStartPositionAuto(node, axis, direction) {
            return computeInlineStartPosition(node, axis, direction, axisSize)
        }
        return -1 * computeInlineEndPosition(node, axis, direction, axisSize)
    }

    /// Sets the node's initial position from its margins and relative insets (Yoga's
    /// `Node::setPosition`). A root is always placed left-to-right.
    func setPosition(_ node: Int, _ direction: FlexLayoutDirection, _ ownerWidth: Float, _ ownerHeight: Float) {
        let directionRespectingRoot: FlexLayoutDirection = nodes[node].parent >= 0 ? direction : .ltr
        let mainAxis = nodes[node].style.flexDirection.resolved(directionRespectingRoot)
        let crossAxis = mainAxis.cross(directionRespectingRoot)

        let relativePositionMain = relativePosition(node, mainAxis, directionRespectingRoot, mainAxis.isRow ? ownerWidth : ownerHeight)
        let relativePositionCross = relativePosition(node, crossAxis, directionRespectingRoot, mainAxis.isRow ? ownerHeight : ownerWidth)

        let mainLeading = mainAxis.inlineStartEdge(direction)
        let mainTrailing = mainAxis.inlineEndEdge(direction)
        let crossLeading = crossAxis.inlineStartEdge(direction)
        let crossTrailing = crossAxis.inlineEndEdge(direction)

        nodes[node].layout.position[mainLeading] = computeInlineStartMargin(node, mainAxis, direction, ownerWidth) + relativePositionMain
        nodes[node].layout.position[mainTrailing] = computeInlineEndMargin(node, mainAxis, direction, ownerWidth) + relativePositionMain
        nodes[node].layout.position[crossLeading] = computeInlineStartMargin(node, crossAxis, direction, ownerWidth) + relativePositionCross
        nodes[node].layout.position[crossTrailing] = computeInlineEndMargin(node, crossAxis, direction, ownerWidth) + relativePositionCross
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

/// Field reads by node index. Calling a method on a record in the node storage would copy the
/// whole record first (the storage might change during the call), so accessors read fields in
/// place.
extension LayoutEngine {
    @inline(__always)
    func processedDimension(_ node: Int, _ dimension: Dimension) -> StyleValue {
        dimension == .width ? nodes[node].processedWidth : nodes[node].processedHeight
    }

    @inline(__always)
    func measuredDimension(_ node: Int, _ dimension: Dimension) -> Float {
        dimension == .width ? nodes[node].layout.measuredWidth : nodes[node].layout.measuredHeight
    }
}
