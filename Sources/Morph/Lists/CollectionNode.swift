import Foundation
@_spi(MorphInternals) import MorphLayout

/// A scrolling list of items that keeps only the cells near its viewport (Texture's
/// `ASCollectionNode`): a vertical list, a horizontal list or a grid (``CollectionLayout``),
/// with sections, headers and footers, animated batch updates with moves, diffable snapshots,
/// batch fetching, selection and keyboard navigation.
///
/// ```swift
/// let list = CollectionNode(layout: .verticalList(spacing: 8))
/// list.dataSource = model            // a CollectionNodeDataSource
/// list.collectionDelegate = model    // a CollectionNodeDelegate (optional)
/// list.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
/// ```
///
/// **Ranges.** Only the items inside the preload range have cells (``RangeTuningParameters``,
/// Texture's defaults: 2.5 screenfuls ahead and 1.5 behind; the display range 1 and 0.5): a list
/// of 100,000 items holds a few dozen nodes. A cell that leaves the preload range is released
/// (its downloads cancelled); one that comes back is made again by its node block. Cells of the
/// display range are made and measured on the main actor when they enter it; those of the rest
/// of the preload range are made and measured off the main actor ahead of time, so a row's size
/// is known before it is drawn. Items never measured count at ``estimatedItemExtent``; when a
/// measurement above the viewport corrects an estimate, the offset moves by the difference, so
/// what is on screen stays still. See <doc:Lists>.
///
/// **Updates.** Tell the list what changed in the data source with
/// ``performBatchUpdates(animated:_:completion:)`` (or hand a ``ListDataSource`` a new
/// ``ListSnapshot``): inserted cells fade in, deleted ones fade out, the others — moved ones too
/// — move to their new frames (``animateListUpdate(_:)``). An inconsistent update throws a
/// ``ListError`` and changes nothing.
///
/// The list is a ``ScrollNode``: its ``ScrollNode/delegate`` hears the scrolling, and
/// ``collectionDelegate`` (which is also set as that delegate) hears the items. Give it a size
/// (its frame, or a layout that bounds it): along its scroll axis it does not measure its content.
open class CollectionNode: ScrollNode {
    // MARK: - Stored state (main actor)

