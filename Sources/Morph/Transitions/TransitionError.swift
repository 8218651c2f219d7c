import Foundation

/// Why waiting for a layout transition ended without a result: thrown by
/// ``TransitionHandle/finished()`` and by the `async` form of
/// ``DisplayNode/transitionLayout(animated:shouldMeasureAsync:)``.
public enum TransitionError: Error, Hashable, Sendable {
    /// The transition was cancelled before its layout was installed: superseded by a newer
    /// transition, cancelled with ``DisplayNode/cancelLayoutTransition()``, or replaced by a layout
    /// pass that applied a newer layout. Nothing was called.
    case cancelled
    /// Measuring or installing the new layout failed; the node keeps its layout.
    case failed(NodeError)
    /// The node was released before its transition ended (nothing held it any more), so the
    /// transition can never complete.
    case nodeReleased
    /// The task waiting for the transition was cancelled. The transition itself goes on (an
    /// `async` ``DisplayNode/transitionLayout(animated:shouldMeasureAsync:)`` cancels a
    /// transition that is still measuring).
    case waitCancelled
}

extension TransitionError: CustomStringConvertible {
    /// A sentence saying why the wait ended.
    public var description: String {
        switch self {
        case .cancelled: "the layout transition was cancelled before its layout was installed"
        case .failed(let error): "the layout transition failed: \(error)"
        case .nodeReleased: "the node was released before its layout transition ended"
        case .waitCancelled: "the task waiting for the layout transition was cancelled"
        }
    }
}
