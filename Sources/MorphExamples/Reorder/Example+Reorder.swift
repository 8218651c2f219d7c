import Foundation
import Morph

extension Example {
    /// A keyed to-do list on a diffable data source: adding, deleting, shuffling and sorting
    /// animate their inserts, deletes and moves.
    public static let reorder = Example(
        name: "reorder",
        title: "Reorder",
        summary: "A keyed to-do list on a ListDataSource: each change applies a new snapshot, and the keyed O(n) diff animates the inserts, deletes and moves — add, delete, shuffle, sort.",
        size: ReorderNode.designSize
    ) {
        let screen = ReorderNode()
        let steps: [ExampleStep] = [
            TimelineStep("add a to-do at the top", start: .afterSettling(pause: 0.3)) { try screen.add() },
            TimelineStep("delete the third", start: .afterSettling(pause: 0.3)) { try screen.delete(at: 2) },
            TimelineStep("shuffle", start: .afterSettling(pause: 0.3)) { try screen.shuffle() },
            TimelineStep("sort", start: .afterSettling(pause: 0.4)) { try screen.sort() },
        ]
        return ExampleScene(root: screen, steps: steps)
    }
}
