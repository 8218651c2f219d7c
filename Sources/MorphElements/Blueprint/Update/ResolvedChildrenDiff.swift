import Foundation

/// How the node-backed children of one node change in an update, decided as values (the
/// diff inside Blueprint's `NativeViewController.update`); a host applies it to nodes.
///
/// A new child reuses the current node with the same ``ElementPath`` when its
/// ``NodeDescription/kind`` matches; otherwise it gets a new node (and the old one, if any,
/// is removed). For each new child, in order:
/// - ``Change/update(currentIndex:animation:)``: apply the description and animate the node to
///   the new attributes with `animation` — the child's ``LayoutTransition`` resolved against the
///   context's ambient animation when its attributes changed, the ambient animation passed
///   through when they did not (`nil`: no animation). Its children use
///   ``ElementUpdateContext/descending(withAnimation:)`` with the same animation.
/// - ``Change/insert(appearingTransition:)``: build the node without animation at its
///   attributes, its subtree with ``ElementUpdateContext/forNewSubtree``; then, if the transition
///   is not `nil`, start it from its ``VisibilityTransition/invisibleAttributes(for:)``. The
///   transition is `nil` when the context disables appearing transitions.
///
/// Each current node not reused is a ``Removal``: with its ``NodeDescription/disappearingTransition``
/// it animates to its hidden state and is removed when that ends; without one it is removed at
/// once. Only these top-most removed nodes are listed — their subtrees go with them, and the
/// transitions inside are not consulted.
public struct ResolvedChildrenDiff: Sendable {
    /// A current child node, as the diff needs it.
    public struct CurrentChild: Sendable {
        /// Its path among its siblings.
        public var path: ElementPath
        /// Its node kind.
        public var kind: NodeKind
        /// The attributes it was last given.
        public var layoutAttributes: LayoutAttributes
        /// How it disappears when it is removed.
        public var disappearingTransition: VisibilityTransition?

        /// A current child from its parts.
        public init(path: ElementPath, kind: NodeKind, layoutAttributes: LayoutAttributes, disappearingTransition: VisibilityTransition?) {
            self.path = path
            self.kind = kind
            self.layoutAttributes = layoutAttributes
            self.disappearingTransition = disappearingTransition
        }

        /// The current child a resolved node became.
        public init(_ node: ResolvedNode) {
            self.init(
                path: node.path,
                kind: node.description.kind,
                layoutAttributes: node.layoutAttributes,
                disappearingTransition: node.description.disappearingTransition
            )
        }
    }

    /// What happens to a new child's node.
    public enum Change: Sendable {
        /// Reuse the current node at `currentIndex` and animate it with `animation` (`nil`: no
        /// animation).
        case update(currentIndex: Int, animation: AnimationAttributes?)
        /// Build a new node; run `appearingTransition` if not `nil`.
        case insert(appearingTransition: VisibilityTransition?)
    }

    /// A current node that leaves.
    public struct Removal: Sendable {
        /// Its index among the current children.
        public var currentIndex: Int
        /// Its disappearing transition; `nil`: removed at once.
        public var disappearingTransition: VisibilityTransition?
    }

    /// The change of each new child, in new order.
    public let changes: [Change]
    /// The current nodes that leave, by ascending index.
    public let removals: [Removal]
    /// Whether the paths or their order changed, so the host must reorder its subnodes
    /// (Blueprint only moves subnodes then).
    public let pathsChanged: Bool

    /// Diffs `current` child nodes against the `new` resolved children in `context`.
    ///
    /// - Throws: ``ElementError/duplicateIdentifier(_:parent:)`` when two new children share a
    ///   path (`parent` is the path of their parent node, for the message).
    /// - Complexity: O(n + m) expected.
    public init(
        current: [CurrentChild],
        new: [ResolvedNode],
        context: ElementUpdateContext,
        parent: ElementPath = .empty
    ) throws(ElementError) {
        var currentIndices: [ElementPath: Int] = [:]
        currentIndices.reserveCapacity(current.count)
        for (index, child) in current.enumerated() {
            currentIndices[child.path] = index
        }
        var seen = Set<ElementPath>(minimumCapacity: new.count)
        var reused = [Bool](repeating: false, count: current.count)
        var changes: [Change] = []
        changes.reserveCapacity(new.count)
        for child in new {
            guard seen.insert(child.path).inserted else {
                throw .duplicateIdentifier(child.path, parent: parent)
            }
            if let index = currentIndices[child.path], current[index].kind == child.description.kind {
                reused[index] = true
                let changed = child.layoutAttributes != current[index].layoutAttributes
                let animation = child.description.layoutTransition.resolvedAnimation(
                    ambient: context.ambientAnimation,
                    attributesChanged: changed
                )
                changes.append(.update(currentIndex: index, animation: animation))
            } else {
                let transition = context.appearanceTransitionsEnabled ? child.description.appearingTransition : nil
                changes.append(.insert(appearingTransition: transition))
            }
        }
        self.changes = changes
        removals = current.indices.filter { !reused[$0] }.map {
            Removal(currentIndex: $0, disappearingTransition: current[$0].disappearingTransition)
        }
        pathsChanged = current.count != new.count || zip(current, new).contains { $0.path != $1.path }
    }
}
