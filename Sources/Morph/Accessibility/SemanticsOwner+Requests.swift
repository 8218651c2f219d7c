import Foundation

extension SemanticsOwner {
    /// Performs `request` on the node exposed under its identity now; returns whether something
    /// was done. A node inside a scroll node that is out of view is scrolled into view when it is
    /// focused (animated) or activated (at once, before the action).
    /// ``AccessibilityRequest/activate(_:)`` calls ``DisplayNode/accessibilityActivate()``,
    /// and when that does nothing, taps the node's middle through its tree's `InputDispatcher` (as
    /// VoiceOver taps an element's activation point), so nodes that react to taps are activated. False when no exposed node has the identity (it was removed or hidden), when the
    /// node does not support the request (text editing on a node that is not a text field,
    /// selection outside a selection container), and for every request but focusing and scrolling
    /// on a node that is ``AccessibilityTraits/notEnabled`` — an action on a disabled button does
    /// nothing.
    @discardableResult
    public func perform(_ request: AccessibilityRequest) -> Bool {
        guard let (node, container) = exposedNode(for: request.target) else { return false }
        switch request {
        case .focus:
            // As VoiceOver brings the element it moves to into view, and Tab does.
            guard node.becomeFocused() else { return false }
            node.scrollIntoView(animated: true)
            return true
        case let .scroll(_, direction):
            var current: DisplayNode? = node
            while let candidate = current {
                if candidate.accessibilityScroll(direction) { return true }
                current = candidate.supernode
            }
            return false
        case let .scrollIntoView(_, alignment):
            return node.scrollIntoView(alignment, animated: false)
        case let .scrollToPoint(_, point):
            return node.scrollTopLeft(to: point, animated: false)
        default:
            break
        }
        if node.accessibilityTraits.contains(.notEnabled) { return false }
        switch request {
        case .activate:
            // A node scrolled out of view comes into view first: at once, so the tap below
            // finds it where it will be drawn.
            let wasScrolled = scrollIntoViewForActivation(node)
            if node.accessibilityActivate() { return true }
            if wasScrolled { refreshPresentedTree(of: node) }
            return tapActivationPoint(of: node)
        case .increment:
            return step(node, up: true)
        case .decrement:
            return step(node, up: false)
        case .customAction(_, let name):
            guard let action = node.accessibilityCustomActions.first(where: { $0.name == name }) else { return false }
            return action.handler()
        case let .setNumericValue(_, target):
            return stepValue(of: node, towards: target)
        case .focus, .scroll, .scrollIntoView, .scrollToPoint:
            return false
        case let .setTextSelection(_, range):
            guard let field = node as? EditableTextNode else { return false }
            return field.selectText(inScalarRange: range)
        case let .replaceText(_, range, text):
            guard let field = node as? EditableTextNode else { return false }
            return field.replaceText(inScalarRange: range, with: text)
        case let .setSelected(_, selected):
            guard let container, container.accessibilityIsSelectable(node) else { return false }
            return container.accessibilitySetSelected(selected, for: node)
        case .selectAll:
            guard let list = node as? any AccessibilitySelectionContainer, list.accessibilitySelectionMode == .multiple else { return false }
            return setAll(of: list, selected: true)
        case .clearSelection:
            guard let list = node as? any AccessibilitySelectionContainer else { return false }
            return setAll(of: list, selected: false)
        }
    }

    /// Scrolls `node` into view, without animation, when a scroll node around it has it out of
    /// view; whether anything moved.
    private func scrollIntoViewForActivation(_ node: DisplayNode) -> Bool {
        var current = node.supernode
        var isInScrollNode = false
        while let ancestor = current {
            if ancestor is ScrollNode { isInScrollNode = true; break }
            current = ancestor.supernode
        }
        guard isInScrollNode else { return false }
        let before = offsets(around: node)
        node.scrollIntoView(.anywhere, animated: false)
        return offsets(around: node) != before
    }

