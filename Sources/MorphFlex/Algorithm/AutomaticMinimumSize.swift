/// CSS Flexbox §4.5 "Automatic Minimum Size of Flex Items", applied when the configuration
/// does not have the ``FlexErrata/minSizeUndefinedInsteadOfAuto`` erratum (Yoga's default
/// configuration has it, so by default the automatic minimum is 0, as in older Yoga).
extension LayoutEngine {
    /// The min-content size of a node on an axis (Yoga's `computeMinContentMainSize`): a leaf
    /// with a measure function is measured "at most 0" on that axis (text answers with its
    /// longest word); an empty node is 0; a container sums its in-flow children's min-content
    /// sizes along its main axis and takes the largest across, plus padding and border.
    func computeMinContentMainSize(_ node: Int, _ requestedAxis: FlexDirection, _ ownerDirection: FlexLayoutDirection, _ ownerWidth: Float, _ ownerHeight: Float) -> Float {
        let wantRow = requestedAxis.isRow
        if nodes[node].hasMeasureFunction {
            let size = measure(
                node,
                wantRow ? 0 : .nan, wantRow ? .atMost : .undefined,
                wantRow ? .nan : 0, wantRow ? .undefined : .atMost)
            return wantRow ? size.width : size.height
        }
        if rawChildCount(node) == 0 { return 0 }

        let direction = resolveDirection(node, ownerDirection)
        let nodeMainAxis = nodes[node].style.flexDirection.resolved(direction)
        let nodeCrossAxis = nodeMainAxis.cross(direction)

        var mainTotal: Float = 0
        var crossMax: Float = 0
        // Yoga walks the direct children here, not the layout children.
        for k in 0..<rawChildCount(node) {
            let child = rawChild(node, k)
            if nodes[child].style.display == .none || nodes[child].style.positionType == .absolute { continue }
            var childMain = computeMinContentMainSize(child, nodeMainAxis, direction, ownerWidth, ownerHeight)
            childMain += computeMarginForAxis(child, nodeMainAxis, ownerWidth)
            var childCross = computeMinContentMainSize(child, nodeCrossAxis, direction, ownerWidth, ownerHeight)
            childCross += computeMarginForAxis(child, nodeCrossAxis, ownerWidth)
            mainTotal += childMain
            crossMax = max(crossMax, childCross)
        }
        mainTotal += computeFlexStartPaddingAndBorder(node, nodeMainAxis, direction, ownerWidth)
            + computeFlexEndPaddingAndBorder(node, nodeMainAxis, direction, ownerWidth)
        crossMax += computeFlexStartPaddingAndBorder(node, nodeCrossAxis, direction, ownerWidth)
            + computeFlexEndPaddingAndBorder(node, nodeCrossAxis, direction, ownerWidth)

        let nodeMainIsRow = nodeMainAxis.isRow
        let widthMin = nodeMainIsRow ? mainTotal : crossMax
        let heightMin = nodeMainIsRow ? crossMax : mainTotal
        return wantRow ? widthMin : heightMin
    }

    /// The automatic minimum main size of an item (Yoga's `computeAutoMinMainSize`), or NaN
    /// when none applies: the smaller of its content size and its specified size (or the size
    /// transferred through its aspect ratio), capped by its maximum; 0 for items whose overflow
    /// is not visible.
    func computeAutoMinMainSize(_ child: Int, _ mainAxis: FlexDirection, _ direction: FlexLayoutDirection, _ ownerMainAxisSize: Float, _ ownerWidth: Float, _ ownerHeight: Float) -> Float {
        if nodes[child].style.display == .none { return .nan }
        let mainDimension = mainAxis.dimension
        // An explicit minimum (even 0) opts out.
        if minDimension(child, mainDimension).isDefined { return .nan }
        if nodes[child].style.overflow != .visible { return 0 }

        let isMainAxisRow = mainAxis.isRow
        let crossDimension: Dimension = isMainAxisRow ? .height : .width

        let specifiedMain = resolvedDimension(child, direction, mainDimension, ownerMainAxisSize, ownerWidth)

        var transferredMain = Float.nan
        let aspectRatio = nodes[child].style.storedAspectRatio
        if !aspectRatio.isNaN {
            let crossOwner = isMainAxisRow ? ownerHeight : ownerWidth
            let crossResolved = resolvedDimension(child, direction, crossDimension, crossOwner, ownerWidth)
            if !crossResolved.isNaN {
                transferredMain = isMainAxisRow ? crossResolved * aspectRatio : crossResolved / aspectRatio
            }
        }

        let contentMain = computeMinContentMainSize(child, mainAxis, direction, ownerWidth, ownerHeight)

        var floor = contentMain
        if !specifiedMain.isNaN {
            if floor.isNaN || specifiedMain < floor { floor = specifiedMain }
        } else if !transferredMain.isNaN {
            if floor.isNaN || transferredMain < floor { floor = transferredMain }
        }

        let maxMain = resolvedMaxDimension(child, direction, mainDimension, ownerMainAxisSize, ownerWidth)
        if !maxMain.isNaN && floor > maxMain {
            floor = maxMain
        }
        if floor.isNaN || floor < 0 {
            floor = 0
        }
        return floor
    }
}
