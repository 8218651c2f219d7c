import Foundation
@_spi(MorphInternals) import MorphLayout
import Morph

/// A node that shows an element tree and animates every change to it (Blueprint's
/// `BlueprintView`).
///
/// Assign ``element``: the host lays the tree out at its own bounds size, keeps one node per
/// node-backed element — recognised across updates by its ``ElementPath`` (element type, key and
/// occurrence count among its siblings) and its ``NodeKind`` — and animates the differences:
///
/// - a reused node gets the new description and attributes, animated with its
///   ``NodeDescription/layoutTransition`` when its attributes changed, with the ambient animation
///   when they did not (the table of ``LayoutTransition``); an element assigned inside
///   `withAnimation(_:_:completion:)` inherits that block's animation;
/// - a new node is built without animation; the top-most new node of a subtree then runs its
///   ``NodeDescription/appearingTransition`` from its hidden state — except on the host's first
///   update, which never animates appearances;
/// - a removed node runs its ``NodeDescription/disappearingTransition`` and stays a subnode until
///   that ends; an element that comes back (same path and kind) while its node disappears
///   reclaims that node, which animates back from where it is: never two nodes for one element;
/// - a keyed element that moves to another place in the tree — under another parent node — keeps
///   its node when its key (with its element type) is unique in the old and the new tree: a
///   shared element (SwiftUI's `matchedGeometryEffect`, Compose's `sharedElement`). It neither
///   disappears nor appears: it flies from where it was on screen to its new place, continuously
///   in the host's coordinates while its new ancestors move, with its layout transition resolved
///   against the update's animation (a move into a newly built subtree flies with the update's
///   animation too). It is drawn inside its new parent, whose alpha and clipping apply.
///
/// ``NodeDescription/onAppear`` and ``NodeDescription/onDisappear`` run after the update in which
/// a node entered or left the host while the host ``isVisible``, parent before child; making the
/// host visible or invisible runs them for every node it shows.
///
/// ```
/// let host = ElementHostNode(name: "host")
/// host.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
/// host.element = Swatch(color: .green)
/// withAnimation(.default) {
///     host.element = Swatch(color: .blue)
/// }
/// ```
///
/// Updates happen when ``element`` or ``isVisible`` is set, and in ``updateElementIfNeeded()``
/// when the bounds size changed since the last update (a layout pass calls it). The host manages
/// its subnodes itself: don't add or remove them by hand.
///
/// - Complexity: an update is O(n) in the node-backed elements of the old and new trees, plus
///   the layout of the new tree.
@MainActor
public final class ElementHostNode: DisplayNode {
    /// The element tree shown, or `nil` for none. Setting it updates the nodes at once; when the
    /// new tree cannot be laid out, the nodes stay as they were and the error goes to the node's
    /// error handler (`DisplayNode.errorHandler`, see ``update()``).
    public var element: (any Element)? {
        get { measuredElement.withLock { $0 } }
        set { show(newValue, stagger: nil) }
    }

    /// Stores `element` and updates the nodes to it (errors go to the error handler), the
    /// top-level nodes' animations offset by `stagger`.
    func show(_ element: (any Element)?, stagger: Stagger?) {
        measuredElement.withLock { $0 = element }
        setNeedsLayout()
        do {
            try update(to: element, stagger: stagger)
        } catch {
            reportError(error)
        }
    }

    /// Whether the host is on screen (Blueprint's "in a window"): lifecycle callbacks run only
    /// while it is. True by default. Setting it to false runs the ``NodeDescription/onDisappear``
    /// callbacks of every node shown, setting it back to true their ``NodeDescription/onAppear``.
    public var isVisible = true {
        didSet {
            guard isVisible != oldValue else { return }
            var callbacks: [LifecycleCallback] = []
            for child in root.children {
                if isVisible {
                    child.collectAppearCallbacks(into: &callbacks)
                } else {
                    child.collectDisappearCallbacks(into: &callbacks)
                }
            }
            for callback in callbacks { callback() }
        }
    }

    /// Builds the node for a description, for kinds other than ``NodeKind/plain`` (a text or
    /// image node); `nil` by default, which builds a plain `DisplayNode`. The node must use the
    /// animator it is given, so that it animates on the host's clock.
    public var makeNodeForKind: (@MainActor (NodeDescription, Animator) -> DisplayNode)?

    /// How many updates have been applied.
    public private(set) var updateCount = 0

    private let measuredElement = Locked<(any Element)?>(nil)
    private lazy var root = ElementNodeController(rootNode: self)
    private var lastUpdateSize: CGSize?

    /// A host without an element. `animator` runs the animations of the host and of every node
    /// it builds (by default the enclosing `DisplayNode.withAnimator(_:_:)` scope's, else
    /// `Animator.shared`).
    public override init(name: String? = nil, animator: Animator? = nil) {
        super.init(name: name, animator: animator)
    }

