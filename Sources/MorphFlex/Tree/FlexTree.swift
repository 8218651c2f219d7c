import Foundation

/// A tree of flexbox nodes and the engine that lays it out: Yoga's node API as a Swift value.
///
/// Build the tree with ``addNode(style:)`` and ``appendChild(_:to:)``, give leaves a measure
/// function (text, images, subtrees laid out by another engine), call
/// ``calculateLayout(for:availableWidth:availableHeight:direction:)`` and read each node's
/// ``layout(of:)``:
///
/// ```swift
/// var tree = FlexTree()
/// var rowStyle = FlexStyle()
/// rowStyle.flexDirection = .row
/// rowStyle.width = .points(300)
/// rowStyle.height = .points(100)
/// let row = tree.addNode(style: rowStyle)
/// var itemStyle = FlexStyle()
/// itemStyle.flexGrow = 1
/// let first = tree.addNode(style: itemStyle)
/// let second = tree.addNode(style: itemStyle)
/// try tree.appendChild(first, to: row)
/// try tree.appendChild(second, to: row)
/// try tree.calculateLayout(for: row)
/// // tree.layout(of: second).frame == CGRect(x: 150, y: 0, width: 150, height: 100)
/// ```
///
/// The tree caches as Yoga does: each node remembers its last layout and up to eight
/// measurements with the constraints they answered. A container's measurement also answers
/// other constraints where recomputing would give the same size bit for bit (the
/// "Measurement caching" section of the engine article), so nested content-sized containers are
/// measured a few times each rather than a number of times that grows with depth. Changing a
/// style, the children or a measure function marks the node and its ancestors dirty; the next
/// layout recomputes dirty nodes and reuses everything else. A layout of an unchanged tree only
/// checks the root.
///
/// Storage is contiguous (one record per node, no objects), so layout touches no reference
/// counts and allocates nothing. `FlexTree` is a value with copy-on-write storage: copying a
/// tree is cheap until one copy is changed.
public struct FlexTree: Sendable {
    var records: ContiguousArray<NodeRecord> = []
    var childLists: ContiguousArray<[Int32]> = []
    var measureFunctions: ContiguousArray<FlexMeasureFunction?> = []
    var baselineFunctions: ContiguousArray<FlexBaselineFunction?> = []
    var cacheEntries: ContiguousArray<CachedMeasurement> = []
    /// Every node's direct children, then (when different) its layout children, back to back;
    /// rebuilt before a layout when the structure changed.
    var childIndex: ContiguousArray<Int32> = [0]
    var childIndexIsStale = false
    var maximumDepth = 1
    var freeSlots: [Int32] = []
    var configVersion: UInt32 = 1
    var generationCount: UInt32 = 0
    /// Moves on whenever a flex basis Yoga keeps between computations changes; cached
    /// measurements that read kept bases record it (see `MeasurementRange`).
    var keptBasisEpoch: UInt32 = 0
    /// The configuration unpacked for the engine (kept, so a layout call does no set lookups).
    var engineConfig: EngineConfig

    /// The configuration the tree is laid out with. Setting a different one invalidates every
    /// cached layout.
    public var config: FlexConfig {
        didSet {
            if config != oldValue {
                configVersion &+= 1
                engineConfig = EngineConfig(config, version: configVersion, measurementReuse: measurementReuse)
                for slot in records.indices where records[slot].isLive {
                    records[slot].isDirty = true
                    records[slot].layout.computedFlexBasis = .nan
                }
            }
        }
    }

    /// Whether measurements are reused across their ranges (tests switch it off, or verify it).
    var measurementReuse = MeasurementReuse.on {
        didSet {
            engineConfig = EngineConfig(config, version: configVersion, measurementReuse: measurementReuse)
        }
    }

    /// What the last ``calculateLayout(for:availableWidth:availableHeight:direction:)`` did.
    public internal(set) var lastLayoutStatistics = FlexLayoutStatistics()

