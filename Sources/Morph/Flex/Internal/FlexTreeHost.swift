import Foundation

/// The flex tree behind a flexbox node: the node's flexbox subtree mirrored in a `FlexTree`,
/// kept between layouts so the engine's layout and measurement caches survive, and synchronised
/// with the nodes before each layout.
///
/// Synchronising compares each node's layout version with the one seen last time: a leaf whose
/// version moved on is marked dirty (its content changed, so its cached measurements are stale),
/// a changed node gets its new flex style (marking it dirty when the style differs), and a
/// container whose children changed gets the new list. Unchanged nodes keep their caches, so a
/// layout after one leaf changed measures that leaf again and little else.
struct FlexTreeHost: Sendable {
    /// One node of the mirrored subtree (not the root).
    struct Entry: Sendable {
        let node: DisplayNode
        let id: FlexNodeID
        let isContainer: Bool
        var version: Int
        var stamp: UInt32
    }

    /// A flexbox node of the subtree (the root first) with its children, as synchronised.
    struct Container: Sendable {
        let node: DisplayNode
        let id: FlexNodeID
        let version: Int
        /// Whether it and all its flex ancestors are displayed (`display` is not `none`).
        let isDisplayed: Bool
        /// The index of its flex parent among the containers (-1 for the root).
        let parent: Int
        /// Whether the synchronisation changed something that may move its children: its style or
        /// its children list changed, a child leaf changed, or so did a nested container below it
        /// (then its own size may change too).
        var hasChanges: Bool
        /// Whether a flex ancestor's style, the configuration or the root's range changed, which
        /// can move its children without changing its size (inherited direction, percentages).
        let hasInheritedChanges: Bool
        var children: [(node: DisplayNode, id: FlexNodeID, isDisplayed: Bool)]

        /// Whether its layout must be built again even when its size stayed the same.
        var needsNewLayout: Bool { hasChanges || hasInheritedChanges }
    }

    /// A container waiting to be synchronised.
    private struct PendingContainer {
        let node: DisplayNode
        let id: FlexNodeID
        let version: Int
        let isDisplayed: Bool
        let parent: Int
        let styleChanged: Bool
        let hasInheritedChanges: Bool
        let children: [DisplayNode]
    }

    private(set) var tree = FlexTree()
    /// The flex node of the flexbox node that owns this host.
    let root: FlexNodeID
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The measure context shared by the leaves' functions.
    let pass = FlexMeasurePass()
    /// Marks the entries reached by the current synchronisation.
    private var stamp: UInt32 = 0
    /// The range of the last layout, and whether its layouts were all built.
    private var lastRange: SizeRange?

    init() {
        root = tree.addNode()
    }

    // MARK: - Synchronising

