import Foundation

/// Everything about one animated change of a list that ``CollectionNode/animateListUpdate(_:)``
/// needs — the list's counterpart of ``TransitionContext``: the cells that come, go and stay,
/// their frames before and after, and the call that ends the update.
///
/// A batch update, a snapshot or a cell's size change makes one. Frames are in the list's
/// content coordinates. Cells that come into the ranges because others moved (they had no cell
/// before) are among ``keptNodes``, with the frame their item had before the update as their
/// initial frame, so they slide in with their neighbours.
@MainActor
public final class ListUpdateContext {
    /// Whether the update animates; when false, the default applies the final frames at once.
    public let isAnimated: Bool
    /// The cells of inserted and reloaded items, at their final frames.
    public let insertedNodes: [CellNode]
    /// The cells of deleted and reloaded items (and the headers and footers of deleted
    /// sections). They stay in the list until the update completes, then they are released.
    public let removedNodes: [CellNode]
    /// Every other live cell, header and footer: moved or not, resized or not.
    public let keptNodes: [CellNode]
    /// The list's default animation (its ``DisplayNode/defaultLayoutTransitionDuration``,
    /// `Delay` and `Curve`).
    public let defaultAnimation: AnimationAttributes
    /// Whether ``completeUpdate(_:)`` has been called.
    public private(set) var isComplete = false

    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    private var onCompletion: ((Bool) -> Void)?

    init(
        isAnimated: Bool, insertedNodes: [CellNode], removedNodes: [CellNode], keptNodes: [CellNode],
        initialFrames: [ObjectIdentifier: CGRect], finalFrames: [ObjectIdentifier: CGRect],
        defaultAnimation: AnimationAttributes, onCompletion: @escaping (Bool) -> Void
    ) {
        self.isAnimated = isAnimated
        self.insertedNodes = insertedNodes
        self.removedNodes = removedNodes
        self.keptNodes = keptNodes
        self.initialFrames = initialFrames
        self.finalFrames = finalFrames
        self.defaultAnimation = defaultAnimation
        self.onCompletion = onCompletion
    }

    /// Where `node` was before the update: its frame then for a kept or removed node (for a node
    /// that came into the ranges, where its item was), its final frame for an inserted one
    /// (Texture's rule for inserted subnodes); nil for a node not in the update.
    public func initialFrame(for node: CellNode) -> CGRect? {
        initialFrames[ObjectIdentifier(node)]
    }

    /// Where `node` ends: its frame after the update for an inserted or kept node, its frame
    /// before for a removed one (it fades where it is); nil for a node not in the update.
    public func finalFrame(for node: CellNode) -> CGRect? {
        finalFrames[ObjectIdentifier(node)]
    }

    /// Ends the update: the removed nodes leave the list and the update's completion is called
    /// with `didComplete`. Only the first call counts.
    public func completeUpdate(_ didComplete: Bool = true) {
        guard !isComplete else { return }
        isComplete = true
        let completion = onCompletion
        onCompletion = nil
        completion?(didComplete)
    }
}
