import Foundation
import Morph

/// The node of one node-backed element in an ``ElementHostNode``, with the controllers of its
/// node-backed children (Blueprint's `NativeViewController`).
///
/// A controller remembers the description and attributes it last applied, so the next update can
/// tell whether the element changed (and animate with its own transition) or only passes the
/// ambient animation through. Children that leave with a disappearing transition stay in
/// ``disappearing`` — and their nodes stay subnodes — until that animation ends, unless an element
/// with the same path and kind comes back first and reclaims them.
@MainActor
final class ElementNodeController {
    /// The node that shows the element.
    let node: DisplayNode
    /// The path among the parent node's children.
    private(set) var path: ElementPath
    /// The description applied last.
    private(set) var description: NodeDescription
    /// The attributes applied last (for a disappearing node: the attributes it disappears from).
    private(set) var layoutAttributes: LayoutAttributes
    /// The node-backed children, in z-order.
    private(set) var children: [ElementNodeController] = []
    /// Removed children whose disappearing transition is still running, by path.
    private var disappearing: [ElementPath: ElementNodeController] = [:]
    /// Bumped whenever this controller starts or stops disappearing, so the completion of an
    /// older disappearance can tell it no longer applies.
    private var disappearanceGeneration = 0

    /// A controller for the host's own node: no description of its own, only children.
    init(rootNode: DisplayNode) {
        node = rootNode
        path = .empty
        description = NodeDescription()
        layoutAttributes = LayoutAttributes()
    }

    /// A controller with a new node for `resolved`, built without animation at its attributes.
    private init(building resolved: ResolvedNode, in host: ElementHostNode) {
        node = host.makeNode(for: resolved)
        path = resolved.path
        description = resolved.description
        layoutAttributes = resolved.layoutAttributes
    }

    /// The removed children whose disappearing transition is still running.
    var disappearingChildren: Dictionary<ElementPath, ElementNodeController>.Values { disappearing.values }

    /// Whether the node is animating out.
    var isDisappearing: Bool { disappearanceGeneration % 2 == 1 }

    /// The current child as ``ResolvedChildrenDiff`` sees it.
    private var currentChild: ResolvedChildrenDiff.CurrentChild {
        ResolvedChildrenDiff.CurrentChild(
            path: path,
            kind: description.kind,
            layoutAttributes: layoutAttributes,
            disappearingTransition: description.disappearingTransition
        )
    }

    // MARK: - Updating

    /// Updates the children to `resolved` in `context`: reuses, builds, reclaims and removes child
    /// nodes as ``ResolvedChildrenDiff`` says, animates each, and orders the subnodes. Appends the
    /// lifecycle callbacks due (when `visible`) to `callbacks`.
    ///
    /// A new child that is one of the update's `shared` elements takes the node of its old
    /// element, wherever that was (its old parent does not remove it); the host flies it after the
    /// update. With `stagger` (the host's top level), each child's animations — its change, its
    /// appearing or disappearing transition, and what its subtree inherits — start later by its
    /// stagger delay: children counted in new order, then the removed ones in old order, a
    /// distance measured from the centre of the child's new attributes (its old ones when it
    /// leaves).
    ///
    /// Only ``ResolvedChildrenDiff`` throws (a duplicate path), before anything changes.
    func updateChildren(
        to resolved: [ResolvedNode],
        context: ElementUpdateContext,
        host: ElementHostNode,
        shared: SharedKeyedElements?,
        stagger: Stagger? = nil,
        callbacks: inout [LifecycleCallback]
    ) throws(ElementError) {
        if children.isEmpty && resolved.isEmpty && disappearing.isEmpty { return }
        let diff = try ResolvedChildrenDiff(current: children.map(\.currentChild), new: resolved, context: context, parent: path)
        let previousOrder = node.subnodes
        let staggerCount = resolved.count + diff.removals.count
        /// The stagger delay of the child at `index` whose centre is `center`.
        func delay(_ index: Int, _ center: CGPoint) -> TimeInterval {
            stagger?.delay(forChildAt: index, of: staggerCount, center: center) ?? 0
        }

        var updated: [ElementNodeController] = []
        updated.reserveCapacity(resolved.count)
        for (index, (child, change)) in zip(resolved, diff.changes).enumerated() {
            let delay = delay(index, child.layoutAttributes.center)
            switch change {
            case let .update(currentIndex, animation):
                let controller = children[currentIndex]
                let animation = animation.map { Self.delayed($0, by: delay) }
                controller.apply(child, animation: animation)
                try controller.updateChildren(
                    to: child.children,
                    context: context.descending(withAnimation: animation),
                    host: host,
                    shared: shared,
                    callbacks: &callbacks
                )
                updated.append(controller)
            case .insert(let appearingTransition):
                let appearingTransition = appearingTransition.map { Self.delayed($0, by: delay) }
                if let moved = shared?.take(for: child) {
                    // A shared element: its node comes along from its old parent and flies.
                    let animation = child.description.layoutTransition
                        .resolvedAnimation(ambient: context.ambientAnimation ?? shared?.updateAnimation, attributesChanged: true)
                        .map { Self.delayed($0, by: delay) }
                    moved.apply(child, animation: animation)
                    shared?.record(moved.node, animation: animation)
                    try moved.updateChildren(
                        to: child.children,
                        context: context.descending(withAnimation: animation),
                        host: host,
                        shared: shared,
                        callbacks: &callbacks
                    )
                    updated.append(moved)
                } else if let reclaimed = disappearing[child.path], reclaimed.description.kind == child.description.kind {
                    disappearing[child.path] = nil
                    let animation = appearingTransition?.attributes
                        ?? reclaimed.description.disappearingTransition.map { Self.delayed($0, by: delay).attributes }
                        ?? context.ambientAnimation.map { Self.delayed($0, by: delay) }
                    reclaimed.reclaim(as: child, animation: animation, visible: host.isVisible, callbacks: &callbacks)
                    try reclaimed.updateChildren(
                        to: child.children,
                        context: context.descending(withAnimation: animation),
                        host: host,
                        shared: shared,
                        callbacks: &callbacks
                    )
                    updated.append(reclaimed)
                } else {
                    let controller = ElementNodeController(building: child, in: host)
                    try controller.build(child, appearingTransition: appearingTransition, context: context, host: host, shared: shared, callbacks: &callbacks)
                    updated.append(controller)
                }
            }
        }

        for (offset, removal) in diff.removals.enumerated() {
            let controller = children[removal.currentIndex]
            // A shared element left for another parent, which took its node.
            if shared?.isMoving(controller) == true { continue }
            let delay = delay(resolved.count + offset, controller.layoutAttributes.center)
            if host.isVisible { controller.collectDisappearCallbacks(into: &callbacks) }
            if let transition = removal.disappearingTransition.map({ Self.delayed($0, by: delay) }) {
                if let older = disappearing.updateValue(controller, forKey: controller.path) {
                    older.removeNow()
                }
                controller.disappear(with: transition) { [weak self] in
                    guard let self, self.disappearing[controller.path] === controller else { return }
                    self.disappearing[controller.path] = nil
                }
            } else {
                controller.removeNow()
            }
        }

        children = updated
        orderSubnodes(previousOrder: previousOrder)
    }

