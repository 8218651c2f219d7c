import Foundation

/// Why a list refused an update or a request. Each case names the section and the counts
/// involved; a list that throws (or reports) one of these is exactly as it was before the call:
/// nothing is half-applied. UIKit and Texture raise an inconsistency exception here.
public enum ListError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What an index path or a section was given for.
    public enum Operation: String, Hashable, Sendable {
        case insert, delete, reload, moveSource, moveDestination, scroll, select, query
    }

    /// After a batch update, section `section` should hold `expected` items — `before` before the
    /// update, plus `inserted` and `movedIn`, less `deleted` and `movedOut` — but the data source
    /// reports `reported`.
    case itemCountMismatch(section: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int, reported: Int)
    /// After a batch update the list should have `before + inserted − deleted` sections, but the
    /// data source reports `reported`.
    case sectionCountMismatch(before: Int, inserted: Int, deleted: Int, reported: Int)
    /// An index path outside the list: `sectionCount` sections (and `itemCount` items in its
    /// section, when the section exists) at the time the operation refers to.
    case indexPathOutOfRange(IndexPath, operation: Operation, sectionCount: Int, itemCount: Int?)
    /// A section index outside `0..<sectionCount`.
    case sectionOutOfRange(Int, operation: Operation, sectionCount: Int)
    /// The same item (or section, as an index path with item −1) appears twice in one update —
    /// deleted twice, deleted and moved, inserted twice.
    case duplicateIndexPath(IndexPath, operation: Operation)
    /// An item operation in a section that the same update inserts or deletes as a whole.
    case itemInChangedSection(IndexPath, operation: Operation)
    /// The data source reports `reported` items in section `section` although the list knows
    /// `known` and was told of no change (or, with section −1, that many sections).
    case dataSourceChangedWithoutUpdate(section: Int, known: Int, reported: Int)
    /// A node block returned a node that is already a cell of this list (at `existing`).
    case duplicateNode(IndexPath, existing: IndexPath)
    /// A snapshot holds the key `key` twice (in sections `firstSection` and `secondSection`; a
    /// duplicated section key gives −1 for both).
    case duplicateKey(String, firstSection: Int, secondSection: Int)
    /// A snapshot adds items to a section key it does not hold.
    case unknownSection(String)
    /// A cell measured to a size that is not finite and non-negative.
    case invalidCellSize(IndexPath, width: CGFloat, height: CGFloat)
    /// A cell's measurement failed (its layout threw: a NaN or infinite size of a leaf, a bad
    /// range), with the layout error's description.
    case cellMeasurementFailed(IndexPath, reason: String)
    /// The data source reported a negative count (section −1 for the section count).
    case negativeCount(section: Int, count: Int)

    public var description: String {
        func path(_ indexPath: IndexPath) -> String { "[\(indexPath.section), \(indexPath.item)]" }
        switch self {
        case let .itemCountMismatch(section, before, inserted, deleted, movedIn, movedOut, reported):
            return "section \(section): \(before) items before the update + \(inserted) inserted − \(deleted) deleted + \(movedIn) moved in − \(movedOut) moved out = \(before + inserted - deleted + movedIn - movedOut), but the data source reports \(reported)"
        case let .sectionCountMismatch(before, inserted, deleted, reported):
            return "\(before) sections before the update + \(inserted) inserted − \(deleted) deleted = \(before + inserted - deleted), but the data source reports \(reported)"
        case let .indexPathOutOfRange(indexPath, operation, sectionCount, itemCount):
            let items = itemCount.map { ", section \(indexPath.section) has \($0) items" } ?? ""
            return "\(operation.rawValue) at \(path(indexPath)) is out of range: \(sectionCount) sections\(items)"
        case let .sectionOutOfRange(section, operation, sectionCount):
            return "\(operation.rawValue) of section \(section) is out of range: \(sectionCount) sections"
        case let .duplicateIndexPath(indexPath, operation):
            return "\(path(indexPath)) appears twice in one update (\(operation.rawValue))"
        case let .itemInChangedSection(indexPath, operation):
            return "\(operation.rawValue) at \(path(indexPath)) is in a section the same update inserts or deletes"
        case let .dataSourceChangedWithoutUpdate(section, known, reported):
            if section < 0 { return "the data source reports \(reported) sections, the list knows \(known) and was told of no change" }
            return "section \(section): the data source reports \(reported) items, the list knows \(known) and was told of no change"
        case let .duplicateNode(indexPath, existing):
            return "the node block for \(path(indexPath)) returned the node already shown at \(path(existing))"
        case let .duplicateKey(key, first, second):
            if first < 0 { return "the snapshot holds the section key \(key) twice" }
            return "the snapshot holds the item key \(key) twice (sections \(first) and \(second))"
        case let .unknownSection(key):
            return "the snapshot has no section with the key \(key)"
        case let .invalidCellSize(indexPath, width, height):
            return "the cell at \(path(indexPath)) measured \(width) × \(height)"
        case let .cellMeasurementFailed(indexPath, reason):
            return "the cell at \(path(indexPath)) could not be measured: \(reason)"
        case let .negativeCount(section, count):
            if section < 0 { return "the data source reports \(count) sections" }
            return "section \(section): the data source reports \(count) items"
        }
    }
}
