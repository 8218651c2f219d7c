import Foundation

extension DisplayNode {
    /// The gesture recognizers attached to the node, in the order they were added. They see the
    /// pointer events of presses that begin on the node or its subtree before the node does.
    public var gestureRecognizers: [GestureRecognizer] {
        gestureRecognizerStorage
    }

    /// Attaches `recognizer` (taking it from the node it was attached to).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.node?.removeGestureRecognizer(recognizer)
        gestureRecognizerStorage.append(recognizer)
        recognizer.node = self
    }

    /// Detaches `recognizer` if it is attached to this node.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.node === self else { return }
        gestureRecognizerStorage.removeAll { $0 === recognizer }
        recognizer.node = nil
        recognizer.reset()
    }

    /// Whether the node has the keyboard focus (see ``InputDispatcher``).
    public var isFocused: Bool {
        isFocusedStorage
    }

    /// Whether the node can take the focus now: it ``canBecomeFocused``, and neither it nor an
    /// ancestor is hidden or refuses interaction.
    public var isFocusable: Bool {
        guard canBecomeFocused else { return false }
        var current: DisplayNode? = self
        while let node = current {
            if node.isHidden || !node.isUserInteractionEnabled { return false }
            current = node.supernode
        }
        return true
    }

    /// Asks for the keyboard focus, as UIKit's `becomeFirstResponder` does: the input dispatcher
    /// of the node's tree (the one made for its root) focuses it. Returns whether the node has the
    /// focus afterwards: false when it is not ``isFocusable``, or its tree has no dispatcher (no
    /// window, no ``InputDispatcher``).
    ///
    /// - Complexity: O(depth).
    @discardableResult
    public func becomeFocused() -> Bool {
        inputDispatcher?.focus(self) ?? false
    }

    /// Gives up the keyboard focus (UIKit's `resignFirstResponder`): nothing has it afterwards.
    /// Does nothing unless the node has it.
    public func resignFocus() {
        guard isFocused else { return }
        inputDispatcher?.focus(nil)
    }

    /// The dispatcher made for the root of the node's tree, if any.
    private var inputDispatcher: InputDispatcher? {
        var node = self
        while let supernode = node.supernode { node = supernode }
        return node.rootInputDispatcher
    }
}
