import Foundation

/// Delivers input to a node tree: the part of a window that does not depend on the window system,
/// so hit testing, gestures, focus and the responder chain can be tested without a display.
///
/// - **Pointer events** are hit-tested on the presentation value (``presentedTree``: what is on
///   screen, transforms, clipping, z order and hidden nodes included; see
///   ``PresentationTree/hitTest(_:)``). A press (`.began` to `.ended`) belongs to the node it
///   began on: its ``GestureRecognizer``s and those of its ancestors see each event first, then
///   the node's ``DisplayNode/pointerEvent(_:)``, and while unhandled each supernode's. When a
///   recognizer recognises its gesture, the press's other recognizers fail and, with
///   ``GestureRecognizer/cancelsPointerEventsInNode``, the node gets `.cancelled`. A press on a
///   node that can take the focus (or inside one) focuses it; a press elsewhere clears the focus.
///   A recognizer with a ``GestureRecognizer/pointerBeganDelay`` (a ``ScrollNode``'s pan) holds
///   the press from its node until it is clear the press is not its gesture.
/// - **Key and text events** go to the focused node and, while unhandled, its supernodes. An
///   unhandled Tab moves the focus to the next focusable node in tree order (Shift-Tab to the
///   previous, wrapping around) and scrolls it into view (``DisplayNode/scrollIntoView(animated:)``);
///   an unhandled Return or Space activates the focused node (``DisplayNode/activate()``).
/// - **Scroll events** (a wheel, a touchpad) go to the node under the pointer and, while
///   unhandled, its supernodes (``DisplayNode/scrollEvent(_:)``).
///
/// Events are plain values, so a test can script a whole interaction.
@MainActor
public final class InputDispatcher {
    /// The root of the tree that receives input.
    public let root: DisplayNode
    /// The tree as last presented on screen; hit testing uses it so that a pointer touches what
    /// the user sees (nil: the root's presentation at the moment of the event).
    public var presentedTree: PresentationTree?

    /// The node with the keyboard focus (held weakly).
    public private(set) var focusedNode: DisplayNode? {
        get { focusedReference.node }
        set { focusedReference = WeakNode(newValue) }
    }
    /// ``focusedNode``, held through its handle: a Swift `weak` reference would give the node a
    /// side table, which makes every later retain and release of it slower.
    private var focusedReference = WeakNode()
    /// Called after the focus moved, with the node that has it now (a window turns text input on
    /// for a node that ``DisplayNode/acceptsTextInput``).
    public var focusDidChange: (@MainActor (DisplayNode?) -> Void)?

    /// A press in progress: the node it began on and the recognizers watching it.
    private struct Press {
        /// The node the press began on, held weakly (through its handle, as ``focusedNode``).
        var target: DisplayNode? { targetReference.node }
        let targetReference: WeakNode
        var recognizers: [GestureRecognizer]
        var isCancelledForTarget = false
        /// The events held from the target while a recognizer delays its `.began`, or nil once
        /// they are delivered (or were never held).
        var held: [PointerEvent]?
        /// Delivers the held events when the delay is up.
        var release: ScheduledAction?
    }

    private var presses: [Int: Press] = [:]

    /// A dispatcher for `root`'s tree. Nodes of the tree find it through their root for
    /// ``DisplayNode/becomeFocused()`` (the latest dispatcher made for a root wins).
    public init(root: DisplayNode) {
        self.root = root
        root.rootInputDispatcher = self
    }

    // MARK: - Delivering

    /// Delivers one event (see the type's discussion); returns whether a node or a recognizer
    /// handled it.
    @discardableResult
    public func dispatch(_ event: InputEvent) -> Bool {
        switch event {
        case .pointer(let pointer): dispatchPointer(pointer)
        case .key(let key): dispatchKey(key)
        case .text(let text): dispatchText(text)
        case .scroll(let scroll): dispatchScroll(scroll)
        }
    }

    /// The node under `point` (window coordinates) on the presented tree, or nil.
    ///
    /// - Complexity: O(n) in the presented layers.
    public func hitTest(_ point: CGPoint) -> DisplayNode? {
        let tree = currentTree
        guard let index = tree.hitTest(point) else { return nil }
        return node(forLayerAt: index, in: tree)
    }

    /// `point` (window coordinates) in `node`'s bounds coordinates on the presented tree; nil when
    /// the node is not in it or a transform cannot be inverted.
    public func convert(_ point: CGPoint, to node: DisplayNode) -> CGPoint? {
        let tree = currentTree
        guard let index = tree.layers.firstIndex(where: { $0.id == node.layerID }) else { return nil }
        return tree.convert(point, toLayerAt: index)
    }