    /// The nodes shown for the element tree's node-backed elements at the top level (the host's
    /// live subnodes, without those still disappearing), in z-order.
    public var elementNodes: [DisplayNode] { root.children.map(\.node) }

    /// Updates the nodes to ``element`` with ``update(to:)``; an error goes to the node's error
    /// handler (`DisplayNode.reportError(_:)`) as an ``ElementError``, and the nodes stay as they
    /// were. Setting ``element`` and a layout pass that resizes the host update this way: the
    /// error handler is the host's one channel for errors of updates that no caller awaits.
    public func update() {
        do {
            try update(to: element)
        } catch {
            reportError(error)
        }
    }

    /// Updates the nodes when the bounds size changed since the last update.
    public func updateElementIfNeeded() {
        if lastUpdateSize != bounds.size { update() }
    }

    /// Lays `element` out at the host's bounds size, on the tree's pixel grid
    /// (`DisplayNode.layoutContext` of the root), and updates the nodes to it; the element is not
    /// stored (``element`` stores and updates).
    ///
    /// - Throws: ``ElementError/layout(_:)`` when the tree cannot be laid out,
    ///   ``ElementError/duplicateIdentifier(_:parent:)`` when a resolved tree repeats a path
    ///   (identifiers made by layout never do). The nodes are unchanged after an error.
    public func update(to element: (any Element)?) throws(ElementError) {
        try update(to: element, stagger: nil)
    }

    /// ``update(to:)``, with the top-level nodes' animations offset by `stagger`.
    func update(to element: (any Element)?, stagger: Stagger?) throws(ElementError) {
        let size = bounds.size
        let resolved = try element?.resolvedNodes(in: size, screenScale: rootLayoutContext.screenScale, traits: traitCollection) ?? []
        try ResolvedNode.validateUniquePaths(resolved)
        let context = ElementUpdateContext.root(isFirstUpdate: updateCount == 0)
        var callbacks: [LifecycleCallback] = []
        // Keyed elements that move to another parent keep their nodes and fly from where they are.
        let shared = SharedKeyedElements.find(from: root, to: resolved, updateAnimation: context.ambientAnimation)
        let flight = shared.map { SharedElementFlight(moving: $0.nodes, below: self) }
        try root.updateChildren(to: resolved, context: context, host: self, shared: shared, stagger: stagger, callbacks: &callbacks)
        if let shared {
            shared.finish()
            flight?.fly(below: self, carryingSubnodes: false) { shared.animation(for: $0) }
        }
        updateCount += 1
        lastUpdateSize = size
        if isVisible {
            for callback in callbacks { callback() }
        }
    }

    /// The element's size within the range, on the pixel grid of the layout that measures the
    /// host (the same grid its updates use), so the host can stand in a layout spec; the range's
    /// minimum when there is no element.
    ///
    /// - Throws: the `LayoutError` of the element tree's layout (the same error an update would
    ///   report as ``ElementError/layout(_:)``).
    nonisolated public override func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        let element = measuredElement.withLock { $0 }
        // The elements' reads of the traits record on this node (it is being measured): a change
        // of a trait they read lays it out again.
        let size = try element?.layoutSize(in: constrainedSize, context: context, traits: traitCollection) ?? .zero
        return try leafLayout(measuredSize: size, constrainedSize: constrainedSize, context: context)
    }

    /// Lays the element tree out again in the new collection and updates the nodes — inside the
    /// animation around the change (a window switching appearance cross-fades the descriptions'
    /// colours and animates what moved), with the elements' own transitions.
    override public func traitCollectionDidChange(previous: TraitCollection) {
        super.traitCollectionDidChange(previous: previous)
        guard updateCount > 0 else { return }
        update()
    }

    /// Updates the element tree when a layout pass changed the host's size.
    public override func calculatedLayoutDidChange() {
        super.calculatedLayoutDidChange()
        if lastUpdateSize != nil { updateElementIfNeeded() }
    }

    /// The node for a new element: ``makeNodeForKind`` for kinds other than plain, else a plain
    /// node; on the host's animator, named after the description or the element type.
    func makeNode(for resolved: ResolvedNode) -> DisplayNode {
        let name = resolved.description.name ?? String(describing: type(of: resolved.element))
        let node: DisplayNode
        if resolved.description.kind == List.nodeKind {
            node = ListElementNode(animator: animator)
        } else if resolved.description.kind != .plain, let makeNodeForKind {
            node = makeNodeForKind(resolved.description, animator)
        } else {
            node = DisplayNode(name: name, animator: animator)
        }
        if node.name == nil { node.name = name }
        return node
    }
}
