import Foundation
import Morph

/// The node of a ``List`` element: a `CollectionNode` whose rows are element trees, kept in a
/// `ListDataSource` keyed by the rows' keys. Each update applies a new snapshot; inserted and
/// removed rows run their ``VisibilityTransition``s.
public final class ListElementNode: CollectionNode {
    /// The rows shown, by key.
    private var rows: [ElementKey: List.Row] = [:]
    /// The snapshot's data source.
    private var listDataSource: ListDataSource<Int, ElementKey>!
    /// Whether the rows were shown once (the first update does not animate).
    private var hasShownRows = false

    /// A list node; rows arrive with ``update(to:animated:)``.
    public init(animator: Animator? = nil) {
        super.init(layout: .verticalList(), name: "List", animator: animator)
        // Element hosts are made on the main actor.
        preparesCellsAsynchronously = false
        listDataSource = ListDataSource(collectionNode: self) { [unowned self] _, _, key in
            let element = rows[key]?.element
            return { MainActor.assumeIsolated { ElementRowCell(element: element) } }
        }
    }

    /// Shows `list`'s rows: the keyed diff finds the inserts, deletes and moves, animated when
    /// `animated` (never on the first update). Rows that stay get their new elements.
    public func update(to list: List, animated: Bool) {
        if layout != list.layout { layout = list.layout }
        var snapshot = ListSnapshot<Int, ElementKey>()
        snapshot.appendSections([0])
        snapshot.appendItems(list.rows.map(\.key))
        let old = rows
        var fresh: [ElementKey: List.Row] = [:]
        for row in list.rows { fresh[row.key] = row }
        rows.merge(fresh) { _, new in new }
        do {
            try listDataSource.apply(snapshot, animatingDifferences: animated && hasShownRows) { [weak self] _ in
                guard let self else { return }
                rows = rows.filter { fresh[$0.key] != nil }
            }
        } catch {
            rows = old
            reportError(error)
            return
        }
        hasShownRows = true
        for cell in liveNodes {
            guard let cell = cell as? ElementRowCell, let indexPath = cell.indexPath,
                  let key = listDataSource.itemIdentifier(for: indexPath), let row = fresh[key] else { continue }
            cell.show(row.element)
        }
    }

    /// Inserted rows run their appearing transitions (from their invisible attributes), removed
    /// rows their disappearing ones; rows without one fade. Every other row moves to its place.
    override public func animateListUpdate(_ context: ListUpdateContext) {
        guard context.isAnimated else { return super.animateListUpdate(context) }
        var pending = 1
        func finish() {
            pending -= 1
            if pending == 0 { context.completeUpdate() }
        }
        let defaultTransition = VisibilityTransition.fade
        for node in context.insertedNodes {
            let transition = row(of: node)?.appearing ?? defaultTransition
            pending += 1
            let alpha = node.alpha
            performWithoutAnimation {
                node.alpha = alpha * transition.alpha
                node.transform = transition.transform
            }
            withAnimation(transition.attributes, {
                node.alpha = alpha
                node.transform = .identity
            }, completion: { _ in finish() })
        }
        for node in context.removedNodes {
            let transition = (node as? ElementRowCell)?.disappearing ?? defaultTransition
            pending += 1
            withAnimation(transition.attributes, {
                node.alpha *= transition.alpha
                node.transform = transition.transform
            }, completion: { _ in finish() })
        }
        withAnimation(context.defaultAnimation, {
            for node in context.keptNodes {
                if let frame = context.finalFrame(for: node), node.frame != frame {
                    node.frame = frame
                    try? node.layoutIfNeeded()
                }
            }
        }, completion: { _ in finish() })
    }

    /// The row a cell shows, remembering its disappearing transition for when it goes.
    private func row(of node: CellNode) -> List.Row? {
        guard let indexPath = node.indexPath, let key = listDataSource.itemIdentifier(for: indexPath), let row = rows[key] else { return nil }
        (node as? ElementRowCell)?.disappearing = row.disappearing
        return row
    }

    /// Rows that enter the ranges remember their disappearing transitions.
    override public func visibleRectDidChange(_ visibleRect: CGRect) {
        super.visibleRectDidChange(visibleRect)
        for cell in liveNodes where (cell as? ElementRowCell)?.disappearing == nil { _ = row(of: cell) }
    }
}

/// A cell that hosts a row's element tree.
final class ElementRowCell: CellNode {
    let host: ElementHostNode
    /// How the row disappears.
    var disappearing: VisibilityTransition?

    init(element: (any Element)?) {
        host = ElementHostNode(name: "row")
        super.init(name: "row")
        automaticallyManagesSubnodes = true
        selectionStyle = .none
        if let element { show(element) }
    }

    /// Shows `element` in the host.
    func show(_ element: any Element) {
        host.element = element
        setNeedsLayout()
    }

    override nonisolated func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        WrapperLayoutSpec(host)
    }
}
