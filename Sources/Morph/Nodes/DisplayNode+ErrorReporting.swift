import Foundation

/// Morph's error model, in three parts:
///
/// - **Calls that can fail throw** a typed error (``NodeError``, `LayoutError`, …): adding a
///   subnode, a layout pass, starting a transition.
/// - **Asynchronous work carries its error in its outcome**: a layout transition ends with
///   ``TransitionOutcome/failed(_:)``, and waiting for it throws ``TransitionError``.
/// - **Work that no caller awaits reports to the node's error handler**: a layout pass that Morph
///   runs by itself (the subtrees of a transition's new subnodes), and the updates of the
///   declarative hosts (`ElementHostNode`, `ComponentHost`) that a property change or a layout
///   starts. ``reportError(_:)`` hands the error to the nearest ``errorHandler`` from the node up
///   to its root, else to ``unhandledErrorHandler``.
///
/// Whatever failed is left as it was: a node keeps its previous layout, a host its nodes.
extension DisplayNode {
    /// Receives the errors of work on this node or its subtree that no caller awaits (see the
    /// extension's discussion): the error, typically a ``NodeError`` or a host's update error.
    /// Nil by default: errors go on to the supernode's handler.
    public var errorHandler: (@MainActor (any Error) -> Void)? {
        get { errorHandlerStorage }
        set { errorHandlerStorage = newValue }
    }

    /// The handler of errors that no node in the tree handles. By default it writes one line to
    /// standard error (`morph: <node>: <error>`); tests and apps replace it.
    public static var unhandledErrorHandler: @MainActor (any Error, DisplayNode) -> Void = { error, node in
        FileHandle.standardError.write(Data("morph: \(node.debugName): \(error)\n".utf8))
    }

    /// Reports an error of work on this node that no caller awaits: to the nearest
    /// ``errorHandler`` of the node and its ancestors, else to ``unhandledErrorHandler``.
    ///
    /// - Complexity: O(d) in the depth.
    public func reportError(_ error: any Error) {
        var current: DisplayNode? = self
        while let node = current {
            if let handler = node.errorHandlerStorage {
                handler(error)
                return
            }
            current = node.supernode
        }
        Self.unhandledErrorHandler(error, self)
    }
}