    /// The deepest tree the engine lays out: 10,000 levels, the same limit as the layout specs'
    /// (MorphLayout's `LayoutContext.depthLimit`). Deeper trees are refused with
    /// ``FlexTreeError/treeTooDeep(depth:limit:)``.
    ///
    /// The algorithm recurses once per level, as Yoga's does. A tree deeper than 64 levels is
    /// laid out on a thread of its own whose stack fits its depth, while the caller waits, so
    /// any tree within the limit lays out on any thread, however small its stack. Measure and
    /// baseline functions of such a tree are called on that thread.
    public static let depthLimit = 10_000

    /// An empty tree with a configuration (Yoga's by default).
    public init(config: FlexConfig = FlexConfig()) {
        self.config = config
        engineConfig = EngineConfig(config, version: 1)
    }

    /// How many nodes the tree holds.
    public private(set) var nodeCount = 0

    // MARK: Nodes

    /// Adds a detached node with a style and returns its handle.
    ///
    /// - Complexity: Amortized O(1).
    @discardableResult
    public mutating func addNode(style: FlexStyle = FlexStyle()) -> FlexNodeID {
        nodeCount += 1
        if let slot = freeSlots.popLast() {
            let index = Int(slot)
            let generation = records[index].slotGeneration
            records[index] = NodeRecord(style: style)
            records[index].slotGeneration = generation
            childLists[index] = []
            measureFunctions[index] = nil
            baselineFunctions[index] = nil
            childIndexIsStale = true
            return FlexNodeID(slot: slot, generation: generation)
        }
        let slot = Int32(records.count)
        records.append(NodeRecord(style: style))
        childLists.append([])
        measureFunctions.append(nil)
        baselineFunctions.append(nil)
        cacheEntries.append(contentsOf: repeatElement(CachedMeasurement(), count: CachedMeasurement.entriesPerNode))
        childIndexIsStale = true
        return FlexNodeID(slot: slot, generation: 0)
    }

    /// Adds a detached leaf measured by a function (see ``FlexMeasureFunction``).
    @discardableResult
    public mutating func addNode(style: FlexStyle = FlexStyle(), measure: @escaping FlexMeasureFunction) -> FlexNodeID {
        let node = addNode(style: style)
        measureFunctions[Int(node.slot)] = measure
        records[Int(node.slot)].hasMeasureFunction = true
        return node
    }

    /// Whether the handle names a node of this tree.
    public func contains(_ node: FlexNodeID) -> Bool {
        let slot = Int(node.slot)
        return slot >= 0 && slot < records.count && records[slot].isLive && records[slot].slotGeneration == node.generation
    }

    /// Removes a node: it leaves its parent (which is marked dirty) and its children become
    /// roots. The handle becomes invalid.
    ///
    /// - Complexity: O(number of siblings + number of children).
    public mutating func removeNode(_ node: FlexNodeID) {
        let slot = checked(node)
        if let parent = parent(of: node) {
            try? removeChild(node, from: parent)
        }
        for child in childLists[slot] {
            records[Int(child)].parent = -1
            markDirty(slot: Int(child))
        }
        freeSlot(slot)
    }

    /// Removes a node and all its descendants; the node leaves its parent, which is marked
    /// dirty. Their handles become invalid.
    ///
    /// - Complexity: O(size of the subtree + number of the node's siblings).
    public mutating func removeSubtree(_ node: FlexNodeID) {
        if let parent = parent(of: node) {
            try? removeChild(node, from: parent)
        }
        // Without recursion, so any depth is fine; members are freed directly, since their
        // parents go too.
        var pending = [Int32(checked(node))]
        while let slot = pending.popLast().map(Int.init) {
            pending.append(contentsOf: childLists[slot])
            freeSlot(slot)
        }
    }

    /// Frees a detached node's slot.
    private mutating func freeSlot(_ slot: Int) {
        childLists[slot] = []
        records[slot].isLive = false
        records[slot].parent = -1
        records[slot].slotGeneration &+= 1
        measureFunctions[slot] = nil
        baselineFunctions[slot] = nil
        freeSlots.append(Int32(slot))
        nodeCount -= 1
        childIndexIsStale = true
    }

