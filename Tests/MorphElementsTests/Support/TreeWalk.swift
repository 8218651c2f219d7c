import Foundation
@testable import MorphElements

/// The decisions of one update over whole resolved trees, walked the way a host walks them:
/// a diff per parent, reused children descending with their animation, inserted subtrees with
/// ``ElementUpdateContext/forNewSubtree``. Nodes are named by their description's name.
struct TreeDecisions {
    /// Reused nodes: the animation of their change (`nil`: none).
    var updated: [String: AnimationAttributes?] = [:]
    /// Inserted nodes: their appearing transition (`nil`: none).
    var inserted: [String: VisibilityTransition?] = [:]
    /// Top-most removed nodes: their disappearing transition (`nil`: removed at once).
    var removed: [String: VisibilityTransition?] = [:]
    /// Names in new order, per parent name ("" for the root).
    var order: [String: [String]] = [:]

    init(old: [ResolvedNode], new: [ResolvedNode], context: ElementUpdateContext) throws {
        try walk(old: old, new: new, context: context, parent: "")
    }

    private mutating func walk(old: [ResolvedNode], new: [ResolvedNode], context: ElementUpdateContext, parent: String) throws {
        let diff = try ResolvedChildrenDiff(current: old.map(ResolvedChildrenDiff.CurrentChild.init), new: new, context: context)
        order[parent] = new.map { $0.name ?? "?" }
        for (child, change) in zip(new, diff.changes) {
            let name = child.name ?? "?"
            switch change {
            case let .update(currentIndex, animation):
                updated[name] = animation
                try walk(old: old[currentIndex].children, new: child.children, context: context.descending(withAnimation: animation), parent: name)
            case let .insert(transition):
                inserted[name] = transition
                try walk(old: [], new: child.children, context: context.forNewSubtree, parent: name)
            }
        }
        for removal in diff.removals {
            removed[old[removal.currentIndex].name ?? "?"] = removal.disappearingTransition
        }
    }
}

/// A resolved node built by hand, named `name`, with path `Tagged.'name'.1`.
func handNode(
    _ name: String,
    frame: CGRect,
    kind: NodeKind = .plain,
    transition: LayoutTransition = .inherited,
    appearing: VisibilityTransition? = nil,
    disappearing: VisibilityTransition? = nil,
    children: [ResolvedNode] = []
) -> ResolvedNode {
    ResolvedNode(
        path: ElementPath(identifiers: [ElementIdentifier(Tagged.self, key: ElementKey(name), count: 1)]),
        element: A(),
        description: NodeDescription(kind: kind) { description in
            description.name = name
            description.layoutTransition = transition
            description.appearingTransition = appearing
            description.disappearingTransition = disappearing
        },
        layoutAttributes: LayoutAttributes(frame: frame),
        children: children
    )
}