    /// The offsets of the scroll nodes around `node`, innermost first.
    private func offsets(around node: DisplayNode) -> [CGPoint] {
        var result: [CGPoint] = []
        var current = node.supernode
        while let ancestor = current {
            if let scrollNode = ancestor as? ScrollNode { result.append(scrollNode.contentOffset) }
            current = ancestor.supernode
        }
        return result
    }

    /// Gives the tree's input dispatcher what the tree shows after a scroll made for a request,
    /// so the tap that follows hits what will be drawn at the next frame.
    private func refreshPresentedTree(of node: DisplayNode) {
        let root = node.treeRoot
        guard let dispatcher = root.rootInputDispatcher, dispatcher.presentedTree != nil else { return }
        dispatcher.presentedTree = root.presentationTree()
    }

    /// Taps the middle of `node` through its tree's input dispatcher, as VoiceOver taps an
    /// element's activation point when it does not activate itself: a node that reacts to taps
    /// (a gesture recognizer, a `pointerEvent(_:)` override, here or above it) is activated like
    /// that. Only when the point hits `node` or something inside it; false without a dispatcher
    /// (no window) or when nothing handled the tap.
    private func tapActivationPoint(of node: DisplayNode) -> Bool {
        let root = node.treeRoot
        guard let dispatcher = root.rootInputDispatcher,
              let frame = dispatcher.convertToWindow(node.bounds, from: node) else { return false }
        let point = CGPoint(x: frame.midX, y: frame.midY)
        guard let hit = dispatcher.hitTest(point), hit === node || hit.isDescendant(of: node) else { return false }
        // A pointer of its own, so that the tap cannot mix with a real press.
        let pointer = Int.min + 1
        let now = root.animator.now
        let began = dispatcher.dispatch(.pointer(PointerEvent(.began, at: point, pointerID: pointer, timestamp: now)))
        let ended = dispatcher.dispatch(.pointer(PointerEvent(.ended, at: point, pointerID: pointer, timestamp: now)))
        return began || ended
    }

    /// Steps an adjustable node once; whether its value (number or text) changed.
    private func step(_ node: DisplayNode, up: Bool) -> Bool {
        let before = (node.accessibilityNumericValue, node.accessibilityValue)
        if up { node.accessibilityIncrement() } else { node.accessibilityDecrement() }
        return (node.accessibilityNumericValue, node.accessibilityValue) != before
    }

    /// Steps `node` towards `target` until the next step would pass it or nothing moves.
    private func stepValue(of node: DisplayNode, towards target: Double) -> Bool {
        guard target.isFinite else { return false }
        var moved = false
        for _ in 0..<1_000 {
            guard let value = node.accessibilityNumericValue, value.current != target else { break }
            let current = value.current
            let up = target > current
            if value.step > 0, abs(target - current) < value.step / 2 { break }
            if up { node.accessibilityIncrement() } else { node.accessibilityDecrement() }
            guard let next = node.accessibilityNumericValue?.current, next != current else { break }
            moved = true
            if up ? next > target : next < target {
                // Passed it: keep the nearer of the two values.
                if abs(next - target) > abs(current - target) {
                    if up { node.accessibilityDecrement() } else { node.accessibilityIncrement() }
                }
                break
            }
        }
        return moved
    }

    /// Selects or deselects every selectable item of `list`; whether any changed.
    private func setAll(of list: any AccessibilitySelectionContainer, selected: Bool) -> Bool {
        var items: [DisplayNode] = []
        var count = 0
        SemanticsWalk.walk(list, at: nil, open: { visit, parent in
            // The list's own visit is number 0; its items are the visits whose parent it is.
            defer { count += 1 }
            if parent == 0 { items.append(visit.node) }
            return count
        }, close: { _ in })
        var changed = false
        for item in items where list.accessibilityIsSelectable(item) && list.accessibilityIsSelected(item) != selected {
            changed = list.accessibilitySetSelected(selected, for: item) || changed
        }
        return changed
    }
}