    // MARK: Structure

    /// The node's children, in order.
    ///
    /// - Complexity: O(number of children).
    public func children(of node: FlexNodeID) -> [FlexNodeID] {
        let slot = checked(node)
        return childLists[slot].map { FlexNodeID(slot: $0, generation: records[Int($0)].slotGeneration) }
    }

    /// The node's parent, or `nil` for a root.
    public func parent(of node: FlexNodeID) -> FlexNodeID? {
        let parent = records[checked(node)].parent
        return parent < 0 ? nil : FlexNodeID(slot: parent, generation: records[Int(parent)].slotGeneration)
    }

    /// Inserts a detached node as the parent's child at an index; marks the parent dirty.
    ///
    /// - Throws: ``FlexTreeError`` when the child already has a parent, when it is the parent
    ///   or one of its ancestors, when the parent has a measure function, or when the index is
    ///   outside `0...childCount`.
    /// - Complexity: O(number of children) for a child without children of its own; O(depth of
    ///   the parent + number of children) for a subtree (the cycle check).
    public mutating func insertChild(_ child: FlexNodeID, into parent: FlexNodeID, at index: Int) throws(FlexTreeError) {
        let childSlot = checked(child)
        let parentSlot = checked(parent)
        if records[childSlot].parent >= 0 {
            throw .childAlreadyHasParent(child: child, parent: self.parent(of: child)!)
        }
        // A child without children is nobody's ancestor: only a subtree can close a cycle, so
        // building a deep tree top-down stays linear.
        var ancestor = childLists[childSlot].isEmpty && childSlot != parentSlot ? -1 : parentSlot
        while ancestor >= 0 {
            if ancestor == childSlot { throw .cycle(child: child, parent: parent) }
            ancestor = Int(records[ancestor].parent)
        }
        if records[parentSlot].hasMeasureFunction {
            throw .measuredNodeCannotHaveChildren(parent)
        }
        guard index >= 0 && index <= childLists[parentSlot].count else {
            throw .indexOutOfRange(index: index, count: childLists[parentSlot].count)
        }
        childLists[parentSlot].insert(Int32(childSlot), at: index)
        records[childSlot].parent = Int32(parentSlot)
        childIndexIsStale = true
        markDirty(slot: parentSlot)
    }

    /// Appends a detached node to the parent's children; marks the parent dirty.
    ///
    /// - Throws: as ``insertChild(_:into:at:)``.
    public mutating func appendChild(_ child: FlexNodeID, to parent: FlexNodeID) throws(FlexTreeError) {
        try insertChild(child, into: parent, at: childLists[checked(parent)].count)
    }

    /// Removes a child from its parent, which is marked dirty; the child becomes a root.
    ///
    /// - Throws: ``FlexTreeError/notAChild(child:parent:)`` when it is not the parent's child.
    /// - Complexity: O(number of children).
    public mutating func removeChild(_ child: FlexNodeID, from parent: FlexNodeID) throws(FlexTreeError) {
        let childSlot = checked(child)
        let parentSlot = checked(parent)
        guard let position = childLists[parentSlot].firstIndex(of: Int32(childSlot)) else {
            throw .notAChild(child: child, parent: parent)
        }
        childLists[parentSlot].remove(at: position)
        records[childSlot].parent = -1
        records[childSlot].layout = LayoutResults()
        childIndexIsStale = true
        markDirty(slot: parentSlot)
        markDirty(slot: childSlot)
    }

    // MARK: Style and functions

    /// The node's style.
    public func style(of node: FlexNodeID) -> FlexStyle {
        records[checked(node)].style
    }

    /// Replaces the node's style; when it differs, the node and its ancestors are marked dirty.
    ///
    /// - Complexity: O(depth) when the style changes, O(1) otherwise.
    public mutating func setStyle(_ style: FlexStyle, for node: FlexNodeID) {
        let slot = checked(node)
        let old = records[slot].style
        guard old != style else { return }
        records[slot].setStyle(style)
        if old.display != style.display && (old.display == .contents || style.display == .contents) {
            childIndexIsStale = true
        }
        markDirty(slot: slot)
    }

