import Foundation
import Morph

/// The keyed elements of one ``ElementHostNode`` update that move to another place in the tree —
/// under another parent node, or another path under the same one: each keeps its node, which the
/// host flies from where it was (a shared element, SwiftUI's `matchedGeometryEffect` with the key
/// as its identifier).
///
/// A key counts when exactly one node-backed element of the old tree and exactly one of the new
/// tree carry it (with the same element type and ``NodeKind``) and their paths from the host
/// differ; keys used more than once on either side — a node still disappearing counts — are
/// ambiguous and left to the normal update (a new node, the old one disappearing), and so is a
/// move into the element's own subtree.
@MainActor
final class SharedKeyedElements {
    /// What identifies a shared element across parents: its type and its key.
    struct Key: Hashable {
        let elementType: ElementType
        let key: ElementKey

        /// The key of the element a path ends with, if it has one.
        init?(_ path: ElementPath) {
            guard let last = path.identifiers.last, let key = last.key else { return nil }
            elementType = last.elementType
            self.key = key
        }
    }

    /// The moving controllers, by key.
    private var controllers: [Key: ElementNodeController]
    /// The moving controllers, by identity.
    private let moving: Set<ObjectIdentifier>
    /// The animation each moved node's change resolved to (nil: it jumps).
    private var animations: [ObjectIdentifier: AnimationAttributes] = [:]
    /// The update's ambient animation, for moves into subtrees built without one.
    let updateAnimation: AnimationAttributes?

    /// The nodes that move.
    let nodes: [DisplayNode]

    /// Each moving controller with the controller of its old parent.
    private let oldParents: [(ElementNodeController, ElementNodeController)]

    private init(controllers: [Key: ElementNodeController], oldParents: [(ElementNodeController, ElementNodeController)], updateAnimation: AnimationAttributes?) {
        self.controllers = controllers
        self.oldParents = oldParents
        self.updateAnimation = updateAnimation
        moving = Set(controllers.values.map { ObjectIdentifier($0) })
        nodes = controllers.values.map(\.node)
    }

    /// The keyed elements that move between the tree below `root` and `resolved`, or nil when
    /// none does.
    ///
    /// - Complexity: O(n) in the node-backed elements of both trees, plus O(d) per keyed element
    ///   for depth d.
    static func find(from root: ElementNodeController, to resolved: [ResolvedNode], updateAnimation: AnimationAttributes?) -> SharedKeyedElements? {
        /// A key's single element and its path from the host; nil once the key repeats.
        var new: [Key: (kind: NodeKind, path: [ElementIdentifier])?] = [:]
        var path: [ElementIdentifier] = []
        func visit(_ node: ResolvedNode) {
            let depth = path.count
            path.append(contentsOf: node.path.identifiers)
            if let key = Key(node.path) {
                new[key] = new[key] == nil ? (node.description.kind, path) : .some(nil)
            }
            for child in node.children { visit(child) }
            path.removeSubrange(depth...)
        }
        for node in resolved { visit(node) }
        guard !new.isEmpty else { return nil }

        var old: [Key: (controller: ElementNodeController, parent: ElementNodeController, path: [ElementIdentifier])?] = [:]
        func visit(_ controller: ElementNodeController, in parent: ElementNodeController) {
            let depth = path.count
            path.append(contentsOf: controller.path.identifiers)
            if let key = Key(controller.path), new[key] != nil {
                old[key] = old[key] == nil ? (controller, parent, path) : .some(nil)
            }
            for child in controller.children { visit(child, in: controller) }
            for child in controller.disappearingChildren { visitDisappearing(child) }
            path.removeSubrange(depth...)
        }
        // A key still shown by a disappearing node is taken: that node may be reclaimed.
        func visitDisappearing(_ controller: ElementNodeController) {
            if let key = Key(controller.path), new[key] != nil { old[key] = .some(nil) }
            for child in controller.children { visitDisappearing(child) }
            for child in controller.disappearingChildren { visitDisappearing(child) }
        }
        for child in root.children { visit(child, in: root) }
        for child in root.disappearingChildren { visitDisappearing(child) }

        var controllers: [Key: ElementNodeController] = [:]
        var oldParents: [(ElementNodeController, ElementNodeController)] = []
        for (key, entry) in old {
            guard case let (controller, parent, oldPath)? = entry, case let (kind, newPath)?? = new[key],
                  oldPath != newPath, controller.description.kind == kind,
                  !newPath.starts(with: oldPath)
            else { continue }
            controllers[key] = controller
            oldParents.append((controller, parent))
        }
        guard !controllers.isEmpty else { return nil }
        return SharedKeyedElements(controllers: controllers, oldParents: oldParents, updateAnimation: updateAnimation)
    }

    /// Ends the update: a moved element's old parent forgets it (a parent removed in the same
    /// update, or one that comes back later, must not take the node back).
    func finish() {
        for (controller, parent) in oldParents where controller.node.supernode !== parent.node {
            parent.forget(controller)
        }
    }

    /// Whether `controller` moves (its old parent must not remove it).
    func isMoving(_ controller: ElementNodeController) -> Bool {
        moving.contains(ObjectIdentifier(controller))
    }

    /// The moving controller for `resolved`, once.
    func take(for resolved: ResolvedNode) -> ElementNodeController? {
        guard let key = Key(resolved.path) else { return nil }
        return controllers.removeValue(forKey: key)
    }

    /// Records the animation the moved `node`'s change resolved to.
    func record(_ node: DisplayNode, animation: AnimationAttributes?) {
        animations[ObjectIdentifier(node)] = animation
    }

    /// The animation of a moved node; nil when it jumps.
    func animation(for node: DisplayNode) -> AnimationAttributes? {
        animations[ObjectIdentifier(node)]
    }
}
