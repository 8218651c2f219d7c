import Foundation

extension SemanticsOwner {
    /// Performs `request` on the node exposed under its identity now; returns whether something
    /// was done. ``AccessibilityRequest/activate(_:)`` calls ``DisplayNode/accessibilityActivate()``,
    /// and when that does nothing, taps the node's middle through its tree's `InputDispatcher` (as
    /// VoiceOver taps an element's activation point), so nodes that react to taps are activated. False when no exposed node has the identity (it was removed or hidden), when the
    /// node does not support the request (text editing on a node that is not a text field,
    /// selection outside a selection container), and for every request but ``AccessibilityRequest/focus(_:)``
    /// on a node that is ``AccessibilityTraits/notEnabled`` — an action on a disabled button does
    /// nothing.
    @discardableResult
    public func perform(_ request: AccessibilityRequest) -> Bool {
        guard let (node, container) = exposedNode(for: request.target) else { return false }
        if case .focus = request { return node.becomeFocused() }
        if node.accessibilityTraits.contains(.notEnabled) { return false }
        switch request {
        case .activate:
            return node.accessibilityActivate() || tapActivationPoint(of: node)
        case .increment:
            return step(node, up: true)
        case .decrement:
            return step(node, up: false)
        case .customAction(_, let name):
            guard let action = node.accessibilityCustomActions.first(where: { $0.name == name }) else { return false }
            return action.handler()
        case let .setNumericValue(_, target):
            return stepValue(of: node, towards: target)
        case .focus:
            return node.becomeFocused()
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

    /// Taps the middle of `node` through its tree's input dispatcher, as VoiceOver taps an
    /// element's activation point when it does not activate itself: a node that reacts to taps
    /// (a gesture recognizer, a `pointerEvent(_:)` override, here or above it) is activated like
    /// that. Only when the point hits `node` or something inside it; false without a dispatcher
    /// (no window) or when nothing handled the tap.
    private func tapActivationPoint(of node: DisplayNode) -> Bool {
        var root = node
        while let supernode = root.supernode { root = supernode }
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
