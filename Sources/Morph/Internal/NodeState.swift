import Foundation

/// A node's layout inputs and layout caches: everything a measurement may read, kept behind the
/// node's lock so that layouts can be calculated on any thread.
struct NodeState: Sendable {
    /// The name given by the user (``DisplayNode/name``).
    var name: String?
    /// ``DisplayNode/style``.
    var style = LayoutStyle()
    /// ``DisplayNode/layoutSpecBlock``.
    var layoutSpecBlock: (@Sendable (DisplayNode, SizeRange) -> any LayoutElement)?
    /// ``DisplayNode/automaticallyManagesSubnodes``.
    var automaticallyManagesSubnodes = false
    /// ``DisplayNode/layoutContext``.
    var layoutContext = LayoutContext(screenScale: 2)
    /// The subnodes, back to front.
    var subnodes: [DisplayNode] = []
    /// The supernode, held weakly (a subnode never keeps its supernode alive).
    var supernode = WeakNode()
    /// The node's handle, made the first time something refers to the node weakly
    /// (``DisplayNode/handle``).
    var handle: NodeHandle?
    /// Grows whenever a layout input of the node (or, through ``DisplayNode/setNeedsLayout()``,
    /// of a descendant) changes; cached layouts of older versions are stale.
    var version = 0
    /// The applied layout (Texture's `_calculatedDisplayNodeLayout`).
    var calculated: CachedLayout? {
        didSet { calculatedKey = calculated.map(AppliedLayoutKey.init) }
    }
    /// What a layout pass compares of ``calculated``, copied out when it is set: reading a field
    /// through the optional entry copies the whole entry (retaining its layout), and a layout pass
    /// checks every node of the subtree.
    private(set) var calculatedKey: AppliedLayoutKey?
    /// The two most recent measurements, the newest first (Texture keeps one pending layout; two
    /// keep a stack's first-pass and flexed measurements of a child both cached).
    var pending: (recent: CachedLayout?, previous: CachedLayout?)
    /// Grows with every transition started or cancelled on this node.
    var transitionGeneration = 0
    /// The generation of the transition whose measurement is in flight, if any.
    var measuringGeneration: Int?
    /// The flexbox engine's inputs and flex tree (``DisplayNode/layoutEngine``).
    var flex = FlexNodeInputs()
    /// Whether ``DisplayNode/displayObserver`` is set (mirrored here so that a layout change on
    /// any thread can tell, under the locks it already takes, whether anyone listens).
    var hasDisplayObserver = false
    /// Whether a root's display observer call from another thread is already queued on the main
    /// actor (so a burst of changes off the main actor queues one).
    var displayNotificationQueued = false

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

/// The inputs of an applied layout that decide whether a layout pass keeps it.
struct AppliedLayoutKey: Sendable {
    /// The layout version it was computed for.
    let version: Int
    /// Its size.
    let size: CGSize
    /// Its pixel grid.
    let context: LayoutContext

    init(_ entry: CachedLayout) {
        version = entry.version
        size = entry.size
        context = entry.context
    }
}
