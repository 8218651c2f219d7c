import Foundation

/// The changes recorded inside one ``CollectionNode/performBatchUpdates(animated:_:completion:)``,
/// with UIKit's meaning: deletions, reloads and move sources refer to the list before the update;
/// insertions and move destinations to the list after it.
struct ListBatch {
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections: [Int] = []
    var deletedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []

    var isEmpty: Bool {
        insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
            && insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
    }
}

/// The item changes of one section, validated.
struct SectionItemChanges {
    var deleted: Set<Int> = []
    var reloaded: Set<Int> = []
    var movedOut: Set<Int> = []
    var inserted: Set<Int> = []
    /// Move destinations in this section, with their sources.
    var movedIn: [Int: IndexPath] = [:]

    var isEmpty: Bool { deleted.isEmpty && reloaded.isEmpty && movedOut.isEmpty && inserted.isEmpty && movedIn.isEmpty }
}
