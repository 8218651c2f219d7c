import Foundation
import Morph
import MorphTestSupport
import Testing

@Suite("TextEditingState")
struct TextEditingStateTests {
    // MARK: - Selection

    @Test("a new state has a caret at the end of its text; selections are clamped and ordered")
    func initialSelection() {
        var state = TextEditingState("héllo")
        #expect(state.characterCount == 5)
        #expect(state.selection == 5..<5)
        #expect(state.hasCaret)
        state.select(-3..<99)
        #expect(state.selection == 0..<5)
        state.select(anchor: 4, head: 1)
        #expect(state.selection == 1..<4)
        #expect(state.selectionHead == 1)
        #expect(state.selectedText == "éll")
        #expect(TextEditingState("abc", selection: 7..<9).selection == 3..<3)
        #expect(state.invariantViolations().isEmpty)
    }

    @Test("moving by clusters steps over whole emoji, combining sequences and CRLF")
    func movement() {
        var state = TextEditingState("a👨‍👩‍👧e\u{301}\r\nb")
        #expect(state.characterCount == 5)
        state.moveToStart()
        state.moveForward()
        state.moveForward()
        #expect(state.selectionHead == 2)
        state.moveForward(extendingSelection: true)
        state.moveForward(extendingSelection: true)
        #expect(state.selection == 2..<4)
        #expect(state.selectedText == "e\u{301}\r\n")
        state.moveBackward()
        #expect(state.selection == 2..<2, "a selection collapses to its start")
        state.move(to: 4, extendingSelection: true)
        state.moveForward()
        #expect(state.selection == 4..<4, "a selection collapses to its end")
        state.moveToEnd(extendingSelection: true)
        #expect(state.selection == 4..<5)
        state.moveBackward()
        state.moveBackward()
        state.moveToStart()
        state.moveBackward()
        #expect(state.selection == 0..<0)
        state.moveToEnd()
        state.moveForward()
        #expect(state.selection == 5..<5)
        state.selectAll()
        #expect(state.selection == 0..<5)
    }

    // MARK: - Editing

    @Test("typing replaces the selection and leaves the caret after the inserted text")
    func typing() {
        var state = TextEditingState("Helo")
        state.select(3..<3)
        state.replaceSelection(with: "l")
        #expect(state.text == "Hello")
        #expect(state.selection == 4..<4)
        state.select(1..<5)
        state.replaceSelection(with: "i")
        #expect(state.text == "Hi")
        #expect(state.selection == 2..<2)
        state.replace(-5..<100, with: "x")
        #expect(state.text == "x")
        #expect(state.selection == 1..<1)
    }

    @Test("a combining mark typed after a letter joins its cluster, and the caret ends after the cluster")
    func combiningMark() {
        var state = TextEditingState("cafe")
        state.replaceSelection(with: "\u{301}")
        #expect(state.text == "cafe\u{301}")
        #expect(state.characterCount == 4)
        #expect(state.selection == 4..<4)
        // A base typed before a lone mark: the caret lands inside the new cluster, and moves to its end.
        var lone = TextEditingState("\u{301}x", selection: 0..<0)
        lone.replaceSelection(with: "e")
        #expect(lone.text == "e\u{301}x")
        #expect(lone.characterCount == 2)
        #expect(lone.selection == 1..<1)
    }

    @Test("Hangul jamo typed one by one compose into one syllable cluster")
    func hangul() {
        var state = TextEditingState()
        state.replaceSelection(with: "\u{1100}")
        state.replaceSelection(with: "\u{1161}")
        state.replaceSelection(with: "\u{11A8}")
        #expect(state.characterCount == 1)
        #expect(state.selection == 1..<1)
        state.deleteBackward()
        #expect(state.text.isEmpty, "Backspace deletes the whole syllable cluster")
    }

    @Test("a regional indicator inserted before a flag pairs again, and the indices follow the new clusters")
    func regionalIndicators() {
        var state = TextEditingState("🇫🇷🇩🇪", selection: 0..<0)
        #expect(state.characterCount == 2)
        state.replaceSelection(with: "\u{1F1FA}")
        // 🇺🇫 🇷🇩 🇪: the caret (after the inserted 🇺) is inside 🇺🇫 and moves to its end.
        #expect(state.characterCount == 3)
        #expect(state.selection == 1..<1)
        #expect(state.invariantViolations().isEmpty)
    }

