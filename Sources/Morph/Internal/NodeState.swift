import Foundation
import MorphLayout

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
    private(set) var calculatedKey: CachedLayoutKey?
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
        get { calculatedEntry }
        set {
            // Keyed from the new value (reading the stored entry back would copy it).
            switch newValue {
            case .some(let entry): calculatedKey = CachedLayoutKey(entry)
            case .none: calculatedKey = nil
            }
            calculatedEntry = newValue
        }
    }
    private var calculatedEntry: CachedLayout?
    /// The two most recent measurements (Texture keeps one pending layout; two keep a stack's
    /// first-pass and flexed measurements of a child both cached). Added through
    /// ``remember(_:)``.
    ///
    /// Two fields rather than a tuple: reading one element of a stored tuple copies the tuple.
    private(set) var recentPending: CachedLayout?
    private(set) var previousPending: CachedLayout?
    /// What lookups compare of the pending entries, kept beside them as ``calculatedKey`` is: a
    /// lookup reads only these, and copies out the one entry it returns.
    private(set) var recentPendingKey: CachedLayoutKey?
    private(set) var previousPendingKey: CachedLayoutKey?
    /// Grows with every transition started or cancelled on this node.
    var transitionGeneration = 0
    /// The flexbox engine's inputs and flex tree (``DisplayNode/layoutEngine``).
    var flex = FlexNodeInputs()

    /// Moves the layout version on (under the node's lock, as every change of the state),
    /// advancing the process-wide ``NodeVersionEpoch`` first.
    mutating func bumpVersion() {
        NodeVersionEpoch.advance()
        version += 1
    }

    /// Makes `entry` the most recent measurement; the most recent becomes the previous one.
    mutating func remember(_ entry: CachedLayout) {
        // Swapped, not copied: the previous entry moves out and is released with its layout.
        swap(&recentPending, &previousPending)
        recentPending = entry
        previousPendingKey = recentPendingKey
        recentPendingKey = CachedLayoutKey(entry)
    }

    /// The cached entry (calculated first, then the pending ones) valid for these inputs.
    ///
    /// The entries' keys are compared, so only the entry returned is copied.
    func cachedEntry(for constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) -> CachedLayout? {
        func matches(_ key: CachedLayoutKey?) -> Bool {
            key?.matches(constrainedSize, parentSize: parentSize, version: version, context: context) ?? false
        }
        if matches(calculatedKey) { return calculated }
        if matches(recentPendingKey) { return recentPending }
        if matches(previousPendingKey) { return previousPending }
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
        func matches(_ key: CachedLayoutKey?) -> Bool {
            guard let key else { return false }
            return key.version == version && key.size == size
        }
        if matches(recentPendingKey) { return recentPending }
        if matches(previousPendingKey) { return previousPending }
        return nil
    }

    /// Texture's `_constrainedSizeForLayoutPass`: the range of the newest measurement whose size
    /// matches the bounds, else that of the applied layout if its size matches, else exactly the
    /// bounds.
    func constrainedSizeForLayoutPass(boundsSize: CGSize) -> SizeRange {
        if let recent = recentPendingKey, recent.size == boundsSize {
            return recent.constrainedSize
        }
        if let calculatedKey, calculatedKey.size == boundsSize {
            return calculatedKey.constrainedSize
        }
        // Bounds are finite and not negative (the view properties refuse other values).
        return SizeRange(uncheckedMin: boundsSize, max: boundsSize)
    }
}
