import Foundation
@_spi(MorphInternals) import MorphLayout

/// The flex tree behind a flexbox node: the node's flexbox subtree mirrored in a `FlexTree`,
/// kept between layouts so the engine's layout and measurement caches survive, and synchronised
/// with the nodes before each layout.
///
/// Synchronising compares each node's layout version with the one seen last time: a leaf whose
/// version moved on is marked dirty (its content changed, so its cached measurements are stale),
/// a changed node gets its new flex style (marking it dirty when the style differs), and a
/// container whose children changed gets the new list. Unchanged nodes keep their caches, so a
/// layout after one leaf changed measures that leaf again and little else.
///
/// A nested flexbox container whose layout version is the one seen last time, under the same
/// flex parent, with no inherited change (an ancestor's style, the configuration or the root's
/// range), is not walked again: every change below it — a style, content, an engine, a children
/// list — bumps its version through ``DisplayNode/setNeedsLayout()``, so its whole subtree is as
/// last synchronised and its records are reused. A re-layout after one leaf changed so walks the
/// changed path and the children of the containers on it, not the whole tree.
struct FlexTreeHost: Sendable {
    /// One node of the mirrored subtree (not the root). Plain values only, so reading one copies
    /// no reference (the host's `members` keeps the node alive).
    struct Entry: Sendable {
        let id: FlexNodeID
        let isContainer: Bool
        var version: Int
        var stamp: UInt32
        /// The flex parent it was synchronised under last.
        var parent: FlexNodeID
        /// For a container, its index in the containers of the last synchronisation (-1 when
        /// none is known).
        var containerIndex: Int
    }

    /// A flexbox node of the subtree (the root first) with its children, as synchronised.
    ///
    /// Its nodes are unretained references, so that copying a record, as reusing a subtree does,
    /// retains and releases nothing: an atomic pair per node and copy in the flexbox layout of a
    /// 1,001-node tree (FlexBenchmarks' `DisplayNode` cases, listed in Benchmarks/README.md's
    /// unsafe-code table). They stay valid while the host does: every node a record of the last
    /// synchronisation names has an entry, whose node `members` retains, or is the root, the node
    /// that owns the host. The flexbox node tests release subtrees between layouts, and the
    /// ThreadSanitizer pass runs them.
    struct Container: Sendable {
        let nodeReference: Unmanaged<DisplayNode>
        /// The node's identity (its entry's key).
        let key: ObjectIdentifier
        let id: FlexNodeID
        let version: Int
        /// Whether it and all its flex ancestors are displayed (`display` is not `none`).
        let isDisplayed: Bool
        /// The index of its flex parent among the containers (-1 for the root).
        var parent: Int
        /// Whether the synchronisation changed something that may move its children: its style or
        /// its children list changed, a child leaf changed, or so did a nested container below it
        /// (then its own size may change too).
        var hasChanges: Bool
        /// Whether a flex ancestor's style, the configuration or the root's range changed, which
        /// can move its children without changing its size (inherited direction, percentages).
        var hasInheritedChanges: Bool
        var children: [Child]
        /// The end (exclusive) of its subtree among the containers, which lists subtrees
        /// contiguously (depth first, parents first).
        var subtreeEnd: Int
        /// The number of flex nodes below it (its children and all their descendants).
        var descendantCount: Int
        /// Whether it was reused from the last synchronisation with its whole subtree.
        var isReused: Bool

        /// Whether its layout must be built again even when its size stayed the same.
        var needsNewLayout: Bool { hasChanges || hasInheritedChanges }

        /// The flexbox node.
        var node: DisplayNode { nodeReference.takeUnretainedValue() }
    }

    /// A flex child of a container: its node (unretained, as in ``Container``), its flex node and
    /// whether it is displayed.
    struct Child: Sendable {
        let nodeReference: Unmanaged<DisplayNode>
        /// The node's identity (its entry's key).
        let key: ObjectIdentifier
        let id: FlexNodeID
        let isDisplayed: Bool

        /// The child node.
        var node: DisplayNode { nodeReference.takeUnretainedValue() }
    }