    @Test("Backspace and Delete remove one grapheme cluster, or the selection")
    func deleting() {
        var state = TextEditingState("a👨‍👩‍👧\r\nb")
        state.deleteBackward()
        #expect(state.text == "a👨‍👩‍👧\r\n")
        state.deleteBackward()
        #expect(state.text == "a👨‍👩‍👧", "CRLF is one cluster")
        state.deleteBackward()
        #expect(state.text == "a", "an emoji ZWJ sequence is one cluster")
        state.moveToStart()
        let deletedAtStart = state.deleteBackward()
        #expect(!deletedAtStart)
        let deletedForward = state.deleteForward()
        #expect(deletedForward)
        #expect(state.text.isEmpty)
        let deletedAtEnd = state.deleteForward()
        #expect(!deletedAtEnd)
        var selected = TextEditingState("abcdef", selection: 1..<4)
        #expect(selected.rangeForDeletingForward == 1..<4)
        selected.deleteForward()
        #expect(selected.text == "aef")
        #expect(selected.selection == 1..<1)
    }

    @Test("deleting the cluster between two that join (CR and LF, Hangul jamo) leaves the caret before the new cluster")
    func deletionJoins() {
        var state = TextEditingState("\rx\n", selection: 2..<2)
        #expect(state.characterCount == 3)
        state.deleteBackward()
        #expect(state.text == "\r\n")
        #expect(state.characterCount == 1)
        #expect(state.selection == 0..<0)
        var hangul = TextEditingState("\u{1100}x\u{1161}", selection: 1..<2)
        hangul.deleteForward()
        #expect(hangul.characterCount == 1)
        #expect(hangul.selection == 0..<0)
    }

    // MARK: - Composition

    @Test("a composition shows at the caret, underlined range and cursor inside it, and a commit replaces it")
    func composition() {
        var state = TextEditingState("abc", selection: 2..<2)
        state.setMarkedText("に", cursor: 1)
        #expect(state.isComposing)
        #expect(state.text == "abc", "the text does not change while composing")
        state.setMarkedText("にほ", cursor: 1)
        var display = state.display
        #expect(display.text == "abにほc")
        #expect(display.markedRange == 2..<4)
        #expect(display.caret == 3)
        #expect(display.selection == 3..<3)
        state.apply(.commit("日本"))
        #expect(!state.isComposing)
        #expect(state.text == "ab日本c")
        #expect(state.selection == 4..<4)
        display = state.display
        #expect(display.markedRange == nil)
        #expect(display.text == state.text)
    }

    @Test("a composition replaces the selection on screen; Escape brings the selection back, a commit replaces it")
    func compositionOverSelection() {
        var state = TextEditingState("hello", selection: 1..<4)
        state.apply(.composition(text: "X", cursor: 5))
        #expect(state.markedCursor == 1, "the cursor is clamped to the marked text")
        #expect(state.display.text == "hXo")
        state.cancelComposition()
        #expect(state.display.text == "hello")
        #expect(state.selection == 1..<4)
        state.setMarkedText("Y", cursor: -2)
        #expect(state.markedCursor == 0)
        state.commit("Z")
        #expect(state.text == "hZo")
        state.setMarkedText("Q", cursor: 1)
        state.apply(.composition(text: "", cursor: 0))
        #expect(!state.isComposing, "an empty composition ends it")
        #expect(state.text == "hZo")
        #expect(state.invariantViolations().isEmpty)
    }

    @Test("marked text that joins its neighbour's cluster is underlined as whole clusters")
    func markedTextJoiningACluster() {
        var state = TextEditingState("e", selection: 1..<1)
        state.setMarkedText("\u{301}", cursor: 1)
        let display = state.display
        #expect(display.text == "e\u{301}")
        #expect(display.markedRange == 0..<1)
        #expect(display.caret == 1)
    }

    // MARK: - Random edits