    /// ``layout``.
    var layoutStorage: CollectionLayout
    /// What the list knows of its data.
    var model = ListModel()
    /// Where the items lie.
    var geometry = ListGeometry()
    /// Whether the data source was read.
    var hasLoadedData = false
    /// The live item cells, by item identity.
    var cells: [UInt64: CellNode] = [:]
    /// The identity of each live cell's item, by node (finds a node block that returns a live node).
    var cellItemIDs: [ObjectIdentifier: UInt64] = [:]
    /// The live headers and footers.
    var supplementaries: [SupplementaryKey: LiveSupplementary] = [:]
    /// The items whose cells are visible (for willDisplay and didEndDisplaying).
    var visibleItemIDs: Set<UInt64> = []
    /// Cells and supplementary nodes fading out of a batch update.
    var removingNodes: [CellNode] = []
    /// Cells made and measured off the main actor, waiting for their items to come near.
    var preparedCells: [UInt64: PreparedCell] = [:]
    /// The preparations in flight, by item identity.
    var preparations: [UInt64: Task<Void, Never>] = [:]
    /// Items whose cell failed (a duplicate node, a bad size): not made again until they reload.
    var failedItemIDs: Set<UInt64> = []
    /// Headers and footers that failed likewise.
    var failedSupplementaries: Set<SupplementaryKey> = []
    /// The header pinned to the viewport's start (kept while its section shows).
    var pinnedHeader: SupplementaryKey?
    /// Bumped whenever the model changes: a preparation of an older model is dropped.
    var modelGeneration = 0
    /// The measured items' mean extent, behind the adaptive estimate.
    var measuredExtentSum = 0.0
    var measuredExtentCount = 0
    /// The measured count at which the estimate is next revised (powers of two).
    var nextEstimateRevision = 1
    /// ``estimatedItemExtent``.
    var estimatedItemExtentStorage: CGFloat?
    /// The side the list last scrolled toward along its axis: +1 toward the end, −1 toward the start.
    var scrollSign: Double = 1
    /// Where the visible rect started at the last range pass.
    var lastRangeStart: Double?
    /// Range tuning per mode and range.
    var tuningStorage: [LayoutRangeMode: [LayoutRangeType: RangeTuningParameters]] = [:]
    /// Set during a range pass (passes do not nest; a request meanwhile runs another after).
    var isUpdatingRanges = false
    var needsAnotherRangePass = false
    /// Set when the estimate is due for a revision during a range pass.
    var needsEstimateRevision = false
    /// The batch being recorded inside ``performBatchUpdates(animated:_:completion:)``.
    var recordingBatch: ListBatch?
    /// The running batch fetch.
    var batchContext: BatchContext?
    /// Whether a batch-fetch check runs (a completion inside the delegate's call asks for another).
    var isCheckingBatchFetch = false
    var needsBatchFetchCheck = false
    /// The selected items, by identity.
    var selectedItemIDs: Set<UInt64> = []
    /// The item the arrow keys are on, by identity.
    var focusedItemID: UInt64?
    /// Whether the focus ring shows (the arrow keys moved the focus; a tap hides it).
    var focusRingVisible = false
    /// The cell a press highlights.
    var highlightedCell: CellNode?
    /// Set while a committed update fills its ranges: existing nodes keep their frames for the
    /// update's animation.
    var defersPlacement = false
    /// The running update animations (their contexts complete them).
    var runningUpdates: [ListUpdateContext] = []
    /// A reusable buffer for the cells a range pass releases.
    var releaseBuffer: [UInt64] = []
    var supplementaryReleaseBuffer: [SupplementaryKey] = []
    /// A reusable buffer for the cells that came on screen (true) or left it in a range pass.
    var displayChanges: [(cell: CellNode, appears: Bool)] = []

    // MARK: - Public state

    /// The data source: sections, item counts and node blocks. Held weakly. Setting it reloads.
    public weak var dataSource: (any CollectionNodeDataSource)? {
        didSet { reloadData() }
    }

    /// The delegate of the items (selection, display, sizes, batch fetching), held weakly; it is
    /// also the ``ScrollNode/delegate``.
    public weak var collectionDelegate: (any CollectionNodeDelegate)? {
        didSet { delegate = collectionDelegate }
    }

    /// The range sizes in use; ``LayoutRangeMode/full`` by default.
    public var rangeMode = LayoutRangeMode.full {
        didSet { if rangeMode != oldValue { setNeedsRangeUpdate() } }
    }

    /// How many screenfuls before the end a batch fetch starts (Texture's
    /// `leadingScreensForBatching`): 2 by default. Negative or non-finite values count as 0.
    public var leadingScreensForBatching: CGFloat = 2

    /// Whether a tap (or Return) selects items; true by default.
    public var allowsSelection = true
    /// Whether several items can be selected at once (a tap toggles); false by default.
    public var allowsMultipleSelection = false

    /// The role set, else ``AccessibilityRole/list``: a list is exposed to assistive technology
    /// as a list of its live cells (AT-SPI's `list`, as GTK4 exposes a `GtkListView`), which
    /// keeps the scroll pane's scroll actions and offset (see <doc:Accessibility>).
    override open var accessibilityRole: AccessibilityRole? {
        get { accessibilityState.properties.role ?? .list }
        set { super.accessibilityRole = newValue }
    }

