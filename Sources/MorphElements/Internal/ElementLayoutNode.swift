import Foundation
@_spi(MorphInternals) import MorphLayout

/// One element of a tree being laid out, standing in MorphLayout as a node so that specs can
/// arrange it and flattened layouts keep it (Blueprint's `LayoutResultNode` before the fact).
///
/// Built once per layout pass with its children and their identifiers; caches its two most
/// recent layouts (a stack measures a child more than once), so a pass measures each element
/// once per distinct range.
final class ElementLayoutNode: LayoutNode {
    let element: any Element
    let content: ElementContent
    /// The trait collection the element is laid out in: the host's, adapted by the elements
    /// above (``AdaptedTraitCollection``).
    let traits: TraitCollection
    /// The children with their identifiers among their siblings, in content order.
    let children: [(identifier: ElementIdentifier, node: ElementLayoutNode)]
    /// Child positions by node identity, for reading flattened layouts.
    private let childIndices: [ObjectIdentifier: Int]
    private let cache = Locked<(recent: CachedLayout?, previous: CachedLayout?)>((nil, nil))

    /// The node for `element` in `traits` and, recursively, for its children (in the traits the
    /// element gives them).
    ///
    /// - Complexity: O(n) in the number of elements of the subtree.
    init(element: any Element, traits: TraitCollection) {
        self.element = element
        self.traits = traits
        content = element.content(in: traits)
        let childTraits = (element as? any TraitAdaptingElement).map { traits.applying($0.traitOverrides) } ?? traits
        let contentChildren = content.children
        var factory = ElementIdentifier.Factory(elementCount: contentChildren.count)
        children = contentChildren.map { child in
            (
                factory.nextIdentifier(for: ElementType(of: child.element), key: child.key),
                ElementLayoutNode(element: child.element, traits: childTraits)
            )
        }
        var indices: [ObjectIdentifier: Int] = [:]
        indices.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            indices[ObjectIdentifier(child.node)] = index
        }
        childIndices = indices
    }

    var style: LayoutStyle { content.style }

    var debugName: String { String(describing: type(of: element)) }

    /// The child laid out by `layout`, a sublayout of this node's flattened layout.
    func child(for layout: Layout) -> (identifier: ElementIdentifier, node: ElementLayoutNode)? {
        guard let identifier = layout.elementKind.nodeIdentifier, let index = childIndices[identifier] else { return nil }
        return children[index]
    }

    func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) throws(LayoutError) -> Layout {
        let hit = cache.withLock { entries -> CachedLayout? in
            if let recent = entries.recent, recent.isValid(for: constrainedSize, parentSize: parentSize, version: 0, context: context) {
                return recent
            }
            if let previous = entries.previous, previous.isValid(for: constrainedSize, parentSize: parentSize, version: 0, context: context) {
                return previous
            }
            return nil
        }
        if let hit { return hit.layout(for: self) }
        let layout = try calculateLayoutThatFits(constrainedSize, relativeToParentSize: parentSize, context: context)
        let entry = CachedLayout(layout: layout, constrainedSize: constrainedSize, parentSize: parentSize, version: 0, context: context)
        cache.withLock { $0 = (entry, $0.recent) }
        return layout
    }

    func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) throws(LayoutError) -> Layout {
        switch content.storage {
        case .measured(let measure):
            return try leafLayout(measuredSize: measure(constrainedSize.max, traits), constrainedSize: constrainedSize, context: context)
        case .arranged(_, let layout):
            let spec = layout(children.map(\.node))
            // Right to left, the element's layout mirrors, as a node's does (see `LayoutDirection`).
            return try calculateLayout(hosting: spec, constrainedSize: constrainedSize, context: context, layoutDirection: traits.layoutDirection)
        }
    }
}
