import Foundation

/// Builds the semantics trees of a root node and performs the requests of assistive technology
/// on the nodes they describe (Flutter's `SemanticsOwner`): what a platform export such as
/// MorphAccessibility's AT-SPI bridge holds for a window.
///
/// ```swift
/// let owner = SemanticsOwner(root: form)
/// let tree = owner.makeTree()
/// if let next = tree.node(role: .button, named: "Next") {
///     owner.perform(.activate(next.id))   // as a screen reader's "activate" does
/// }
/// ```
///
/// A request names a node by its identity and is performed on the node exposed now under that
/// identity: a node that left the tree (removed, hidden, or moved out of the root's tree) is not
/// found, and the request answers false.
@MainActor
public final class SemanticsOwner {
    /// The root of the tree described.
    public let root: DisplayNode

    /// An owner for `root`'s tree.
    public init(root: DisplayNode) {
        self.root = root
    }

    /// What assistive technology sees of the tree at clock time `time` (the animator's last tick
    /// when nil). See ``SemanticsTree`` and, for the rules, <doc:Accessibility>.
    ///
    /// - Complexity: O(n) in the nodes of the tree (hidden subtrees are skipped).
    public func makeTree(at time: TimeInterval? = nil) -> SemanticsTree {
        var nodes: [SemanticsNode] = []
        SemanticsWalk.walk(root, at: time, open: { visit, parent in
            let index = nodes.count
            nodes.append(Self.semanticsNode(for: visit, parent: parent, index: index))
            return index
        }, close: { index in
            nodes[index].subtreeEnd = nodes.count
        })
        return SemanticsTree(time: time ?? root.animator.lastTickTime, nodes: nodes)
    }

    /// The node exposed under identity `id` now, or nil when none is (see the type's
    /// discussion).
    ///
    /// - Complexity: O(n): requests are rare, so the owner keeps no table between trees.
    public func node(for id: LayerID) -> DisplayNode? {
        exposedNode(for: id)?.node
    }

    /// The exposed node with identity `id` and the selection container it is an item of.
    func exposedNode(for id: LayerID) -> (node: DisplayNode, selectionContainer: (any AccessibilitySelectionContainer)?)? {
        var found: (DisplayNode, (any AccessibilitySelectionContainer)?)?
        var count = 0
        SemanticsWalk.walk(root, at: nil, open: { visit, _ in
            if visit.node.layerID == id {
                found = (visit.node, visit.selectionContainer)
                return nil
            }
            count += 1
            return count
        }, close: { _ in })
        return found
    }

    /// The semantics node of one visit.
    private static func semanticsNode(for visit: SemanticsWalk.Visit, parent: Int?, index: Int) -> SemanticsNode {
        let node = visit.node
        let properties = node.accessibilityState.properties
        let traits = node.accessibilityTraits
        var isSelected = traits.contains(.selected)
        var isSelectable = false
        if let container = visit.selectionContainer {
            isSelectable = container.accessibilityIsSelectable(node)
            isSelected = isSelected || container.accessibilityIsSelected(node)
        }
        var actions: [SemanticsAction] = []
        if visit.role.isPressable || visit.role.isTextField || !traits.isDisjoint(with: [.button, .link]) { actions.append(.activate) }
        if visit.role == .adjustable { actions += [.increment, .decrement] }
        for action in properties.customActions { actions.append(.custom(action.name)) }
        let scroll = (node as? ScrollNode)?.semanticsScroll
        if let scroll {
            if scroll.directions.contains(.vertical) { actions += [.scroll(.up), .scroll(.down)] }
            if scroll.directions.contains(.horizontal) { actions += [.scroll(.left), .scroll(.right)] }
        }
        let frame = SemanticsTextGeometry.boundingBox(of: visit.presentation.bounds, through: visit.toWindow)
        return SemanticsNode(
            id: node.layerID,
            role: visit.role,
            label: node.accessibilityLabel,
            value: node.accessibilityValue,
            hint: node.accessibilityHint,
            identifier: properties.identifier,
            traits: traits,
            frame: frame,
            isOffscreen: visit.clip.map { clip in !clip.intersects(frame) && !(frame.isEmpty && clip.contains(frame.origin)) } ?? false,
            scroll: scroll,
            isFocusable: node.canBecomeFocused && node.isFocusable,
            isFocused: node.isFocused,
            isSelectable: isSelectable,
            isSelected: isSelected,
            isModal: properties.viewIsModal,
            actions: actions,
            text: visit.isContainer ? nil : node.semanticsText(toWindow: visit.toWindow),
            numericValue: node.accessibilityNumericValue,
            selectionMode: visit.isContainer ? (node as? any AccessibilitySelectionContainer)?.accessibilitySelectionMode : nil,
            listItem: (node as? CellNode)?.semanticsListItem,
            itemCount: visit.isContainer ? (node as? CollectionNode)?.totalItemCount : nil,
            parentIndex: parent,
            subtreeEnd: index + 1
        )
    }
}

extension DisplayNode {
    /// What assistive technology sees of this node's tree at clock time `time` (the animator's
    /// last tick when nil): ``SemanticsOwner/makeTree(at:)`` for this node.
    ///
    /// - Complexity: O(n) in the nodes of the tree.
    public func semanticsTree(at time: TimeInterval? = nil) -> SemanticsTree {
        SemanticsOwner(root: self).makeTree(at: time)
    }
}
