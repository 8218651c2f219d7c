import Foundation

/// How a layout transition ended: ``TransitionHandle/outcome``.
public enum TransitionOutcome: Hashable, Sendable {
    /// `completeTransition(true)`: the new layout is the node's layout and the removed subnodes are
    /// gone.
    case completed
    /// `completeTransition(false)` while the transition's layout was still the node's: the node went
    /// back to the layout it had before (its subnodes, frames and size), as Texture's header
    /// documents ("Passing NO to didComplete will set the original layout as the new layout").
    case reverted
    /// Cancelled before its layout was installed — superseded by a newer transition, cancelled with
    /// ``DisplayNode/cancelLayoutTransition()``, or replaced by a layout pass that applied a newer
    /// layout. Nothing was called: no `measurementCompletion`, no `animateLayoutTransition(_:)`.
    case cancelled
    /// ``DisplayNode/transitionLayout(sizeRange:animated:shouldMeasureAsync:measurementCompletion:)``
    /// was asked for the range of the node's current, valid layout: nothing to do (Texture's rule:
    /// a rotation to the same size does not animate).
    case unchanged
    /// Measuring or installing the new layout failed; the node keeps its layout.
    case failed(NodeError)
    /// The node was released while its layout was installed but the transition had not completed
    /// (its animations could never end); nothing more is called.
    case nodeReleased

    /// The outcome as the result of waiting for it: ``completed``, ``reverted`` and ``unchanged``
    /// are results, the others ``TransitionError``s.
    public var result: Result<TransitionOutcome, TransitionError> {
        switch self {
        case .completed, .reverted, .unchanged: .success(self)
        case .cancelled: .failure(.cancelled)
        case .failed(let error): .failure(.failed(error))
        case .nodeReleased: .failure(.nodeReleased)
        }
    }
}