    static let fragments = [
        "a", "Z", " ", "e", "\u{301}", "\u{308}", "👨", "\u{200D}", "👩‍👩‍👧", "🇫", "🇷", "🇩🇪", "中", "文", "ש", "ל", "ם",
        "ع", "ر", "\r", "\n", "\r\n", "\u{1100}", "\u{1161}", "\u{11A8}", "क", "\u{94D}", "ष", "👍🏽", "\u{FE0F}", "\u{1F3FD}",
        "\t", "x̌", "ﷺ", "\u{2028}",
    ]

    static func randomFragment(_ generator: inout SplitMix64) -> String {
        let count = Int.random(in: 1...3, using: &generator)
        return (0..<count).map { _ in fragments.randomElement(using: &generator)! }.joined()
    }

    /// The UTF-8 offset of cluster `index` in `text`.
    static func utf8Offset(ofCluster index: Int, in text: String) -> Int {
        text.utf8.distance(from: text.startIndex, to: text.index(text.startIndex, offsetBy: index))
    }

    @Test("random edits over mixed Unicode keep the indices on cluster boundaries and the text what String operations give", arguments: 0..<24)
    func randomEdits(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var state = TextEditingState(Self.randomFragment(&generator))
        for _ in 0..<250 {
            let before = state
            let choice = Int.random(in: 0..<12, using: &generator)
            switch choice {
            case 0, 1, 2:
                let inserted = Self.randomFragment(&generator)
                state.replaceSelection(with: inserted)
                let bounds = before.text.index(before.text.startIndex, offsetBy: before.selection.lowerBound)..<before.text.index(before.text.startIndex, offsetBy: before.selection.upperBound)
                var expected = before.text
                expected.replaceSubrange(bounds, with: inserted)
                #expect(state.text == expected)
                // The caret is the first boundary at or after the end of the inserted text.
                let end = before.text.utf8.distance(from: before.text.startIndex, to: bounds.lowerBound) + inserted.utf8.count
                let caret = state.selectionHead
                #expect(Self.utf8Offset(ofCluster: caret, in: state.text) >= end)
                #expect(caret == 0 || Self.utf8Offset(ofCluster: caret - 1, in: state.text) < end)
            case 3:
                let range = before.rangeForDeletingBackward
                state.deleteBackward()
                if let range {
                    var expected = before.text
                    expected.removeSubrange(before.text.index(before.text.startIndex, offsetBy: range.lowerBound)..<before.text.index(before.text.startIndex, offsetBy: range.upperBound))
                    #expect(state.text == expected)
                } else {
                    #expect(state.text == before.text)
                }
            case 4:
                state.deleteForward()
                #expect(state.text.utf8.count <= before.text.utf8.count)
            case 5:
                state.moveBackward(extendingSelection: Bool.random(using: &generator))
            case 6:
                state.moveForward(extendingSelection: Bool.random(using: &generator))
            case 7:
                let a = Int.random(in: -2...(state.characterCount + 2), using: &generator)
                let b = Int.random(in: -2...(state.characterCount + 2), using: &generator)
                state.select(anchor: a, head: b)
            case 8:
                let marked = Self.randomFragment(&generator)
                state.setMarkedText(marked, cursor: Int.random(in: -1...5, using: &generator))
                let display = state.display
                #expect((0...display.text.count).contains(display.caret))
                if let range = display.markedRange {
                    #expect(range.lowerBound >= 0 && range.upperBound <= display.text.count)
                    #expect(range.contains(display.caret) || range.upperBound == display.caret)
                }
            case 9:
                state.commit(Self.randomFragment(&generator))
                #expect(!state.isComposing)
            case 10:
                state.cancelComposition()
                #expect(state.text == before.text)
            default:
                state.selectAll()
            }
            #expect(state.invariantViolations().isEmpty, "\(state.invariantViolations()) after step \(choice)")
            // Every index is a boundary of the text's own clusters: converting it back and forth is exact.
            let head = state.text.index(state.text.startIndex, offsetBy: state.selectionHead)
            #expect(state.text.distance(from: state.text.startIndex, to: head) == state.selectionHead)
        }
    }
}
