import Foundation
import Morph

/// The reorder example's screen: a keyed to-do list on a `ListDataSource`. Adding, deleting,
/// sorting and shuffling each apply a new snapshot, and the list animates the inserts, deletes
/// and moves the keyed diff finds.
public final class ReorderNode: DisplayNode {
    /// The list.
    public let list: CollectionNode
    /// The data source holding the snapshot.
    public let dataSource: ListDataSource<String, Int>
    /// The to-dos, in order.
    public private(set) var todos: [Int]
    private var nextTodo: Int
    private var shuffleState: UInt64 = 0x2545_F491_4F6C_DD1D

    /// The example's size, in points.
    public nonisolated static let designSize = CGSize(width: 360, height: 560)

    /// A list of `count` to-dos.
    public init(count: Int = 8) {
        todos = Array(0..<count)
        nextTodo = count
        list = CollectionNode(layout: .verticalList(spacing: 8, insets: EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)), name: "todos")
        dataSource = ListDataSource(collectionNode: list) { _, _, todo in { TodoCell(todo: todo) } }
        super.init(name: "reorder screen")
        setDynamicColor(.systemGroupedBackground, for: .backgroundColor)
        // The scroll pane's name, as a screen reader announces it.
        list.accessibilityLabel = "To-do list"
        do {
            try addSubnode(list)
            try dataSource.apply(snapshot(), animatingDifferences: false)
        } catch {
            reportError(error)
        }
    }

    override public func calculatedLayoutDidChange() {
        super.calculatedLayoutDidChange()
        performWithoutAnimation { list.frame = bounds }
    }

    override public nonisolated func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: constrainedSize.width.isFinite ? constrainedSize.width : Self.designSize.width,
               height: constrainedSize.height.isFinite ? constrainedSize.height : Self.designSize.height)
    }

    /// The snapshot of ``todos``.
    private func snapshot() -> ListSnapshot<String, Int> {
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendSections(["todos"])
        snapshot.appendItems(todos)
        return snapshot
    }

    /// Shows ``todos``, animated.
    private func update() throws {
        try dataSource.apply(snapshot(), animatingDifferences: true)
    }

    /// Adds a to-do at the top.
    public func add() throws {
        todos.insert(nextTodo, at: 0)
        nextTodo += 1
        try update()
    }

    /// Deletes the to-do at `index`.
    public func delete(at index: Int) throws {
        guard todos.indices.contains(index) else { return }
        todos.remove(at: index)
        try update()
    }

    /// Sorts the to-dos by key.
    public func sort() throws {
        todos.sort()
        try update()
    }

    /// Shuffles the to-dos (the same order on every run).
    public func shuffle() throws {
        for index in todos.indices.reversed() where index > 0 {
            shuffleState ^= shuffleState << 13
            shuffleState ^= shuffleState >> 7
            shuffleState ^= shuffleState << 17
            todos.swapAt(index, Int(shuffleState % UInt64(index + 1)))
        }
        try update()
    }
}