    /// The elements set, else the live cells in reading order — each section's header, its
    /// items by index, its footer — then any other subnodes (cells fading out of an update):
    /// cells are added as they come near, in no order, and a screen reader reads them in the
    /// list's.
    override open var accessibilityElements: [DisplayNode]? {
        get { accessibilityState.elements ?? accessibilityReadingOrder }
        set { super.accessibilityElements = newValue }
    }
    /// Whether section headers stick to the viewport's start while their section is visible,
    /// pushed away by the next section's header (UITableView's plain style). False for a
    /// collection, true for a ``TableNode``.
    public var stickySectionHeaders = false {
        didSet { if stickySectionHeaders != oldValue { setNeedsRangeUpdate() } }
    }
    /// Whether cells of the preload range beyond the display range are made and measured off the
    /// main actor (true by default); when false they are made on the main actor as they enter the
    /// preload range.
    public var preparesCellsAsynchronously = true

    // MARK: - Creating

    /// A list with `layout`.
    public init(layout: CollectionLayout = .verticalList(), name: String? = nil, animator: Animator? = nil) {
        layoutStorage = layout
        super.init(name: name, animator: animator, scrollableDirections: layout.axis == .vertical ? .vertical : .horizontal)
        automaticallyManagesContentSize = false
        geometry.layout = layout
    }

    /// Cancels the preparations in flight (they hold the list weakly; their cells are dropped).
    isolated deinit {
        for task in preparations.values { task.cancel() }
    }

    // MARK: - Layout

    /// How the items are placed. Setting it measures every item again and keeps the first
    /// visible item in place.
    public var layout: CollectionLayout {
        get { layoutStorage }
        set {
            guard newValue != layoutStorage else { return }
            layoutStorage = newValue
            scrollableDirections = newValue.axis == .vertical ? .vertical : .horizontal
            geometry.layout = newValue
            invalidateMeasurements()
        }
    }

    /// The extent (height in a vertical list) an item counts at before it is measured; nil (the
    /// default) for the mean of the items measured so far (44 points before the first).
    /// Non-finite or negative values count as nil.
    public var estimatedItemExtent: CGFloat? {
        get { estimatedItemExtentStorage }
        set {
            estimatedItemExtentStorage = newValue.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
            reviseEstimate(force: true)
        }
    }

    /// The range's tuning in the current ``rangeMode``.
    public func tuningParameters(for rangeType: LayoutRangeType) -> RangeTuningParameters {
        tuningParameters(for: rangeType, mode: rangeMode)
    }

    /// A range's tuning in `mode`: Texture's default unless set.
    public func tuningParameters(for rangeType: LayoutRangeType, mode: LayoutRangeMode) -> RangeTuningParameters {
        tuningStorage[mode]?[rangeType] ?? mode.defaultTuningParameters(for: rangeType)
    }

    /// Sets the range's tuning in the current ``rangeMode``.
    public func setTuningParameters(_ parameters: RangeTuningParameters, for rangeType: LayoutRangeType) {
        setTuningParameters(parameters, for: rangeType, mode: rangeMode)
    }

    /// Sets a range's tuning in `mode` (per list). The preload range always reaches at least as
    /// far as the display range: a smaller one counts as the display range.
    public func setTuningParameters(_ parameters: RangeTuningParameters, for rangeType: LayoutRangeType, mode: LayoutRangeMode) {
        tuningStorage[mode, default: [:]][rangeType] = parameters
        setNeedsRangeUpdate()
    }

    // MARK: - Reading

    /// The number of sections the list knows.
    public var numberOfSections: Int { model.sections.count }

    /// The number of items the list knows in `section` (0 for a section it does not have).
    public func numberOfItems(inSection section: Int) -> Int {
        model.sections.indices.contains(section) ? model.sections[section].items.count : 0
    }