    /// A container waiting to be synchronised.
    private struct PendingContainer {
        /// Unretained, as in ``Container``.
        let nodeReference: Unmanaged<DisplayNode>
        let id: FlexNodeID
        let version: Int
        let isDisplayed: Bool
        let parent: Int
        let styleChanged: Bool
        let hasInheritedChanges: Bool
        let children: [DisplayNode]
        /// The index among the last synchronisation's containers of its unchanged record, whose
        /// subtree is reused as it is; -1 to walk it.
        let reusedFrom: Int
    }

    private(set) var tree = FlexTree()
    /// The flex node of the flexbox node that owns this host.
    let root: FlexNodeID
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The node of every entry, retained while it has one (so an entry's key never outlives its
    /// node and the containers' unretained references stay valid).
    private var members: [ObjectIdentifier: DisplayNode] = [:]
    /// The measure context shared by the leaves' functions.
    let pass = FlexMeasurePass()
    /// Marks the entries reached by the current synchronisation.
    private var stamp: UInt32 = 0
    /// The range of the last layout, and whether its layouts were all built.
    private var lastRange: SizeRange?
    /// The containers of the last synchronisation (their subtrees are reused when unchanged).
    private var lastContainers: [Container] = []
    /// Whether the current walk met a node synchronised last time under another parent that it
    /// has not reached yet (a node that moved, or a node listed twice).
    private var metMovedNode = false

    init() {
        root = tree.addNode()
    }

    // MARK: - Synchronising

    /// Brings the tree up to date with the flexbox subtree of `rootNode` for a layout in `range`
    /// and returns its flexbox nodes, the root first, depth first, with what changed.
    ///
    /// - Throws: `LayoutError.nodeHostsItself(element:)` when the root appears in its own
    ///   subtree, `LayoutError.duplicateNode(element:)` when a node appears twice.
    /// - Complexity: O(n) lock reads and dictionary lookups for the n nodes walked — the
    ///   children of the root and of every container whose version changed — plus the changes
    ///   of the children lists; unchanged nested subtrees cost O(1) per container in them.
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
        let rootStyleChanged = tree.style(of: root) != style
        if rootStyleChanged { tree.setStyle(style, for: root) }

        var containers = try walk(
            rootNode, children: rootChildren, styleChanged: rootStyleChanged, inherits: rootInherits, reusing: true
        )
        if metMovedNode, containers.contains(where: \.isReused) {
            // A node met under a new parent may still be listed where it was, inside a reused
            // subtree (listed twice), or its old parent comes later: walk everything, with every
            // container changed (the first walk already recorded the new versions).
            containers = try walk(
                rootNode, children: rootChildren, styleChanged: true, inherits: true, reusing: false
            )
        }
        lastContainers = containers
        return containers
    }

