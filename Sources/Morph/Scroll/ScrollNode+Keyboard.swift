import Foundation

extension ScrollNode {
    /// The fraction of the viewport a page key scrolls: 87.5 %, as Chromium's, so a line of the
    /// previous page stays in view.
    static let pageFraction: CGFloat = 0.875

    /// Scrolls for the keyboard (``keyEvent(_:)``), as browsers do for a focused scroller (a key pressed on a focused
    /// node inside it reaches it too, when that node does not handle it):
    ///
    /// - the arrow keys by ``lineScrollDistance``;
    /// - Page Up and Page Down by 87.5 % of the viewport (less ``contentInset``);
    /// - Space and Shift-Space likewise, when this node has the focus (or nothing has: a focused
    ///   button takes Space as a tap);
    /// - Home and End to the start and the end of the content (for a node that scrolls only
    ///   horizontally, its leading and trailing edges: the right and the left right to left).
    ///
    /// Each key eases the content in 0.2 s; keys that follow one another accumulate. A key that
    /// cannot move the content (at its edge) is left to the supernode, so an enclosing scroll
    /// node takes it.
    func handleKeyEvent(_ event: KeyEvent) -> Bool {
        guard event.phase == .down, isScrollEnabledStorage else { return false }
        let line = lineScrollDistanceStorage
        let inset = contentInsetStorage
        let page = max((bounds.height - inset.top - inset.bottom) * Self.pageFraction, line)
        switch event.key {
        case .up: return step(by: CGPoint(x: 0, y: -line))
        case .down: return step(by: CGPoint(x: 0, y: line))
        case .left: return step(by: CGPoint(x: -line, y: 0))
        case .right: return step(by: CGPoint(x: line, y: 0))
        case .pageUp: return step(by: CGPoint(x: 0, y: -page))
        case .pageDown: return step(by: CGPoint(x: 0, y: page))
        case .space:
            guard isFocused || !treeHasFocusedNode else { return false }
            return step(by: CGPoint(x: 0, y: event.modifiers.contains(.shift) ? -page : page))
        case .home:
            let base = motionTarget ?? contentOffset
            if canScroll(.vertical) { return step(to: CGPoint(x: base.x, y: minimumContentOffset.y)) }
            // A node that scrolls only horizontally goes to its leading edge (right, right to
            // left).
            guard canScroll(.horizontal) else { return false }
            return step(to: CGPoint(x: leadingOffsetX, y: base.y))
        case .end:
            let base = motionTarget ?? contentOffset
            if canScroll(.vertical) { return step(to: CGPoint(x: base.x, y: maximumContentOffset.y)) }
            guard canScroll(.horizontal) else { return false }
            return step(to: CGPoint(x: trailingOffsetX, y: base.y))
        default:
            return false
        }
    }

    /// Whether a node of this node's tree has the keyboard focus.
    private var treeHasFocusedNode: Bool {
        treeRoot.rootInputDispatcher?.focusedNode != nil
    }
}
