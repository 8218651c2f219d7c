import Foundation

extension DisplayNode {
    /// Scrolls every scroll node around this node, innermost first, as little as needed to show
    /// the node's bounds (the DOM's `scrollIntoView`; UIKit's `scrollRectToVisible(_:animated:)`
    /// on each enclosing scroll view). Moving the focus with Tab does this for the node it
    /// focuses, as browsers do.
    ///
    /// The node's place is read from the model values (where it is going), each scroll node's
    /// from the offset it is scrolling to.
    ///
    /// - Complexity: O(d) in the depth.
    public func scrollIntoView(animated: Bool = true) {
        scrollIntoView(.anywhere, animated: animated)
    }

    /// Makes this node and every scroll node around it visit its content at the next layout pass
    /// (after a pass failed inside it).
    func markEnclosingScrollNodesForLayoutPass() {
        var current: DisplayNode? = self
        while let node = current {
            (node as? ScrollNode)?.contentNeedsLayoutPass = true
            current = node.supernode
        }
    }
}

extension DisplayNode {
    /// Scrolls every scroll node around this node, innermost first, so that its bounds lie as
    /// `alignment` asks in each (AT-SPI's `Component.ScrollTo`;
    /// ``scrollIntoView(animated:)`` is ``AccessibilityScrollAlignment/anywhere``). Returns
    /// whether the node is in view of every one afterwards.
    ///
    /// - Complexity: O(d) in the depth.
    @discardableResult
    func scrollIntoView(_ alignment: AccessibilityScrollAlignment, animated: Bool) -> Bool {
        var rect = bounds
        var node: DisplayNode = self
        var isVisible = true
        while let parent = node.supernode {
            rect = node.viewAttributesForIndex.transformToParent.boundingBox(of: rect)
            if let scrollNode = parent as? ScrollNode {
                let target = scrollNode.scrollRect(rect, to: alignment, animated: animated)
                let viewport = CGRect(origin: target, size: scrollNode.bounds.size)
                if !viewport.intersects(rect) { isVisible = false }
                // Further out, the content lies where the scroll node is going: the conversion
                // below subtracts its current offset, so add the difference first.
                let current = scrollNode.contentOffset
                rect = rect.offsetBy(dx: current.x - target.x, dy: current.y - target.y)
            }
            node = parent
        }
        return isVisible
    }

    /// Scrolls the innermost scroll node around this node so that the node's top-left corner is
    /// at `point` (window coordinates), within the scrollable range; false when no scroll node is
    /// around it or it does not move.
    func scrollTopLeft(to point: CGPoint, animated: Bool) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var current = supernode
        while let node = current, !(node is ScrollNode) { current = node.supernode }
        guard let scrollNode = current as? ScrollNode else { return false }
        // Where the node's corner is in the window now, from the model values.
        var corner = bounds.origin
        var node: DisplayNode = self
        while let parent = node.supernode {
            corner = node.viewAttributesForIndex.transformToParent.transform(corner)
            node = parent
        }
        let offset = scrollNode.motionTarget ?? scrollNode.contentOffset
        let target = scrollNode.clampedOffset(CGPoint(x: offset.x + corner.x - point.x, y: offset.y + corner.y - point.y))
        guard target != offset else { return false }
        scrollNode.setContentOffset(target, animated: animated)
        return true
    }
}

extension AffineTransform {
    /// The bounding box of `rect`'s corners transformed.
    func boundingBox(of rect: CGRect) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { transform($0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