    /// One synchronising walk of the subtree from the root (see ``synchronize(root:style:children:config:range:context:)``);
    /// `reusing` allows unchanged nested subtrees to be reused.
    private mutating func walk(
        _ rootNode: DisplayNode,
        children rootChildren: [DisplayNode],
        styleChanged rootStyleChanged: Bool,
        inherits rootInherits: Bool,
        reusing: Bool
    ) throws(LayoutError) -> [Container] {
        stamp &+= 1
        metMovedNode = false
        var containers: [Container] = []
        containers.reserveCapacity(lastContainers.count)
        var pending: [PendingContainer] = []
        pending.reserveCapacity(max(16, lastContainers.count))
        pending.append(PendingContainer(
            nodeReference: Unmanaged.passUnretained(rootNode), id: root, version: 0, isDisplayed: true, parent: -1,
            styleChanged: rootStyleChanged, hasInheritedChanges: rootInherits, children: rootChildren, reusedFrom: -1
        ))
        var reached = 0
        while let next = pending.popLast() {
            let index = containers.count
            if next.reusedFrom >= 0 {
                reuseSubtree(from: next.reusedFrom, parent: next.parent, into: &containers)
                continue
            }
            let nextNode = next.nodeReference.takeUnretainedValue()
            var container = Container(
                nodeReference: next.nodeReference, key: ObjectIdentifier(nextNode), id: next.id, version: next.version, isDisplayed: next.isDisplayed,
                parent: next.parent, hasChanges: next.styleChanged,
                hasInheritedChanges: next.hasInheritedChanges, children: [],
                subtreeEnd: index + 1, descendantCount: next.children.count, isReused: false
            )
            container.children.reserveCapacity(next.children.count)
            let firstPending = pending.count
            let childrenInherit = next.hasInheritedChanges || next.styleChanged
            // The container's handle, read once outside the children's locks.
            let parentHandle = next.children.isEmpty ? nil : nextNode.handle
            for child in next.children {
                if child === rootNode { throw .nodeHostsItself(element: rootNode.debugName) }
                let inputs = child.state.withLock { state in
                    if let parentHandle, !state.flex.parent.refers(to: parentHandle) {
                        state.flex.parent = WeakNode(handle: parentHandle)
                    }
                    return (
                        engine: state.flex.engine,
                        // A node that overrides its direction runs its own flex content that way.
                        style: state.flex.style.inheritingDirection(state.traits.overrides.layoutDirection),
                        version: state.version,
                        children: state.flex.engine == .flexbox ? state.flex.layoutChildren(subnodes: state.subnodes) : []
                    )
                }
                let isContainer = inputs.engine == .flexbox
                let (synchronized, changed) = try synchronize(
                    child, under: next.id, isContainer: isContainer, style: inputs.style, version: inputs.version
                )
                reached += 1
                let isDisplayed = inputs.style.display != .none
                container.children.append(Child(nodeReference: Unmanaged.passUnretained(child), key: ObjectIdentifier(child), id: synchronized.id, isDisplayed: isDisplayed))
                if isContainer {
                    let reusable = reusing && !childrenInherit && !synchronized.isNew
                        && synchronized.previousVersion == inputs.version
                        && reusableRecord(synchronized.containerIndex, of: child, isDisplayed: next.isDisplayed && isDisplayed)
                    if reusable { reached += lastContainers[synchronized.containerIndex].descendantCount }
                    pending.append(PendingContainer(
                        nodeReference: Unmanaged.passUnretained(child), id: synchronized.id, version: inputs.version,
                        isDisplayed: next.isDisplayed && isDisplayed, parent: index,
                        styleChanged: changed,
                        hasInheritedChanges: childrenInherit,
                        children: reusable ? [] : inputs.children,
                        reusedFrom: reusable ? synchronized.containerIndex : -1
                    ))
                } else if changed {
                    container.hasChanges = true
                }
            }
            if try synchronizeChildren(of: next.id, to: container.children, element: nextNode) {
                container.hasChanges = true
            }
            if index > 0, let entryIndex = entries.index(forKey: container.key) {
                entries.values[entryIndex].containerIndex = index
            }
            containers.append(container)
            // Depth first, in order (swapped in place: reversing a slice copies it).
            var low = firstPending
            var high = pending.count - 1
            while low < high {
                pending.swapAt(low, high)
                low += 1
                high -= 1
            }
        }
        if entries.count > reached {
            if containers.contains(where: \.isReused) { restampReusedEntries(of: containers) }
            removeUnreachedEntries()
        }
        // Subtree extents and sizes, and a change below a container may change its size, so its
        // parent's layout too. Reused subtrees carry their own extents.
        for index in containers.indices.reversed() {
            let parent = containers[index].parent
            guard parent >= 0 else { continue }
            if containers[index].hasChanges { containers[parent].hasChanges = true }
            if !containers[parent].isReused {
                containers[parent].subtreeEnd = max(containers[parent].subtreeEnd, containers[index].subtreeEnd)
                containers[parent].descendantCount += containers[index].descendantCount
            }
        }
        return containers
    }

    /// Whether the last synchronisation's container `index` is the unchanged record of `node`,
    /// with the same visibility.
    private func reusableRecord(_ index: Int, of node: DisplayNode, isDisplayed: Bool) -> Bool {
        guard index >= 0, index < lastContainers.count else { return false }
        let record = lastContainers[index]
        return record.key == ObjectIdentifier(node) && record.isDisplayed == isDisplayed
    }