    /// Drops `child` from the children: it moved to another parent (a shared element).
    func forget(_ child: ElementNodeController) {
        children.removeAll { $0 === child }
    }

    /// Applies `resolved` to the reused node: the look and the attributes, animated with
    /// `animation` (`nil`: they jump).
    private func apply(_ resolved: ResolvedNode, animation: AnimationAttributes?) {
        path = resolved.path
        description = resolved.description
        layoutAttributes = resolved.layoutAttributes
        Self.perform(animation) {
            applyLook()
            Self.apply(layoutAttributes, to: node)
        }
        updateList(from: resolved.element, animated: true)
    }

    /// Hands a ``List`` element's rows to its node.
    private func updateList(from element: any Element, animated: Bool) {
        guard let list = element as? List, let listNode = node as? ListElementNode else { return }
        listNode.update(to: list, animated: animated)
    }

    /// Builds the new node's content and subtree without animation, then runs its appearing
    /// transition, if any, from the hidden state. A shared element inside the new subtree still
    /// flies, with the update's animation.
    private func build(
        _ resolved: ResolvedNode,
        appearingTransition: VisibilityTransition?,
        context: ElementUpdateContext,
        host: ElementHostNode,
        shared: SharedKeyedElements?,
        callbacks: inout [LifecycleCallback]
    ) throws(ElementError) {
        var failure: ElementError?
        performWithoutAnimation {
            applyLook()
            Self.apply(appearingTransition?.invisibleAttributes(for: layoutAttributes) ?? layoutAttributes, to: node)
            updateList(from: resolved.element, animated: false)
            if host.isVisible, let onAppear = description.onAppear { callbacks.append(onAppear) }
            do throws(ElementError) {
                try updateChildren(to: resolved.children, context: context.forNewSubtree, host: host, shared: shared, callbacks: &callbacks)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        if let appearingTransition {
            withAnimation(appearingTransition.attributes) {
                Self.apply(layoutAttributes, to: node)
            }
        }
    }

    /// Takes a disappearing node back for `resolved`: its disappearance stops, and it animates
    /// from where it is to the new attributes.
    private func reclaim(as resolved: ResolvedNode, animation: AnimationAttributes?, visible: Bool, callbacks: inout [LifecycleCallback]) {
        disappearanceGeneration += 1
        apply(resolved, animation: animation)
        if visible { collectAppearCallbacks(into: &callbacks) }
    }

    /// Animates to the hidden state of the last attributes; then removes the node from its
    /// supernode, unless it was reclaimed in between, and calls `removed`.
    private func disappear(with transition: VisibilityTransition, removed: @escaping @MainActor () -> Void) {
        disappearanceGeneration += 1
        let generation = disappearanceGeneration
        let hidden = transition.invisibleAttributes(for: layoutAttributes)
        withAnimation(transition.attributes, {
            Self.apply(hidden, to: node)
        }, completion: { [weak self] _ in
            guard let self, self.disappearanceGeneration == generation else { return }
            self.removeNow()
            removed()
        })
    }

    /// Removes the node from its supernode at once (its disappearance, if any, no longer
    /// applies).
    private func removeNow() {
        if isDisappearing { disappearanceGeneration += 1 }
        do {
            try node.removeFromSupernode()
        } catch {
            node.reportError(ElementError.node(error))
        }
    }

    /// Orders the subnodes — and so adds the new children's nodes: the live children in order,
    /// each disappearing child right after the sibling it followed before (so it keeps its place
    /// in z-order while it animates out).
    ///
    /// - Complexity: O(n).
    private func orderSubnodes(previousOrder: [DisplayNode]) {
        var live = Set<ObjectIdentifier>(minimumCapacity: children.count)
        for child in children { live.insert(ObjectIdentifier(child.node)) }
        var leaving = Set<ObjectIdentifier>(minimumCapacity: disappearing.count)
        for child in disappearing.values { leaving.insert(ObjectIdentifier(child.node)) }

        var leading: [DisplayNode] = []
        var following: [ObjectIdentifier: [DisplayNode]] = [:]
        var anchor: ObjectIdentifier?
        for subnode in previousOrder {
            let id = ObjectIdentifier(subnode)
            if leaving.contains(id) {
                if let anchor { following[anchor, default: []].append(subnode) } else { leading.append(subnode) }
                leaving.remove(id)
            } else if live.contains(id) {
                anchor = id
            }
        }
        var order = leading
        order.reserveCapacity(children.count + disappearing.count)
        for child in children {
            order.append(child.node)
            order.append(contentsOf: following[ObjectIdentifier(child.node)] ?? [])
        }
        do {
            try node.setSubnodes(order)
        } catch {
            node.reportError(ElementError.node(error))
        }
    }

    // MARK: - Lifecycle

    /// The `onAppear` callbacks of this node and its live descendants, parent before child.
    func collectAppearCallbacks(into callbacks: inout [LifecycleCallback]) {
        if let onAppear = description.onAppear { callbacks.append(onAppear) }
        for child in children { child.collectAppearCallbacks(into: &callbacks) }
    }

    /// The `onDisappear` callbacks of this node and its live descendants, parent before child.
    func collectDisappearCallbacks(into callbacks: inout [LifecycleCallback]) {
        if let onDisappear = description.onDisappear { callbacks.append(onDisappear) }
        for child in children { child.collectDisappearCallbacks(into: &callbacks) }
    }

    // MARK: - Applying values to nodes

    /// Sets the node's name and look: every view property of the description that is not one of
    /// its layout attributes (``NodeDescription/lookProperties``), through the table.
    private func applyLook() {
        node.name = description.name ?? node.name
        node.accessibility = description.accessibility
        for property in NodeDescription.lookProperties {
            property.apply(description.viewAttributes, to: node)
        }
    }

    /// Sets the node's geometry, transform, alpha, visibility and interactivity to `attributes`
    /// (under the ambient animation). The frame is the one the attributes give (their bounds' size about
    /// their centre) whatever the node's anchor point: the position is where the anchor point of
    /// that frame lies.
    static func apply(_ attributes: LayoutAttributes, to node: DisplayNode) {
        let anchor = node.anchorPoint
        node.bounds = attributes.bounds
        node.position = CGPoint(
            x: attributes.center.x + (anchor.x - 0.5) * attributes.bounds.width,
            y: attributes.center.y + (anchor.y - 0.5) * attributes.bounds.height
        )
        node.transform = attributes.transform
        node.alpha = attributes.alpha
        node.isHidden = attributes.isHidden
        node.isUserInteractionEnabled = attributes.isUserInteractionEnabled
    }

    /// `attributes` starting `delay` seconds later.
    static func delayed(_ attributes: AnimationAttributes, by delay: TimeInterval) -> AnimationAttributes {
        delay > 0 ? attributes.delayed(by: attributes.delay + delay) : attributes
    }

    /// `transition` with its animation starting `delay` seconds later.
    static func delayed(_ transition: VisibilityTransition, by delay: TimeInterval) -> VisibilityTransition {
        var transition = transition
        transition.attributes = delayed(transition.attributes, by: delay)
        return transition
    }

    /// Runs `body` animated with `animation`, or without animation when it is `nil`.
    static func perform(_ animation: AnimationAttributes?, _ body: () -> Void) {
        if let animation {
            withAnimation(animation, body)
        } else {
            performWithoutAnimation(body)
        }
    }
}
