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
        var rect = bounds
        var node: DisplayNode = self
        while let parent = node.supernode {
            rect = node.viewAttributesForIndex.transformToParent.boundingBox(of: rect)
            if let scrollNode = parent as? ScrollNode {
                scrollNode.scrollRectToVisible(rect, animated: animated)
                // Further out, the content lies where the scroll node is going: the conversion
                // below subtracts its current offset, so add the difference first.
                let target = scrollNode.motionTarget ?? scrollNode.contentOffset
                let current = scrollNode.contentOffset
                rect = rect.offsetBy(dx: current.x - target.x, dy: current.y - target.y)
            }
            node = parent
        }
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