    /// Brings the tree up to date with the flexbox subtree of `rootNode` for a layout in `range`
    /// and returns its flexbox nodes, the root first, depth first, with what changed.
    ///
    /// - Throws: `LayoutError.nodeHostsItself(element:)` when the root appears in its own
    ///   subtree, `LayoutError.duplicateNode(element:)` when a node appears twice.
    /// - Complexity: O(n) lock reads and dictionary lookups for a subtree of n nodes, plus the
    ///   changes of the children lists.
    mutating func synchronize(
        root rootNode: DisplayNode,
        style: FlexStyle,
        children rootChildren: [DisplayNode],
        config: FlexConfig,
        range: SizeRange,
        context: LayoutContext
    ) throws(LayoutError) -> [Container] {
        var config = config
        config.screenScale = context.screenScale
        var rootInherits = lastRange != range
        lastRange = range
        if tree.config != config {
            tree.config = config
            rootInherits = true
        }
        pass.context = context
        pass.error = nil
        stamp &+= 1
        let rootStyleChanged = tree.style(of: root) != style
        if rootStyleChanged { tree.setStyle(style, for: root) }

        var containers: [Container] = []
        var pending = [PendingContainer(
            node: rootNode, id: root, version: 0, isDisplayed: true, parent: -1,
            styleChanged: rootStyleChanged, hasInheritedChanges: rootInherits, children: rootChildren
        )]
        var reached = 0
        while let next = pending.popLast() {
            let index = containers.count
            var container = Container(
                node: next.node, id: next.id, version: next.version, isDisplayed: next.isDisplayed,
                parent: next.parent, hasChanges: next.styleChanged,
                hasInheritedChanges: next.hasInheritedChanges, children: []
            )
            container.children.reserveCapacity(next.children.count)
            var pendingChildren: [PendingContainer] = []
            for child in next.children {
                if child === rootNode { throw .nodeHostsItself(element: rootNode.debugName) }
                let inputs = child.state.withLock { state in
                    if state.flex.parent.node !== next.node { state.flex.parent = WeakNode(next.node) }
                    return (
                        engine: state.flex.engine,
                        style: state.flex.style,
                        version: state.version,
                        children: state.flex.engine == .flexbox ? state.flex.layoutChildren(subnodes: state.subnodes) : []
                    )
                }
                let isContainer = inputs.engine == .flexbox
                let (entry, changed) = try synchronize(child, isContainer: isContainer, style: inputs.style, version: inputs.version)
                reached += 1
                let isDisplayed = inputs.style.display != .none
                container.children.append((child, entry.id, isDisplayed))
                if isContainer {
                    pendingChildren.append(PendingContainer(
                        node: child, id: entry.id, version: inputs.version,
                        isDisplayed: next.isDisplayed && isDisplayed, parent: index,
                        styleChanged: changed,
                        hasInheritedChanges: next.hasInheritedChanges || next.styleChanged,
                        children: inputs.children
                    ))
                } else if changed {
                    container.hasChanges = true
                }
            }
            if try synchronizeChildren(of: next.id, to: container.children.map(\.id), element: next.node) {
                container.hasChanges = true
            }
            containers.append(container)
            // Depth first, in order.
            pending.append(contentsOf: pendingChildren.reversed())
        }
        if entries.count > reached { removeUnreachedEntries() }
        // A change below a container may change its size, so its parent's layout too.
        for index in containers.indices.reversed() where containers[index].hasChanges {
            let parent = containers[index].parent
            if parent >= 0 { containers[parent].hasChanges = true }
        }
        return containers
    }

    /// The entry of one child, created or brought up to date, and whether that changed its flex
    /// node: a new node, a new style, or (for a measured leaf) new content.
    private mutating func synchronize(_ child: DisplayNode, isContainer: Bool, style: FlexStyle, version: Int) throws(LayoutError) -> (Entry, Bool) {
        let key = ObjectIdentifier(child)
        let index = entries.index(forKey: key)
        if let index, entries.values[index].isContainer == isContainer {
            // Updated in place: one hash lookup per node and pass.
            if entries.values[index].stamp == stamp { throw .duplicateNode(element: child.debugName) }
            entries.values[index].stamp = stamp
            let entry = entries.values[index]
            guard entry.version != version else { return (entry, false) }
            entries.values[index].version = version
            var changed = false
            if tree.style(of: entry.id) != style {
                tree.setStyle(style, for: entry.id)
                changed = true
            }
            if !isContainer {
                tree.markDirty(entry.id)
                changed = true
            }
            return (entries.values[index], changed)
        }
        if let index {
            let old = entries.values[index]
            // The child changed engines: it becomes another kind of flex node.
            tree.removeNode(old.id)
        }
        let id: FlexNodeID
        if isContainer {
            id = tree.addNode(style: style)
        } else {
            id = tree.addNode(style: style, measure: pass.measureFunction(for: child))
            tree.setBaselineFunction(pass.baselineFunction(for: child), for: id)
        }
        let entry = Entry(node: child, id: id, isContainer: isContainer, version: version, stamp: stamp)
        entries[key] = entry
        return (entry, true)
    }

