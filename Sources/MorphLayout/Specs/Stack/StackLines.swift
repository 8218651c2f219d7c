import Foundation

/// A stack's lines: the first stored inline, any others in an array, so a stack that does not
/// wrap — nearly every stack — allocates nothing for its one line.
///
/// Empty until step 2 of the algorithm collects the items into lines.
struct StackLines: RandomAccessCollection, MutableCollection {
    private var first = StackLine(items: 0..<0)
    private var others: [StackLine] = []
    private(set) var count = 0

    var startIndex: Int {
        0
    }

    var endIndex: Int {
        count
    }

    subscript(position: Int) -> StackLine {
        get { position == 0 ? first : others[position - 1] }
        set {
            if position == 0 {
                first = newValue
            } else {
                others[position - 1] = newValue
            }
        }
    }

    /// Adds `line` after the others.
    ///
    /// - Complexity: O(1) amortised; the first line allocates nothing.
    mutating func append(_ line: StackLine) {
        if count == 0 {
            first = line
        } else {
            others.append(line)
        }
        count += 1
    }
}
