import Foundation

/// How a layout transition ended.
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
}