    /// Appends the last synchronisation's subtree of containers from `start`, unchanged, under
    /// the container at `parent`, and records their new indexes.
    private mutating func reuseSubtree(from start: Int, parent: Int, into containers: inout [Container]) {
        let end = lastContainers[start].subtreeEnd
        let shift = containers.count - start
        for index in start..<end {
            var record = lastContainers[index]
            record.parent = index == start ? parent : record.parent + shift
            record.subtreeEnd += shift
            record.hasChanges = false
            record.hasInheritedChanges = false
            record.isReused = true
            if let entryIndex = entries.index(forKey: record.key) {
                entries.values[entryIndex].containerIndex = index + shift
            }
            containers.append(record)
        }
    }

    /// Marks the entries below reused containers as reached (before unreached ones are removed).
    private mutating func restampReusedEntries(of containers: [Container]) {
        for container in containers where container.isReused {
            for child in container.children {
                if let index = entries.index(forKey: child.key) {
                    entries.values[index].stamp = stamp
                }
            }
        }
    }

    /// What synchronising one child found.
    private struct Synchronized {
        let id: FlexNodeID
        /// Whether the child got a new flex node.
        let isNew: Bool
        /// The child's version at the last synchronisation.
        let previousVersion: Int
        /// For a container, its index in the last synchronisation's containers.
        let containerIndex: Int
    }

    /// The entry of one child, created or brought up to date, and whether that changed its flex
    /// node: a new node, a new style, or (for a measured leaf) new content.
    private mutating func synchronize(
        _ child: DisplayNode, under parent: FlexNodeID, isContainer: Bool, style: FlexStyle, version: Int
    ) throws(LayoutError) -> (Synchronized, Bool) {
        let key = ObjectIdentifier(child)
        let index = entries.index(forKey: key)
        if let index, entries.values[index].isContainer == isContainer {
            // Updated in place: one hash lookup per node and pass.
            if entries.values[index].stamp == stamp { throw .duplicateNode(element: child.debugName) }
            entries.values[index].stamp = stamp
            if entries.values[index].parent != parent {
                metMovedNode = true
                entries.values[index].parent = parent
            }
            let id = entries.values[index].id
            let previousVersion = entries.values[index].version
            let found = Synchronized(
                id: id, isNew: false, previousVersion: previousVersion,
                containerIndex: entries.values[index].containerIndex
            )
            guard previousVersion != version else { return (found, false) }
            entries.values[index].version = version
            var changed = false
            if tree.style(of: id) != style {
                tree.setStyle(style, for: id)
                changed = true
            }
            if !isContainer {
                tree.markDirty(id)
                changed = true
            }
            return (found, changed)
        }
        if let index {
            // The child changed engines: it becomes another kind of flex node.
            tree.removeNode(entries.values[index].id)
        }
        let id: FlexNodeID
        if isContainer {
            id = tree.addNode(style: style)
        } else {
            id = tree.addNode(style: style, measure: pass.measureFunction(for: child))
            tree.setBaselineFunction(pass.baselineFunction(for: child), for: id)
        }
        members[key] = child
        entries[key] = Entry(
            id: id, isContainer: isContainer, version: version, stamp: stamp,
            parent: parent, containerIndex: -1
        )
        return (Synchronized(id: id, isNew: true, previousVersion: version, containerIndex: -1), true)
    }

    /// Makes the flex nodes of `desired` the children of `parent`, keeping the common prefix in
    /// place; returns whether they changed.
    ///
    /// - Complexity: O(k) when unchanged or appended to; O(k²) element moves in the worst case for
    ///   k children.
    @discardableResult
    private mutating func synchronizeChildren(
        of parent: FlexNodeID,
        to desired: [Child],
        element: DisplayNode
    ) throws(LayoutError) -> Bool {
        let current = tree.children(of: parent)
        if current.elementsEqual(desired, by: { $0 == $1.id }) { return false }
        var common = 0
        while common < current.count, common < desired.count, current[common] == desired[common].id {
            common += 1
        }
        do {
            for child in current[common...] {
                try tree.removeChild(child, from: parent)
            }
            for (offset, child) in desired[common...].enumerated() {
                if let oldParent = tree.parent(of: child.id) {
                    try tree.removeChild(child.id, from: oldParent)
                }
                try tree.insertChild(child.id, into: parent, at: common + offset)
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
            members[key] = nil
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