    /// Makes `desired` the children of `parent`, keeping the common prefix in place; returns
    /// whether they changed.
    ///
    /// - Complexity: O(k) when unchanged or appended to; O(k²) element moves in the worst case for
    ///   k children.
    @discardableResult
    private mutating func synchronizeChildren(of parent: FlexNodeID, to desired: [FlexNodeID], element: DisplayNode) throws(LayoutError) -> Bool {
        let current = tree.children(of: parent)
        if current == desired { return false }
        var common = 0
        while common < current.count, common < desired.count, current[common] == desired[common] {
            common += 1
        }
        do {
            for child in current[common...] {
                try tree.removeChild(child, from: parent)
            }
            for (offset, child) in desired[common...].enumerated() {
                if let oldParent = tree.parent(of: child) {
                    try tree.removeChild(child, from: oldParent)
                }
                try tree.insertChild(child, into: parent, at: common + offset)
            }
        } catch {
            throw .invalidValue(property: "flexChildren", value: CGFloat(desired.count), element: element.debugName, expected: error.description)
        }
        return true
    }

    /// Removes the flex nodes of the nodes that left the subtree.
    private mutating func removeUnreachedEntries() {
        for (key, entry) in entries where entry.stamp != stamp {
            if tree.contains(entry.id) { tree.removeNode(entry.id) }
            entries[key] = nil
        }
    }

    // MARK: - Laying out

    /// Lays out the tree for the range a parent offers the root and returns the root's size: exact
    /// bounds are exact, otherwise the content decides up to a finite maximum; a result below the
    /// minimum is laid out again at the minimum, and the size is clamped to the range.
    ///
    /// - Throws: the first error a leaf's measurement threw, or an `LayoutError.invalidValue(property:value:element:expected:)`
    ///   for a flexbox subtree deeper than `FlexTree.depthLimit`.
    mutating func layOut(_ range: SizeRange, element: DisplayNode) throws(LayoutError) -> CGSize {
        let width = Self.constraint(min: range.min.width, max: range.max.width)
        let height = Self.constraint(min: range.min.height, max: range.max.height)
        try calculate(width: width, height: height, element: element)
        var size = self.size(of: root)
        let tooNarrow = size.width < range.min.width
        let tooShort = size.height < range.min.height
        if tooNarrow || tooShort {
            try calculate(
                width: tooNarrow ? .exactly(range.min.width) : width,
                height: tooShort ? .exactly(range.min.height) : height,
                element: element
            )
            size = self.size(of: root)
        }
        return range.clamp(size)
    }

    private mutating func calculate(width: FlexConstraint, height: FlexConstraint, element: DisplayNode) throws(LayoutError) {
        do {
            try tree.calculateLayout(for: root, width: width, height: height)
        } catch {
            throw .invalidValue(property: "flexbox depth", value: CGFloat(FlexTree.depthLimit), element: element.debugName, expected: error.description)
        }
        if let error = pass.error {
            pass.error = nil
            throw error
        }
    }

    /// Texture's rule for a range's axis, in Yoga's terms (an inverted range: the minimum wins).
    private static func constraint(min: CGFloat, max: CGFloat) -> FlexConstraint {
        if min >= max { return .exactly(min) }
        return max.isFinite ? .atMost(max) : .unconstrained
    }

    /// A flex node's laid-out size, snapped to the pixel grid the engine rounded it to (Float32
    /// values such as 33.333332 become the grid's 33.3333…).
    func size(of node: FlexNodeID) -> CGSize {
        let frame = tree.frame(of: node)
        return CGSize(width: snap(frame.width), height: snap(frame.height))
    }

    /// The flattened layout of a container of the last synchronisation: its displayed children at
    /// their flex frames (children with `display: none` are not part of it).
    ///
    /// - Throws: `LayoutError.invalidLayoutSize(_:element:)` for a size that cannot be displayed.
    func layout(of container: Container, size: CGSize, context: LayoutContext) throws(LayoutError) -> Layout {
        var sublayouts: [Layout] = []
        sublayouts.reserveCapacity(container.children.count)
        for child in container.children where child.isDisplayed {
            let frame = tree.frame(of: child.id)
            sublayouts.append(try Layout(
                element: child.node,
                size: CGSize(width: snap(frame.width), height: snap(frame.height)),
                position: CGPoint(x: snap(frame.minX), y: snap(frame.minY)),
                context: context
            ))
        }
        return try Layout(element: container.node, size: size, sublayouts: sublayouts, context: context).flattened()
    }

    private func snap(_ value: CGFloat) -> CGFloat {
        let scale = tree.config.screenScale
        guard scale > 0, value.isFinite else { return value }
        return (value * scale).rounded() / scale
    }
}