    /// `rect` in `node`'s bounds coordinates, as the bounding box of its corners in window
    /// coordinates on the presented tree; nil when the node is not in it.
    public func convertToWindow(_ rect: CGRect, from node: DisplayNode) -> CGRect? {
        let tree = currentTree
        guard var index = tree.layers.firstIndex(where: { $0.id == node.layerID }) else { return nil }
        var toWindow = AffineTransform.identity
        while true {
            toWindow.append(tree.layers[index].attributes.transformToParent)
            guard let parent = tree.layers[index].parentIndex else { break }
            index = parent
        }
        return toWindow.boundingBox(of: rect)
    }

    // MARK: - Focus

    /// Gives the keyboard focus to `node` (nil clears it). A node that cannot take the focus now
    /// (``DisplayNode/isFocusable``) is refused: the focus stays where it was. Returns whether
    /// `node` has the focus afterwards.
    @discardableResult
    public func focus(_ node: DisplayNode?) -> Bool {
        if let node, !node.isFocusable || !node.isDescendant(of: root) { return false }
        guard node !== focusedNode else { return true }
        let previous = focusedNode
        focusedNode = node
        if let previous {
            previous.isFocusedStorage = false
            previous.focusDidChange()
        }
        if let node {
            node.isFocusedStorage = true
            node.focusDidChange()
        }
        focusDidChange?(node)
        return true
    }

    /// Moves the focus to the next focusable node in tree order (depth first, subnodes in order),
    /// wrapping around; returns the node focused, if any.
    @discardableResult
    public func focusNext() -> DisplayNode? {
        moveFocus(by: 1)
    }

    /// Moves the focus to the previous focusable node in tree order, wrapping around.
    @discardableResult
    public func focusPrevious() -> DisplayNode? {
        moveFocus(by: -1)
    }

    /// The nodes that can take the focus, in tree order.
    ///
    /// - Complexity: O(n · d) for n nodes of depth d.
    public var focusOrder: [DisplayNode] {
        var order: [DisplayNode] = []
        root.forEachNodeInSubtree { node in
            if node.isFocusable { order.append(node) }
        }
        return order
    }

    private func moveFocus(by step: Int) -> DisplayNode? {
        let order = focusOrder
        guard !order.isEmpty else { return nil }
        let next: DisplayNode
        if let current = focusedNode, let index = order.firstIndex(where: { $0 === current }) {
            next = order[(index + step + order.count) % order.count]
        } else {
            next = step > 0 ? order[0] : order[order.count - 1]
        }
        focus(next)
        next.scrollIntoView(animated: true)
        return next
    }

    /// Cancels every press in progress (the window lost the pointer): their nodes and
    /// recognizers get `.cancelled`.
    public func cancelAllPresses() {
        for pointerID in Array(presses.keys) {
            let location = presses[pointerID]?.recognizers.first?.locationInWindow ?? .zero
            dispatch(.pointer(PointerEvent(.cancelled, at: location, pointerID: pointerID, timestamp: root.animator.now)))
        }
    }

    // MARK: - Pointer events

    private func dispatchPointer(_ event: PointerEvent) -> Bool {
        if event.phase == .began {
            let target = hitTest(event.location)
            var recognizers: [GestureRecognizer] = []
            var current = target
            while let node = current {
                recognizers += node.gestureRecognizers.filter(\.isEnabled)
                current = node.supernode
            }
            var press = Press(targetReference: WeakNode(target), recognizers: recognizers)
            let delay = recognizers.map { $0.pointerBeganDelay.isNaN ? 0 : $0.pointerBeganDelay }.max() ?? 0
            if delay > 0 {
                press.held = []
                let pointerID = event.pointerID
                press.release = root.animator.schedule(after: delay) { [weak self] in self?.deliverHeldEvents(of: pointerID) }
            } else {
                focusOnPress(at: target)
            }
            presses[event.pointerID] = press
        }
        if event.phase == .hovered {
            return deliver(event, from: hitTest(event.location))
        }
        guard var press = presses[event.pointerID] else { return false }
        var handled = false
        for recognizer in press.recognizers where recognizer.state != .failed {
            recognizer.deliver(event, from: self)
            handled = handled || recognizer.state != .possible && recognizer.state != .failed
        }
        // `recognizerDidRecognize` may have cancelled the press for its node meanwhile.
        press.isCancelledForTarget = presses[event.pointerID]?.isCancelledForTarget ?? press.isCancelledForTarget
        press.held = presses[event.pointerID]?.held ?? nil
        let isLast = event.phase == .ended || event.phase == .cancelled
        if event.phase == .cancelled, press.held != nil {
            // Taken away before its node heard of it: the node hears nothing.
            press.held = nil
            press.isCancelledForTarget = true
        }
        if !press.isCancelledForTarget, press.held != nil {
            // Held while a recognizer may still take the press: delivered once none can, or
            // with the press's end.
            let isWaiting = press.recognizers.contains { $0.pointerBeganDelay > 0 && $0.state == .possible }
            if isWaiting && !isLast {
                press.held?.append(event)
                presses[event.pointerID] = press
                return handled
            }
            presses[event.pointerID] = press
            handled = deliverHeldEvents(of: event.pointerID) || handled
            press = presses[event.pointerID] ?? press
        }
        if !press.isCancelledForTarget {
            handled = deliver(event, from: press.target) || handled
        }
        if isLast {
            press.release?.cancel()
            presses[event.pointerID] = nil
            for recognizer in press.recognizers {
                recognizer.reset()
                recognizer.dispatcher = nil
            }
        } else {
            presses[event.pointerID] = press
        }
        return handled
    }

