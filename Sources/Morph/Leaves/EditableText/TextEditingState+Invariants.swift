import Foundation

extension TextEditingState {
    /// Every broken invariant of the state, as sentences (empty when consistent): the cluster
    /// count matches the text, the selection's ends and the marked cursor are in range, and marked
    /// text is never empty. Tests call it after every step.
    ///
    /// - Complexity: O(n) in the text's length.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        if characterCount != text.count {
            problems.append("characterCount \(characterCount) differs from the text's \(text.count) clusters")
        }
        for (name, index) in [("anchor", selectionAnchor), ("head", selectionHead)] where !(0...characterCount).contains(index) {
            problems.append("the selection's \(name) \(index) is outside 0...\(characterCount)")
        }
        if let markedText {
            if markedText.isEmpty { problems.append("the marked text is empty instead of nil") }
            if !(0...markedText.count).contains(markedCursor) {
                problems.append("the marked cursor \(markedCursor) is outside 0...\(markedText.count)")
            }
        } else if markedCursor != 0 {
            problems.append("the marked cursor is \(markedCursor) without marked text")
        }
        return problems
    }
}