    /// The index paths of the items whose cells intersect the viewport, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleItemIDs.compactMap { cells[$0]?.indexPath }.sorted()
    }

    /// The cells that intersect the viewport, in item order.
    public var visibleNodes: [CellNode] {
        visibleItemIDs.compactMap { cells[$0] }.sorted { ($0.indexPath ?? IndexPath()) < ($1.indexPath ?? IndexPath()) }
    }

    /// The cells that exist (the items in the preload range), in no particular order.
    public var liveNodes: [CellNode] { Array(cells.values) }

    /// The cell of the item at `indexPath`, if it exists (the item is in the preload range).
    public func nodeForItem(at indexPath: IndexPath) -> CellNode? {
        guard model.contains(indexPath) else { return nil }
        return cells[model.sections[indexPath.section].items[indexPath.item].id]
    }

    /// The index path of `node`, if it is a live cell of this list.
    public func indexPath(for node: CellNode) -> IndexPath? {
        guard cellItemIDs[ObjectIdentifier(node)] != nil else { return nil }
        return node.indexPath
    }

    /// The header or footer of `section`, if it exists.
    public func supplementaryNode(of kind: SupplementaryKind, inSection section: Int) -> CellNode? {
        guard model.sections.indices.contains(section) else { return nil }
        return supplementaries[SupplementaryKey(sectionID: model.sections[section].id, kind: kind)]?.node
    }

    /// The item's frame in the list's content coordinates: measured, or estimated for an item
    /// never measured.
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:operation:sectionCount:itemCount:)``.
    public func frameForItem(at indexPath: IndexPath) throws(ListError) -> CGRect {
        loadDataIfNeeded()
        try checkItem(indexPath, operation: .query)
        return geometry.frame(ofItem: indexPath, in: model)
    }

    /// Checks that `indexPath` names an item the list has.
    func checkItem(_ indexPath: IndexPath, operation: ListError.Operation) throws(ListError) {
        guard indexPath.count == 2, model.sections.indices.contains(indexPath.section) else {
            throw .indexPathOutOfRange(indexPath, operation: operation, sectionCount: model.sections.count, itemCount: nil)
        }
        guard model.sections[indexPath.section].items.indices.contains(indexPath.item) else {
            throw .indexPathOutOfRange(indexPath, operation: operation, sectionCount: model.sections.count, itemCount: model.sections[indexPath.section].items.count)
        }
    }

    // MARK: - Override points

    /// Called when the visible rect changed: runs the range controller (cells made, measured,
    /// placed and released; interface states; batch fetching). Call `super` from an override.
    override open func visibleRectDidChange(_ visibleRect: CGRect) {
        super.visibleRectDidChange(visibleRect)
        updateRanges()
    }

    /// Moves the selection for the arrow keys and selects for Return (see <doc:Lists>); other
    /// keys scroll, as in a ``ScrollNode``. Call `super` from an override.
    override open func keyEvent(_ event: KeyEvent) -> Bool {
        if handleSelectionKey(event) { return true }
        return super.keyEvent(event)
    }

    /// Animates a batch update (the list's counterpart of ``DisplayNode/animateLayoutTransition(_:)``):
    /// the context gives the inserted, removed and kept cells with their initial and final frames.
    /// Call ``ListUpdateContext/completeUpdate(_:)`` when done.
    ///
    /// The default, with the list's ``DisplayNode/defaultLayoutTransitionDuration``, `Delay` and
    /// `Curve`: inserted cells appear at their final frames and fade in; removed cells fade out
    /// where they are; every other cell — moved ones, those whose size changed and those that
    /// come into range — moves from its initial frame to its final one, its content laid out
    /// along; the update completes when the last animation ends. Override to animate
    /// differently, per item (a slide from the side for an insertion, say).
    open func animateListUpdate(_ context: ListUpdateContext) {
        performDefaultListUpdateAnimation(context)
    }
}

/// Identifies a section's header or footer across updates.
struct SupplementaryKey: Hashable {
    let sectionID: UInt64
    let kind: SupplementaryKind
}

/// A live header or footer.
struct LiveSupplementary {
    let node: CellNode
    var section: Int
    let kind: SupplementaryKind
}

/// A cell made and measured off the main actor.
struct PreparedCell {
    let node: CellNode
    let size: CGSize
    let generation: Int
}

extension IndexPath {
    /// An index path as a list's section and item, for sorting and descriptions.
    var listDescription: String { count == 2 ? "[\(section), \(item)]" : "\(self)" }
}