    /// Changes the node's style in place (see ``setStyle(_:for:)``).
    public mutating func updateStyle(of node: FlexNodeID, _ change: (inout FlexStyle) -> Void) {
        var style = self.style(of: node)
        change(&style)
        setStyle(style, for: node)
    }

    /// Sets or clears the node's measure function and marks it dirty.
    ///
    /// - Throws: ``FlexTreeError/nodeHasChildren(_:)`` when setting a function on a node with
    ///   children.
    public mutating func setMeasureFunction(_ measure: FlexMeasureFunction?, for node: FlexNodeID) throws(FlexTreeError) {
        let slot = checked(node)
        if measure != nil && !childLists[slot].isEmpty {
            throw .nodeHasChildren(node)
        }
        measureFunctions[slot] = measure
        records[slot].hasMeasureFunction = measure != nil
        markDirty(slot: slot)
    }

    /// Whether the node has a measure function.
    public func hasMeasureFunction(_ node: FlexNodeID) -> Bool {
        records[checked(node)].hasMeasureFunction
    }

    /// Sets or clears the node's baseline function (see ``FlexBaselineFunction``).
    public mutating func setBaselineFunction(_ baseline: FlexBaselineFunction?, for node: FlexNodeID) {
        let slot = checked(node)
        baselineFunctions[slot] = baseline
        records[slot].hasBaselineFunction = baseline != nil
        markDirty(slot: slot)
    }

    /// Makes the node the one whose baseline its parent's baseline follows (Yoga's
    /// `isReferenceBaseline`).
    public mutating func setReferenceBaseline(_ isReference: Bool, for node: FlexNodeID) {
        let slot = checked(node)
        guard records[slot].isReferenceBaseline != isReference else { return }
        records[slot].isReferenceBaseline = isReference
        if records[slot].parent >= 0 { markDirty(slot: Int(records[slot].parent)) }
    }

    /// Makes the node a containing block for absolute descendants even when it is static
    /// (Yoga's `alwaysFormsContainingBlock`).
    public mutating func setAlwaysFormsContainingBlock(_ value: Bool, for node: FlexNodeID) {
        let slot = checked(node)
        guard records[slot].alwaysFormsContainingBlock != value else { return }
        records[slot].alwaysFormsContainingBlock = value
        markDirty(slot: slot)
    }

    // MARK: Dirtiness

    /// Marks the node and its ancestors as needing layout, e.g. when the content behind its
    /// measure function changed.
    ///
    /// - Complexity: O(depth).
    public mutating func markDirty(_ node: FlexNodeID) {
        markDirty(slot: checked(node))
    }

    /// Whether the node changed since its last layout.
    public func isDirty(_ node: FlexNodeID) -> Bool {
        records[checked(node)].isDirty
    }

    /// Whether the last layouts gave the node a new layout since the flag was last cleared.
    public func hasNewLayout(_ node: FlexNodeID) -> Bool {
        records[checked(node)].hasNewLayout
    }

    /// Clears the node's new-layout flag once its new layout has been applied.
    public mutating func clearNewLayout(_ node: FlexNodeID) {
        records[checked(node)].hasNewLayout = false
    }

    /// Yoga's `markDirtyAndPropagate`: stops at the first ancestor already dirty.
    mutating func markDirty(slot: Int) {
        var current = slot
        while current >= 0 && !records[current].isDirty {
            records[current].isDirty = true
            records[current].layout.computedFlexBasis = .nan
            current = Int(records[current].parent)
        }
    }

    /// The slot of a valid handle; traps on a handle of another tree or a removed node.
    @inline(__always)
    func checked(_ node: FlexNodeID) -> Int {
        precondition(contains(node), "\(node) is not a node of this FlexTree")
        return Int(node.slot)
    }
}