    /// A recognizer of a press recognised its gesture: the press's other recognizers fail and its
    /// node gets `.cancelled`.
    func recognizerDidRecognize(_ recognizer: GestureRecognizer) {
        for (pointerID, var press) in presses where press.recognizers.contains(where: { $0 === recognizer }) {
            for other in press.recognizers where other !== recognizer && other.state == .possible {
                other.state = .failed
            }
            if recognizer.cancelsPointerEventsInNode, !press.isCancelledForTarget {
                press.isCancelledForTarget = true
                if press.held != nil {
                    // The node never got the press: it gets nothing, and the focus goes where the
                    // recognizer's node is (a dragged scroll node).
                    press.held = nil
                    press.release?.cancel()
                    presses[pointerID] = press
                    focusOnPress(at: recognizer.node)
                    continue
                }
                presses[pointerID] = press
                let cancel = PointerEvent(.cancelled, at: recognizer.locationInWindow, pointerID: pointerID, timestamp: root.animator.now)
                _ = deliver(cancel, from: press.target)
            }
        }
    }

    /// Delivers the events held from the node of press `pointerID` (its `.began` first, after
    /// focusing it) and stops holding them; returns whether the node handled one.
    @discardableResult
    private func deliverHeldEvents(of pointerID: Int) -> Bool {
        guard var press = presses[pointerID], let held = press.held else { return false }
        press.held = nil
        press.release?.cancel()
        press.release = nil
        presses[pointerID] = press
        guard !press.isCancelledForTarget else { return false }
        focusOnPress(at: press.target)
        var handled = false
        for event in held {
            handled = deliver(event, from: press.target) || handled
        }
        return handled
    }

    /// Delivers a pointer event to `node` and, while unhandled, to its supernodes, each with the
    /// location in its own coordinates.
    private func deliver(_ event: PointerEvent, from node: DisplayNode?) -> Bool {
        var current = node
        while let responder = current {
            var local = event
            local.locationInNode = convert(event.location, to: responder) ?? event.location
            if responder.pointerEvent(local) { return true }
            current = responder.supernode
        }
        return false
    }

    /// Focuses the focusable node the press began in, or clears the focus.
    private func focusOnPress(at target: DisplayNode?) {
        var current = target
        while let node = current {
            if node.isFocusable {
                focus(node)
                return
            }
            current = node.supernode
        }
        focus(nil)
    }

    // MARK: - Keys and text

    private func dispatchKey(_ event: KeyEvent) -> Bool {
        var current = focusedNode
        while let responder = current {
            if responder.keyEvent(event) { return true }
            current = responder.supernode
        }
        if focusedNode == nil, root.keyEvent(event) { return true }
        guard event.phase == .down else { return false }
        switch event.key {
        case .tab:
            if event.modifiers.contains(.shift) { focusPrevious() } else { focusNext() }
            return true
        case .return, .space:
            return focusedNode?.activate() ?? false
        default:
            return false
        }
    }

    private func dispatchScroll(_ event: ScrollEvent) -> Bool {
        var current = hitTest(event.location)
        while let responder = current {
            if responder.scrollEvent(event) { return true }
            current = responder.supernode
        }
        return false
    }

    private func dispatchText(_ event: TextInputEvent) -> Bool {
        var current = focusedNode
        while let responder = current {
            if responder.textInputEvent(event) { return true }
            current = responder.supernode
        }
        return false
    }

    // MARK: - The presented tree

    private var currentTree: PresentationTree {
        if let presentedTree { return presentedTree }
        return root.presentationTree()
    }

    /// The node of the layer at `index` of `tree`: found by walking down from the root along the
    /// layer's ancestors, among each node's subnodes (a scroll node's presented ones first), so a
    /// scrolled tree of any size is searched only along the path.
    ///
    /// - Complexity: O(d · s) for a layer at depth d among at most s siblings on the path.
    private func node(forLayerAt index: Int, in tree: PresentationTree) -> DisplayNode? {
        var path: [LayerID] = []
        var layer: Int? = index
        while let current = layer {
            path.append(tree.layers[current].id)
            layer = tree.layers[current].parentIndex
        }
        guard path.popLast() == root.layerID else { return nil }
        var node = root
        while let id = path.popLast() {
            let presented = (node as? ScrollNode)?.presentedSubnodes.first { $0.layerID == id }
            guard let child = presented ?? node.subnodes.first(where: { $0.layerID == id }) else { return nil }
            node = child
        }
        return node
    }
}
