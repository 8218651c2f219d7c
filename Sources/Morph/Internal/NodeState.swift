import Foundation
@_spi(MorphInternals) import MorphLayout

/// A node's layout inputs and layout caches: everything a measurement may read, kept behind the
/// node's lock so that layouts can be calculated on any thread.
struct NodeState: Sendable {
    // The fields every layout pass reads for every node come first: with the lock just before
    // them they share its first cache lines (a layout pass over a large tree is bound by memory).

    /// The generation of the transition whose measurement is in flight, if any.
    var measuringGeneration: Int?
    /// Grows whenever a layout input of the node (or, through ``DisplayNode/setNeedsLayout()``,
    /// of a descendant) changes; cached layouts of older versions are stale.
    var version = 0
    /// What a layout pass compares of ``calculated``, copied out when it is set: reading a field
    /// through the optional entry copies the whole entry (retaining its layout), and a layout pass
    /// checks every node of the subtree.
    private(set) var calculatedKey: AppliedLayoutKey?
    /// The subnodes, back to front.
    var subnodes: [DisplayNode] = []
    /// The supernode, held weakly (a subnode never keeps its supernode alive).
    var supernode = WeakNode()
    /// The node's handle, made the first time something refers to the node weakly
    /// (``DisplayNode/handle``).
    var handle: NodeHandle?
    /// ``DisplayNode/automaticallyManagesSubnodes``.
    var automaticallyManagesSubnodes = false
    /// Whether ``DisplayNode/displayObserver`` is set (mirrored here so that a layout change on
    /// any thread can tell, under the locks it already takes, whether anyone listens).
    var hasDisplayObserver = false
    /// Whether a root's display observer call from another thread is already queued on the main
    /// actor (so a burst of changes off the main actor queues one).
    var displayNotificationQueued = false
    /// ``DisplayNode/layoutContext``.
    var layoutContext = LayoutContext(screenScale: 2)

    // Inputs and caches read when a node measures or changes.

    /// The name given by the user (``DisplayNode/name``).
    var name: String?
    /// ``DisplayNode/style``.
    var style = LayoutStyle()
    /// ``DisplayNode/layoutSpecBlock``.
    var layoutSpecBlock: (@Sendable (DisplayNode, SizeRange) -> any LayoutElement)?
    /// The applied layout (Texture's `_calculatedDisplayNodeLayout`).
    var calculated: CachedLayout? {
        didSet { calculatedKey = calculated.map(AppliedLayoutKey.init) }
    }
    /// The two most recent measurements, the newest first (Texture keeps one pending layout; two
    /// keep a stack's first-pass and flexed measurements of a child both cached).
    var pending: (recent: CachedLayout?, previous: CachedLayout?)
    /// Grows with every transition started or cancelled on this node.
    var transitionGeneration = 0
    /// The flexbox engine's inputs and flex tree (``DisplayNode/layoutEngine``).
    var flex = FlexNodeInputs()

    /// The cached entry (calculated first, then the pending ones) valid for these inputs.
    func cachedEntry(for constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) -> CachedLayout? {
        func matches(_ entry: CachedLayout?) -> Bool {
            entry?.isValid(for: constrainedSize, parentSize: parentSize, version: version, context: context) ?? false
        }
        if matches(calculated) { return calculated }
        if matches(pending.recent) { return pending.recent }
        if matches(pending.previous) { return pending.previous }
        return nil
    }

    /// The layout of ``cachedEntry(for:parentSize:context:)`` with `element` as its element, or
    /// nil. A leaf's applied layout is rebuilt from ``calculatedKey`` without reading the entry
    /// (a copy of the entry retains and releases its parts). A valid entry is of the current
    /// ``version``.
    func cachedLayout(
        for constrainedSize: SizeRange,
        parentSize: CGSize,
        context: LayoutContext,
        attachedTo element: DisplayNode
    ) -> Layout? {
        // A leaf's applied layout, from its key alone (most hits: the kept leaves of a parent
        // measured again).
        if let key = calculatedKey, key.isLeaf,
           key.matches(constrainedSize, parentSize: parentSize, version: version, context: context) {
            return Layout.leaf(element, size: key.size, context: key.context)
        }
        return cachedEntry(for: constrainedSize, parentSize: parentSize, context: context)?.layout(for: element)
    }

    /// The most recent pending entry of the current version whose size is `size`.
    func pendingEntry(ofSize size: CGSize) -> CachedLayout? {
        func matches(_ entry: CachedLayout?) -> Bool {
            guard let entry else { return false }
            return entry.version == version && entry.size == size
        }
        if matches(pending.recent) { return pending.recent }
        if matches(pending.previous) { return pending.previous }
        return nil
    }

    /// Texture's `_constrainedSizeForLayoutPass`: the range of the newest measurement whose size
    /// matches the bounds, else that of the applied layout if its size matches, else exactly the
    /// bounds.
    func constrainedSizeForLayoutPass(boundsSize: CGSize) -> SizeRange {
        if let recent = pending.recent, recent.size == boundsSize {
            return recent.constrainedSize
        }
        if let calculated, calculated.size == boundsSize {
            return calculated.constrainedSize
        }
        // Bounds are finite and not negative (the view properties refuse other values).
        return SizeRange(uncheckedMin: boundsSize, max: boundsSize)
    }
}

/// What a layout pass and a cache hit read of the applied layout, copied out when it is set:
/// reading a field through the optional entry copies the whole entry (retaining its parts).
struct AppliedLayoutKey: Sendable {
    /// The layout version it was computed for.
    let version: Int
    /// Its size.
    let size: CGSize
    /// Its pixel grid.
    let context: LayoutContext
    /// The range it was computed for.
    let constrainedSize: SizeRange
    /// The parent size it was computed for.
    let parentSize: CGSize
    /// Whether it is a leaf's layout (``CachedLayout/isLeaf``), which its size rebuilds.
    let isLeaf: Bool

    init(_ entry: CachedLayout) {
        version = entry.version
        size = entry.size
        context = entry.context
        constrainedSize = entry.constrainedSize
        parentSize = entry.parentSize
        isLeaf = entry.isLeaf
    }

    /// Whether the entry answers a request with these inputs (``CachedLayout/isValid(for:parentSize:version:context:)``).
    func matches(_ constrainedSize: SizeRange, parentSize: CGSize, version: Int, context: LayoutContext) -> Bool {
        CachedLayout.request(
            (constrainedSize, parentSize, version, context),
            matches: (self.constrainedSize, self.parentSize, self.version, self.context)
        )
    }
}
